// The eight CRM record types as the create/edit view needs them: the field label of each (forms.md
// 3.9, server-contract 5.1), the auth-tree module whose `save` right allows creating it, the record
// id key sent on update, and where a save goes (forms.md 7.2-7.8, server-contract 7.1).
import type { CrmType } from '../../engine/fields/index.ts';

export interface CrmTypeInfo {
  crmType: CrmType;
  /** `field/queryField` label. */
  label: number;
  /** Key under `auth.crm` (shell-and-calls.md 6: quick-create needs `<module>.save`). */
  authModule: string;
  /** The entity id key of an update (`entity.customerId`...). */
  idKey: string;
  /** The save call's path (JSON body, server-contract 7.1). */
  savePath: string;
  /** Contract and receivables go to approval: 保存草稿 + 提交审核 and an approval section. */
  approval: boolean;
}

export const CRM_TYPES: Readonly<Record<CrmType, CrmTypeInfo>> = {
  leads: { crmType: 'leads', label: 1, authModule: 'leads', idKey: 'leadsId', savePath: 'CrmLeads/addOrUpdate', approval: false },
  customer: { crmType: 'customer', label: 2, authModule: 'customer', idKey: 'customerId', savePath: 'CrmCustomer/addOrUpdate', approval: false },
  contacts: { crmType: 'contacts', label: 3, authModule: 'contacts', idKey: 'contactsId', savePath: 'CrmContacts/addOrUpdate', approval: false },
  product: { crmType: 'product', label: 4, authModule: 'product', idKey: 'productId', savePath: 'CrmProduct/saveAndUpdate', approval: false },
  business: { crmType: 'business', label: 5, authModule: 'business', idKey: 'businessId', savePath: 'CrmBusiness/addOrUpdate', approval: false },
  contract: { crmType: 'contract', label: 6, authModule: 'contract', idKey: 'contractId', savePath: 'CrmContract/saveAndUpdate', approval: true },
  receivables: { crmType: 'receivables', label: 7, authModule: 'receivables', idKey: 'receivablesId', savePath: 'CrmReceivables/saveOrUpdate', approval: true },
  receivables_plan: { crmType: 'receivables_plan', label: 8, authModule: 'receivablesPlan', idKey: 'planId', savePath: 'Crm/ReceivablesPlan/saveAndUpdate', approval: false },
};

/** entity.checkStatus of a draft (forms.md 4, 9). */
export const DRAFT_CHECK_STATUS = 5;

/** The type name (线索, 客户...), from i18n `crm.types.<crmType>`. */
export function crmTypeNameKey(crmType: CrmType): string {
  return `crm.types.${crmType}`;
}
