/** What the BI statements share: a row's people and time, a bucket's label, a customer field, a whole percent. */
import { type RawBuilder, sql } from 'kysely';
import type { Period } from '../crm/instrument/period.ts';

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

/** A customer's value of its field named `name` (客户行业, 客户级别, 客户来源; custom values are keyed by field id), alias `c`. */
export function customerField(name: string): RawBuilder<string | null> {
  return sql<string | null>`c.custom ->> (select f.field_id::text from admin_field f where f.label = 2 and f.name = ${name} order by f.field_id limit 1)`;
}

/** part × 100 / whole as a whole percent of two counts (exact in a double), 0 over nothing. */
export function wholePercent(part: number, whole: number): number {
  return whole ? Math.round((part * 100) / whole) : 0;
}
