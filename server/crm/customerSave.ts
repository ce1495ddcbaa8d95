/**
 * CrmCustomer/addOrUpdate (contract 7.1, 7.4): the shared record save (records/savePipeline.ts)
 * with the customer's parts: the map address columns (records/recordValues.ts) and the pool
 * rules of its access check (records/recordAccess.ts). A create answers the new id and name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { RECORD_MODULES } from '../records/recordModules.ts';
import type { RecordSavePayload } from '../records/recordSavePayload.ts';
import { saveRecord } from '../records/savePipeline.ts';

export interface SavedCustomer { customerId: number; customerName: string }

export async function saveCustomer(db: Kysely<Database>, userId: number, payload: RecordSavePayload): Promise<SavedCustomer> {
  const saved = await saveRecord(db, userId, RECORD_MODULES.customer, payload);
  return { customerId: saved.recordId, customerName: saved.name };
}
