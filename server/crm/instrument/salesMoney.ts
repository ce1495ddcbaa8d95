/**
 * Sales money of a period (contract 13 sellMonth, queryPerformance): approved (check_status 1)
 * contracts by their order date, approved receivables by their return date, owned by the contract
 * and the receivables user sets (audience.ts). Sums are numeric(18,2) texts, like every money of
 * the API; each figure set is one statement.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { type Audience, inUserSet, type UserSet } from './audience.ts';
import type { Period } from './period.ts';

export interface MoneySource {
  table: 'crm_contract' | 'crm_receivables';
  /** the `date` column that places the money in time */
  day: 'r.order_date' | 'r.return_time';
}

export const CONTRACT_MONEY: MoneySource = { table: 'crm_contract', day: 'r.order_date' };
export const RECEIVABLES_MONEY: MoneySource = { table: 'crm_receivables', day: 'r.return_time' };

/** Approved rows of `source` (alias `r`) in the period, owned by `users`. */
export function approvedMoneyRule(source: MoneySource, users: UserSet, period: Period): RawBuilder<unknown> {
  const day = sql.raw(source.day);
  return sql`(r.check_status = ${CHECK_STATUS.approved} and ${inUserSet('r.owner_user_id', users)}
    and ${day} >= ${period.firstDay}::date and ${day} < ${period.endDay}::date)`;
}

/** `(select sum(money) …)` of the approved rows, as a numeric(18,2) scalar subquery. */
export function approvedMoneySum(source: MoneySource, users: UserSet, period: Period): RawBuilder<unknown> {
  return sql`(select coalesce(sum(r.money), 0)::numeric(18,2) from ${sql.raw(source.table)} r where ${approvedMoneyRule(source, users, period)})`;
}

export interface SellMonth {
  list: { type: string; contractMoneys: string; receivablesMoneys: string }[];
  /** sic: the contract's spelling */
  totlaContractMoney: string;
  totlaReceivablesMoney: string;
}

const ZERO = '0.00';

/** The period's buckets with the money of each, and the totals (grouping sets: one statement). */
export async function sellMonth(db: Kysely<Database>, audience: Audience, period: Period): Promise<SellMonth> {
  const [contractUsers, receivablesUsers] = await Promise.all([audience.usersOf('contract'), audience.usersOf('receivables')]);
  const format = period.granularity === 'day' ? 'YYYYMMDD' : 'YYYYMM';
  const grouped = (kind: string, source: MoneySource, users: UserSet) => {
    const label = sql`to_char(${sql.raw(source.day)}, ${sql.lit(format)})`;
    return sql`
      select ${sql.lit(kind)}::text as kind, ${label} as label, coalesce(sum(r.money), 0)::numeric(18,2) as money
      from ${sql.raw(source.table)} r where ${approvedMoneyRule(source, users, period)}
      group by grouping sets ((${label}), ())`;
  };
  const { rows } = await sql<{ kind: string; label: string | null; money: string }>`
    ${grouped('contract', CONTRACT_MONEY, contractUsers)} union all ${grouped('receivables', RECEIVABLES_MONEY, receivablesUsers)}
  `.execute(db);
  const money = new Map(rows.map((r) => [`${r.kind}:${r.label ?? ''}`, r.money]));
  return {
    list: period.buckets.map((b) => ({
      type: b.label, contractMoneys: money.get(`contract:${b.label}`) ?? ZERO, receivablesMoneys: money.get(`receivables:${b.label}`) ?? ZERO,
    })),
    totlaContractMoney: money.get('contract:') ?? ZERO,
    totlaReceivablesMoney: money.get('receivables:') ?? ZERO,
  };
}
