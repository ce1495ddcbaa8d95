/**
 * CrmBusiness/* (contract 7.6): the shared record calls, its products, contacts and contracts, the
 * contact links and the stage calls.
 */
import { endpoint } from '../../http/endpoint.ts';
import { optionalChoice, optionalInt, optionalText, requireInt } from '../../http/params.ts';
import { contactsRelatedList } from '../contacts/contactsRelatedList.ts';
import { contractListQuery } from '../contract/contractQueries.ts';
import { relateContactsBusiness } from '../../records/contactsBusinessLinks.ts';
import { productLines } from '../../records/productLineQueries.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { requireIds } from '../../http/idList.ts';
import { dependentsMessage } from '../../records/recordDelete.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { relatedList } from '../../records/relatedList.ts';
import { nameOf } from '../../records/relations.ts';
import { businessSaveHooks } from './businessSave.ts';
import { boostBusinessStatus, businessStatus, businessStatusOptions } from './businessStages.ts';

const business = RECORD_MODULES.business;

export const businessEndpoints = [
  saveEndpoint(business, businessSaveHooks),
  queryByIdEndpoint(business, async (db, row) => ({
    customerName: await nameOf(db, RECORD_MODULES.customer, row.customer_id),
    typeName: (await db.selectFrom('crm_business_type').select('name').where('type_id', '=', row.type_id as number).executeTakeFirst())?.name ?? null,
    statusName: (await db.selectFrom('crm_business_status').select('name').where('status_id', '=', row.status_id as number).executeTakeFirst())?.name ?? null,
  })),
  deleteEndpoint(business, {
    async dependents(trx, row) {
      const contract = await trx.selectFrom('crm_contract').select('contract_id').where('business_id', '=', row.business_id as number).executeTakeFirst();
      return dependentsMessage('商机', contract ? ['合同'] : []);
    },
    async cleanUp(trx, ids) {
      await trx.deleteFrom('crm_business_product').where('business_id', 'in', ids).execute();
      await trx.deleteFrom('crm_business_change').where('business_id', 'in', ids).execute();
      await trx.deleteFrom('crm_contacts_business').where('business_id', 'in', ids).execute();
    },
  }),

  endpoint('CrmBusiness/queryProduct', async ({ db, params, userId }) => {
    const businessId = requireInt(params, 'businessId', '商机');
    const row = await accessibleRecord(db, userId, business, businessId, 'read');
    return { discountRate: row.discount_rate, money: row.total_price, list: await productLines(db, 'business', businessId, params) };
  }),

  endpoint('CrmBusiness/queryContacts', async ({ db, params, userId }) => {
    const businessId = requireInt(params, 'businessId', '商机');
    await accessibleRecord(db, userId, business, businessId, 'read');
    const query = db.selectFrom('crm_contacts as ct').innerJoin('crm_contacts_business as cb', 'cb.contacts_id', 'ct.contacts_id')
      .where('cb.business_id', '=', businessId);
    return contactsRelatedList(db, params, query);
  }),

  endpoint('CrmBusiness/queryContract', async ({ db, params, userId }) => {
    const businessId = requireInt(params, 'businessId', '商机');
    await accessibleRecord(db, userId, business, businessId, 'read');
    return relatedList(params, contractListQuery(db).where('ct.business_id', '=', businessId), (q) => q.orderBy('ct.contract_id', 'desc'));
  }),

  endpoint('CrmBusiness/relateContacts', async ({ db, params, userId }) => {
    await relateContactsBusiness(db, userId, 'business', requireInt(params, 'businessId', '商机'), requireIds(params, 'contactsIds', '联系人'), true);
    return undefined;
  }),
  endpoint('CrmBusiness/unrelateContacts', async ({ db, params, userId }) => {
    await relateContactsBusiness(db, userId, 'business', requireInt(params, 'businessId', '商机'), requireIds(params, 'contactsIds', '联系人'), false);
    return undefined;
  }),

  endpoint('CrmBusiness/queryBusinessStatusOptions', async ({ db, userId }) => businessStatusOptions(db, userId)),
  endpoint('CrmBusiness/queryBusinessStatus', async ({ db, params, userId }) =>
    businessStatus(db, userId, requireInt(params, 'businessId', '商机'))),
  endpoint('CrmBusiness/boostBusinessStatus', async ({ db, params, userId }) => {
    await boostBusinessStatus(db, userId, requireInt(params, 'businessId', '商机'), {
      statusId: optionalInt(params, 'statusId', '商机阶段'),
      isEnd: optionalChoice(params, 'isEnd', '商机状态', [0, 1, 2, 3]) ?? 0,
      statusRemark: optionalText(params, 'statusRemark', '原因', 500),
    });
    return undefined;
  }),
];
