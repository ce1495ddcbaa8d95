/**
 * What is the customer's own in the one record pipeline (server/records); its save, detail, edit
 * form and 基本信息 are otherwise every module's:
 *   - the map address (customerMapAddress.ts): five columns written from the entity, read back as
 *     the map_address field of the edit form (contract 5.4) and 基本信息's 地区定位 (5.5);
 *   - a new customer's owner must have room under the owned-customer limit (7.4,
 *     owners/customerLimits.ts), checked on the owner the row finally carries;
 *   - 基本信息's 成交状态 row;
 *   - the pool (公海, 7.4): a customer without owner, readable by anyone (records/recordAccess.ts),
 *     and the detail's isPool; a create's answer (7.1).
 * The parts every caller must get (the form's save, the Excel import, field/queryField,
 * field/information) are `customerParts`, found by the pipeline through records/recordParts.ts;
 * the endpoint-only ones go to the factories (customerRecordEndpoints.ts).
 */
import { LIMIT_TYPE, roomUnderLimit } from '../owners/customerLimits.ts';
import type { DetailExtras } from '../../records/recordDetail.ts';
import type { RecordParts } from '../../records/recordParts.ts';
import type { SavedRecord } from '../../records/savePipeline.ts';
import { MAP_ADDRESS_PARTS, mapAddressOf } from './customerMapAddress.ts';

export const customerParts: RecordParts = {
  pool: true,
  entityParts: MAP_ADDRESS_PARTS,
  ownerLimit: {
    roomOf: (trx, ownerId) => roomUnderLimit(trx, ownerId, LIMIT_TYPE.OWNED),
    refusal: '拥有客户数已达上限，无法新增',
  },
  formValues: (row) => ({ map_address: mapAddressOf(row) }),
  information: async (_db, row) => [
    { name: '成交状态', value: row.deal_status === 1 ? '已成交' : '未成交', formType: 'deal_status' },
    { name: '地区定位', value: mapAddressOf(row), formType: 'map_address' },
  ],
};

/** CrmCustomer/queryById: whether the customer is in the pool (no owner). */
export const customerDetailExtras: DetailExtras = async (_db, row) => ({ isPool: row.owner_user_id === null ? 1 : 0 });

/** CrmCustomer/addOrUpdate: a create answers the new id and name; an update only {code:0}. */
export function customerSaveAnswer(saved: SavedRecord): { customerId: number; customerName: string } | undefined {
  return saved.created ? { customerId: saved.recordId, customerName: saved.name } : undefined;
}
