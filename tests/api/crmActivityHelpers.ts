// Helpers of the CRM activity tests (team, owners, pool, follow-ups); not a test file itself.
// Customers are created through CrmCustomer/addOrUpdate; the other modules' rows are inserted
// directly (their saves belong to the record pipeline, tested elsewhere).
import { randomUUID } from 'node:crypto';
import type { ApiBody, TestApp } from '../support/testApp.ts';
import { customerPayload, postJson } from './fieldTestHelpers.ts';

export async function createCustomer(t: TestApp, token: string, name: string): Promise<number> {
  const body = await postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, token, { customer_name: name }, { 客户级别: 'A（重点客户）' }), token);
  if (body.code !== 0) throw new Error(`addOrUpdate ${name}: ${body.msg}`);
  return body.data.customerId as number;
}

const batch = () => randomUUID().replaceAll('-', '');
const stamp = () => ({ create_time: new Date(), update_time: new Date(), batch_id: batch() });

export async function insertContact(t: TestApp, customerId: number, ownerId: number | null, name = '联系人'): Promise<number> {
  const row = await t.db.insertInto('crm_contacts').values({ name, customer_id: customerId, owner_user_id: ownerId, create_user_id: ownerId ?? 3, ...stamp() })
    .returning('contacts_id').executeTakeFirstOrThrow();
  return row.contacts_id;
}

export async function insertBusiness(t: TestApp, customerId: number, ownerId: number, name = '商机'): Promise<number> {
  const row = await t.db.insertInto('crm_business').values({ business_name: name, customer_id: customerId, owner_user_id: ownerId, create_user_id: ownerId, ...stamp() })
    .returning('business_id').executeTakeFirstOrThrow();
  return row.business_id;
}

export async function insertContract(t: TestApp, customerId: number, ownerId: number, name = '合同'): Promise<number> {
  const row = await t.db.insertInto('crm_contract').values({ name, num: batch(), customer_id: customerId, owner_user_id: ownerId, create_user_id: ownerId, ...stamp() })
    .returning('contract_id').executeTakeFirstOrThrow();
  return row.contract_id;
}

export async function insertLeads(t: TestApp, ownerId: number, name = '线索'): Promise<number> {
  const row = await t.db.insertInto('crm_leads').values({ leads_name: name, owner_user_id: ownerId, create_user_id: ownerId, ...stamp() })
    .returning('leads_id').executeTakeFirstOrThrow();
  return row.leads_id;
}

export async function customerRow(t: TestApp, customerId: number) {
  return t.db.selectFrom('crm_customer').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
}

/** The operation log's lines of a record, newest first, through the endpoint. */
export async function logLines(t: TestApp, token: string, types: number, actionId: number): Promise<string[]> {
  const body: ApiBody = await t.call('CrmRecord/queryRecordList', { types, actionId }, token);
  if (body.code !== 0) throw new Error(`queryRecordList: ${body.msg}`);
  return (body.data as { content: string[] }[]).flatMap((row) => row.content);
}

export const OK = { code: 0, msg: 'success' };
