/**
 * The business part of the record save (contract 7.6): its customer must exist; the stage group
 * (type_id) must be enabled and the stage (status_id) one of its stages; the product grid is priced
 * again with decimal arithmetic and replaces crm_business_product; a new stage is logged in
 * crm_business_change; a business created from a contact (`contactsId`) is linked to it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { type PricedGrid, priceProductGrid, replaceProductLines } from '../../records/productLines.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { findRecord } from '../../records/recordStore.ts';
import { linkedRecord, requireColumn } from '../../records/relations.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

/** The stage must belong to the type; a disabled type is kept only by a business already in it. */
export async function checkStage(trx: Kysely<Database>, typeId: number, statusId: number | null, keptTypeId?: number | null): Promise<void> {
  const type = await trx.selectFrom('crm_business_type').select(['type_id', 'status']).where('type_id', '=', typeId).executeTakeFirst();
  if (!type || (type.status !== 1 && keptTypeId !== typeId)) throw new BusinessError('商机状态组不存在或已停用');
  if (statusId === null) return;
  const stage = await trx.selectFrom('crm_business_status').select('type_id').where('status_id', '=', statusId).executeTakeFirst();
  if (!stage || stage.type_id !== typeId) throw new BusinessError('商机阶段不属于该商机状态组');
}

export async function logStageChange(trx: Kysely<Database>, businessId: number, statusId: number, userId: number, now = new Date()) {
  await trx.insertInto('crm_business_change').values({ business_id: businessId, status_id: statusId, create_time: now, create_user_id: userId }).execute();
}

export const businessSaveHooks: SaveHooks = {
  async prepare({ trx, row, values, existing, scratch }) {
    requireColumn(row, 'customer_id', '客户名称');
    await linkedRecord(trx, row, 'customer_id', RECORD_MODULES.customer, '客户');
    requireColumn(row, 'type_id', '商机状态组');
    await checkStage(trx, row.type_id as number, (row.status_id as number | null) ?? null, existing?.type_id as number | undefined);
    const grid = await priceProductGrid(trx, values.product, row.discount_rate);
    row.total_price = grid.totalPrice;
    row.discount_rate = grid.discountRate;
    // 商机金额 follows the products unless the user typed one.
    if ((row.money === null || row.money === undefined) && grid.lines.length) row.money = grid.totalPrice;
    scratch.grid = grid;
  },
  async afterWrite({ trx, row, existing, recordId, userId, now, payload, scratch }) {
    await replaceProductLines(trx, { business_id: recordId }, (scratch.grid as PricedGrid).lines);
    const statusId = (row.status_id as number | null) ?? null;
    if (statusId !== null && (!existing || existing.status_id !== statusId)) await logStageChange(trx, recordId, statusId, userId, now);
    if (!existing && payload.contactsId !== undefined) {
      if (!(await findRecord(trx, RECORD_MODULES.contacts, payload.contactsId))) throw new BusinessError('联系人不存在或已被删除');
      await trx.insertInto('crm_contacts_business').values({ business_id: recordId, contacts_id: payload.contactsId })
        .onConflict((oc) => oc.doNothing()).execute();
    }
  },
};
