// Sends a CRM save to its module's call. Only the customer has a server save so far
// (server-adapter/crmRecords.ts saveCustomer); the other types call their contract paths, and the
// server's refusal reaches the user through the request client's toast, with the form kept open.
import type { CrmType } from '../../../engine/fields/index.ts';
import { saveCustomer } from '../../../server-adapter/crmRecords.ts';
import { requestData } from '../../../server-adapter/request.ts';
import { crmTypeInfo } from '../crmTypes.ts';
import type { CrmSavePayload } from './savePayload.ts';

/** The new customer's id and name (customer create answers them; server-contract 7.1). */
export interface SavedCustomer {
  customerId: number;
  customerName: string;
}

/** Resolves with the call's `data` (a new customer's id and name, else usually nothing); an edit goes to the module's update call. */
export async function saveCrmRecord(crmType: CrmType, payload: CrmSavePayload, isUpdate = false): Promise<unknown> {
  if (crmType === 'customer') return saveCustomer(payload);
  const info = crmTypeInfo(crmType);
  return requestData(isUpdate ? info.updatePath : info.savePath, { ...payload }, { encoding: 'json' });
}

/** The saved customer out of the answer, the typed name standing in when the answer lacks it. */
export function savedCustomerOf(answer: unknown, payload: CrmSavePayload): SavedCustomer | null {
  const data = (answer ?? {}) as Record<string, unknown>;
  const id = Number(data.customerId ?? data.customer_id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const name = data.customerName ?? data.customer_name ?? payload.entity.customer_name;
  return { customerId: id, customerName: typeof name === 'string' ? name : String(name ?? '') };
}
