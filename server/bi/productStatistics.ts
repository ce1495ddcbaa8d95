/**
 * 产品分析 (contract 12.2 bi/productStatistics, `bi.product.read`): every product line of the BI user
 * set's approved contracts ordered in the period (voided and unapproved ones left out), sorted by
 * product name, with its contract, customer and owner: what 产品销售情况统计 lists and totals.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Period } from '../crm/instrument/period.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { biList, inPeriod, ofUsers } from './biSql.ts';
import type { Params } from '../http/params.ts';

export function productStatistics(db: Kysely<Database>, users: readonly number[], period: Period, params: Params) {
  return biList(db, sql<Record<string, unknown>>`
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
    where k.check_status = ${CHECK_STATUS.approved} and ${ofUsers('k.owner_user_id', users)} and ${inPeriod('k.order_date', 'date', period)}`,
  sql`p.name, k.order_date, k.contract_id, cp.r_id`, params);
}
