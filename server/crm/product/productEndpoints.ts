/**
 * CrmProduct/* (contract 7.9): the shared record calls (products are not data-scoped; deleting is
 * soft, status 3), and 上架/下架. New products get status 1; 产品编码 is unique among products not
 * deleted.
 */
import { sql } from 'kysely';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { requireInt } from '../../http/params.ts';
import { requireIds } from '../../http/idList.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';
import { categoryPath } from './productCategories.ts';
import { OFF_SALE, ON_SALE, ON_SALE_FIELD_ID, onSaleFlag } from './productShelf.ts';

const product = RECORD_MODULES.product;

export const productSaveHooks: SaveHooks = {
  uniqueColumns: [{ column: 'num', message: '产品编号已存在，请校对后再添加！' }],
  async prepare({ trx, row }) {
    if (row.category_id === null || row.category_id === undefined) return;
    const category = await trx.selectFrom('crm_product_category').select('category_id').where('category_id', '=', row.category_id as number).executeTakeFirst();
    if (!category) throw new BusinessError('产品类型不存在或已被删除');
  },
};

export const productEndpoints = [
  saveEndpoint(product, productSaveHooks),
  queryByIdEndpoint(product, async (db, row) => {
    const path = await categoryPath(db, row.category_id as number | null);
    return { categoryName: path.at(-1)?.name ?? null, onSale: onSaleFlag(row) };
  }),
  deleteEndpoint(product),

  // Rewrites the 是否上下架 custom value only (productShelf.ts); the status column keeps meaning "deleted or not" (contract 7.9).
  endpoint('CrmProduct/updateStatus', { rights: ['crm.product.status'] }, async ({ db, params }) => {
    const ids = requireIds(params, 'ids', '产品');
    const status = requireInt(params, 'status', '状态');
    const field = await db.selectFrom('admin_field').select('field_id').where('label', '=', product.label).where('field_id', '=', ON_SALE_FIELD_ID).executeTakeFirst();
    if (!field) throw new BusinessError('字段「是否上下架」不存在');
    const value = JSON.stringify({ [String(field.field_id)]: status === 0 ? OFF_SALE : ON_SALE });
    await db.updateTable('crm_product')
      .set({ custom: sql`custom || ${value}::jsonb` as never, update_time: new Date() })
      .where('product_id', 'in', ids).where('status', '<>', 3).execute();
    return undefined;
  }),
];
