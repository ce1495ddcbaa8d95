/** The conditions every BI statement shares: a row's people and a row's time. */
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
