/**
 * BI's 成交周期 kept ahead of its reads (issue 21): each customer's first deal (its first approved
 * contract by order date, then id) and the days from the customer's creation to it, summed per
 * month of that deal, the customer's owner and the first part of its 地区. A year's cycles were
 * read by finding, for each of the period's approved contracts, whether an earlier one exists
 * (35,000 probes at 1,000,000 customers); the month sums are months × owners × provinces to read.
 *
 *   bi_first_deal        per customer: its first deal and what it adds to the sums (kept to take it back)
 *   bi_first_deal_month  per month, owner and first part of 地区: customers (n) and their days (days)
 *
 * A customer is counted again (`bi_first_deal_refresh`) whenever a statement changes one of its
 * contracts' approval, order date or customer, or the customer's owner, 地区 or creation time, or
 * deletes either: its old contribution taken out of the sums, its new one put in, in the writing
 * transaction (statement-level triggers, each statement's customers at once).
 */
import { type Kysely, sql } from 'kysely';

const APPROVED = 1; // records/checkStatus.ts CHECK_STATUS.approved (a migration keeps its own copy)

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table bi_first_deal (
    customer_id bigint primary key, contract_id bigint not null, month date not null, owner_user_id bigint not null,
    first_part text not null, days integer not null)`.execute(db);
  await sql`create table bi_first_deal_month (
    month date not null, owner_user_id bigint not null, first_part text not null, n bigint not null, days bigint not null,
    primary key (month, owner_user_id, first_part))`.execute(db);
  // the customers' first deals as they are now: one set-based pass (the demo seeder loads contracts
  // without their customer_id index, so no per-customer probe), each customer then read by key
  const fresh = `select c.customer_id, k.contract_id, date_trunc('month', k.order_date)::date as month, coalesce(c.owner_user_id, 0) as owner_user_id,
        coalesce(split_part(c.address, ',', 1), '') as first_part, k.order_date - c.create_time::date as days
      from (select distinct on (k.customer_id) k.customer_id, k.contract_id, k.order_date from crm_contract k
        where k.customer_id = any(customers) and k.check_status = ${APPROVED} and k.order_date is not null
        order by k.customer_id, k.order_date, k.contract_id) k
      join crm_customer c on c.customer_id = k.customer_id`;
  await sql.raw(`create function bi_first_deal_refresh(customers bigint[]) returns void language plpgsql as $$
    begin
      if cardinality(customers) = 0 then return; end if;
      -- the sums: what was counted taken out, what is now put in (groups that cancel out not written)
      insert into bi_first_deal_month as t (month, owner_user_id, first_part, n, days)
      select d.month, d.owner_user_id, d.first_part, sum(d.n), sum(d.days) from (
        select month, owner_user_id, first_part, -1 as n, -days as days from bi_first_deal where customer_id = any(customers)
        union all
        select month, owner_user_id, first_part, 1, days from (${fresh}) f) d
      group by 1, 2, 3 having sum(d.n) <> 0 or sum(d.days) <> 0 order by 1, 2, 3
      on conflict (month, owner_user_id, first_part) do update set n = t.n + excluded.n, days = t.days + excluded.days;
      delete from bi_first_deal where customer_id = any(customers);
      insert into bi_first_deal (customer_id, contract_id, month, owner_user_id, first_part, days) ${fresh};
    end $$`).execute(db);

  // contracts: the customers of the rows whose approval, order date or customer changed (or came or went)
  const contractChanges: Record<string, string> = {
    INSERT: `select customer_id from new_rows where check_status = ${APPROVED}`,
    DELETE: `select customer_id from old_rows where check_status = ${APPROVED}`,
    // both customers of a contract moved from one to another
    UPDATE: `select x.customer_id from old_rows o join new_rows n using (contract_id) cross join unnest(array[o.customer_id, n.customer_id]) x(customer_id)
        where (o.check_status, o.order_date, o.customer_id) is distinct from (n.check_status, n.order_date, n.customer_id)
          and (o.check_status = ${APPROVED} or n.check_status = ${APPROVED})`,
  };
  // customers: the rows whose owner, 地区 or creation time changed, or which went
  const customerChanges: Record<string, string> = {
    DELETE: 'select customer_id from old_rows',
    UPDATE: `select n.customer_id from old_rows o join new_rows n using (customer_id)
      where (o.owner_user_id, o.address, o.create_time) is distinct from (n.owner_user_id, n.address, n.create_time)`,
  };
  for (const [table, changes] of [['crm_contract', contractChanges], ['crm_customer', customerChanges]] as const) {
    const fn = `bi_first_deal_${table}`;
    const branches = Object.entries(changes).map(([op, select]) => `if tg_op = '${op}' then
          perform bi_first_deal_refresh(array(select distinct x.customer_id from (${select}) x where x.customer_id is not null order by 1));
        end if;`).join('\n        ');
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${branches}
        return null;
      end $$`).execute(db);
    for (const op of Object.keys(changes)) {
      const event = op.toLowerCase();
      const tables = op === 'INSERT' ? 'new table as new_rows' : op === 'DELETE' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
      await sql.raw(`create trigger ${fn}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${fn}()`).execute(db);
    }
  }
  await sql`create function bi_first_deal_truncate() returns trigger language plpgsql as $$
    begin delete from bi_first_deal; delete from bi_first_deal_month; return null; end $$`.execute(db);
  for (const table of ['crm_contract', 'crm_customer']) {
    await sql.raw(`create trigger bi_first_deal_${table}_truncate after truncate on ${table} for each statement execute function bi_first_deal_truncate()`).execute(db);
  }
  // what is already there
  await sql.raw(`select bi_first_deal_refresh(array(select distinct customer_id from crm_contract where check_status = ${APPROVED} and customer_id is not null))`).execute(db);
  await sql`analyze bi_first_deal_month`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['crm_contract', 'crm_customer']) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists bi_first_deal_${table}_${event} on ${table}`).execute(db);
    await sql.raw(`drop function if exists bi_first_deal_${table}()`).execute(db);
  }
  await sql`drop function if exists bi_first_deal_truncate()`.execute(db);
  await sql`drop function if exists bi_first_deal_refresh(bigint[])`.execute(db);
  await sql`drop table if exists bi_first_deal_month`.execute(db);
  await sql`drop table if exists bi_first_deal`.execute(db);
}
