// The updateTime of the record an edit form opens (`<Prefix>/queryById`), sent back with the save as
// `expectedUpdateTime`: the server refuses the edit if someone saved the record since
// (`该客户已被他人修改，请载入最新内容后再保存`) instead of letting this save silently undo their change.
// useModuleFields reads it before the form's values (loadModuleFields says why the order matters).
// Quiet on failure: without it the save is simply not checked.
import type { RecordVersionReader } from '../../../engine/react/fields/index.ts';
import { crmDetailApi, hasDetail } from '../../../server-adapter/crmDetail.ts';
import type { CrmCreateRequest } from './createRequest.ts';


/** The reader of the edited record's version (update mode of a type with a detail), else undefined. */
export function recordVersionReader({ crmType, action }: CrmCreateRequest): RecordVersionReader | undefined {
  if (action.type !== 'update' || !hasDetail(crmType)) return undefined;
  const { id } = action;
  return async () => {
    const record = await crmDetailApi.queryById(crmType, id, { silent: true });
    const updateTime = (record as { updateTime?: unknown }).updateTime;
    return typeof updateTime === 'string' ? updateTime : undefined;
  };
}
