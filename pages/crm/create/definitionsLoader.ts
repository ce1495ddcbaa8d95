// Where a create/edit view's field definitions come from when not `field/queryField {label, id}`
// (the descriptor says): an edit through the module's own call (`form.edit`: office approvals'
// OaExamine/getField {examineId, isDetail: 2}, the record's values filled in), and a new record of
// a module whose category `field/queryField` takes under another name (`category.fieldsParam`:
// label 10 takes the category as `id`, contract 5.4).
import type { FieldDefinition } from '../../../engine/fields/index.ts';
import type { DefinitionsLoader } from '../../../engine/react/fields/index.ts';
import { findModule } from '../../../engine/modules/catalogue.ts';
import { requestData } from '../../../server-adapter/request.ts';
import type { CrmCreateRequest } from './createRequest.ts';

function definitionsOf(data: unknown): FieldDefinition[] {
  return Array.isArray(data) ? (data as FieldDefinition[]) : [];
}

export function definitionsLoader(request: CrmCreateRequest): DefinitionsLoader | undefined {
  const module = findModule(request.crmType);
  if (!module) return undefined;
  const { action } = request;
  const edit = module.form?.edit;
  if (action.type === 'update' && edit) {
    return async () => definitionsOf(await requestData<unknown>(edit.call, { [edit.idKey ?? module.record.idKey]: action.id, ...edit.params }));
  }
  const param = module.category?.fieldsParam;
  if (action.type !== 'update' && param && request.categoryId !== undefined) {
    return async () => definitionsOf(await requestData<unknown>('field/queryField', { label: module.label, [param]: request.categoryId }));
  }
  return undefined;
}
