// Relative mode (forms.md 2.2, 4): creating a record from inside a parent record pre-fills and locks
// the parent. forms.md says "the full map: not shown"; this is the original client's map
// (CRMCreateView), by the form type of the locked fields: e.g. a contract created from a business
// locks both its customer and its business.

import type { CrmType, FieldDefinition } from '../definition.ts';
import type { FormType } from '../formTypes.ts';

type LockMap = Readonly<Partial<Record<CrmType, Readonly<Partial<Record<CrmType, readonly FormType[]>>>>>>;

export const RELATIVE_LOCKS: LockMap = {
  business: { customer: ['customer'], contacts: ['customer'] },
  contacts: { customer: ['customer'], business: ['customer'] },
  contract: { customer: ['customer'], business: ['customer', 'business'] },
  receivables: { customer: ['customer'], contract: ['customer', 'contract'] },
  receivables_plan: { customer: ['customer'], contract: ['customer', 'contract'] },
};

/** The fieldNames to pass as `lockedFields` when creating `crmType` from a `parentType` record. */
export function relativeLockedFields(crmType: CrmType, parentType: CrmType, definitions: readonly FieldDefinition[]): string[] {
  const formTypes = RELATIVE_LOCKS[crmType]?.[parentType] ?? [];
  return definitions.filter((field) => formTypes.includes(field.formType)).map((field) => field.fieldName);
}
