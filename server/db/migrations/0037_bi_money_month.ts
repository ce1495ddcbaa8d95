/**
 * BI's sales money kept ahead of its reads (issue 21): approved contracts by the month of their
 * order date and approved receivables by the month of their return date, per owner, as a count and
 * an exact numeric sum. A year of a million customers' contracts is 45,000 rows to read; the year's
 * rollup is 12 months × the owners, whatever the number of records, so the BI figures that bucket
 * by month (本年, 去年, 本季度, ..., the 12 months of 员工业绩分析, the targets) stop growing with the data
 * (docs/benchmarks.md, bench:bi). The rows themselves are still read for daily buckets (a month at
 * most) and for ranges that cut a month (server/bi/moneyRollup.ts decides).
 *
 * Kept by the writes, in their own transaction: one statement-level trigger per event on each
 * table, reading the statement's transition tables: each statement's rows grouped once (a batch of
 * 100,000 demo contracts is one GROUP BY, not 100,000 upserts), the old rows taken out and the new
 * ones put in, so an owner transfer, an approval, a changed amount or date and a delete all move
 * the figures; an update that changes none of them writes nothing. Upserts go in key order, so two
 * transactions touching the same owners' months lock them in the same order. A null owner (never
 * for an approved record, kept exact anyway) is 0, which no user set holds.
 */
import { type Kysely, sql } from 'kysely';

/** The two sources: the rollup's `kind`, the table, its key and the `date` column placing it in time. */
const SOURCES = [
  { kind: 'contract', table: 'crm_contract', day: 'order_date' },
  { kind: 'receivables', table: 'crm_receivables', day: 'return_time' },
] as const;

const APPROVED = 1; // records/checkStatus.ts CHECK_STATUS.approved (a migration keeps its own copy)

/** `sign` × each approved, dated row of `rows` as (month, owner, n, money). */
const contribution = (rows: string, day: string, sign: string) => `
  select date_trunc('month', r.${day})::date as month, coalesce(r.owner_user_id, 0) as owner, ${sign} as n, ${sign} * coalesce(r.money, 0) as money
  from ${rows} r where r.check_status = ${APPROVED} and r.${day} is not null`;

/** The upsert of a grouped delta: rows that cancel out (an update that moved nothing) are not written. */
const apply = (kind: string, delta: string) => `
  insert into bi_money_month as t (kind, month, owner_user_id, n, money)
  select '${kind}', d.month, d.owner, sum(d.n), sum(d.money) from (${delta}) d
  group by d.month, d.owner having sum(d.n) <> 0 or sum(d.money) <> 0
  order by d.month, d.owner
  on conflict (kind, month, owner_user_id) do update set n = t.n + excluded.n, money = t.money + excluded.money`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table bi_money_month (
    kind text not null, month date not null, owner_user_id bigint not null, n bigint not null, money numeric not null,
    primary key (kind, month, owner_user_id))`.execute(db);
  for (const { kind, table, day } of SOURCES) {
    const fn = `bi_money_month_${kind}`;
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        -- each branch names only the transition tables its event has (plpgsql plans a statement when it first runs)
        if tg_op = 'INSERT' then
          ${apply(kind, contribution('new_rows', day, '1'))};
        elsif tg_op = 'DELETE' then
          ${apply(kind, contribution('old_rows', day, '-1'))};
        elsif tg_op = 'UPDATE' then
          ${apply(kind, `${contribution('old_rows', day, '-1')} union all ${contribution('new_rows', day, '1')}`)};
        else -- TRUNCATE
          delete from bi_money_month where kind = '${kind}';
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger ${fn}_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_truncate after truncate on ${table} for each statement execute function ${fn}()`).execute(db);
    // what is already there (the triggers exist from here on, in the same transaction)
    await sql.raw(apply(kind, contribution(table, day, '1'))).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { kind, table } of SOURCES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists bi_money_month_${kind}_${event} on ${table}`).execute(db);
    await sql.raw(`drop function if exists bi_money_month_${kind}()`).execute(db);
  }
  await sql`drop table if exists bi_money_month`.execute(db);
}
