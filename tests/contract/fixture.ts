/**
 * The seeded data the contract calls run on: the demo seed (server/db/demo, as `npm run seed:demo`
 * makes it) at a small size, plus what it does not make (a file, a follow-up with it, a contract
 * submitted for approval), and the ids a call needs, looked up once.
 */
import { sql } from 'kysely';
import { seedDemo } from '../../server/db/demo/seedDemo.ts';
import { SEED_USER, type TestApp } from '../support/testApp.ts';

export interface Fixture {
  tokens: Record<string, string>;
  users: typeof SEED_USER;
  /** A customer with contacts, businesses, an approved contract with plans and receivables. */
  customerId: number;
  contactsId: number;
  /** A business of that customer with product lines and a contact. */
  businessId: number;
  contractId: number;
  planId: number;
  receivablesId: number;
  leadsId: number;
  productId: number;
  productCategoryId: number;
  /** A follow-up of the customer with a file (CrmRecord, `recordId`). */
  recordId: number;
  /** A file of that follow-up, and its batch. */
  fileId: number;
  batchId: string;
  deptId: number;
  roleId: number;
  businessTypeId: number;
}

/** The demo seed's size here: enough for every list to have rows, small enough to load in seconds. */
const DEMO_CUSTOMERS = 60;

export async function buildFixture(t: TestApp, usernames: readonly string[]): Promise<Fixture> {
  await seedDemo(t.db, { customers: DEMO_CUSTOMERS });
  const tokens: Record<string, string> = {};
  for (const name of usernames) tokens[name] = await t.login(name);
  const one = async <T>(query: ReturnType<typeof sql<T>>): Promise<T> => {
    const { rows } = await query.execute(t.db);
    if (!rows[0]) throw new Error(`fixture: nothing found for ${query.compile(t.db).sql}`);
    return rows[0];
  };

  const contract = await one(sql<{ contract_id: number; customer_id: number; business_id: number }>`
    select ct.contract_id, ct.customer_id, ct.business_id from crm_contract ct
    where ct.check_status = 1 and ct.business_id is not null
      and exists (select 1 from crm_receivables r where r.contract_id = ct.contract_id)
      and exists (select 1 from crm_contract_product p where p.contract_id = ct.contract_id)
      and exists (select 1 from crm_contacts c where c.customer_id = ct.customer_id)
    order by ct.contract_id limit 1`);
  const plan = await one(sql<{ plan_id: number }>`select plan_id from crm_receivables_plan where contract_id = ${contract.contract_id} order by plan_id limit 1`);
  const receivables = await one(sql<{ receivables_id: number }>`select receivables_id from crm_receivables where contract_id = ${contract.contract_id} order by receivables_id limit 1`);
  const contacts = await one(sql<{ contacts_id: number }>`select contacts_id from crm_contacts where customer_id = ${contract.customer_id} order by contacts_id limit 1`);
  // The business's contacts tab needs a link; the demo signs contracts without one.
  await sql`insert into crm_contacts_business (business_id, contacts_id) select ${contract.business_id}, ${contacts.contacts_id}
    where not exists (select 1 from crm_contacts_business where business_id = ${contract.business_id} and contacts_id = ${contacts.contacts_id})`.execute(t.db);
  const leads = await one(sql<{ leads_id: number }>`select leads_id from crm_leads order by leads_id limit 1`);
  const product = await one(sql<{ product_id: number; category_id: number }>`select product_id, category_id from crm_product order by product_id limit 1`);

  // A follow-up with a file: file/upload, then CrmCustomer/addRecord with its batch.
  const upload = await uploadText(t, tokens.admin, 'contract-fixture.txt', '合同附件');
  const added = await t.call('CrmCustomer/addRecord', {
    typesId: contract.customer_id, content: '电话沟通了续约', category: '打电话', batchId: upload.batchId,
  }, tokens.admin);
  if (added.code !== 0) throw new Error(`fixture: addRecord refused: ${added.msg}`);
  const record = await one(sql<{ record_id: number }>`select record_id from admin_record where types = 'crm_customer' and types_id = ${contract.customer_id} order by record_id desc limit 1`);

  return {
    tokens, users: SEED_USER,
    customerId: contract.customer_id, contactsId: contacts.contacts_id, businessId: contract.business_id,
    contractId: contract.contract_id, planId: plan.plan_id, receivablesId: receivables.receivables_id,
    leadsId: leads.leads_id, productId: product.product_id, productCategoryId: product.category_id,
    recordId: record.record_id, fileId: upload.fileId, batchId: upload.batchId,
    deptId: 1, roleId: 1, businessTypeId: 1,
  };
}

/** A JSON call a case makes to prepare its data (as the client posts JSON bodies); its `data`, or it throws naming the refusal. */
export async function postJsonData(t: TestApp, url: string, body: unknown, token: string): Promise<any> {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${url}`, headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(body),
  });
  const answer = response.json() as { code: number; msg?: string; data?: any };
  if (answer.code !== 0) throw new Error(`${url} refused: ${answer.msg}`);
  return answer.data;
}

/** file/upload with a small text file; the answer's keys are top-level (contract 14.1). */
export async function uploadText(t: TestApp, token: string, name: string, content: string): Promise<{ fileId: number; batchId: string }> {
  const form = multipart([], { name, type: 'text/plain', content });
  const response = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': token, ...form.headers }, payload: form.body });
  const body = response.json() as { code: number; msg?: string; fileId: number; batchId: string };
  if (body.code !== 0) throw new Error(`fixture: upload refused: ${body.msg}`);
  return body;
}

const BOUNDARY = '----lingxi-contract';

/** A multipart/form-data body: the fields, then one file part named `file`. */
export function multipart(fields: [string, string][], file: { name: string; type: string; content: string | Buffer }) {
  const parts = fields.map(([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
  parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([Buffer.from(parts.join('')), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}
