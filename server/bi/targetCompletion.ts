/**
 * 业绩目标完成情况 (contract 12.2 bi/taskCompleteStatistics, `bi.achievement.read`): a department's
 * (type 2) or an employee's (type 3) monthly targets of `year` for contract money (`type` 1) or
 * received money (2), beside what was reached: approved contracts by order date or approved
 * receivables by return date, of the employee or of every user of the department and those below
 * it (within the caller's reach for bi.achievement). No target saved: `请先设置业绩目标`.
 *
 *   rows   十二 months `{month: "一月"…, achievement (target), receivables (reached), rate}`, rate =
 *          reached × 100 / target with 2 decimals, "0.00" when the target is 0 (numeric, exact)
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalChoice, optionalInt, type Params } from '../http/params.ts';
import { MONTHS, TARGET_KIND, TARGET_OF } from '../crm/achievement/achievementTargets.ts';
import { CONTRACT_MONEY, RECEIVABLES_MONEY } from '../crm/instrument/salesMoney.ts';
import { DEPT_REQUIRED } from './biUsers.ts';
import { moneyKindOf, moneyMonths } from './rollups.ts';

export const NO_TARGET = '请先设置业绩目标';

export interface TargetRequest { kind: number; objectType: number; objectId: number }

/** `type` (1 合同金额 / 2 回款金额, required) and `userId` or `deptId`. */
export function readTargetRequest(params: Params): TargetRequest {
  const kind = optionalChoice(params, 'type', '目标类型', [TARGET_KIND.contract, TARGET_KIND.receivables]);
  if (kind === undefined) throw new BusinessError('目标类型不能为空');
  const userId = optionalInt(params, 'userId', '员工');
  const deptId = optionalInt(params, 'deptId', '部门');
  if (userId !== undefined) return { kind, objectType: TARGET_OF.user, objectId: userId };
  if (deptId !== undefined) return { kind, objectType: TARGET_OF.dept, objectId: deptId };
  throw new BusinessError(DEPT_REQUIRED);
}

export async function taskCompleteStatistics(db: Kysely<Database>, request: TargetRequest, year: number, users: readonly number[]) {
  const source = request.kind === TARGET_KIND.contract ? CONTRACT_MONEY : RECEIVABLES_MONEY;
  const months = sql.join(MONTHS.map(([column]) => sql.ref(`a.${column}`)));
  // one statement: the saved target's twelve months (no row, no answer) beside what was reached
  // (approved money by month: the rollup's twelve months, rollups.ts)
  const { rows } = await sql<{ achievement: string; receivables: string; rate: string }>`
    with reached as (
      select extract(month from r.month)::int as month, sum(r.money) as v
      from ${moneyMonths(moneyKindOf(source), users, `${year}-01-01`, `${year + 1}-01-01`)}
      group by 1),
    target as (
      select m.n, m.t from (select * from crm_achievement a where a.type = ${request.objectType} and a.obj_id = ${request.objectId}
        and a.year = ${String(year)} and a.status = ${request.kind} order by a.achievement_id limit 1) a
      cross join unnest(array[${months}]::numeric[]) with ordinality as m(t, n))
    select t.t::numeric(18,2)::text as achievement, coalesce(r.v, 0)::numeric(18,2)::text as receivables,
      case when t.t = 0 then '0.00' else round(coalesce(r.v, 0) * 100 / t.t, 2)::numeric(18,2)::text end as rate
    from target t left join reached r on r.month = t.n order by t.n`.execute(db);
  if (!rows.length) throw new BusinessError(NO_TARGET);
  return rows.map((row, index) => ({ month: MONTHS[index]![1], ...row }));
}
