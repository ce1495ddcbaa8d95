/**
 * BI's 成交周期 per product kept ahead of its reads (issue 21): for each customer's first deal
 * (bi_first_deal, migration 0038), the products on that contract, each once, with the customer's
 * days, summed per month, owner and product. Read for whole months (server/bi/customerStats.ts
 * productCycle) instead of finding a year's first deals and joining their product lines.
 *
 *   bi_first_deal_product        per customer and product of its first deal: what it adds (kept to take it back)
 *   bi_first_deal_product_month  per month, owner and product: customers (n) and their days (days)
 *
 * A customer is counted again (`bi_first_deal_product_refresh`) whenever its first deal changes
 * (0038's refresh deletes and inserts its bi_first_deal row: a trigger there) or a statement adds,
 * changes or deletes product lines of a first deal's contract. Either order of deleting a contract
 * and its lines ends with nothing counted.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table bi_first_deal_product (
    customer_id bigint not null, product_id bigint not null, month date not null, owner_user_id bigint not null, days integer not null,
    primary key (customer_id, product_id))`.execute(db);
  await sql`create table bi_first_deal_product_month (
    month date not null, owner_user_id bigint not null, product_id bigint not null, n bigint not null, days bigint not null,
    primary key (month, owner_user_id, product_id))`.execute(db);
  // a product line's statement finds the first deals of its contracts by contract
  await sql`create index bi_first_deal_contract on bi_first_deal (contract_id)`.execute(db);
  const fresh = `select distinct f.customer_id, cp.product_id, f.month, f.owner_user_id, f.days
      from bi_first_deal f join crm_contract_product cp on cp.contract_id = f.contract_id
      where f.customer_id = any(customers) and cp.product_id is not null`;
  await sql.raw(`create function bi_first_deal_product_refresh(customers bigint[]) returns void language plpgsql as $$
    begin
      if cardinality(customers) = 0 then return; end if;
      insert into bi_first_deal_product_month as t (month, owner_user_id, product_id, n, days)
      select d.month, d.owner_user_id, d.product_id, sum(d.n), sum(d.days) from (
        select month, owner_user_id, product_id, -1 as n, -days as days from bi_first_deal_product where customer_id = any(customers)
        union all
        select month, owner_user_id, product_id, 1, days from (${fresh}) f) d
      group by 1, 2, 3 having sum(d.n) <> 0 or sum(d.days) <> 0 order by 1, 2, 3
      on conflict (month, owner_user_id, product_id) do update set n = t.n + excluded.n, days = t.days + excluded.days;
      delete from bi_first_deal_product where customer_id = any(customers);
      insert into bi_first_deal_product (customer_id, product_id, month, owner_user_id, days) ${fresh};
    end $$`).execute(db);

  const changes: Record<string, Record<string, string>> = {
    bi_first_deal: {
      INSERT: 'select customer_id from new_rows',
      DELETE: 'select customer_id from old_rows',
      UPDATE: 'select customer_id from old_rows union select customer_id from new_rows',
    },
    crm_contract_product: {
      INSERT: 'select f.customer_id from bi_first_deal f where f.contract_id in (select contract_id from new_rows)',
      DELETE: 'select f.customer_id from bi_first_deal f where f.contract_id in (select contract_id from old_rows)',
      UPDATE: `select f.customer_id from bi_first_deal f where f.contract_id in (
          select o.contract_id from old_rows o join new_rows n using (r_id) where (o.contract_id, o.product_id) is distinct from (n.contract_id, n.product_id)
          union select n.contract_id from old_rows o join new_rows n using (r_id) where (o.contract_id, o.product_id) is distinct from (n.contract_id, n.product_id))`,
    },
  };
  for (const [table, byOp] of Object.entries(changes)) {
    const fn = `bi_first_deal_product_${table}`;
    const branches = Object.entries(byOp).map(([op, select]) => `if tg_op = '${op}' then
          perform bi_first_deal_product_refresh(array(select distinct x.customer_id from (${select}) x where x.customer_id is not null order by 1));
        end if;`).join('\n        ');
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${branches}
        return null;
      end $$`).execute(db);
    for (const op of Object.keys(byOp)) {
      const event = op.toLowerCase();
      const tables = op === 'INSERT' ? 'new table as new_rows' : op === 'DELETE' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
      await sql.raw(`create trigger ${fn}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${fn}()`).execute(db);
    }
  }
  // a truncated source leaves no first deal's product: recounted from what is left
  await sql`create function bi_first_deal_product_truncate() returns trigger language plpgsql as $$
    begin
      delete from bi_first_deal_product; delete from bi_first_deal_product_month;
      perform bi_first_deal_product_refresh(array(select customer_id from bi_first_deal));
      return null;
    end $$`.execute(db);
  for (const table of ['bi_first_deal', 'crm_contract_product']) {
    await sql.raw(`create trigger bi_first_deal_product_${table}_truncate after truncate on ${table} for each statement execute function bi_first_deal_product_truncate()`).execute(db);
  }
  // what is already there
  await sql`select bi_first_deal_product_refresh(array(select customer_id from bi_first_deal))`.execute(db);
  await sql`analyze bi_first_deal_product_month`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bi_first_deal', 'crm_contract_product']) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists bi_first_deal_product_${table}_${event} on ${table}`).execute(db);
    await sql.raw(`drop function if exists bi_first_deal_product_${table}()`).execute(db);
  }
  await sql`drop function if exists bi_first_deal_product_truncate()`.execute(db);
  await sql`drop function if exists bi_first_deal_product_refresh(bigint[])`.execute(db);
  await sql`drop index if exists bi_first_deal_contract`.execute(db);
  await sql`drop table if exists bi_first_deal_product_month`.execute(db);
  await sql`drop table if exists bi_first_deal_product`.execute(db);
}
