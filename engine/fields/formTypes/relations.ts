// The CRM record pickers (customer, contacts, business, contract, receivables_plan): they share
// every behaviour but the id key of the picked record. The form holds the picked records
// ([{customerId, customerName}]); the wire links one record, the first picked id.

import { RELATION_ID_KEYS, type RelationFormType } from '../formTypes.ts';
import { namesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import { recordListValue } from './recordList.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

function relationModule(formType: RelationFormType): FormTypeModule {
  return {
    formType,
    ...recordListValue({ idKey: RELATION_ID_KEYS[formType], many: false }),
    ui: PLAIN_UI,
    formatRules: NO_FORMAT_RULES,
    filter: TEXT_FILTER,
    detail: namesDisplay,
  };
}

export const customerModule = relationModule('customer');
export const contactsModule = relationModule('contacts');
export const businessModule = relationModule('business');
export const contractModule = relationModule('contract');
export const receivablesPlanModule = relationModule('receivables_plan');
