// The CRM workbench (仪表盘, contract 13 Crm/Instrument/*): the sales bulletin per caller (a
// salesperson, her manager, admin, a finance user without some modules) and per requested users /
// departments, never past the caller's data scope; each figure's list total equal to the figure;
// sales money per bucket; performance against targets saved through achievement/setAchievement
// (whole and prorated months, department targets); the business funnel; follow-up counts and
// lists; refusals. Rows are inserted with fixed times in 2024 and read back with custom ranges, so
// the figures do not depend on the day the test runs (one test uses `today`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let finance: string;

const { admin: ADMIN, manager: MANAGER, sales: LINA, sales2: LIUYANG, finance: FINANCE } = SEED_USER;
const MARCH = { startTime: '2024-03-01', endTime: '2024-03-31' };
const YEAR = { startTime: '2024-01-01', endTime: '2024-12-31' };
/** Local noon of a day of 2024. */
const on = (month: number, day: number) => new Date(2024, month - 1, day, 12);

const batch = () => randomUUID().replaceAll('-', '');
const rec = (owner: number | null, created: Date, creator = owner ?? ADMIN) =>
  ({ owner_user_id: owner, create_user_id: creator, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}) });

const call = (path: string, token: string, params: Record<string, unknown> = {}) => t.call(`Crm/Instrument/${path}`, params, token);
async function data(path: string, token: string, params: Record<string, unknown> = {}) {
  const body = await call(path, token, params);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

const COUNT_KEYS = ['leadsCount', 'customerCount', 'contactsCount', 'productCount', 'businessCount', 'contractCount', 'receivablesCount', 'recordCount', 'recordStatusCount'];
const zeroBulletin = { ...Object.fromEntries(COUNT_KEYS.map((k) => [k, 0])), contractMoney: '0.00', receivablesMoney: '0.00' };

let b1: number;
let c1: number;
let n1: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, finance] = await Promise.all(['admin', 'manager', 'sales', 'finance'].map((u) => t.login(u)));

  const customer = async (name: string, owner: number | null, created = on(3, 10), creator?: number) =>
    (await t.db.insertInto('crm_customer').values({ ...rec(owner, created, creator), customer_name: name })
      .returning('customer_id').executeTakeFirstOrThrow()).customer_id;
  c1 = await customer('李娜客户一', LINA, on(3, 2));
  await customer('李娜客户二', LINA, on(3, 31));
  await customer('李娜二月客户', LINA, on(2, 29));
  await customer('公海客户', null, on(3, 10), LINA);
  await customer('刘洋客户', LIUYANG);
  await customer('张伟客户', MANAGER);
  await customer('admin客户', ADMIN);
  await customer('王芳客户', FINANCE);

  await t.db.insertInto('crm_leads').values([
    { ...rec(LINA, on(3, 3)), leads_name: '李娜线索' },
    { ...rec(LINA, on(3, 4)), leads_name: '李娜已转化线索', is_transform: 1 },
    { ...rec(LIUYANG, on(3, 4)), leads_name: '刘洋线索' },
    { ...rec(FINANCE, on(3, 4)), leads_name: '王芳线索' },
  ]).execute();
  n1 = (await t.db.insertInto('crm_contacts').values([
    { ...rec(LINA, on(3, 5)), name: '李娜联系人', customer_id: c1 },
    { ...rec(LIUYANG, on(3, 5)), name: '刘洋联系人', customer_id: c1 },
  ]).returning('contacts_id').execute())[0].contacts_id;
  await t.db.insertInto('crm_product').values([
    { ...rec(LINA, on(3, 6)), name: '李娜产品', category_id: 23 },
    { ...rec(LINA, on(3, 6)), name: '李娜删除的产品', category_id: 23, status: 3 },
    { ...rec(ADMIN, on(3, 6)), name: 'admin产品', category_id: 23 },
  ]).execute();

  const business = (name: string, owner: number, statusId: number | null, isEnd: number, money: string, created = on(3, 8)) =>
    ({ ...rec(owner, created), business_name: name, customer_id: c1, type_id: 1, status_id: statusId, is_end: isEnd, money });
  const businesses = await t.db.insertInto('crm_business').values([
    business('李娜验证', LINA, 1, 0, '100.00'),
    business('李娜需求', LINA, 2, 0, '200.00'),
    business('李娜赢单', LINA, 3, 1, '300.00'),
    business('李娜输单', LINA, 2, 2, '400.00'),
    business('李娜无效', LINA, 1, 3, '1000.00'),
    business('刘洋验证', LIUYANG, 1, 0, '50.00'),
    business('李娜二月商机', LINA, 1, 0, '7.00', on(2, 20)),
  ]).returning('business_id').execute();
  b1 = businesses[0].business_id;
  await t.db.insertInto('crm_business_change').values([
    { business_id: b1, status_id: 1, create_user_id: LINA, create_time: on(3, 8) },
    { business_id: businesses[1].business_id, status_id: 2, create_user_id: LINA, create_time: on(3, 9) },
    { business_id: businesses[5].business_id, status_id: 1, create_user_id: LIUYANG, create_time: on(3, 9) },
  ]).execute();

  const contract = (num: string, owner: number, checkStatus: number, orderDate: string, money: string, created = on(3, 5)) =>
    ({ ...rec(owner, created), name: `合同${num}`, num, customer_id: c1, check_status: checkStatus, order_date: orderDate, money });
  const contracts = await t.db.insertInto('crm_contract').values([
    contract('K1', LINA, 1, '2024-03-05', '1000.00'),
    contract('K2', LINA, 1, '2024-03-20', '500.50'),
    contract('K3', LINA, 0, '2024-03-10', '9999.00'),
    contract('K4', LIUYANG, 1, '2024-03-05', '2000.00'),
    // created in March, ordered in February: a March bulletin contract, February money
    contract('K5', LINA, 1, '2024-02-28', '100.00'),
  ]).returning('contract_id').execute();
  const receivable = (number: string, owner: number, checkStatus: number, returnTime: string, money: string) =>
    ({ ...rec(owner, on(3, 6)), number, customer_id: c1, contract_id: contracts[0].contract_id, check_status: checkStatus, return_time: returnTime, money });
  await t.db.insertInto('crm_receivables').values([
    receivable('R1', LINA, 1, '2024-03-06', '300.00'),
    receivable('R2', LINA, 0, '2024-03-07', '55.00'),
    receivable('R3', LIUYANG, 1, '2024-03-21', '700.00'),
  ]).execute();

  const followUp = (types: string, typesId: number, author: number, created: Date, links: { business?: number; contacts?: number } = {}) => ({
    types, types_id: typesId, content: `${types}的跟进`, category: '打电话', batch_id: batch(), create_user_id: author,
    create_time: created, update_time: created,
    business_ids: links.business ? `,${links.business},` : ',', contacts_ids: links.contacts ? `,${links.contacts},` : ',',
  });
  await t.db.insertInto('admin_record').values([
    followUp('crm_customer', c1, LINA, on(3, 11), { business: b1, contacts: n1 }),
    followUp('crm_customer', c1, LINA, on(3, 12)),
    followUp('crm_leads', 1, LINA, on(3, 12)),
    followUp('crm_business', b1, LINA, on(3, 13)),
    followUp('crm_customer', c1, LINA, on(2, 13)),
    followUp('crm_customer', c1, LIUYANG, on(3, 12)),
    followUp('crm_contract', contracts[0].contract_id, ADMIN, on(3, 12)),
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('queryBulletin: counts within the caller\'s scope', () => {
  it('a salesperson: her own records created in the period', async () => {
    expect(await data('queryBulletin', sales, MARCH)).toEqual({
      leadsCount: 1, customerCount: 2, contactsCount: 1, productCount: 1, businessCount: 5, contractCount: 4, receivablesCount: 2,
      recordCount: 4, recordStatusCount: 2, contractMoney: '1600.50', receivablesMoney: '300.00',
    });
  });

  it('her manager: himself and his team; admin: everyone', async () => {
    expect(await data('queryBulletin', manager, MARCH)).toEqual({
      leadsCount: 2, customerCount: 4, contactsCount: 2, productCount: 1, businessCount: 6, contractCount: 5, receivablesCount: 3,
      recordCount: 5, recordStatusCount: 3, contractMoney: '3600.50', receivablesMoney: '1000.00',
    });
    expect(await data('queryBulletin', admin, MARCH)).toEqual({
      leadsCount: 3, customerCount: 6, contactsCount: 2, productCount: 2, businessCount: 6, contractCount: 5, receivablesCount: 3,
      recordCount: 6, recordStatusCount: 3, contractMoney: '3600.50', receivablesMoney: '1000.00',
    });
  });

  it('requested users and departments, never past the caller\'s scope', async () => {
    // 李娜 asking for 刘洋, for 王芳's department, or for the whole company sees nothing of theirs
    expect(await data('queryBulletin', sales, { ...MARCH, userIds: String(LIUYANG) })).toEqual(zeroBulletin);
    expect(await data('queryBulletin', sales, { ...MARCH, deptIds: '4' })).toEqual(zeroBulletin);
    expect(await data('queryBulletin', sales, { ...MARCH, deptIds: '1' })).toEqual(await data('queryBulletin', sales, MARCH));
    // her manager asking for her: exactly her figures; for 刘洋 + 张伟 by id
    expect(await data('queryBulletin', manager, { ...MARCH, userIds: String(LINA) })).toEqual(await data('queryBulletin', sales, MARCH));
    expect(await data('queryBulletin', manager, { ...MARCH, userIds: `${LIUYANG},${MANAGER}` })).toMatchObject({ customerCount: 2, contractCount: 1, contractMoney: '2000.00' });
    // a department includes the departments below it: 销售部 (2) holds 张伟 and, through 销售一组, 李娜 and 刘洋
    expect(await data('queryBulletin', admin, { ...MARCH, deptIds: '2' })).toEqual(await data('queryBulletin', manager, MARCH));
    expect(await data('queryBulletin', admin, { ...MARCH, deptIds: '3', userIds: String(FINANCE) })).toMatchObject({ customerCount: 4, leadsCount: 3 });
  });

  it('a module the caller cannot open counts 0 (王芳: no leads, contacts, business)', async () => {
    expect(await data('queryBulletin', finance, MARCH)).toEqual({ ...zeroBulletin, customerCount: 1 });
  });

  it('counts the period only: February, and today\'s preset', async () => {
    expect(await data('queryBulletin', sales, { startTime: '2024-02-01', endTime: '2024-02-29' }))
      .toMatchObject({ customerCount: 1, businessCount: 1, recordCount: 1, contractCount: 0 });
    expect(await data('queryBulletin', sales, { startTime: '2024-03-31', endTime: '2024-03-31' })).toMatchObject({ customerCount: 1, leadsCount: 0 });
    const now = new Date();
    await t.db.insertInto('crm_customer').values({ ...rec(LINA, now), customer_name: '李娜今天的客户' }).execute();
    expect(await data('queryBulletin', sales, { type: 'today' })).toMatchObject({ customerCount: 1 });
    expect(await data('queryBulletin', sales, { type: 'yesterday' })).toMatchObject({ customerCount: 0 });
    expect(await data('queryBulletin', sales, {})).toMatchObject({ customerCount: 1 });
    await t.db.deleteFrom('crm_customer').where('customer_name', '=', '李娜今天的客户').execute();
  });
});

describe('queryBulletinInfo: the figure\'s module list', () => {
  const LABELS: Record<number, string> = {
    1: 'leadsCount', 2: 'customerCount', 3: 'contactsCount', 4: 'productCount', 5: 'businessCount', 6: 'contractCount', 7: 'receivablesCount',
  };

  it('totals equal the bulletin\'s counts for every module and caller', async () => {
    for (const [token, params] of [[sales, MARCH], [manager, MARCH], [admin, MARCH], [finance, MARCH], [manager, { ...MARCH, userIds: String(LINA) }], [sales, { ...MARCH, userIds: String(LIUYANG) }]] as const) {
      const bulletin = await data('queryBulletin', token, params);
      for (const [label, key] of Object.entries(LABELS)) {
        const page = await data('queryBulletinInfo', token, { ...params, label, page: 1, limit: 100 });
        expect([label, page.totalRow, page.list.length]).toEqual([label, bulletin[key], bulletin[key]]);
      }
    }
  });

  it('answers the module\'s queryPageList rows (names, columns), newest first by default', async () => {
    const page = await data('queryBulletinInfo', sales, { ...MARCH, label: 2 });
    expect(page.list.map((r: Record<string, unknown>) => r.customerName)).toEqual(['李娜客户二', '李娜客户一']);
    expect(page.list[0]).toMatchObject({ ownerUserName: '李娜', customerId: expect.any(Number) });
    const contracts = await data('queryBulletinInfo', manager, { ...MARCH, label: 6, limit: 2 });
    expect(contracts.totalRow).toBe(5);
    expect(contracts.list).toHaveLength(2);
    expect(contracts.money).toEqual({ contractMoney: '3600.50', receivedMoney: '1000.00' });
  });

  it('narrows by the keyword and filters typed into the list, never by a scene', async () => {
    const searched = await data('queryBulletinInfo', sales, { ...MARCH, label: 2, search: '客户二' });
    expect(searched.list.map((r: Record<string, unknown>) => r.customerName)).toEqual(['李娜客户二']);
    expect(searched.totalRow).toBe(1);
    const filtered = await data('queryBulletinInfo', sales, { ...MARCH, label: 2, data: { n: { name: 'customer_name', condition: 'is', value: '李娜客户一' } } });
    expect(filtered.totalRow).toBe(1);
    // a scene id is ignored: the figure's records stay the figure's
    expect((await data('queryBulletinInfo', sales, { ...MARCH, label: 2, sceneId: 999999 })).totalRow).toBe(2);
  });

  it('counts exactly past the lists\' usual cap, so a big figure opens a list of that very total', async () => {
    // 1,234 customers of 刘洋 in June 2023, a month no other test reads (the usual cap is 1,000)
    const june = new Date(2023, 5, 15, 12);
    await t.db.insertInto('crm_customer').values(Array.from({ length: 1234 }, (_, i) => ({ ...rec(LIUYANG, june), customer_name: `批量客户${i}` }))).execute();
    const params = { startTime: '2023-06-01', endTime: '2023-06-30', userIds: String(LIUYANG) };
    expect((await data('queryBulletin', admin, params)).customerCount).toBe(1234);
    expect((await data('queryBulletinInfo', admin, { ...params, label: 2, limit: 15 })).totalRow).toBe(1234);
  });

  it('refuses a missing or unknown label', async () => {
    expect(await call('queryBulletinInfo', sales, MARCH)).toMatchObject({ code: 500, msg: '模块类型不能为空' });
    expect(await call('queryBulletinInfo', sales, { ...MARCH, label: 9 })).toMatchObject({ code: 500, msg: '模块类型格式不正确' });
  });
});

describe('sellMonth: approved money by order / return date per bucket', () => {
  it('daily buckets of a month', async () => {
    const answer = await data('sellMonth', sales, MARCH);
    expect(answer.list).toHaveLength(31);
    expect(answer.list[0]).toEqual({ type: '20240301', contractMoneys: '0.00', receivablesMoneys: '0.00' });
    expect(answer.list.filter((b: Record<string, string>) => b.contractMoneys !== '0.00' || b.receivablesMoneys !== '0.00')).toEqual([
      { type: '20240305', contractMoneys: '1000.00', receivablesMoneys: '0.00' },
      { type: '20240306', contractMoneys: '0.00', receivablesMoneys: '300.00' },
      { type: '20240320', contractMoneys: '500.50', receivablesMoneys: '0.00' },
    ]);
    expect(answer).toMatchObject({ totlaContractMoney: '1500.50', totlaReceivablesMoney: '300.00' });
    const team = await data('sellMonth', manager, MARCH);
    expect(team.list[4]).toEqual({ type: '20240305', contractMoneys: '3000.00', receivablesMoneys: '0.00' });
    expect(team).toMatchObject({ totlaContractMoney: '3500.50', totlaReceivablesMoney: '1000.00' });
  });

  it('monthly buckets of a year; nothing of others for the salesperson', async () => {
    const answer = await data('sellMonth', sales, YEAR);
    expect(answer.list.map((b: Record<string, string>) => b.type)).toEqual(['202401', '202402', '202403', '202404', '202405', '202406', '202407', '202408', '202409', '202410', '202411', '202412']);
    expect(answer.list[1]).toEqual({ type: '202402', contractMoneys: '100.00', receivablesMoneys: '0.00' });
    expect(answer.list[2]).toEqual({ type: '202403', contractMoneys: '1500.50', receivablesMoneys: '300.00' });
    expect(answer.totlaContractMoney).toBe('1600.50');
    expect(await data('sellMonth', sales, { ...YEAR, userIds: String(LIUYANG) })).toMatchObject({ totlaContractMoney: '0.00', totlaReceivablesMoney: '0.00' });
  });
});

describe('queryPerformance: money against the targets', () => {
  beforeAll(async () => {
    const months = (values: Record<string, number>) => values;
    const saved = await postJson(t, 'achievement/setAchievement', [
      { objId: LINA, type: 3, year: '2024', status: 1, ...months({ february: 1000, march: 3000 }) },
      { objId: LIUYANG, type: 3, year: '2024', status: 1, ...months({ march: 1000 }) },
      { objId: 3, type: 2, year: '2024', status: 1, ...months({ march: 5000 }) },
    ], admin);
    expect(saved.code).toBe(0);
  });

  it('a whole month: her money, her target', async () => {
    expect(await data('queryPerformance', sales, { ...MARCH, status: 1 })).toEqual({
      contractMoneys: '1500.50', receivablesMoneys: '300.00', achievementMoneys: '3000.00', proportion: '50.02',
    });
  });

  it('part of a month takes the month\'s target prorated by days; months across a range add up', async () => {
    // 1-10 March: 3000 × 10/31
    expect(await data('queryPerformance', sales, { startTime: '2024-03-01', endTime: '2024-03-10', status: 1 })).toEqual({
      contractMoneys: '1000.00', receivablesMoneys: '300.00', achievementMoneys: '967.74', proportion: '103.33',
    });
    // 15-29 February (15 of 29 days) and all of March: 1000 × 15/29 + 3000
    expect(await data('queryPerformance', sales, { startTime: '2024-02-15', endTime: '2024-03-31', status: 1 }))
      .toMatchObject({ contractMoneys: '1600.50', achievementMoneys: '3517.24', proportion: '45.50' });
  });

  it('the manager: his team\'s targets, or the department\'s own target when he asks for a department', async () => {
    expect(await data('queryPerformance', manager, { ...MARCH, status: 1 })).toEqual({
      contractMoneys: '3500.50', receivablesMoneys: '1000.00', achievementMoneys: '4000.00', proportion: '87.51',
    });
    expect(await data('queryPerformance', manager, { ...MARCH, status: 1, deptIds: '3' })).toMatchObject({ achievementMoneys: '5000.00', proportion: '70.01' });
    // a user asked for beside the department: the users' targets
    expect(await data('queryPerformance', manager, { ...MARCH, status: 1, deptIds: '3', userIds: String(LINA) })).toMatchObject({ achievementMoneys: '4000.00' });
    // 李娜 sees only herself of 销售一组: her own target, not the department's
    expect(await data('queryPerformance', sales, { ...MARCH, status: 1, deptIds: '3' })).toMatchObject({ contractMoneys: '1500.50', achievementMoneys: '3000.00' });
  });

  it('no target: 0 and a proportion of 0; a request outside the scope: nothing', async () => {
    expect(await data('queryPerformance', sales, { ...MARCH, status: 2 })).toEqual({
      contractMoneys: '1500.50', receivablesMoneys: '300.00', achievementMoneys: '0.00', proportion: '0.00',
    });
    expect(await data('queryPerformance', sales, { ...MARCH, status: 1, userIds: String(LIUYANG) })).toEqual({
      contractMoneys: '0.00', receivablesMoneys: '0.00', achievementMoneys: '0.00', proportion: '0.00',
    });
  });

  it('refuses a missing or unknown status', async () => {
    expect(await call('queryPerformance', sales, MARCH)).toMatchObject({ code: 500, msg: '目标类型不能为空' });
    expect(await call('queryPerformance', sales, { ...MARCH, status: 3 })).toMatchObject({ code: 500, msg: '目标类型格式不正确' });
  });
});

describe('queryBusiness: the funnel of a stage group', () => {
  it('each stage\'s open businesses, won and lost sums (the first enabled group by default)', async () => {
    const funnel = await data('queryBusiness', sales, MARCH);
    expect(funnel).toEqual({
      list: [
        { count: 1, name: '验证客户', orderNum: 1, money: '100.00', typeId: 1, statusId: 1 },
        { count: 1, name: '需求分析', orderNum: 2, money: '200.00', typeId: 1, statusId: 2 },
        { count: 0, name: '方案/报价', orderNum: 3, money: '0.00', typeId: 1, statusId: 3 },
      ],
      sumMoney: '300.00', sumYing: '300.00', sumShu: '400.00',
    });
    const team = await data('queryBusiness', manager, { ...MARCH, typeId: 1 });
    expect(team.list[0]).toMatchObject({ count: 2, money: '150.00' });
    expect(team.sumMoney).toBe('350.00');
  });

  it('zeros without the business right, or for others\' people; refuses an unknown group', async () => {
    const none = await data('queryBusiness', finance, MARCH);
    expect(none.list.map((s: Record<string, unknown>) => [s.count, s.money])).toEqual([[0, '0.00'], [0, '0.00'], [0, '0.00']]);
    expect(none).toMatchObject({ sumMoney: '0.00', sumYing: '0.00', sumShu: '0.00' });
    expect((await data('queryBusiness', sales, { ...MARCH, userIds: String(LIUYANG) })).sumMoney).toBe('0.00');
    expect(await call('queryBusiness', sales, { ...MARCH, typeId: 999 })).toMatchObject({ code: 500, msg: '该商机组不存在或已被删除' });
    expect(await call('queryBusiness', sales, { ...MARCH, typeId: 'x' })).toMatchObject({ code: 500, msg: '商机组格式不正确' });
  });
});

describe('follow-up records', () => {
  it('queryRecordConunt: every module, 0 filled, adding up to the bulletin\'s recordCount', async () => {
    expect(await data('queryRecordConunt', sales, MARCH)).toEqual([
      { crmType: 'crm_customer', count: 2 }, { crmType: 'crm_leads', count: 1 }, { crmType: 'crm_contacts', count: 0 },
      { crmType: 'crm_business', count: 1 }, { crmType: 'crm_contract', count: 0 },
    ]);
    expect(await data('queryRecordConunt', admin, MARCH)).toEqual([
      { crmType: 'crm_customer', count: 3 }, { crmType: 'crm_leads', count: 1 }, { crmType: 'crm_contacts', count: 0 },
      { crmType: 'crm_business', count: 1 }, { crmType: 'crm_contract', count: 1 },
    ]);
    expect((await data('queryRecordConunt', sales, { ...MARCH, userIds: String(LIUYANG) })).every((r: { count: number }) => r.count === 0)).toBe(true);
  });

  it('queryRecordList: a Page, newest first, the record\'s name, links and author', async () => {
    const page = await data('queryRecordList', sales, { ...MARCH, crmType: 'crm_customer', page: 1, limit: 10 });
    expect(page.totalRow).toBe(2);
    expect(page.list.map((r: Record<string, unknown>) => r.createTime)).toEqual(['2024-03-12 12:00:00', '2024-03-11 12:00:00']);
    expect(page.list[1]).toMatchObject({
      types: 'crm_customer', typesId: c1, typesName: '李娜客户一', content: 'crm_customer的跟进', category: '打电话', realname: '李娜',
      createUserId: LINA, img: [], file: [],
      businessList: [expect.objectContaining({ businessId: b1, businessName: '李娜验证' })],
      contactsList: [expect.objectContaining({ contactsId: n1, name: '李娜联系人' })],
    });
    expect(page.list[0]).toMatchObject({ businessList: [], contactsList: [] });
    const second = await data('queryRecordList', sales, { ...MARCH, crmType: 'crm_customer', page: 2, limit: 1 });
    expect(second).toMatchObject({
      pageNumber: 2, pageSize: 1, totalPage: 2, totalRow: 2, firstPage: false, lastPage: true,
      list: [expect.objectContaining({ createTime: '2024-03-11 12:00:00' })],
    });
    // pageType 0: every row, no Page (contract 1.5)
    expect((await data('queryRecordList', sales, { ...MARCH, crmType: 'crm_customer', pageType: 0 })).map((r: Record<string, unknown>) => r.createTime))
      .toEqual(['2024-03-12 12:00:00', '2024-03-11 12:00:00']);
    // the manager reads 刘洋's too; 李娜 never
    expect((await data('queryRecordList', manager, { ...MARCH, crmType: 'crm_customer' })).totalRow).toBe(3);
    expect(await data('queryRecordList', sales, { ...MARCH, crmType: 'crm_customer', userIds: String(LIUYANG) })).toMatchObject({ list: [], totalRow: 0 });
  });

  it('refuses a missing or unknown crmType', async () => {
    expect(await call('queryRecordList', sales, MARCH)).toMatchObject({ code: 500, msg: '跟进类型不能为空' });
    expect(await call('queryRecordList', sales, { ...MARCH, crmType: 'crm_product' })).toMatchObject({ code: 500, msg: '跟进类型格式不正确' });
  });
});

describe('the common parameters', () => {
  it.each([
    [{ type: 'decade' }, '时间类型格式不正确'],
    [{ startTime: '2024-02-30', endTime: '2024-03-01' }, '开始时间格式不正确'],
    [{ startTime: '2024-03-01', endTime: 'soon' }, '结束时间格式不正确'],
    [{ startTime: '2024-03-01' }, '结束时间不能为空'],
    [{ startTime: '2024-03-02', endTime: '2024-03-01' }, '开始时间不能晚于结束时间'],
    [{ userIds: '5,x' }, '员工格式不正确'],
    [{ deptIds: '-1' }, '部门格式不正确'],
  ])('every call refuses %j with %s', async (params, msg) => {
    for (const path of ['queryBulletin', 'queryBulletinInfo', 'sellMonth', 'queryPerformance', 'queryBusiness', 'queryRecordConunt', 'queryRecordList']) {
      expect([path, await call(path, sales, { label: 2, status: 1, crmType: 'crm_customer', ...params })]).toEqual([path, expect.objectContaining({ code: 500, msg })]);
    }
  });

  it('needs a session', async () => {
    expect(await t.call('Crm/Instrument/queryBulletin', MARCH)).toMatchObject({ code: 302 });
  });
});
