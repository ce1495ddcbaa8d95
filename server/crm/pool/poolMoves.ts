/**
 * Customers in and out of the public pool (公海, owner NULL; contract 7.4). Both directions write
 * crm_owner_record type 8 and an operation-log line, in the caller's transaction.
 *
 *   into the pool   owner NULL, team cleared, the customer's contacts lose their owner too;
 *                   owner_record pre_owner_user_id = the old owner.
 *   out of it       owner set, followup 0, create_time and update_time reset to now (the pool
 *                   clock starts again), the contacts follow; owner_record post_owner_user_id.
 *
 * Both update only rows still in the expected state (`owner_user_id` unchanged since read), so a
 * customer moved by someone else in between is not moved twice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { writeActionLog } from '../activity/actionLog.ts';
import { CRM_MODULES } from '../crmModules.ts';

export const POOL_OWNER_RECORD_TYPE = 8;

export interface PooledCustomer { customer_id: number; owner_user_id: number | null }

/** Returns the ids actually moved. */
export async function putIntoPool(trx: Kysely<Database>, customers: PooledCustomer[], actorId: number, line: string, at = new Date()): Promise<number[]> {
  const moved: number[] = [];
  for (const customer of customers) {
    if (customer.owner_user_id === null) continue;
    const result = await trx.updateTable('crm_customer')
      .set({ owner_user_id: null, ro_user_id: ',', rw_user_id: ',', update_time: at })
      .where('customer_id', '=', customer.customer_id).where('owner_user_id', '=', customer.owner_user_id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) continue;
    moved.push(customer.customer_id);
    await trx.insertInto('crm_owner_record').values({
      type_id: customer.customer_id, type: POOL_OWNER_RECORD_TYPE, pre_owner_user_id: customer.owner_user_id, post_owner_user_id: null, create_time: at,
    }).execute();
  }
  if (!moved.length) return moved;
  await trx.updateTable('crm_contacts').set({ owner_user_id: null }).where('customer_id', 'in', moved).execute();
  await writeActionLog(trx, CRM_MODULES.customer, moved, actorId, [line], at);
  return moved;
}

/** Gives pool customers to `newOwnerId`; returns the ids moved (those still in the pool). */
export async function takeFromPool(
  trx: Kysely<Database>, customerIds: number[], newOwnerId: number, actorId: number, line: string, at = new Date(),
): Promise<number[]> {
  if (!customerIds.length) return [];
  const moved = await trx.updateTable('crm_customer')
    .set({ owner_user_id: newOwnerId, followup: 0, create_time: at, update_time: at })
    .where('customer_id', 'in', customerIds).where('owner_user_id', 'is', null)
    .returning('customer_id').execute();
  const ids = moved.map((m) => m.customer_id);
  if (!ids.length) return ids;
  await trx.insertInto('crm_owner_record').values(ids.map((id) => ({
    type_id: id, type: POOL_OWNER_RECORD_TYPE, pre_owner_user_id: null, post_owner_user_id: newOwnerId, create_time: at,
  }))).execute();
  await trx.updateTable('crm_contacts').set({ owner_user_id: newOwnerId }).where('customer_id', 'in', ids).execute();
  await writeActionLog(trx, CRM_MODULES.customer, ids, actorId, [line], at);
  return ids;
}
