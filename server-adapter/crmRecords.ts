// CRM record calls the forms make so far (server-contract 7.1, 7.2; shell-and-calls.md "Customer"):
// the customer save and the customer detail. The other modules' paths arrive with their server.
import type { SavePayload } from '../engine/fields/index.ts';
import { requestData, type RequestOptions } from './request.ts';

/** A create answers the new customer's id and name; an update answers nothing. */
export interface SavedCustomerAnswer {
  customerId: number;
  customerName: string;
}

/**
 * `CrmCustomer/addOrUpdate` (JSON), the engine's `splitPayload` as it is: `entity` (fixed fields; the
 * record id and batchId on update), `field` (custom fields). Resolves with `data`: the new id and
 * name on create, undefined on update.
 */
export function saveCustomer(payload: SavePayload, options?: RequestOptions): Promise<SavedCustomerAnswer | undefined> {
  return requestData<SavedCustomerAnswer | undefined>('CrmCustomer/addOrUpdate', { ...payload }, { ...options, encoding: 'json' });
}

/**
 * `CrmCustomer/queryById`: the row (camelCased) with owner and creator names, `isPool`, and every
 * custom field as `<field name>: "<text>"`. Outside the user's data scope: `{dataAuth: 0}`.
 */
export function queryCustomer(customerId: number, options?: RequestOptions): Promise<Record<string, unknown>> {
  return requestData<Record<string, unknown>>('CrmCustomer/queryById', { customerId }, options);
}
