/**
 * `CrmCustomer/*` endpoints built so far: save (create/update) and the detail read. The guard lets
 * addOrUpdate through with either crm.customer.save or crm.customer.update; which one the call
 * needs depends on the body, so the handler checks the right one.
 */
import { endpoint } from '../http/endpoint.ts';
import { PermissionDeniedError } from '../http/errors.ts';
import { requireInt } from '../http/params.ts';
import { buildAuthTree, permissionKeysOf } from '../permissions/authTree.ts';
import { customerDetail } from './customerDetail.ts';
import { saveCustomer } from './customerSave.ts';
import { RECORD_MODULES } from './records/recordModules.ts';
import { readRecordSavePayload } from './records/recordSavePayload.ts';

export const customerEndpoints = [
  endpoint('CrmCustomer/addOrUpdate', async ({ db, params, userId }) => {
    const payload = readRecordSavePayload(params, RECORD_MODULES.customer);
    const needed = payload.recordId === undefined ? 'crm.customer.save' : 'crm.customer.update';
    if (!permissionKeysOf(await buildAuthTree(db, userId)).has(needed)) throw new PermissionDeniedError();
    const saved = await saveCustomer(db, userId, payload);
    // Contract 7.1: a create answers the new id and name; an update only {code:0}.
    return payload.recordId === undefined ? saved : undefined;
  }),

  endpoint('CrmCustomer/queryById', async ({ db, params, userId }) => customerDetail(db, userId, requireInt(params, 'customerId', '客户'))),
];
