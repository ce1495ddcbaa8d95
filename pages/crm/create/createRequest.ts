// What opens the CRM create/edit view (forms.md 2.2): the record type and the action. `relative`
// creates a record from inside a parent record, whose fields are pre-filled and locked.
import type { CrmType, FormMode } from '../../../engine/fields/index.ts';

export type CrmCreateAction =
  | { type: 'save' }
  | { type: 'update'; id: number; /** The record's batch id: uniqueness checks leave the record itself out. */ batchId?: string }
  | {
      type: 'relative';
      parentType: CrmType;
      /** The parent record's id: some saves link to it (a business from a contact sends contactsId). */
      parentId?: number;
      /** Values by fieldName, e.g. `{customer_id: [{customerId, customerName}]}`. */
      prefill: Readonly<Record<string, unknown>>;
    };

export interface CrmCreateRequest {
  crmType: CrmType;
  action: CrmCreateAction;
}

export function modeOf(action: CrmCreateAction): FormMode {
  return action.type;
}

/** A contact pre-linked to a customer just saved ('保存并新建联系人', shell-and-calls.md CRM). */
export function contactForCustomer(customer: { customerId: number; customerName: string }): CrmCreateRequest {
  return {
    crmType: 'contacts',
    action: {
      type: 'relative',
      parentType: 'customer',
      parentId: customer.customerId,
      prefill: { customer_id: [{ customerId: customer.customerId, customerName: customer.customerName }] },
    },
  };
}
