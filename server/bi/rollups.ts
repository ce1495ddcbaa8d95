/**
 * BI's figures read from their monthly rollups (migration 0037: bi_money_month, bi_business_month,
 * bi_customer_month, bi_contacts_month, bi_record_month, bi_examine_month, kept by triggers on the
 * records) whenever the period is made of whole months bucketed by month (本年, 去年, 本季度, 上季度, a
 * custom range from a 1st to a month's end): months × people × a few keys to read, however many
 * records the period holds. Daily buckets and ranges that cut a month still read the records: the
 * same figures, tested against each other (tests/api/bi-rollups.test.ts).
 */
import { type RawBuilder, sql } from 'kysely';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { approvedMoneyRule, type MoneySource } from '../crm/instrument/salesMoney.ts';
import type { Database } from '../db/schema.ts';
import { ofUsers } from './biSql.ts';

export type RollupTable = Extract<keyof Database, `bi_${string}_month`>;
export type MoneyKind = 'contract' | 'receivables';

const KIND_OF: Record<MoneySource['table'], MoneyKind> = { crm_contract: 'contract', crm_receivables: 'receivables' };

export const moneyKindOf = (source: MoneySource): MoneyKind => KIND_OF[source.table];

/**
 * A rollup's rows (alias `r`: `r.month` the month's first day, its keys, `r.n` and its sums) from
 * `firstDay` (a month's 1st) up to `endDay`, and those of them `where` keeps (over alias `m`).
 */
export function monthsOf(table: RollupTable, firstDay: string, endDay: string, where?: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select * from ${sql.table(table)} m where m.month >= ${firstDay}::date and m.month < ${endDay}::date${where ? sql` and ${where}` : sql``}) r`;
}

/** The period's rows of a rollup (alias `r`), for a figure read when `inWholeMonths(period)`. */
export const periodMonths = (table: RollupTable, period: Pick<Period, 'firstDay' | 'endDay'>) => monthsOf(table, period.firstDay, period.endDay);

/** bi_money_month's rows of `kind` owned by `users` (alias `r`), from `firstDay` up to `endDay`. */
export function moneyMonths(kind: MoneyKind, users: readonly number[], firstDay: string, endDay: string): RawBuilder<unknown> {
  return monthsOf('bi_money_month', firstDay, endDay, sql`m.kind = ${kind} and ${ofUsers('m.owner_user_id', users)}`);
}

/**
 * The approved money of `source` owned by `users` in the period as rows (alias `r`: `r.day`, `r.n`,
 * `r.money`): the rollup's months when the period is whole months, else the records one by one.
 */
export function approvedMoney(source: MoneySource, users: readonly number[], period: Period): RawBuilder<unknown> {
  return inWholeMonths(period)
    ? sql`(select r.month as day, r.n, r.money from ${moneyMonths(moneyKindOf(source), users, period.firstDay, period.endDay)}) r`
    : sql`(select ${sql.ref(source.day)} as day, 1 as n, r.money from ${sql.raw(source.table)} r where ${approvedMoneyRule(source, [...users], period)}) r`;
}
