/**
 * BI's distinct customers kept ahead of their reads (issue 21): how many different customers a
 * person followed up (客户跟进次数's customers, 跟进客户数排行, 客户跟进 per employee) or won (成交客户
 * of 客户汇总 and 客户转化率) in a month, a quarter or a year. A sum per month (migration 0037)
 * cannot answer them: a customer followed up in March and in May is one customer of the year, and
 * one customer of two people of a department is one customer of the department.
 *
 *   bi_presence            (kind, span, first_day, customer_id, user_id) → n: the person's records of
 *                          that customer in that month / quarter / year (kind 'record': follow-ups of
 *                          customers by their writer and time; 'deal': approved contracts by owner
 *                          and order date). A row with n 0 is a customer no longer there.
 *   bi_presence_users      (kind, span, first_day, user_id) → customers: the person's distinct customers
 *   bi_presence_customers  (kind, span, first_day, customer_id) → users: how many people have the
 *                          customer; those with two or more (few: a customer is mostly one person's)
 *                          are what a set of people must not count twice (server/bi/presence.ts)
 *
 * Kept as migration 0037's rollups are: one statement-level trigger per event of each source,
 * reading its transition tables, each statement's rows grouped once. The presence counts are
 * upserted first; a row whose n crossed zero (returned by the upsert itself, so two writers of the
 * same row each see the other's committed count) moves the two counters by one.
 *
 * Frozen with this migration: a later change gets its own migration.
 */
import { type Kysely, sql } from 'kysely';

const APPROVED = 1; // records/checkStatus.ts CHECK_STATUS.approved (a migration keeps its own copy)

export const SPANS = ['month', 'quarter', 'year'] as const;

interface PresenceSource {
  kind: 'record' | 'deal';
  source: string;
  user: string;
  customer: string;
  time: string;
  where: string;
}

const SOURCES: PresenceSource[] = [
  { kind: 'record', source: 'admin_record', user: 'r.create_user_id', customer: 'r.types_id', time: 'r.create_time',
    where: `r.types = 'crm_customer' and r.types_id is not null and r.create_time is not null` },
  { kind: 'deal', source: 'crm_contract', user: 'r.owner_user_id', customer: 'r.customer_id', time: 'r.order_date',
    where: `r.check_status = ${APPROVED} and r.customer_id is not null and r.order_date is not null` },
];

const KEYS = 'kind, span, first_day, customer_id, user_id';

/** `sign` × each counted row of `rows`, once per span. */
function contribution(p: PresenceSource, rows: string, sign: string): string {
  return `select '${p.kind}'::text as kind, s.span, date_trunc(s.span, ${p.time})::date as first_day, ${p.customer}::bigint as customer_id,
      coalesce(${p.user}, 0)::bigint as user_id, ${sign}::bigint as n
    from ${rows} r cross join (values ${SPANS.map((span) => `('${span}')`).join(', ')}) s(span) where ${p.where}`;
}

/** The statement applying a delta: presence first, then the two counters by what crossed zero. */
function apply(delta: string): string {
  return `with d as (
      select ${KEYS}, sum(n)::bigint as n from (${delta}) x group by ${KEYS} having sum(n) <> 0),
    kept as (
      insert into bi_presence as t (${KEYS}, n) select ${KEYS}, n from d order by ${KEYS}
      on conflict (${KEYS}) do update set n = t.n + excluded.n
      returning t.kind, t.span, t.first_day, t.customer_id, t.user_id, t.n),
    crossed as (
      select k.kind, k.span, k.first_day, k.customer_id, k.user_id, (k.n > 0)::int - (k.n - d.n > 0)::int as change
      from kept k join d using (${KEYS})),
    per_user as (
      insert into bi_presence_users as t (kind, span, first_day, user_id, customers)
      select kind, span, first_day, user_id, sum(change) from crossed group by 1, 2, 3, 4 having sum(change) <> 0 order by 1, 2, 3, 4
      on conflict (kind, span, first_day, user_id) do update set customers = t.customers + excluded.customers)
    insert into bi_presence_customers as t (kind, span, first_day, customer_id, users)
    select kind, span, first_day, customer_id, sum(change) from crossed group by 1, 2, 3, 4 having sum(change) <> 0 order by 1, 2, 3, 4
    on conflict (kind, span, first_day, customer_id) do update set users = t.users + excluded.users`;
}

/** The three tables' rows counted afresh from the records (zero rows left out): what the triggers keep (tests/api/bi-rollups.test.ts). */
export function recountedPresence(): Record<'bi_presence' | 'bi_presence_users' | 'bi_presence_customers', string> {
  const presence = `select ${KEYS}, sum(n)::bigint as n from (${SOURCES.map((p) => contribution(p, p.source, '1')).join(' union all ')}) x group by ${KEYS}`;
  return {
    bi_presence: presence,
    bi_presence_users: `select kind, span, first_day, user_id, count(*)::bigint as customers from (${presence}) p group by 1, 2, 3, 4`,
    bi_presence_customers: `select kind, span, first_day, customer_id, count(*)::bigint as users from (${presence}) p group by 1, 2, 3, 4`,
  };
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table bi_presence (kind text not null, span text not null, first_day date not null, customer_id bigint not null, user_id bigint not null,
    n bigint not null, primary key (kind, span, first_day, customer_id, user_id))`.execute(db);
  await sql`create table bi_presence_users (kind text not null, span text not null, first_day date not null, user_id bigint not null,
    customers bigint not null, primary key (kind, span, first_day, user_id))`.execute(db);
  await sql`create table bi_presence_customers (kind text not null, span text not null, first_day date not null, customer_id bigint not null,
    users bigint not null, primary key (kind, span, first_day, customer_id))`.execute(db);
  // the customers of more than one person, which a set of people must not count twice
  await sql`create index bi_presence_customers_shared on bi_presence_customers (kind, span, first_day) where users > 1`.execute(db);
  for (const p of SOURCES) {
    const fn = `bi_presence_${p.kind}`;
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${apply(contribution(p, 'new_rows', '1'))};
        elsif tg_op = 'DELETE' then
          ${apply(contribution(p, 'old_rows', '-1'))};
        elsif tg_op = 'UPDATE' then
          ${apply(`${contribution(p, 'old_rows', '-1')} union all ${contribution(p, 'new_rows', '1')}`)};
        else -- TRUNCATE
          delete from bi_presence where kind = '${p.kind}';
          delete from bi_presence_users where kind = '${p.kind}';
          delete from bi_presence_customers where kind = '${p.kind}';
        end if;
        return null;
      end $$`).execute(db);
    const on = `on ${p.source}`;
    await sql.raw(`create trigger ${fn}_insert after insert ${on} referencing new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_update after update ${on} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_delete after delete ${on} referencing old table as old_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_truncate after truncate ${on} for each statement execute function ${fn}()`).execute(db);
    await sql.raw(apply(contribution(p, p.source, '1'))).execute(db);
  }
  for (const table of ['bi_presence', 'bi_presence_users', 'bi_presence_customers']) await sql.raw(`analyze ${table}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const p of SOURCES) {
    const fn = `bi_presence_${p.kind}`;
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists ${fn}_${event} on ${p.source}`).execute(db);
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  for (const table of ['bi_presence', 'bi_presence_users', 'bi_presence_customers']) await sql.raw(`drop table if exists ${table}`).execute(db);
}
