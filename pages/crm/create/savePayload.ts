// The save body of one CRM record (forms.md 3.10, server-contract 7.1): the engine's splitPayload
// (entity = system fields, field = custom fields, product = lines) plus what the view knows: the
// record id and batchId on update, checkStatus 5 for a draft, and the parent link of relative mode
// (a business created from a contact sends contactsId; a contact from a business, businessId), the
// approver of an authorised flow (`checkUserId`, a submit of contract or receivables), and on
// update the record's updateTime when the form loaded it (`expectedUpdateTime`, recordVersion.ts).
import { splitPayload, type CompiledForm, type FormData, type SavePayload } from '../../../engine/fields/index.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
import { crmTypeInfo, DRAFT_CHECK_STATUS } from '../crmTypes.ts';
import type { CrmCreateRequest } from './createRequest.ts';
import type { SaveIntent } from './createButtons.ts';

export type CrmSavePayload = SavePayload & { contactsId?: number; businessId?: number; checkUserId?: number; expectedUpdateTime?: string };

export function buildSavePayload(
  request: CrmCreateRequest, compiled: CompiledForm, formData: FormData, intent: SaveIntent, checkUserId?: number, loadedUpdateTime?: string,
): CrmSavePayload {
  const { crmType, action } = request;
  const entityExtras: Record<string, unknown> = {};
  if (action.type === 'update') {
    entityExtras[crmTypeInfo(crmType).idKey] = action.id;
    if (action.batchId) entityExtras.batchId = action.batchId;
  }
  if (intent === 'draft') entityExtras.checkStatus = DRAFT_CHECK_STATUS;
  // A new record of a module with categories names the one its form is of (the server compiles that one's fields).
  const category = findModule(crmType)?.category;
  if (category && action.type !== 'update' && request.categoryId !== undefined) entityExtras[category.key] = request.categoryId;
  const payload: CrmSavePayload = splitPayload(formData, compiled, { entityExtras });
  if (action.type === 'relative' && action.parentId !== undefined) {
    if (crmType === 'business' && action.parentType === 'contacts') payload.contactsId = action.parentId;
    if (crmType === 'contacts' && action.parentType === 'business') payload.businessId = action.parentId;
  }
  if (checkUserId !== undefined && intent !== 'draft') payload.checkUserId = checkUserId;
  if (action.type === 'update' && loadedUpdateTime !== undefined) payload.expectedUpdateTime = loadedUpdateTime;
  return payload;
}
