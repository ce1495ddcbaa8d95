/**
 * BI's distinct customers read from what the writes keep (migration 0039): per person and month,
 * quarter or year, the customers they followed up ('record') or won ('deal').
 *
 *   a person's customers over a period that is exactly one month, quarter or year (本月, 上季度, 本年,
 *   去年, a custom range of the same): bi_presence_users, one row per person (`spanOf`);
 *   the customers of a set of people per month (客户跟进次数's and 客户汇总's bars): the sum of each
 *   person's, less the customers two or more of them share, counted once (`distinctPerMonth`): the
 *   shared ones are the few rows of bi_presence_customers with users > 1, read by their own index.
 *
 * Any other period reads the records, as before; tests/api/bi-rollups.test.ts holds both equal.
 */
import { type RawBuilder, sql } from 'kysely';
import { dayText, inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { ofUsers } from './biSql.ts';

export type PresenceKind = 'record' | 'deal';
export type Span = 'month' | 'quarter' | 'year';

/** Each span by its first months (1-12) and its length in months. */
const SPANS: Array<{ span: Span; starts: (month: number) => boolean; months: number }> = [
  { span: 'month', starts: () => true, months: 1 },
  { span: 'quarter', starts: (month) => (month - 1) % 3 === 0, months: 3 },
  { span: 'year', starts: (month) => month === 1, months: 12 },
];

type SpanOf = { span: Span; firstDay: string };

/** The one calendar month, quarter or year the period is exactly (its first day), if it is one. */
export function spanOf(period: Pick<Period, 'firstDay' | 'endDay'>): SpanOf | undefined {
  const m = /^(\d{4})-(\d{2})-01$/.exec(period.firstDay);
  if (!m) return undefined;
  const [year, month] = [Number(m[1]), Number(m[2])];
  const found = SPANS.find((s) => s.starts(month) && dayText(new Date(year, month - 1 + s.months, 1)) === period.endDay);
  return found && { span: found.span, firstDay: period.firstDay };
}

/** bi_presence_users' rows (alias `p`) of `kind` over `span`, and of the people `who` keeps. */
const peopleOf = (kind: PresenceKind, span: SpanOf, who: RawBuilder<unknown>) => sql`(select p.user_id, p.customers from bi_presence_users p
  where p.kind = ${kind} and p.span = ${span.span} and p.first_day = ${span.firstDay}::date and ${who})`;

/**
 * Each of `users`' distinct customers of `kind` over the period's span, as rows (alias `r`: the
 * person as `personColumn`, `r.n` their customers); undefined when the period is no single span.
 */
export function customersPerUser(kind: PresenceKind, users: readonly number[], period: Pick<Period, 'firstDay' | 'endDay'>, personColumn: string): RawBuilder<unknown> | undefined {
  const span = spanOf(period);
  return span && sql`(select p.user_id as ${sql.id(personColumn)}, p.customers as n from ${peopleOf(kind, span, ofUsers('p.user_id', users))} p) r`;
}

/** The person in `userColumn`'s distinct customers of `kind` over `span` (spanOf), 0 without any: a scalar subquery. */
export function customersOfUser(kind: PresenceKind, span: SpanOf, userColumn: string): RawBuilder<unknown> {
  return sql`coalesce((select p.customers from ${peopleOf(kind, span, sql`p.user_id = ${sql.ref(userColumn)}`)} p), 0)`;
}

/**
 * The distinct customers of `kind` of the set of `users` in each month of the period (alias `r`:
 * `r.month`, `r.n`), for a period of whole months bucketed by month; undefined otherwise.
 */
export function distinctPerMonth(kind: PresenceKind, users: readonly number[], period: Period): RawBuilder<unknown> | undefined {
  if (!inWholeMonths(period)) return undefined;
  const months = sql`p.kind = ${kind} and p.span = 'month' and p.first_day >= ${period.firstDay}::date and p.first_day < ${period.endDay}::date`;
  // a customer k of the set's people counts k - 1 times too often in the sum of each person's
  return sql`(select s.first_day as month, s.n - coalesce(o.extra, 0) as n
    from (select p.first_day, sum(p.customers) as n from bi_presence_users p where ${months} and ${ofUsers('p.user_id', users)} group by 1) s
    left join (select x.first_day, sum(x.k - 1) as extra from (
        select p.first_day, p.customer_id, count(*) as k from bi_presence_customers c
        join bi_presence p on p.kind = c.kind and p.span = c.span and p.first_day = c.first_day and p.customer_id = c.customer_id
        where c.users > 1 and c.kind = ${kind} and c.span = 'month' and c.first_day >= ${period.firstDay}::date and c.first_day < ${period.endDay}::date
          and p.n > 0 and ${ofUsers('p.user_id', users)}
        group by 1, 2) x group by 1) o on o.first_day = s.first_day) r`;
}
