// What opens the CRM create/edit view (forms.md 2.2): the record type and the action. The shape is
// the engine's (engine/react/environment/createRequest.ts): its detail asks the app's create view
// for one. What the app derives from a request stays here.
import type { FormMode } from '../../../engine/fields/index.ts';
import type { CrmCreateAction, CrmCreateRequest } from '../../../engine/react/environment/index.ts';

export type { CrmCreateAction, CrmCreateRequest };

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
