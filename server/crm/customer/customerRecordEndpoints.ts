/**
 * CrmCustomer/* record calls: save (addOrUpdate), queryById and delete from the factories every
 * module uses, with the customer's parts (customerModule.ts); delete refused while contacts,
 * business or contracts exist; the detail page's related lists (contract 7.4).
 * The related lists need a readable customer; contracts, receivables and plans also follow the
 * contract scope.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { type Params, optionalInt, requireInt } from '../../http/params.ts';
import { usersInScope } from '../../permissions/dataScope.ts';
import { businessListQuery } from '../business/businessQueries.ts';
import { contactsRelatedList } from '../contacts/contactsRelatedList.ts';
import { contractListQuery, planListQuery, receivablesListQuery } from '../contract/contractQueries.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { dependentsMessage } from '../../records/recordDelete.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { relatedList } from '../../records/relatedList.ts';
import { customerDetailExtras, customerSaveAnswer } from './customerModule.ts';

const customer = RECORD_MODULES.customer;

async function readableCustomerId(db: Kysely<Database>, userId: number, params: Params): Promise<number> {
  const customerId = requireInt(params, 'customerId', '客户');
  await accessibleRecord(db, userId, customer, customerId, 'read');
  return customerId;
}

/** Contracts a user sees in a customer's tab: those in the contract scope or where they are a team member. */
async function contractScoped(db: Kysely<Database>, userId: number, query: SelectQueryBuilder<any, any, any>, alias: string) {
  const scope = await usersInScope(db, userId, 'crm.contract');
  if (scope === 'all') return query;
  return query.where((eb) => eb.or([
    eb(`${alias}.owner_user_id`, 'in', scope),
    eb(`${alias}.rw_user_id`, 'like', `%,${userId},%`),
    eb(`${alias}.ro_user_id`, 'like', `%,${userId},%`),
  ]));
}

export const customerRecordEndpoints = [
  saveEndpoint(customer, {}, customerSaveAnswer),
  queryByIdEndpoint(customer, customerDetailExtras),
  deleteEndpoint(customer, {
    async dependents(trx, row) {
      const id = row.customer_id as number;
      const has = async (table: 'crm_contacts' | 'crm_business' | 'crm_contract') =>
        (await trx.selectFrom(table).select('customer_id').where('customer_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
      const found = [
        ...((await has('crm_contacts')) ? ['联系人'] : []), ...((await has('crm_business')) ? ['商机'] : []), ...((await has('crm_contract')) ? ['合同'] : []),
      ];
      return dependentsMessage('客户', found);
    },
  }),
  // queryList: the picker's list and the duplicate lookup in one (crm/picker/relatedListEndpoints.ts).

  endpoint('CrmCustomer/queryContacts', async ({ db, params, userId }) => {
    const customerId = await readableCustomerId(db, userId, params);
    return contactsRelatedList(db, params, db.selectFrom('crm_contacts as ct').where('ct.customer_id', '=', customerId));
  }),

  endpoint('CrmCustomer/queryBusiness', async ({ db, params, userId }) => {
    const customerId = await readableCustomerId(db, userId, params);
    return relatedList(params, businessListQuery(db).where('b.customer_id', '=', customerId), (q) => q.orderBy('b.business_id', 'desc'));
  }),

  endpoint('CrmCustomer/queryContract', async ({ db, params, userId }) => {
    const customerId = await readableCustomerId(db, userId, params);
    let query = contractListQuery(db).where('ct.customer_id', '=', customerId);
    const checkStatus = optionalInt(params, 'checkStatus', '审核状态');
    if (checkStatus !== undefined) query = query.where('ct.check_status', '=', checkStatus);
    return relatedList(params, await contractScoped(db, userId, query, 'ct'), (q) => q.orderBy('ct.contract_id', 'desc'));
  }),

  endpoint('CrmCustomer/queryReceivablesPlan', async ({ db, params, userId }) => {
    const customerId = await readableCustomerId(db, userId, params);
    let query = planListQuery(db).where('p.customer_id', '=', customerId);
    const contractId = optionalInt(params, 'contractId', '合同');
    if (contractId !== undefined) query = query.where('p.contract_id', '=', contractId);
    return relatedList(params, await contractScoped(db, userId, query, 'ct'), (q) => q.orderBy('p.plan_id', 'desc'));
  }),

  endpoint('CrmCustomer/queryReceivables', async ({ db, params, userId }) => {
    const customerId = await readableCustomerId(db, userId, params);
    const query = receivablesListQuery(db).where('r.customer_id', '=', customerId);
    return relatedList(params, await contractScoped(db, userId, query, 'ct'), (q) => q.orderBy('r.receivables_id', 'desc'));
  }),
];
