/**
 * 业绩指标 (contract 13 queryPerformance, `status` 1 合同 / 2 回款): the period's approved contract and
 * receivables money (salesMoney.ts), the target of the period and how much of it is reached.
 *
 * The target is that of the people counted: with `deptIds` and no `userIds`, the targets of those
 * departments (type 2, as set, not their sub-departments', which a department's own target already
 * covers) when the caller's scope reaches every user of them; otherwise (users asked for, nothing
 * asked for, or a department only partly in the caller's scope) the employee targets (type 3) of
 * the user set of the chosen money (contract or receivables). Each calendar month the period
 * touches adds its monthly target, prorated by the days covered when the period holds only part
 * of it (today = 1/30 of June's target). A caller without the chosen module's list right, or whose
 * request leaves nobody of their scope (a department of others), gets a target of 0.
 *
 *   proportion = actual / target × 100, 2 decimals, "0.00" when the target is 0
 *
 * One statement; all figures numeric(18,2) texts.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TargetKind } from '../achievement/achievementInput.ts';
import { monthColumn, TARGET_KIND, TARGET_OF } from '../achievement/achievementTargets.ts';
import { type Audience, inUserSet, type UserSet } from './audience.ts';
import { monthShares, type Period } from './period.ts';
import { approvedMoneySum, CONTRACT_MONEY, RECEIVABLES_MONEY } from './salesMoney.ts';

export interface Performance {
  contractMoneys: string;
  receivablesMoneys: string;
  achievementMoneys: string;
  proportion: string;
}

/** Σ over the touched months of target × days covered / days of the month, on alias `a`. */
function periodTarget(period: Period): RawBuilder<unknown> {
  const terms = monthShares(period).map((m) => {
    const column = sql.raw(`a.${monthColumn(m.month)}`);
    const share = m.days === m.daysInMonth ? column : sql`${column} * ${m.days}::int / ${m.daysInMonth}::int`;
    return sql`case when a.year = ${String(m.year)} then ${share} else 0 end`;
  });
  return sql.join(terms, sql` + `);
}

/** The departments asked for, when every one of their users is counted. */
function wholeDepts(audience: Audience, users: UserSet): boolean {
  if (!audience.deptIds.length || audience.usersRequested) return false;
  return users === 'all' || users.length === (audience.requested?.length ?? 0);
}

/** Whose targets: the departments asked for, or the employees counted. */
function targetRows(audience: Audience, users: UserSet): RawBuilder<unknown> {
  if (wholeDepts(audience, users)) {
    return sql`a.type = ${TARGET_OF.dept} and a.obj_id in (${sql.join(audience.deptIds)})`;
  }
  return sql`a.type = ${TARGET_OF.user} and ${inUserSet('a.obj_id', users)}`;
}

export async function queryPerformance(db: Kysely<Database>, audience: Audience, period: Period, kind: TargetKind): Promise<Performance> {
  const [contractUsers, receivablesUsers] = await Promise.all([audience.usersOf('contract'), audience.usersOf('receivables')]);
  const chosenUsers = kind === TARGET_KIND.contract ? contractUsers : receivablesUsers;
  // a module the caller cannot open has no target for them either
  const target = Array.isArray(chosenUsers) && !chosenUsers.length
    ? sql`0::numeric(18,2)`
    : sql`(select coalesce(sum(${periodTarget(period)}), 0)::numeric(18,2) from crm_achievement a
        where ${targetRows(audience, chosenUsers)} and a.status = ${kind}
          and a.year in (${sql.join([...new Set(monthShares(period).map((m) => String(m.year)))])}))`;
  const actual = sql.raw(kind === TARGET_KIND.contract ? 'm.contract_moneys' : 'm.receivables_moneys');
  const { rows } = await sql<{ contract_moneys: string; receivables_moneys: string; achievement_moneys: string; proportion: string }>`
    select m.*, (case when m.achievement_moneys = 0 then 0 else round(${actual} * 100 / m.achievement_moneys, 2) end)::numeric(18,2) as proportion
    from (select ${approvedMoneySum(CONTRACT_MONEY, contractUsers, period)} as contract_moneys,
                 ${approvedMoneySum(RECEIVABLES_MONEY, receivablesUsers, period)} as receivables_moneys,
                 ${target} as achievement_moneys) m
  `.execute(db);
  const row = rows[0];
  return {
    contractMoneys: row.contract_moneys, receivablesMoneys: row.receivables_moneys,
    achievementMoneys: row.achievement_moneys, proportion: row.proportion,
  };
}
