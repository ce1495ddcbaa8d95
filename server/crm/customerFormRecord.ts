/**
 * One customer as the field endpoints read it (edit form, detail "基本信息"): its columns, its
 * custom values, the map address. Refuses a customer the user may not read.
 */
import type { Kysely } from 'kysely';
import type { CrmCustomer, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { recordAccess } from '../records/recordAccess.ts';
import { RECORD_MODULES } from '../records/recordModules.ts';
import { findCustomer } from './customerStore.ts';

export const CUSTOMER_GONE = '该客户不存在或已被删除';

/** The map_address value of contract 5.4/5.5; `address` stays the comma text the client splits. */
export function mapAddressOf(customer: CrmCustomer) {
  return {
    location: customer.location ?? '', address: customer.address ?? '', detailAddress: customer.detail_address ?? '',
    lng: customer.lng ?? '', lat: customer.lat ?? '',
  };
}

export async function readableCustomer(db: Kysely<Database>, userId: number, customerId: number): Promise<CrmCustomer> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new BusinessError(CUSTOMER_GONE);
  if ((await recordAccess(db, userId, RECORD_MODULES.customer, customer)) === 'none') throw new BusinessError('没有权限');
  return customer;
}
