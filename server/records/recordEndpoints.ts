/**
 * The three calls every module has (contract 7.1, 7.2): save, queryById, deleteByIds, built from
 * the module's registry entry and its hooks. The guard lets a save through with either the save or
 * the update key; which one the call needs depends on the body, so the handler checks that one.
 */
import { type Endpoint, endpoint } from '../http/endpoint.ts';
import { requireIds } from '../http/idList.ts';
import { requireInt } from '../http/params.ts';
import { requirePermission } from '../permissions/authTree.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { type DeleteHooks, deleteRecords } from './recordDelete.ts';
import { type DetailExtras, recordDetail } from './recordDetail.ts';
import type { RecordModule } from './recordModules.ts';
import { rightsOf } from '../crm/crmModules.ts';
import { readRecordSavePayload } from './recordSavePayload.ts';
import { type SavedRecord, type SaveHooks, saveRecord } from './savePipeline.ts';

export function saveEndpoint(
  module: RecordModule, hooks: SaveHooks = {}, answer: (saved: SavedRecord) => unknown = () => undefined,
): Endpoint {
  return endpoint(module.savePath, rightsOf(module, 'save', 'update'), async ({ db, params, userId, request }) => {
    const payload = readRecordSavePayload(params, module);
    if (module.ownRights) {
      // Plans have no keys of their own (contract 3.7): the plan's contract must be writable instead.
      const needed = `${module.auth}.${payload.recordId === undefined ? 'save' : 'update'}`;
      await requirePermission(db, userId, needed, requestVersion(request));
    }
    return answer(await saveRecord(db, userId, module, payload, hooks));
  });
}

export function queryByIdEndpoint(module: RecordModule, extras?: DetailExtras): Endpoint {
  return endpoint(`${module.prefix}/queryById`, rightsOf(module, 'read'), async ({ db, params, userId }) =>
    recordDetail(db, userId, module, requireInt(params, module.idKey, module.title), extras));
}

export function deleteEndpoint(module: RecordModule, hooks: DeleteHooks = {}): Endpoint {
  return endpoint(`${module.prefix}/deleteByIds`, rightsOf(module, 'delete'), async ({ db, params, userId }) => {
    await deleteRecords(db, userId, module, requireIds(params, module.idsKey, module.title), hooks);
    return undefined;
  });
}
