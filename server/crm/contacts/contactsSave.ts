/**
 * The contact's part of the record save (contract 7.5): its customer must exist (the column is
 * NOT NULL even when an admin made the field optional); a contact created from a business
 * (`businessId` beside the entity) is linked to it.
 */
import { BusinessError } from '../../http/errors.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { findRecord } from '../../records/recordStore.ts';
import { linkedRecord, requireColumn } from '../../records/relations.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

export const contactsSaveHooks: SaveHooks = {
  async prepare({ trx, row }) {
    requireColumn(row, 'customer_id', '客户名称');
    await linkedRecord(trx, row, 'customer_id', RECORD_MODULES.customer, '客户');
  },
  async afterWrite({ trx, payload, existing, recordId }) {
    if (existing || payload.businessId === undefined) return;
    if (!(await findRecord(trx, RECORD_MODULES.business, payload.businessId))) throw new BusinessError('商机不存在或已被删除');
    await trx.insertInto('crm_contacts_business').values({ business_id: payload.businessId, contacts_id: recordId })
      .onConflict((oc) => oc.doNothing()).execute();
  },
};
