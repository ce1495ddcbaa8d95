// The save body of one record (forms.md 3.5, 3.10, server-contract 7.1, 9.2): the engine's
// splitPayload (entity = system fields, field = custom fields, product = lines, travelList =
// detail lines) plus what the view knows: the record id and batchId on update, checkStatus 5 for a
// draft, the record's category (a module with categories), the parent link of relative mode (a
// business created from a contact sends contactsId; a contact from a business, businessId), the
// approver of an authorised flow (`checkUserId`), on update the record's updateTime when the form
// loaded it (`expectedUpdateTime`, recordVersion.ts), and the sections of a module's form: its
// 关联业务 (`form.relations`: ids per type under its key) and its attachments' batch. A module may
// name the body's parts its own way (`form.payload`: office approvals send `oaExamine` and
// `oaExamineTravelList`).
import { splitPayload, type CompiledForm, type FormData, type SavePayload } from '../../../engine/fields/index.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
import { crmTypeInfo, DRAFT_CHECK_STATUS } from '../crmTypes.ts';
import type { CrmCreateRequest } from './createRequest.ts';
import type { SaveIntent } from './createButtons.ts';
import { relationsPayload, type RelationsValue } from './relations.ts';

export type CrmSavePayload = SavePayload & { contactsId?: number; businessId?: number; checkUserId?: number; expectedUpdateTime?: string };

/** What the view's own sections add to a save. */
export interface SaveSections {
  relations?: RelationsValue;
  /** The attachments' batch ('' when a new record has none). */
  batchId?: string;
  /** The edited record's category (a module with categories). */
  categoryId?: number;
}

export function buildSavePayload(
  request: CrmCreateRequest, compiled: CompiledForm, formData: FormData, intent: SaveIntent, checkUserId?: number, loadedUpdateTime?: string,
  sections: SaveSections = {},
): CrmSavePayload {
  const { crmType, action } = request;
  const module = findModule(crmType);
  const entityExtras: Record<string, unknown> = {};
  if (action.type === 'update') {
    entityExtras[crmTypeInfo(crmType).idKey] = action.id;
    if (action.batchId) entityExtras.batchId = action.batchId;
  }
  if (sections.batchId) entityExtras.batchId = sections.batchId;
  if (intent === 'draft') entityExtras.checkStatus = DRAFT_CHECK_STATUS;
  // A record of a module with categories names the one its form is of (the server compiles that one's fields).
  const category = module?.category;
  const categoryId = action.type === 'update' ? sections.categoryId : request.categoryId;
  if (category && categoryId !== undefined) entityExtras[category.key] = categoryId;
  const payload: CrmSavePayload = splitPayload(formData, compiled, { entityExtras });
  if (action.type === 'relative' && action.parentId !== undefined) {
    if (crmType === 'business' && action.parentType === 'contacts') payload.contactsId = action.parentId;
    if (crmType === 'contacts' && action.parentType === 'business') payload.businessId = action.parentId;
  }
  if (checkUserId !== undefined && intent !== 'draft') payload.checkUserId = checkUserId;
  if (action.type === 'update' && loadedUpdateTime !== undefined) payload.expectedUpdateTime = loadedUpdateTime;
  const relations = module?.form?.relations;
  const body = payload as CrmSavePayload & Record<string, unknown>;
  if (relations && sections.relations) {
    const ids = relationsPayload(relations, sections.relations);
    if (relations.key) body[relations.key] = ids;
    else Object.assign(body, ids);
  }
  return renameParts(body, module?.form?.payload);
}

/** The body with its parts under the module's own names (`entity` → `oaExamine`). */
function renameParts(body: CrmSavePayload & Record<string, unknown>, names: { entity?: string; travelList?: string; flat?: boolean } | undefined): CrmSavePayload {
  if (!names) return body;
  // A module whose save takes the fields themselves (announcements): the entity's keys at the top.
  if (names.flat) {
    const { entity, field: _custom, ...rest } = body as Record<string, unknown>;
    return { ...rest, ...(entity as Record<string, unknown>) } as unknown as CrmSavePayload;
  }
  const renamed: Record<string, unknown> = { ...body };
  for (const [part, name] of Object.entries(names) as Array<['entity' | 'travelList', string]>) {
    if (!(part in renamed)) continue;
    renamed[name] = renamed[part];
    delete renamed[part];
  }
  return renamed as unknown as CrmSavePayload;
}
