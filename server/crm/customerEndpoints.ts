/**
 * `CrmCustomer/*` endpoints built so far: save (create/update) and the detail read. The guard lets
 * addOrUpdate through with either crm.customer.save or crm.customer.update; which one the call
 * needs depends on the body, so the handler checks the right one.
 */
import { endpoint } from '../http/endpoint.ts';
import { requireInt } from '../http/params.ts';
import { requirePermission } from '../permissions/authTree.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { customerDetail } from './customerDetail.ts';
import { saveCustomer } from './customerSave.ts';
import { RECORD_MODULES } from '../records/recordModules.ts';
import { readRecordSavePayload } from '../records/recordSavePayload.ts';

export const customerEndpoints = [
  endpoint('CrmCustomer/addOrUpdate', { rights: ['crm.customer.save', 'crm.customer.update'] }, async ({ db, params, userId, request }) => {
    const payload = readRecordSavePayload(params, RECORD_MODULES.customer);
    const needed = payload.recordId === undefined ? 'crm.customer.save' : 'crm.customer.update';
    await requirePermission(db, userId, needed, requestVersion(request));
    const saved = await saveCustomer(db, userId, payload);
    // Contract 7.1: a create answers the new id and name; an update only {code:0}.
    return payload.recordId === undefined ? saved : undefined;
  }),

  endpoint('CrmCustomer/queryById', { rights: ['crm.customer.read'] }, async ({ db, params, userId }) => customerDetail(db, userId, requireInt(params, 'customerId', '客户'))),
];
