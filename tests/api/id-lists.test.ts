// Id lists in request parameters (issue 16 item 1): one reader (server/http/idList.ts) parses a csv
// or an array, de-duplicates in one pass (a Set), refuses non-integers with `<字段>格式不正确` and
// more than the bound with `<字段>最多一次选择<N>条` before anything is written. Batch actions on
// records take at most MAX_BATCH_IDS (1,000); the export of selected records takes up to 100,000
// and sends them as one array parameter, so no statement meets the 65,535 bind-parameter limit.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_IDS, MAX_EXPORT_IDS, readIdList } from '../../server/http/idList.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;
/** MAX_BATCH_IDS customers owned by sales (李娜), oldest first. */
let own: number[] = [];
/** One more customer of sales, beyond the bound. */
let extra: number;

const range = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);
const csv = (ids: readonly number[]) => ids.join(',');

async function customers(prefix: string, count: number, owner: number): Promise<number[]> {
  const now = new Date();
  const rows = await t.db.insertInto('crm_customer').values(range(count).map((i) => ({
    customer_name: `${prefix}${i}`, owner_user_id: owner, create_user_id: owner, create_time: now, update_time: now,
    batch_id: randomUUID().replaceAll('-', ''), followup: 0, is_lock: 0, deal_status: 0, ro_user_id: ',', rw_user_id: ',',
  }))).returning('customer_id').execute();
  return rows.map((r) => r.customer_id).sort((a, b) => a - b);
}

const followedUp = async (ids: number[]) => (await t.db.selectFrom('crm_customer').select('customer_id')
  .where('customer_id', 'in', ids).where('followup', '=', 1).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all([t.login('admin'), t.login('sales')]);
  own = await customers('批量客户', MAX_BATCH_IDS, SEED_USER.sales);
  [extra] = await customers('多出的客户', 1, SEED_USER.sales);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the id list reader', () => {
  it('reads a csv or an array, keeps the first occurrence of each id, and de-duplicates 200,000 ids in one pass', () => {
    expect(readIdList(' 3,7, 3,,9 ', '客户')).toEqual([3, 7, 9]);
    expect(readIdList([3, '7', ' 3 '], '客户')).toEqual([3, 7]);
    expect(readIdList(12, '客户')).toEqual([12]);
    expect(readIdList(undefined, '客户')).toEqual([]);
    expect(readIdList([{ userId: 4 }, { id: 5 }, 4], '员工', { objectKeys: ['userId', 'id'] })).toEqual([4, 5]);

    // 200,000 distinct ids (a pass with includes() took 31 s): all kept, in order
    const distinct = range(200_000);
    const read = readIdList(csv(distinct), '客户', { max: 200_000 });
    expect(read.length).toBe(200_000);
    expect(read[0]).toBe(1);
    expect(read.at(-1)).toBe(200_000);
    // 200,000 entries naming the bound's worth of ids: within the bound
    const repeated = Array.from({ length: 200_000 }, (_, i) => (i % MAX_BATCH_IDS) + 1);
    expect(readIdList(csv(repeated), '客户')).toEqual(range(MAX_BATCH_IDS));
  });

  it('refuses non-integers with the field name and more than the bound with a message naming it', () => {
    for (const bad of ['1,x', '1.5', '-3', '0x10', '1e3', [1, null], [{}], { a: 1 }, '9'.repeat(16), true]) {
      expect(() => readIdList(bad, '客户')).toThrow('客户格式不正确');
    }
    expect(() => readIdList(csv(range(MAX_BATCH_IDS + 1)), '客户')).toThrow(`客户最多一次选择${MAX_BATCH_IDS}条`);
    expect(() => readIdList(csv(range(200_000)), '客户')).toThrow(`客户最多一次选择${MAX_BATCH_IDS}条`);
    expect(() => readIdList('1,2,3', '排序', { max: 2 })).toThrow('排序最多一次选择2条');
  });
});

describe('batch calls on records', () => {
  it('CrmBackLog/setCustomerFollowup: 200,000 ids refused at once, nothing written; the bound exactly and duplicates are fine', async () => {
    const many = [...own, ...range(199_000, 10_000_000)];
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: csv(many) }, sales))
      .toEqual({ code: 500, msg: `客户最多一次选择${MAX_BATCH_IDS}条` });
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: csv([...own, extra]) }, sales))
      .toEqual({ code: 500, msg: `客户最多一次选择${MAX_BATCH_IDS}条` });
    expect(await followedUp([...own, extra])).toBe(0);

    // exactly the bound, each id sent three times
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: csv([...own, ...own, ...own]) }, sales)).toMatchObject({ code: 0 });
    expect(await followedUp(own)).toBe(MAX_BATCH_IDS);
    expect(await followedUp([extra])).toBe(0);
  });

  it('refuses lists past the bound on every batch call before writing (no bind-parameter error above 65,535)', async () => {
    const past = csv([...own, extra]);
    const huge = csv(range(70_000, 1_000_000));
    const before = await t.db.selectFrom('crm_customer').select(['customer_id', 'owner_user_id', 'is_lock', 'deal_status', 'rw_user_id'])
      .where('customer_id', 'in', [own[0], extra]).orderBy('customer_id').execute();
    const cases: [string, Record<string, unknown>, string][] = [
      ['CrmCustomer/deleteByIds', { customerIds: huge }, '客户'],
      ['CrmCustomer/deleteByIds', { customerIds: past }, '客户'],
      ['CrmCustomer/transfer', { customerIds: huge, newOwnerUserId: SEED_USER.sales2, transferType: 1 }, '客户'],
      ['CrmCustomer/addMembers', { ids: huge, memberIds: SEED_USER.sales2, power: 1 }, '客户'],
      ['CrmCustomer/addMembers', { ids: own[0], memberIds: csv(range(70_000, 1_000_000)), power: 1 }, '团队成员'],
      ['CrmCustomer/deleteMembers', { ids: past, memberIds: SEED_USER.sales2 }, '客户'],
      ['CrmCustomer/lock', { ids: huge, isLock: 1 }, '客户'],
      ['CrmCustomer/setDealStatus', { ids: past, dealStatus: 1 }, '客户'],
      ['CrmCustomer/updateCustomerByIds', { ids: huge }, '客户'],
      ['CrmCustomer/distributeByIds', { ids: past, userId: SEED_USER.sales2 }, '客户'],
      ['CrmCustomer/receiveByIds', { ids: huge }, '客户'],
      ['CrmBackLog/setLeadsFollowup', { ids: huge }, '线索'],
      ['CrmLeads/transfer', { leadsIds: huge }, '线索'],
      ['CrmLeads/deleteByIds', { leadsIds: huge }, '线索'],
      ['CrmProduct/updateStatus', { ids: huge, status: 0 }, '产品'],
      ['CrmBusiness/relateContacts', { businessId: 1, contactsIds: huge }, '联系人'],
      ['CrmContacts/relateBusiness', { contactsId: 1, businessIds: huge }, '商机'],
      ['system/role/relatedUser', { userIds: huge, roleIds: 2 }, '员工'],
      ['system/user/setUserStatus', { userIds: huge, status: 0 }, '员工'],
    ];
    for (const [path, params, label] of cases) {
      expect({ path, answer: await t.call(path, params, admin) }).toEqual({ path, answer: { code: 500, msg: `${label}最多一次选择${MAX_BATCH_IDS}条` } });
    }
    const after = await t.db.selectFrom('crm_customer').select(['customer_id', 'owner_user_id', 'is_lock', 'deal_status', 'rw_user_id'])
      .where('customer_id', 'in', [own[0], extra]).orderBy('customer_id').execute();
    expect(after).toEqual(before);
  });

  it('refuses ids that are not integers with the field name', async () => {
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: `${own[0]},abc` }, sales)).toEqual({ code: 500, msg: '客户格式不正确' });
    expect(await t.call('CrmCustomer/deleteByIds', { customerIds: `${own[0]},1.5` }, admin)).toEqual({ code: 500, msg: '客户格式不正确' });
    expect(await t.call('CrmCustomer/addMembers', { ids: own[0], memberIds: '6;7' }, admin)).toEqual({ code: 500, msg: '团队成员格式不正确' });
  });

  it('the list settings refuse column and scene lists past the bound', async () => {
    const ids = csv(range(70_000, 1_000_000));
    expect(await t.call('field/fieldConfig', { label: 2, noHideIds: ids }, sales)).toEqual({ code: 500, msg: `显示列最多一次选择${MAX_BATCH_IDS}条` });
    expect(await t.call('scene/sceneConfig', { type: 2, noHideIds: '', hideIds: ids }, sales)).toEqual({ code: 500, msg: `隐藏场景最多一次选择${MAX_BATCH_IDS}条` });
  });
});

describe('the export of selected records (a large batch: one array parameter, no bind-parameter limit)', () => {
  it('exports the visible rows among 70,000 ids', async () => {
    const ids = [own[0], own[1], ...range(69_998, 5_000_000)];
    const response = await t.app.inject({
      method: 'POST', url: '/api/CrmCustomer/batchExportExcel',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'admin-token': admin },
      payload: new URLSearchParams({ ids: csv(ids) }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.worksheets[0].eachRow((row, n) => { if (n > 1) names.push(String((row.values as unknown[]).find((v) => typeof v === 'string' && v.startsWith('批量客户')))); });
    expect(names.sort()).toEqual(['批量客户1', '批量客户2']);
  });

  it(`refuses more than ${MAX_EXPORT_IDS} ids with a message`, async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/CrmCustomer/batchExportExcel',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'admin-token': admin },
      payload: new URLSearchParams({ ids: csv(range(MAX_EXPORT_IDS + 1)) }).toString(),
    });
    expect(response.json()).toEqual({ code: 500, msg: `客户最多一次选择${MAX_EXPORT_IDS}条` });
  });
});

describe('the list filter `in` (values of one column, up to 10,000 per condition)', () => {
  it('binds each condition\'s values as one array parameter: seven conditions of 10,000 values answer', async () => {
    const many = (first: number) => csv([SEED_USER.sales, ...range(9_999, first)]);
    const data: Record<string, unknown> = {};
    for (const name of ['owner_user_id', 'create_user_id']) data[name] = { name, condition: 'in', value: many(1_000_000) };
    data.customer_id = { name: 'customer_id', condition: 'in', value: csv([...own.slice(0, 2), ...range(9_998, 2_000_000)]) };
    data.deal_status = { name: 'deal_status', condition: 'in', value: csv([0, ...range(9_999, 10)]) };
    data.is_lock = { name: 'is_lock', condition: 'in', value: csv([0, ...range(9_999, 10)]) };
    data.customer_name = { name: 'customer_name', condition: 'in', value: ['批量客户1', '批量客户2', 'a"b{c}\\d', ...range(9_997).map((i) => `名${i}`)].join(',') };
    data.followup = { name: 'followup', condition: 'in', value: csv([0, 1, ...range(9_998, 10)]) };
    const answer = await t.call('CrmCustomer/queryPageList', { type: 2, page: 1, limit: 15, data: JSON.stringify(data) }, admin);
    expect(answer).toMatchObject({ code: 0 });
    expect(answer.data.list.map((r: { customerName: string }) => r.customerName).sort()).toEqual(['批量客户1', '批量客户2']);
    // a malformed value is still refused
    expect(await t.call('CrmCustomer/queryPageList', { type: 2, data: JSON.stringify({ owner_user_id: { name: 'owner_user_id', condition: 'in', value: '5,x' } }) }, admin))
      .toEqual({ code: 500, msg: '参数包含非法字段' });
  });
});
