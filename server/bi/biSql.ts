/** What the BI statements share: a row's people and time, a bucket's label, a customer field, a whole percent, a list's paging. */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Period } from '../crm/instrument/period.ts';
import { type Page, type Params, readPaging, toPage } from '../http/params.ts';

/** `column` within the period: a `date` column compares with days, a `timestamp` with local midnights. */
export function inPeriod(column: string, kind: 'date' | 'timestamp', period: Period): RawBuilder<unknown> {
  const ref = sql.ref(column);
  return kind === 'date'
    ? sql`${ref} >= ${period.firstDay}::date and ${ref} < ${period.endDay}::date`
    : sql`${ref} >= ${period.start} and ${ref} < ${period.end}`;
}

/** `column` is one of these users (none: false, an empty IN is not SQL). */
export function ofUsers(column: string, users: readonly number[]): RawBuilder<unknown> {
  return users.length ? sql`${sql.ref(column)} = any(${`{${users.join(',')}}`}::bigint[])` : sql`false`;
}

/** The label of the bucket `column` falls in (contract 12.1): `yyyyMMdd` for daily periods, `yyyyMM` else. */
export function bucketLabel(column: string, period: Period): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, ${sql.lit(period.granularity === 'day' ? 'YYYYMMDD' : 'YYYYMM')})`;
}

/** A customer's value of its field named `name` (客户行业, 客户级别, 客户来源; custom values are keyed by field id), alias `c` unless named. */
export function customerField(name: string, alias = 'c'): RawBuilder<string | null> {
  return sql<string | null>`${sql.ref(`${alias}.custom`)} ->> (select f.field_id::text from admin_field f where f.label = 2 and f.name = ${name} order by f.field_id limit 1)`;
}

/** part × 100 / whole as a whole percent of two counts (exact in a double), 0 over nothing. */
export function wholePercent(part: number, whole: number): number {
  return whole ? Math.round((part * 100) / whole) : 0;
}

/**
 * A BI list of records (商机明细, 客户转化明细, 产品销售明细): the whole list, the contract's array,
 * when the caller sends no `page` / `limit` (exports, the original client); else one page and its
 * total (a Page), as the tables ask: a year of a million customers' records is 100,000s of rows,
 * too many to draw or to send on every view. Same rows, same order either way. `total`, when given,
 * counts the same rows from what is kept ahead of them (a monthly rollup).
 */
export async function biList(db: Kysely<Database>, select: RawBuilder<Record<string, unknown>>, order: RawBuilder<unknown>, params: Params,
  total?: RawBuilder<{ n: number }>): Promise<Record<string, unknown>[] | Page<Record<string, unknown>>> {
  if (params.page === undefined && params.limit === undefined) return (await sql<Record<string, unknown>>`${select} order by ${order}`.execute(db)).rows;
  const paging = readPaging(params);
  const [rows, counted] = await Promise.all([
    sql<Record<string, unknown>>`${select} order by ${order} limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`.execute(db),
    // `total`: the same count kept ahead (a monthly rollup, rollups.ts); else the planner leaves out
    // the select's unused columns (their subqueries too): a count of the rows
    (total ?? sql<{ n: number }>`select count(*)::int as n from (${select}) t`).execute(db),
  ]);
  return toPage(rows.rows, Number(counted.rows[0]!.n), paging);
}
