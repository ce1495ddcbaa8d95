// Issue 16: the SQL-injection and stored-script corpora (tests/security/corpus.ts) through every
// text field and filter of the records a user types into: customer, lead and contact names and
// remarks, follow-up contents, file names; then used as the list's keyword search, as the value of
// a scene condition (is / contains), as a scene's name and conditions, and as a column name and a
// sort field. Each must be saved exactly as text and read back identical, every filter must answer
// (finding the record by its exact text), no call may fail (HTTP 5xx, 服务器响应异常, an error-level
// log line) or take long (pg_sleep), and the tables must be intact afterwards. Chromium shows the
// same records in tests/e2e/security-corpus.test.ts.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../contract/fixture.ts';
import { createTestApp, type ApiBody, type TestApp } from '../support/testApp.ts';
import { CORPUS, SQL_INJECTION } from './corpus.ts';
import { errorLines, FULL, rng, sample, SERVER_FAILURE } from './support.ts';

let t: TestApp;
let admin: string;
const problems: string[] = [];
/** In the sample: a seeded third of each corpus (all of them with SECURITY_FULL=1). */
const random = rng();
const payloads = FULL ? CORPUS : sample(CORPUS, Math.ceil(CORPUS.length / 3), random);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

async function post(path: string, body: unknown, kind: 'json' | 'form' = 'json'): Promise<ApiBody> {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST', url: `/api/${path}`,
    headers: { 'admin-token': admin, 'content-type': kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: kind === 'json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
  });
  const ms = performance.now() - started;
  const answer = response.json() as ApiBody;
  if (response.statusCode >= 500 || answer.msg === SERVER_FAILURE || ms > 1500) {
    problems.push(`${path} ${JSON.stringify(body).slice(0, 100)}: HTTP ${response.statusCode} ${JSON.stringify(answer).slice(0, 120)} in ${Math.round(ms)} ms`);
  }
  return answer;
}

function expectSame(what: string, got: unknown, payload: string) {
  if (got !== payload) problems.push(`${what}: saved ${JSON.stringify(payload)}, read back ${JSON.stringify(got)}`);
}

const tableCount = async () => Number((await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(t.db)).rows[0]!.n);

describe(`injection and stored-script corpora (${payloads.length} of ${CORPUS.length} payloads)`, () => {
  it('saves each exactly as text in names, remarks, follow-ups and file names, finds it by every filter, and leaves the tables intact', async () => {
    const tablesBefore = await tableCount();
    const adminBefore = await t.db.selectFrom('admin_user').select(['password', 'status']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const customersBefore = Number((await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const logged = t.logs.length;
    let saved = 0;

    for (const [i, p] of payloads.entries()) {
      // customer: name and remark
      const customer = await post('CrmCustomer/addOrUpdate', { entity: { customer_name: p, remark: p }, field: [] });
      if (customer.code !== 0) { problems.push(`customer ${JSON.stringify(p)} refused: ${customer.msg}`); continue; }
      saved += 1;
      const customerId = customer.data.customerId as number;
      const detail = await post('CrmCustomer/queryById', { customerId: String(customerId) }, 'form');
      expectSame('customer name', detail.data?.customerName, p);
      expectSame('customer remark', detail.data?.remark, p);

      // lead and contact: names and remarks
      const leads = await post('CrmLeads/addOrUpdate', { entity: { leads_name: p, remark: p, mobile: `1380000${String(i).padStart(4, '0')}` }, field: [] });
      if (leads.code !== 0) problems.push(`lead ${JSON.stringify(p)} refused: ${leads.msg}`);
      const leadRow = await t.db.selectFrom('crm_leads').select(['leads_id']).where('leads_name', '=', p).executeTakeFirst();
      if (leadRow) {
        const lead = await post('CrmLeads/queryById', { leadsId: String(leadRow.leads_id) }, 'form');
        expectSame('lead name', lead.data?.leadsName ?? lead.data?.name, p);
        expectSame('lead remark', lead.data?.remark, p);
      } else if (leads.code === 0) problems.push(`lead ${JSON.stringify(p)}: not found by its exact name`);
      const contact = await post('CrmContacts/addOrUpdate', { entity: { name: p, remark: p, customer_id: customerId }, field: [] });
      if (contact.code !== 0) problems.push(`contact ${JSON.stringify(p)} refused: ${contact.msg}`);
      const contacts = await post('CrmCustomer/queryContacts', { customerId: String(customerId), pageType: '0' }, 'form');
      expectSame('contact name', (contacts.data as { name: string }[] | undefined)?.[0]?.name, p);

      // follow-up content, and a file named by the payload (a browser percent-encodes `"` in a file
      // name; the server keeps what follows the last / or \\, as browsers send no path)
      const sent = `${p.replaceAll('"', '%22')}.txt`;
      const fileName = sent.split(/[\\/]/).pop()!;
      const form = multipart([], { name: sent, type: 'text/plain', content: p });
      const uploaded = (await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': admin, ...form.headers }, payload: form.body })).json() as ApiBody;
      if (uploaded.code !== 0) { problems.push(`upload ${JSON.stringify(fileName)} refused: ${uploaded.msg}`); continue; }
      const record = await post('CrmCustomer/addRecord', { typesId: String(customerId), content: p, category: '打电话', batchId: uploaded.batchId as string }, 'form');
      if (record.code !== 0) problems.push(`follow-up ${JSON.stringify(p)} refused: ${record.msg}`);
      const records = await post('CrmCustomer/getRecord', { customerId: String(customerId) }, 'form');
      const followUp = (records.data as { content: string; file: { name: string }[]; img: { name: string }[] }[] | undefined)?.[0];
      expectSame('follow-up content', followUp?.content, p);
      expectSame('follow-up file name', [...(followUp?.file ?? []), ...(followUp?.img ?? [])][0]?.name, fileName);
      const files = await post('file/queryByBatchId', { batchId: uploaded.batchId as string }, 'form');
      expectSame('file name', (files.data as { name: string }[] | undefined)?.[0]?.name, fileName);

      // filters: keyword search, scene conditions (is / contains) on the name; the payload as a
      // column name and as a sort field (refused or ignored, never a failure)
      const names = (body: ApiBody) => ((body.data?.list ?? []) as { customerName: string }[]).map((r) => r.customerName);
      const search = await post('CrmCustomer/queryPageList', { type: 2, search: p, limit: 100 });
      if (!names(search).includes(p)) problems.push(`search ${JSON.stringify(p)}: not found (${search.msg}; ${names(search).length} rows)`);
      const is = await post('CrmCustomer/queryPageList', { type: 2, data: { n: { name: 'customer_name', condition: 'is', value: p } } });
      if (JSON.stringify(names(is)) !== JSON.stringify([p])) problems.push(`condition is ${JSON.stringify(p)}: ${JSON.stringify(names(is))} (${is.msg})`);
      const contains = await post('CrmCustomer/queryPageList', { type: 2, limit: 100, data: { n: { name: 'remark', condition: 'contains', value: p } } });
      if (!names(contains).includes(p)) problems.push(`condition contains ${JSON.stringify(p)} on remark: not found (${contains.msg})`);
      await post('CrmCustomer/queryPageList', { type: 2, data: { n: { name: p, condition: 'is', value: p } } });
      await post('CrmCustomer/queryPageList', { type: 2, data: { n: { name: 'customer_name', condition: p, value: p } } });
      await post('CrmCustomer/queryPageList', { type: 2, sortField: p, order: 1 });
      await post('CrmCustomer/queryPageList', { type: 2, sortField: 'customer_name', order: p });
      const leadSearch = await post('CrmLeads/queryPageList', { type: 1, search: p, limit: 100 });
      if (!((leadSearch.data?.list ?? []) as { leadsName: string }[]).some((r) => r.leadsName === p)) problems.push(`lead search ${JSON.stringify(p)}: not found`);
      const contactSearch = await post('CrmContacts/queryPageList', { type: 3, search: p, limit: 100 });
      if (!((contactSearch.data?.list ?? []) as { name: string }[]).some((r) => r.name === p)) problems.push(`contact search ${JSON.stringify(p)}: not found`);

      // a scene named by the payload whose condition is the payload
      const sceneName = p.slice(0, 50).trim(); // names are trimmed
      const scene = await post('scene/addScene', { type: '2', name: sceneName, data: JSON.stringify({ n: { name: 'customer_name', condition: 'is', value: p } }), isDefault: '0' }, 'form');
      if (scene.code === 0) {
        const row = await t.db.selectFrom('admin_scene').select(['scene_id', 'name']).where('name', '=', sceneName).where('type', '=', 2).executeTakeFirst();
        expectSame('scene name', row?.name, sceneName);
        if (row) {
          const byScene = await post('CrmCustomer/queryPageList', { type: 2, sceneId: row.scene_id });
          if (JSON.stringify(names(byScene)) !== JSON.stringify([p])) problems.push(`scene condition ${JSON.stringify(p)}: ${JSON.stringify(names(byScene))}`);
        }
      }
    }

    // the tables are intact: every table, the admin's password, the customers (the new ones added)
    expect(await tableCount()).toBe(tablesBefore);
    expect(await t.db.selectFrom('admin_user').select(['password', 'status']).where('username', '=', 'admin').executeTakeFirstOrThrow()).toEqual(adminBefore);
    const customersAfter = Number((await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(customersAfter).toBe(customersBefore + saved);
    expect(fs.existsSync('/tmp/lingxi-pwned')).toBe(false);
    expect(errorLines(t.logs.slice(logged))).toEqual([]);
    expect(problems).toEqual([]);
    expect(saved).toBe(payloads.length);
    expect(payloads.filter((p) => SQL_INJECTION.includes(p)).length).toBeGreaterThan(0);
  });
});
