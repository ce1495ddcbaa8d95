/**
 * The product lines of a business or a contract as their product tabs show them (contract 7.6
 * queryProduct, 7.7 qureyProductListByContractId): with product and category names and the
 * product's 是否上下架 custom value.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Params, readPaging, toPage } from '../http/params.ts';
import { loose } from './recordStore.ts';
import { onSaleText } from '../crm/product/productShelf.ts';

/** The key the product tabs read the 是否上下架 value under (the seeded field's original name). */
const ON_SALE_FIELD = '是否上下架';

export async function productLines(db: Kysely<Database>, owner: 'business' | 'contract', ownerId: number, params: Params) {
  const table = owner === 'business' ? 'crm_business_product' : 'crm_contract_product';
  const query = loose(db).selectFrom(`${table} as l`)
    .leftJoin('crm_product as p', 'p.product_id', 'l.product_id')
    .leftJoin('crm_product_category as c', 'c.category_id', 'p.category_id')
    .where(`l.${owner}_id`, '=', ownerId);
  const rows = await query
    .select(['l.r_id', 'l.product_id', 'p.name', 'p.num as product_num', 'p.batch_id', 'p.custom', 'c.name as category_name', 'l.price', 'l.sales_price', 'l.num', 'l.discount', 'l.subtotal', 'l.unit'])
    .orderBy('l.r_id').execute();
  const list = rows.map(({ custom, ...row }: Record<string, unknown>) => ({
    ...row, productName: row.name, [ON_SALE_FIELD]: onSaleText(custom),
  }));
  const paging = readPaging(params);
  if (paging.pageType === 0) return list;
  const start = (paging.page - 1) * paging.limit;
  return toPage(list.slice(start, start + paging.limit), list.length, paging);
}
