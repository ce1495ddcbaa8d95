/**
 * Owner changes (contract 7.2 "Transfer") and the customer limit rules (7.4):
 *   CrmLeads/changeOwnerUser, CrmCustomer/transfer, CrmContacts/transfer, CrmBusiness/transfer,
 *   CrmContract/transfer; CrmLeads/transfer (conversion to a customer); CrmCustomer/customerSetting, queryCustomerSetting, editCustomerSetting,
 *   deleteCustomerSetting. Permission keys: declared with each endpoint.
 */
import { endpoint, type Endpoint } from '../../http/endpoint.ts';
import { optionalChoice, readPaging, requireInt } from '../../http/params.ts';
import { CRM_MODULES, type CrmModule, rightsOf } from '../crmModules.ts';
import { optionalIds, requireIds } from '../../http/idList.ts';
import { customerSettingById, customerSettingPage, deleteCustomerSetting, readCustomerSetting, saveCustomerSetting } from './customerSettings.ts';
import { transformLeads } from './leadsTransform.ts';
import { transferRecords } from './transfer.ts';

function transferEndpoint(path: string, module: CrmModule): Endpoint {
  return endpoint(path, rightsOf(module, 'transfer'), async ({ db, params, userId }) => {
    const ids = requireIds(params, module.idsKey, module.title);
    const newOwnerId = requireInt(params, 'newOwnerUserId', '新负责人');
    const transferType = (optionalChoice(params, 'transferType', '转移方式', [1, 2]) ?? 1) as 1 | 2;
    const power = (optionalChoice(params, 'power', '权限', [1, 2]) ?? 1) as 1 | 2;
    const changeType = module.key === 'customer' ? optionalIds(params, 'changeType', '同时变更负责人') : [];
    await transferRecords(db, userId, module, ids, newOwnerId, { transferType: module.hasTeam ? transferType : 1, power, changeType });
  });
}

export const ownerEndpoints: Endpoint[] = [
  transferEndpoint('CrmLeads/changeOwnerUser', CRM_MODULES.leads),
  transferEndpoint('CrmCustomer/transfer', CRM_MODULES.customer),
  // Leads' `transfer` is the conversion into a customer (perm crm.leads.transform).
  endpoint('CrmLeads/transfer', { rights: ['crm.leads.transform'] }, async ({ db, params, userId }) => {
    await transformLeads(db, userId, requireIds(params, 'leadsIds', '线索'));
  }),
  transferEndpoint('CrmContacts/transfer', CRM_MODULES.contacts),
  transferEndpoint('CrmBusiness/transfer', CRM_MODULES.business),
  transferEndpoint('CrmContract/transfer', CRM_MODULES.contract),

  endpoint('CrmCustomer/customerSetting', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    await saveCustomerSetting(db, readCustomerSetting(params));
  }),
  endpoint('CrmCustomer/queryCustomerSetting', { rights: ['manage.crm.setting'] }, async ({ db, params }) =>
    customerSettingPage(db, optionalChoice(params, 'type', '规则类型', [1, 2]) ?? 1, readPaging(params))),
  endpoint('CrmCustomer/editCustomerSetting', { rights: ['manage.crm.setting'] }, async ({ db, params }) => customerSettingById(db, requireInt(params, 'settingId', '规则'))),
  endpoint('CrmCustomer/deleteCustomerSetting', { rights: ['manage.crm.setting'] }, async ({ db, params }) => {
    await deleteCustomerSetting(db, requireInt(params, 'settingId', '规则'));
  }),
];
