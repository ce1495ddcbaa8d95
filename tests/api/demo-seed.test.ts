// `npm run seed:demo` (server/db/demo/): the records a new user looks at must hang together the way
// a sales team's do, seen through the same calls the screens make.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/demo/seedDemo.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { customers: 400 }, (line) => lines.push(line));
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

const list = (path: string, token: string, body: Record<string, unknown> = {}) => postJson(t, path, { page: 1, limit: 100, ...body }, token);
const cents = (money: unknown) => Math.round(Number(money) * 100);

describe('demo data', () => {
  it('prints the rows each table got, not the slots its loop went through', async () => {
    const count = async (table: 'crm_receivables' | 'crm_contract') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const last = (label: string) => lines.filter((line) => line.startsWith(`  ${label}: `)).at(-1);
    const receivables = await count('crm_receivables');
    expect(receivables).toBeLessThan(20); // only the approved contracts of the first 400 / 20 are paid
    expect(last('receivables')).toMatch(new RegExp(`^  receivables: ${receivables} written \\(20 / 20 done, `));
    expect(last('contracts')).toMatch(new RegExp(`^  contracts: ${await count('crm_contract')} written \\(40 / 40 done, `));
  });

  it('offers a product catalogue, two products off the shelf', async () => {
    const products = await list('CrmProduct/queryPageList', admin);
    expect(products.code).toBe(0);
    expect(products.data.totalRow).toBe(24);
    const offShelf = products.data.list.filter((p: Record<string, unknown>) => p['是否上下架'] === '下架');
    expect(offShelf.map((p: Record<string, unknown>) => p.name).sort()).toEqual(['旧版系统（停售）', '旧款考勤机（停售）'].sort());
  });

  it('prices a business from its product lines and order discount', async () => {
    const businesses = await list('CrmBusiness/queryPageList', admin);
    expect(businesses.data.totalRow).toBe(80);
    for (const row of businesses.data.list.slice(0, 10)) {
      const lines = await t.call('CrmBusiness/queryProduct', { businessId: row.businessId, pageType: 0 }, admin);
      expect(lines.code).toBe(0);
      const items = lines.data.list as Record<string, unknown>[];
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(new Set(items.map((l) => l.productId)).size).toBe(items.length);
      const sum = items.reduce((s, l) => s + cents(l.subtotal), 0);
      for (const l of items) expect(cents(l.subtotal)).toBe(Math.round(cents(l.salesPrice) * Number(l.num)));
      expect(cents(row.money)).toBe(Math.round(sum * (100 - Number(lines.data.discountRate)) / 100));
    }
  });

  it('signs each contract from a business of its customer, with its products, signatory and owner', async () => {
    const contracts = await list('CrmContract/queryPageList', admin);
    expect(contracts.data.totalRow).toBe(40);
    for (const row of contracts.data.list.slice(0, 8)) {
      const contract = (await t.call('CrmContract/queryById', { contractId: row.contractId }, admin)).data;
      const business = (await t.call('CrmBusiness/queryById', { businessId: contract.businessId }, admin)).data;
      expect(business.customerId).toBe(contract.customerId);
      expect(cents(contract.money)).toBe(cents(business.money));
      const customer = (await t.call('CrmCustomer/queryById', { customerId: contract.customerId }, admin)).data;
      if (customer.ownerUserId !== null) expect(contract.ownerUserId).toBe(customer.ownerUserId);
      const contact = (await t.call('CrmContacts/queryById', { contactsId: contract.contactsId }, admin)).data;
      expect(contact.customerId).toBe(contract.customerId);
      const lines = await t.call('CrmContract/qureyProductListByContractId', { contractId: row.contractId, pageType: 0 }, admin);
      const businessLines = await t.call('CrmBusiness/queryProduct', { businessId: contract.businessId, pageType: 0 }, admin);
      expect(lines.data.list.map((l: Record<string, unknown>) => [l.productId, l.num, l.subtotal]))
        .toEqual(businessLines.data.list.map((l: Record<string, unknown>) => [l.productId, l.num, l.subtotal]));
      if (contract.checkStatus === 1) expect(customer.dealStatus).toBe(1);
      // 合同编号 is a number field: the form must be able to save the record again
      expect(String(contract.num)).toMatch(/^\d{1,11}$/);
    }
  });

  it('gives approved contracts two plans that add up to their amount; a receivable pays the first', async () => {
    const { rows } = await sql<{ contract_id: number; money: string; plans: string; n: number; paid: number }>`
      select k.contract_id, k.money::text, sum(p.money)::text as plans, count(p.plan_id)::int as n, count(p.receivables_id)::int as paid
      from crm_contract k left join crm_receivables_plan p on p.contract_id = k.contract_id
      where k.check_status = 1 group by k.contract_id, k.money
    `.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.n).toBe(2);
      expect(cents(r.plans)).toBe(cents(r.money));
    }
    expect(rows.filter((r) => r.paid === 1).length).toBe(15);
    const receivables = await list('CrmReceivables/queryPageList', admin);
    expect(receivables.data.totalRow).toBe(15);
    for (const row of receivables.data.list) expect(String(row.number)).toMatch(/^\d{1,11}$/);
  });

  it('gives leads and a tenth of the customers a next contact time around today', async () => {
    const leads = await list('CrmLeads/queryPageList', admin);
    expect(leads.data.totalRow).toBe(80);
    const { rows } = await sql<{ n: number; early: Date; late: Date }>`
      select count(*)::int as n, min(next_time) as early, max(next_time) as late from crm_customer where next_time is not null
    `.execute(t.db);
    expect(rows[0].n).toBeGreaterThan(15);
    expect(rows[0].n).toBeLessThan(80);
    const day = 86_400_000;
    expect(Date.now() - new Date(rows[0].early).getTime()).toBeLessThan(11 * day);
    expect(new Date(rows[0].late).getTime() - Date.now()).toBeLessThan(21 * day);
  });

  it('shows a salesperson only her own contracts', async () => {
    const contracts = await list('CrmContract/queryPageList', sales);
    expect(contracts.data.list.length).toBeGreaterThan(0);
    for (const row of contracts.data.list) expect(row.ownerUserId).toBe(SEED_USER.sales);
  });

  it('publishes announcements around today: active, future and ended, for everyone and for 销售部', async () => {
    const titles = async (username: string, type: 1 | 2) => {
      const body = await t.call('OaAnnouncement/queryList', { type, pageType: 0 }, await t.login(username));
      return (body.data as Array<{ title: string }>).map((row) => row.title).sort();
    };
    expect(await titles('sales', 1)).toEqual(['关于年终总结会的通知', '销售部本周客户拜访安排'].sort());
    expect(await titles('sales', 2)).toEqual(['上季度销售冠军表彰', '元旦放假安排', '办公系统升级完成'].sort());
    expect(await titles('finance', 1)).toEqual(['关于年终总结会的通知', '报销单据提交截止提醒'].sort());
    expect(await titles('finance', 2)).toEqual(['元旦放假安排', '办公系统升级完成'].sort());
    const counter = await t.call('OaBackLog/num', {}, await t.login('manager'));
    expect(counter.data.announcementNum).toBe(1); // 销售部's; the company-wide one is read
  });

  it('writes work logs among the demo users, some read, some discussed, one linked to a customer', async () => {
    const manager = await t.login('manager');
    const received = await list('OaLog/queryList', manager, { by: 2 });
    const byAuthor = (name: string) => received.data.list.filter((row: { realname: string }) => row.realname === name);
    expect(byAuthor('李娜').length).toBeGreaterThan(0);
    expect(byAuthor('刘洋').length).toBeGreaterThan(0);
    const discussed = byAuthor('李娜').find((row: { categoryId: number; sendUserIds: string }) => row.categoryId === 1 && row.sendUserIds === `,${SEED_USER.manager},`);
    expect(discussed).toMatchObject({ isRead: 1, customerList: [expect.objectContaining({ customerId: expect.any(Number) })] });
    expect(discussed.replyList[0].childCommentList).toHaveLength(1);
    const unread = await list('OaLog/queryList', manager, { by: 3 });
    expect(unread.data.list.map((row: { realname: string }) => row.realname).sort()).toEqual(['admin', '刘洋', '李娜'].sort()); // 李娜's note to 刘洋: a subordinate's, unread by him
    const logNum = async (username: string) => (await t.call('OaBackLog/num', {}, await t.login(username))).data.logNum;
    expect([await logNum('admin'), await logNum('manager'), await logNum('sales'), await logNum('sales2'), await logNum('finance')]).toEqual([1, 2, 1, 2, 0]);
  });

  it('files office approvals of every system category in every state, as the calls would have left them', async () => {
    const { rows: pairs } = await sql<{ category_id: number; check_status: number }>`
      select distinct category_id, check_status from oa_examine order by 1, 2`.execute(t.db);
    expect(pairs.map((p) => `${p.category_id}/${p.check_status}`)).toEqual([1, 2, 3, 4, 5, 6].flatMap((c) => [0, 1, 2, 3, 4].map((s) => `${c}/${s}`)));
    const manager = await t.login('manager');
    const waiting = await list('OaExamine/myOaExamine', manager, { status: 1 });
    const counter = await t.call('OaBackLog/num', {}, manager);
    expect(waiting.data.totalRow).toBeGreaterThan(0);
    expect(counter.data.examineNum).toBe(waiting.data.totalRow);
    for (const row of waiting.data.list) expect([0, 3]).toContain(row.examineStatus);

    const mine = await list('OaExamine/myInitiate', sales, { categoryId: 5, pageType: 0 });
    expect(mine.data.length).toBeGreaterThan(0);
    for (const row of mine.data) {
      const info = await t.call('OaExamine/queryOaExamineInfo', { examineId: row.examineId }, sales);
      const lines = info.data.examineTravelList as Array<Record<string, string>>;
      for (const line of lines) expect(cents(line.money)).toBe(['traffic', 'stay', 'diet', 'other'].reduce((sum, key) => sum + cents(line[key]), 0));
      expect(cents(row.money)).toBe(lines.reduce((sum, line) => sum + cents(line.money), 0));
      expect(row.causeTitle).toBe(`${lines.length}个报销事项，共${Number(row.money)}元。`);
    }
    const passedOn = await t.db.selectFrom('oa_examine').select('examine_record_id').where('check_status', '=', 3).limit(1).executeTakeFirstOrThrow();
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId: passedOn.examine_record_id }, admin);
    expect(progress.data.steps.map((step: { examineStatus: number }) => step.examineStatus)).toEqual([5, 1, 0]);
  });

  it('fills the calendars around today: 张伟\'s weekly meeting on every week, today\'s visit in 李娜\'s badge', async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const rows = (await t.call('OaEvent/queryList', { startTime: `${month}-01 00:00:00`, endTime: `${month}-${last} 23:59:59` }, sales)).data as Array<{ title: string; customerList: unknown[] }>;
    expect(rows.filter((row) => row.title === '销售周例会').length).toBeGreaterThanOrEqual(4);
    expect(rows.find((row) => row.title === '拜访客户')?.customerList).toHaveLength(1);
    expect((await t.call('OaBackLog/num', {}, sales)).data.eventNum).toBeGreaterThanOrEqual(1);
  });

  it('gives the team office tasks: labelled, with subtasks, some 延期, some done, in the lists and the badge', async () => {
    const manager = await t.login('manager');
    const mine = (await t.call('task/queryTaskList', { pageType: 0 }, sales)).data as Array<Record<string, any>>;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    const visit = mine.find((row) => row.name === '回访重点客户')!;
    expect(visit).toMatchObject({ childAllCount: 2, childWCCount: 1, relationCount: 1, labelList: [{ labelName: '客户' }] });
    expect(mine.some((row) => row.status === 2)).toBe(true);
    expect(mine.some((row) => row.status === 5)).toBe(true);
    // 张伟 reads his reports' tasks (下属的任务)
    const reports = (await t.call('task/queryTaskList', { pageType: 0, mold: 1 }, manager)).data as Array<{ name: string }>;
    expect(reports.map((row) => row.name)).toEqual(expect.arrayContaining(['回访重点客户', '准备产品演示材料']));
    const badge = (await t.call('OaBackLog/num', {}, sales)).data.taskNum as number;
    expect(badge).toBeGreaterThan(0);
    expect((await t.call('OaRecord/queryTask', {}, sales)).data).toHaveLength(badge);
    const detail = await t.call('task/queryTaskInfo', { taskId: visit.taskId }, sales);
    expect(detail.data.childTask).toHaveLength(2);
    expect((await t.call('task/queryWorkTaskLog', { taskId: visit.taskId }, sales)).data.length).toBeGreaterThan(0);
  });

  it('adds to a database once seeded: the catalogue is reused, new ids follow the old ones', async () => {
    await seedDemo(t.db, { customers: 20 });
    const products = await list('CrmProduct/queryPageList', admin);
    expect(products.data.totalRow).toBe(24);
    const created = await postJson(t, 'CrmCustomer/addOrUpdate', { entity: { customer_name: '种子之后新建的客户' }, field: [] }, admin);
    expect(created.code).toBe(0);
    const customers = await list('CrmCustomer/queryPageList', admin, { search: '种子之后新建的客户' });
    expect(customers.data.totalRow).toBe(1);
  });
});
