/**
 * 产品分析 (contract 12.2 bi/productStatistics, `bi.product.read`): every product line of the BI user
 * set's approved contracts ordered in the period (voided and unapproved ones left out), sorted by
 * product name, with its contract, customer and owner: what 产品销售情况统计 lists and totals.
 *
 * A page of a period of whole months is found from the lines kept per month, owner and product
 * (bi_contract_product_month, migration 0037) instead of sorting the period's lines by name: their
 * counts per product name and month give the total and tell which name and month the page starts
 * in; the lines are then read from there for that name only, in order, as many as the page needs.
 * The same rows, in the same order, as the list read whole (tests/api/bi-portrait-product-target.test.ts).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { biList, inPeriod, ofUsers } from './biSql.ts';
import { type Params, readPaging, toPage } from '../http/params.ts';
import { monthsOf } from './rollups.ts';

const ORDER = sql`p.name, k.order_date, k.contract_id, cp.r_id`;

/** The period's lines of `users` (and those `narrower` keeps), unordered. */
function lines(users: readonly number[], period: Period, narrower?: RawBuilder<unknown>) {
  return sql<Record<string, unknown>>`
    select p.product_id as "productId", cat.name as "categoryName", p.category_id as "categoryId", p.name as "productName",
      k.num as "contracNum", u.realname as "ownerUserName", c.customer_name as "customerName",
      cp.sales_price::numeric(18,2)::text as "productPrice", cp.num as "productNum", cp.subtotal::numeric(18,2)::text as "productSubtotal",
      k.contract_id as "contractId", k.customer_id as "customerId"
    from crm_contract k
    join crm_contract_product cp on cp.contract_id = k.contract_id
    join crm_product p on p.product_id = cp.product_id
    left join crm_product_category cat on cat.category_id = p.category_id
    left join crm_customer c on c.customer_id = k.customer_id
    left join admin_user u on u.user_id = k.owner_user_id
    where k.check_status = ${CHECK_STATUS.approved} and ${ofUsers('k.owner_user_id', users)} and ${inPeriod('k.order_date', 'date', period)}
      ${narrower ? sql`and ${narrower}` : sql``}`;
}

export async function productStatistics(db: Kysely<Database>, users: readonly number[], period: Period, params: Params) {
  const paged = params.page !== undefined || params.limit !== undefined;
  if (!paged || !inWholeMonths(period)) return biList(db, lines(users, period), ORDER, params);
  const paging = readPaging(params);
  // the lines per product name and month, in the list's order of names (the database's collation)
  const { rows: segments } = await sql<{ name: string; month: string; n: number }>`
    select p.name, to_char(r.month, 'YYYY-MM-DD') as month, sum(r.n)::int as n
    from ${monthsOf('bi_contract_product_month', period.firstDay, period.endDay, ofUsers('m.owner_user_id', users))}
    join crm_product p on p.product_id = r.product_id
    group by p.name, r.month having sum(r.n) > 0 order by p.name, r.month`.execute(db);
  const total = segments.reduce((sum, segment) => sum + segment.n, 0);
  const list: Record<string, unknown>[] = [];
  let skip = (paging.page - 1) * paging.limit;
  for (let i = 0; i < segments.length && list.length < paging.limit; i++) {
    const { name, month, n } = segments[i]!;
    if (skip >= n) { skip -= n; continue; } // the page starts after this name's month
    const read = await sql<Record<string, unknown>>`${lines(users, period, sql`p.name = ${name} and k.order_date >= ${month}::date`)}
      order by ${ORDER} limit ${paging.limit - list.length} offset ${skip}`.execute(db);
    list.push(...read.rows);
    skip = 0;
    // the rest of this name was read with it: go on from the next name
    while (i + 1 < segments.length && segments[i + 1]!.name === name) i++;
  }
  return toPage(list, total, paging);
}
