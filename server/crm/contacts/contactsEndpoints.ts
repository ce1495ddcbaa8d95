/**
 * CrmContacts/* (contract 7.5): the shared record calls, the duplicate lookup (queryList), the
 * contact's business list and its business links.
 */
import { endpoint } from '../../http/endpoint.ts';
import { requireInt } from '../../http/params.ts';
import { businessListQuery } from '../business/businessQueries.ts';
import { relateContactsBusiness } from '../../records/contactsBusinessLinks.ts';
import { requireIds } from '../../http/idList.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { relatedList } from '../../records/relatedList.ts';
import { nameOf } from '../../records/relations.ts';
import { contactsSaveHooks } from './contactsSave.ts';

const contacts = RECORD_MODULES.contacts;

export const contactsEndpoints = [
  saveEndpoint(contacts, contactsSaveHooks),
  queryByIdEndpoint(contacts, async (db, row) => ({ customerName: await nameOf(db, RECORD_MODULES.customer, row.customer_id) })),
  deleteEndpoint(contacts, {
    async cleanUp(trx, ids) {
      await trx.deleteFrom('crm_contacts_business').where('contacts_id', 'in', ids).execute();
    },
  }),
  // queryList: the picker's list and the duplicate lookup in one (crm/picker/relatedListEndpoints.ts).

  endpoint('CrmContacts/queryBusiness', async ({ db, params, userId }) => {
    const contactsId = requireInt(params, 'contactsId', '联系人');
    await accessibleRecord(db, userId, contacts, contactsId, 'read');
    const query = businessListQuery(db).innerJoin('crm_contacts_business as cb', 'cb.business_id', 'b.business_id')
      .where('cb.contacts_id', '=', contactsId);
    return relatedList(params, query, (q) => q.orderBy('b.business_id', 'desc'));
  }),

  endpoint('CrmContacts/relateBusiness', async ({ db, params, userId }) => {
    await relateContactsBusiness(db, userId, 'contacts', requireInt(params, 'contactsId', '联系人'), requireIds(params, 'businessIds', '商机'), true);
    return undefined;
  }),
  endpoint('CrmContacts/unrelateBusiness', async ({ db, params, userId }) => {
    await relateContactsBusiness(db, userId, 'contacts', requireInt(params, 'contactsId', '联系人'), requireIds(params, 'businessIds', '商机'), false);
    return undefined;
  }),
];
