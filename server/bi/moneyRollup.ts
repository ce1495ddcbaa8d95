/**
 * BI's approved sales money read from its monthly rollup (bi_money_month, migration 0037: kept by
 * triggers on crm_contract and crm_receivables) whenever the period is made of whole months bucketed
 * by month (本年, 去年, 本季度, 上季度, a custom range from a 1st to a month's end): 12 months × the
 * owners to read, however many records a year holds. Daily buckets and ranges that cut a month still
 * read the records (salesMoney.ts approvedMoneyRule): the same figures, tested against each other
 * (tests/api/bi-money-rollup.test.ts).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Period } from '../crm/instrument/period.ts';
import type { MoneySource } from '../crm/instrument/salesMoney.ts';
import { ofUsers } from './biSql.ts';

export type MoneyKind = 'contract' | 'receivables';

const KIND_OF: Record<MoneySource['table'], MoneyKind> = { crm_contract: 'contract', crm_receivables: 'receivables' };

export const moneyKindOf = (source: MoneySource): MoneyKind => KIND_OF[source.table];

const monthStart = (day: string) => day.endsWith('-01');

/** Whether the period's figures can be read from the monthly rollup: monthly buckets over whole months. */
export function inWholeMonths(period: Pick<Period, 'granularity' | 'firstDay' | 'endDay'>): boolean {
  return period.granularity === 'month' && monthStart(period.firstDay) && monthStart(period.endDay);
}

/**
 * The rollup's rows (alias `r`: `r.month` the month's first day, `r.owner_user_id`, `r.n` the count,
 * `r.money` the sum) of `kind`, owned by `users`, from `firstDay` (a month's 1st) up to `endDay`.
 */
export function moneyMonths(kind: MoneyKind, users: readonly number[], firstDay: string, endDay: string): RawBuilder<unknown> {
  return sql`(select * from bi_money_month m where m.kind = ${kind} and ${ofUsers('m.owner_user_id', users)}
    and m.month >= ${firstDay}::date and m.month < ${endDay}::date) r`;
}
