// queryPageList of the CRM modules (contract 6.2-6.4): filters, keyword, sort, paging, scenes,
// data scope, the pool, the per-module extras, and refusals. Records are inserted directly so the
// tests control owners, times and custom values.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { designerRows, postJson, saveDesign } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let finance: string;
let revenueId: number;
let contactUserId: number;

const LEVEL = 17;
const SOURCE = 18;
let minute = 0;
const at = () => new Date(2025, 0, 1, 8, minute++);

interface CustomerInit {
  name: string; owner?: number | null; creator?: number; mobile?: string; telephone?: string; custom?: Record<string, string>;
  nextTime?: string | null; dealStatus?: number; address?: string; ro?: string; rw?: string;
}

async function customer(init: CustomerInit): Promise<number> {
  const time = at();
  const row = await t.db.insertInto('crm_customer').values({
    customer_name: init.name, owner_user_id: init.owner === undefined ? 3 : init.owner, create_user_id: init.creator ?? 3,
    mobile: init.mobile ?? null, telephone: init.telephone ?? null, next_time: init.nextTime ?? null, deal_status: init.dealStatus ?? 0,
    address: init.address ?? null, ro_user_id: init.ro ?? ',', rw_user_id: init.rw ?? ',',
    create_time: time, update_time: time, batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify(init.custom ?? {}),
  }).returning('customer_id').executeTakeFirstOrThrow();
  return row.customer_id;
}

const list = (token: string, body: Record<string, unknown> = {}, path = 'CrmCustomer/queryPageList') => postJson(t, path, body, token);
const names = (body: { data?: { list: Record<string, unknown>[] } }) => body.data!.list.map((r) => r.customerName as string);
const cond = (name: string, condition: string, value?: unknown, extra: Record<string, unknown> = {}) =>
  ({ data: { [name]: { name, condition, value, ...extra } }, limit: 100 });

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, finance] = await Promise.all(['admin', 'manager', 'sales', 'finance'].map((u) => t.login(u)));
  const rows = await designerRows(t, admin, 2);
  const saved = await saveDesign(t, admin, 2, [
    ...rows, { name: '年营收', type: 5, formType: 'number' }, { name: '对接人', type: 10, formType: 'user' },
  ]);
  if (saved.code !== 0) throw new Error(saved.msg);
  const fields = await t.db.selectFrom('admin_field').select(['field_id', 'name']).where('label', '=', 2).execute();
  revenueId = fields.find((f) => f.name === '年营收')!.field_id;
  contactUserId = fields.find((f) => f.name === '对接人')!.field_id;

  await customer({ name: '甲公司', owner: 3, mobile: '13800000001', custom: { [LEVEL]: 'A（重点客户）', [SOURCE]: '广告', [revenueId]: '900' }, nextTime: '2025-03-01 10:00:00', address: '浙江省,杭州市,西湖区' });
  await customer({ name: '乙公司', owner: 4, telephone: '0571-1234', custom: { [LEVEL]: 'B（普通客户）', [revenueId]: '10000', [contactUserId]: '4,5' }, nextTime: '2025-03-05 09:00:00' });
  await customer({ name: '丙公司', owner: 5, custom: { [LEVEL]: 'C（非优先客户）', [revenueId]: '50' }, dealStatus: 1, address: '广东省,深圳市,南山区' });
  await customer({ name: '丁公司', owner: 6, custom: { [LEVEL]: 'A（重点客户）' }, ro: ',5,' });
  await customer({ name: '戊公司', owner: 7, mobile: '13900000005' });
  await customer({ name: '百分之%公司', owner: 5, creator: 5 });
  await customer({ name: '公海客户一', owner: null });
  await customer({ name: '公海客户二', owner: null });
});
afterAll(async () => { await t?.close(); });

describe('CrmCustomer/queryPageList, shape and defaults', () => {
  it('answers {list,totalRow} newest first, rows with columns, names, custom values by label', async () => {
    const body = await list(admin);
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['list', 'totalRow']);
    expect(body.data.totalRow).toBe(6);
    expect(body.data.list).toHaveLength(6);
    expect(names(body)).toEqual(['百分之%公司', '戊公司', '丁公司', '丙公司', '乙公司', '甲公司']);
    const jia = body.data.list.find((r: any) => r.customerName === '甲公司');
    expect(jia).toMatchObject({
      customerId: expect.any(Number), ownerUserName: 'admin', createUserName: 'admin', fieldBatchId: expect.stringMatching(/^[0-9a-f]{32}$/),
      客户级别: 'A（重点客户）', 客户来源: '广告', 年营收: '900', 客户行业: null, mobile: '13800000001', nextTime: '2025-03-01 10:00:00',
      dealStatus: 0, businessCount: 0, roUserId: ',', createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      poolDay: expect.any(Number),
    });
    expect(jia).not.toHaveProperty('custom');
    expect(jia.fieldBatchId).toBe(jia.batchId);
    const yi = body.data.list.find((r: any) => r.customerName === '乙公司');
    expect(yi.对接人).toBe('张伟,李娜');
    expect(body.data.list.find((r: any) => r.customerName === '丙公司').poolDay).toBe('');
  });

  it('pages with page/limit (defaults 1/10) and gives everything with excel', async () => {
    const page2 = await list(admin, { page: 2, limit: 4 });
    expect(names(page2)).toEqual(['乙公司', '甲公司']);
    expect(page2.data.totalRow).toBe(6);
    expect((await list(admin, { limit: 2, excel: '1' })).data.list).toHaveLength(6);
  });

  it('sorts by a column (order 2 asc, else desc), by a joined name and by a custom field', async () => {
    expect(names(await list(admin, { sortField: 'customerName', order: 2 })))
      .toEqual([...names(await list(admin, { sortField: 'customerName', order: 1 }))].reverse());
    const levels = async (order: number) => (await list(admin, { sortField: '客户级别', order, limit: 100 })).data.list.map((r: any) => r.客户级别);
    expect(await levels(2)).toEqual([null, null, 'A（重点客户）', 'A（重点客户）', 'B（普通客户）', 'C（非优先客户）']);
    expect(await levels(1)).toEqual(['C（非优先客户）', 'B（普通客户）', 'A（重点客户）', 'A（重点客户）', null, null]);
    // a custom number sorts as a number, not as text ('10000' < '50' < '900')
    const revenues = async (order: number) => (await list(admin, { sortField: '年营收', order, limit: 100 })).data.list.map((r: any) => r.年营收);
    expect(await revenues(1)).toEqual(['10000', '900', '50', null, null, null]);
    expect((await revenues(2)).slice(3)).toEqual(['50', '900', '10000']);
    const byOwner = await list(admin, { sortField: 'ownerUserName', order: 2 });
    expect(byOwner.code).toBe(0);
    expect(names(await list(admin, { sortField: 'nextTime', order: 1, limit: 2 }))).toEqual(['乙公司', '甲公司']);
    expect(names(await list(admin, { sortField: 'nextTime', order: 2 })).slice(-2)).toEqual(['甲公司', '乙公司']);
  });

  it('puts empty values last going down and first going up, as the original did, so a first click shows values', async () => {
    // 手机 (nullable column) and a custom text: the blanks of a descending sort come after every value
    const mobiles = (await list(admin, { sortField: 'mobile', order: 1, limit: 100 })).data.list.map((r: any) => r.mobile);
    expect(mobiles.slice(0, 2)).toEqual(['13900000005', '13800000001']);
    expect(mobiles.slice(2).every((m: unknown) => m === null)).toBe(true);
    const upward = (await list(admin, { sortField: 'mobile', order: 2, limit: 100 })).data.list.map((r: any) => r.mobile);
    expect(upward.slice(-2)).toEqual(['13800000001', '13900000005']);
    expect(upward.slice(0, -2).every((m: unknown) => m === null)).toBe(true);
  });
});

describe('keyword and filters', () => {
  it('searches name, mobile and telephone; wildcards match literally', async () => {
    expect(names(await list(admin, { search: '甲' }))).toEqual(['甲公司']);
    expect(names(await list(admin, { search: '13900000005' }))).toEqual(['戊公司']);
    expect(names(await list(admin, { search: '0571' }))).toEqual(['乙公司']);
    expect(names(await list(admin, { search: '%' }))).toEqual(['百分之%公司']);
    expect(names(await list(admin, { search: '_' }))).toEqual([]);
  });

  it('is / isNot / contains / notContains on columns and custom fields', async () => {
    expect(names(await list(admin, cond('customer_name', 'is', '乙公司')))).toEqual(['乙公司']);
    expect(names(await list(admin, cond('客户级别', 'is', 'A（重点客户）')))).toEqual(['丁公司', '甲公司']);
    // isNot keeps rows without a value
    expect(names(await list(admin, cond('客户级别', 'isNot', 'A（重点客户）')))).toEqual(['百分之%公司', '戊公司', '丙公司', '乙公司']);
    expect(names(await list(admin, cond('mobile', 'contains', '1380')))).toEqual(['甲公司']);
    expect(names(await list(admin, cond('customer_name', 'notContains', '公司')))).toEqual([]);
    expect(names(await list(admin, cond('客户来源', 'contains', '广')))).toEqual(['甲公司']);
  });

  it('isNull / isNotNull apply without a value', async () => {
    expect(names(await list(admin, cond('mobile', 'isNotNull')))).toEqual(['戊公司', '甲公司']);
    expect(names(await list(admin, cond('客户级别', 'isNull', '')))).toEqual(['百分之%公司', '戊公司']);
    expect(names(await list(admin, cond('next_time', 'isNotNull')))).toEqual(['乙公司', '甲公司']);
  });

  it('gt / egt / lt / elt: custom numbers compare as numbers, datetimes as times', async () => {
    expect(names(await list(admin, cond('年营收', 'gt', '100')))).toEqual(['乙公司', '甲公司']);
    expect(names(await list(admin, cond('年营收', 'egt', '900')))).toEqual(['乙公司', '甲公司']);
    expect(names(await list(admin, cond('年营收', 'lt', '900')))).toEqual(['丙公司']);
    expect(names(await list(admin, cond('年营收', 'elt', '900')))).toEqual(['丙公司', '甲公司']);
    expect(names(await list(admin, cond('年营收', 'is', '900.00')))).toEqual(['甲公司']);
    expect(names(await list(admin, cond('年营收', 'in', '50,10000')))).toEqual(['丙公司', '乙公司']);
    expect(names(await list(admin, cond('next_time', 'gt', '2025-03-02 00:00:00')))).toEqual(['乙公司']);
    expect(names(await list(admin, cond('deal_status', 'egt', 1)))).toEqual(['丙公司']);
  });

  it('in, takePart, datetime ranges, map_address, user fields', async () => {
    expect(names(await list(admin, cond('owner_user_id', 'in', '4,6')))).toEqual(['丁公司', '乙公司']);
    expect(names(await list(admin, cond('ro_user_id', 'takePart', 5)))).toEqual(['丁公司']);
    expect(names(await list(admin, cond('next_time', 'is', '', { formType: 'datetime', start: '2025-03-01 00:00:00', end: '2025-03-04 23:59:59' })))).toEqual(['甲公司']);
    expect(names(await list(admin, cond('next_time', 'is', '', { formType: 'date', start: '2025-03-01', end: '2025-03-05' })))).toEqual(['乙公司', '甲公司']);
    expect(names(await list(admin, cond('address', 'contains', '广东省,深圳市,', { formType: 'map_address' })))).toEqual(['丙公司']);
    expect(names(await list(admin, cond('对接人', 'is', '5')))).toEqual(['乙公司']);
    expect(names(await list(admin, cond('owner_user_name', 'is', '张伟')))).toEqual(['乙公司']);
  });

  it('skips conditions with an empty value, combines several', async () => {
    expect((await list(admin, cond('customer_name', 'is', ''))).data.totalRow).toBe(6);
    const both = await list(admin, { data: {
      a: { name: '客户级别', condition: 'is', value: 'A（重点客户）' }, b: { name: 'owner_user_id', condition: 'is', value: '6' },
    } });
    expect(names(both)).toEqual(['丁公司']);
  });

  it('refuses unknown names, bad values and unknown operators before any SQL runs', async () => {
    const refused = { code: 500, msg: '参数包含非法字段' };
    expect(await list(admin, cond('no_such_column', 'is', '1'))).toEqual(refused);
    expect(await list(admin, cond('customer_name; drop table crm_customer', 'is', '1'))).toEqual(refused);
    expect(await list(admin, cond('owner_user_id', 'is', "1' or '1'='1"))).toEqual(refused);
    expect(await list(admin, cond('next_time', 'gt', 'tomorrow'))).toEqual(refused);
    expect(await list(admin, cond('customer_name', 'startWith', 'x'))).toEqual(refused);
    expect(await list(admin, { sortField: 'nope', order: 1 })).toEqual(refused);
    expect(await list(admin, { data: '{not json' })).toEqual(refused);
    expect(await postJson(t, 'scene/queryPageList', { type: 99 }, admin)).toEqual({ code: 500, msg: 'type不符合要求' });
    expect((await postJson(t, 'scene/queryPageList', { type: 2 }, admin)).data.totalRow).toBe(6);
  });
});

describe('data scope and permissions', () => {
  it('李娜 (sales, 本人) sees her own and those where she is a team member', async () => {
    expect(names(await list(sales))).toEqual(['百分之%公司', '丁公司', '丙公司']);
  });

  it('张伟 (manager, 本人及下属) sees his team\'s; admin everything', async () => {
    expect(names(await list(manager))).toEqual(['百分之%公司', '丁公司', '丙公司', '乙公司']);
    expect((await list(admin)).data.totalRow).toBe(6);
  });

  it('refuses a list without its index permission', async () => {
    // 财务 reads customers (only her own: none) but not leads nor the pool
    expect(await list(finance)).toMatchObject({ code: 0, data: { totalRow: 1 } });
    expect(await list(finance, {}, 'CrmLeads/queryPageList')).toEqual({ code: 500, msg: '无权访问' });
    expect(await list(finance, {}, 'CrmCustomer/queryPoolPageList')).toEqual({ code: 500, msg: '无权访问' });
    expect(await postJson(t, 'scene/queryPageList', { type: 1 }, finance)).toEqual({ code: 500, msg: '无权访问' });
  });
});

describe('scenes in lists', () => {
  const sceneId = async (token: string, type: number, name: string) => {
    const body = await t.call('scene/queryScene', { type }, token);
    return (body.data as { sceneId: number; name: string }[]).find((s) => s.name === name)!.sceneId;
  };

  it('我负责的 / 下属负责的 / 我参与的 / 全部 for the manager and the sales user', async () => {
    expect(names(await list(manager, { sceneId: await sceneId(manager, 2, '我负责的客户') }))).toEqual(['乙公司']);
    expect(names(await list(manager, { sceneId: await sceneId(manager, 2, '下属负责的客户') }))).toEqual(['百分之%公司', '丁公司', '丙公司']);
    expect(names(await list(sales, { sceneId: await sceneId(sales, 2, '我参与的客户') }))).toEqual(['丁公司']);
    expect(names(await list(sales, { sceneId: await sceneId(sales, 2, '下属负责的客户') }))).toEqual([]);
    expect((await list(admin, { sceneId: await sceneId(admin, 2, '全部客户') })).data.totalRow).toBe(6);
  });

  it('request data overrides the scene\'s conditions of the same key', async () => {
    const mine = await sceneId(manager, 2, '我负责的客户');
    expect(names(await list(manager, { sceneId: mine, data: { owner_user_id: { name: 'owner_user_id', condition: 'is', value: 6 } } }))).toEqual(['丁公司']);
  });

  it('refuses another user\'s scene', async () => {
    expect(await list(sales, { sceneId: await sceneId(manager, 2, '我负责的客户') })).toEqual({ code: 500, msg: '场景不存在' });
  });
});

describe('CrmCustomer/queryPoolPageList', () => {
  it('lists customers without owner, unscoped, with putInPoolTodayNum', async () => {
    for (const token of [admin, sales]) {
      const body = await list(token, {}, 'CrmCustomer/queryPoolPageList');
      expect(body.code).toBe(0);
      expect(names(body)).toEqual(['公海客户二', '公海客户一']);
      expect(body.data).toMatchObject({ totalRow: 2, putInPoolTodayNum: 0 });
    }
    await t.db.insertInto('crm_owner_record').values({ type_id: 1, type: 8, pre_owner_user_id: 5, post_owner_user_id: null, create_time: new Date() }).execute();
    expect((await list(admin, {}, 'CrmCustomer/queryPoolPageList')).data.putInPoolTodayNum).toBe(1);
    expect(names(await list(admin, { search: '一' }, 'CrmCustomer/queryPoolPageList'))).toEqual(['公海客户一']);
  });
});

describe('the other modules', () => {
  const batch = () => randomUUID().replaceAll('-', '');
  const rec = (owner: number | null = 3) => {
    const time = at();
    return { create_user_id: 3, owner_user_id: owner, create_time: time, update_time: time, batch_id: batch() };
  };
  const col = (body: { data?: { list: Record<string, unknown>[] } }, key: string) => body.data!.list.map((r) => r[key]);
  let customerId: number;
  let contractId: number;

  beforeAll(async () => {
    customerId = (await t.db.selectFrom('crm_customer').select('customer_id').where('customer_name', '=', '乙公司').executeTakeFirstOrThrow()).customer_id;
    await t.db.insertInto('crm_leads').values([
      { ...rec(5), leads_name: '线索一' }, { ...rec(5), leads_name: '已转线索', is_transform: 1 }, { ...rec(4), leads_name: '线索三' },
    ]).execute();
    await t.db.insertInto('crm_contacts').values([
      { ...rec(5), name: '王五', customer_id: customerId }, { ...rec(4), name: '赵六', customer_id: customerId },
    ]).execute();
    await t.db.insertInto('crm_product').values([
      { ...rec(4), name: '灵犀旗舰版', num: 'P1', price: '1999.50', category_id: 23, custom: JSON.stringify({ 36: '上架' }) },
      { ...rec(4), name: '灵犀标准版', num: 'P2', price: '99', category_id: 23, custom: JSON.stringify({ 36: '下架' }) },
      { ...rec(4), name: '已删产品', num: 'P3', status: 3 },
    ]).execute();
    await t.db.insertInto('crm_business').values([
      { ...rec(5), business_name: '商机进行', customer_id: customerId, type_id: 1, status_id: 2, money: '100.00' },
      { ...rec(5), business_name: '商机赢单', customer_id: customerId, type_id: 1, status_id: 3, is_end: 1 },
      { ...rec(6), business_name: '商机输单', customer_id: customerId, type_id: 1, is_end: 2, ro_user_id: ',5,' },
    ]).execute();
    const contracts = await t.db.insertInto('crm_contract').values([
      { ...rec(5), name: '合同甲', num: 'HT-1', customer_id: customerId, money: '1000.00', check_status: 1, company_user_id: 4, order_date: '2025-02-01' },
      { ...rec(5), name: '合同乙', num: 'HT-2', customer_id: customerId, money: '500.00', check_status: 1 },
      { ...rec(5), name: '合同草稿', num: 'HT-3', customer_id: customerId, money: '700.00', check_status: 5 },
    ]).returning('contract_id').execute();
    contractId = contracts[0].contract_id;
    const plan = await t.db.insertInto('crm_receivables_plan').values({
      num: '1', contract_id: contractId, customer_id: customerId, create_user_id: 3, owner_user_id: 5, create_time: at(), update_time: at(),
    }).returning('plan_id').executeTakeFirstOrThrow();
    await t.db.insertInto('crm_receivables').values([
      { ...rec(5), number: 'HK-1', customer_id: customerId, contract_id: contractId, money: '300.00', check_status: 1, plan_id: plan.plan_id, return_time: '2025-02-10' },
      { ...rec(5), number: 'HK-2', customer_id: customerId, contract_id: contracts[1].contract_id, money: '50.00', check_status: 0 },
    ]).execute();
  });

  it('leads: converted ones hidden by default, shown by their scene', async () => {
    const body = await list(admin, {}, 'CrmLeads/queryPageList');
    expect(col(body, 'leadsName')).toEqual(['线索三', '线索一']);
    expect(col(await list(sales, {}, 'CrmLeads/queryPageList'), 'leadsName')).toEqual(['线索一']);
    const scenes = (await t.call('scene/queryScene', { type: 1 }, admin)).data as { sceneId: number; name: string }[];
    const converted = scenes.find((s) => s.name === '已转化的线索')!.sceneId;
    expect(col(await list(admin, { sceneId: converted }, 'CrmLeads/queryPageList'), 'leadsName')).toEqual(['已转线索']);
  });

  it('contacts: customerName, filterable by the joined name', async () => {
    const body = await list(admin, { data: { c: { name: 'customer_name', condition: 'contains', value: '乙' } } }, 'CrmContacts/queryPageList');
    expect(col(body, 'name')).toEqual(['赵六', '王五']);
    expect(col(body, 'customerName')).toEqual(['乙公司', '乙公司']);
    expect(col(await list(sales, {}, 'CrmContacts/queryPageList'), 'name')).toEqual(['王五']);
  });

  it('product: categoryName, deleted ones hidden, unscoped, custom 是否上下架 scenes', async () => {
    const body = await list(sales, {}, 'CrmProduct/queryPageList');
    expect(col(body, 'name')).toEqual(['灵犀标准版', '灵犀旗舰版']);
    expect(body.data.list[1]).toMatchObject({ categoryName: '默认', price: '1999.50', 是否上下架: '上架' });
    const scenes = (await t.call('scene/queryScene', { type: 4 }, admin)).data as { sceneId: number; name: string }[];
    expect(scenes.map((s) => s.name)).toEqual(['全部产品', '上架的产品', '下架的产品']);
    const off = scenes.find((s) => s.name === '下架的产品')!.sceneId;
    expect(col(await list(admin, { sceneId: off }, 'CrmProduct/queryPageList'), 'name')).toEqual(['灵犀标准版']);
    expect(col(await list(admin, { data: { p: { name: 'price', condition: 'gt', value: '100' } } }, 'CrmProduct/queryPageList'), 'name')).toEqual(['灵犀旗舰版']);
  });

  it('business: names, stage progress, the business_type filter incl. win/lose', async () => {
    const body = await list(admin, {}, 'CrmBusiness/queryPageList');
    expect(body.data.list.map((r: any) => [r.businessName, r.customerName, r.typeName, r.statusName, r.progressBar])).toEqual([
      ['商机输单', '乙公司', '默认商机组', '输单', '0/4'],
      ['商机赢单', '乙公司', '默认商机组', '赢单', '4/4'],
      ['商机进行', '乙公司', '默认商机组', '需求分析', '2/4'],
    ]);
    const filter = (statusId: unknown) => list(admin, { data: { type_id: { name: 'type_id', formType: 'business_type', typeId: 1, statusId } } }, 'CrmBusiness/queryPageList');
    expect(col(await filter('win'), 'businessName')).toEqual(['商机赢单']);
    expect(col(await filter('lose'), 'businessName')).toEqual(['商机输单']);
    expect(col(await filter(2), 'businessName')).toEqual(['商机进行']);
    // 商机赢单 still holds stage 3 but is won: a stage means the open businesses in it
    expect(col(await filter(3), 'businessName')).toEqual([]);
    expect(col(await filter(''), 'businessName')).toHaveLength(3);
    // 李娜 owns two and is a read-only member of the third
    expect(col(await list(sales, {}, 'CrmBusiness/queryPageList'), 'businessName')).toHaveLength(3);
  });

  it('contract: joined names, received/unreceived money, totals of the whole result', async () => {
    const body = await list(admin, { limit: 1 }, 'CrmContract/queryPageList');
    expect(body.data.totalRow).toBe(3);
    expect(body.data.money).toEqual({ contractMoney: '1500.00', receivedMoney: '300.00' });
    const all = await list(admin, { sortField: 'num', order: 2 }, 'CrmContract/queryPageList');
    expect(all.data.list[0]).toMatchObject({
      num: 'HT-1', customerName: '乙公司', businessName: '', contactsName: null, companyUserName: '张伟', receivedMoney: '300.00',
      unreceivedMoney: '700.00', orderDate: '2025-02-01', money: '1000.00',
    });
    const drafts = await list(admin, { data: { s: { name: 'check_status', condition: 'is', value: 5 } } }, 'CrmContract/queryPageList');
    expect(drafts.data).toMatchObject({ totalRow: 1, money: { contractMoney: '0.00', receivedMoney: '0.00' } });
  });

  it('receivables: contract and plan names, filter by contract_num', async () => {
    const body = await list(admin, { data: { n: { name: 'contract_num', condition: 'is', value: 'HT-1' } } }, 'CrmReceivables/queryPageList');
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({
      number: 'HK-1', customerName: '乙公司', contractName: '合同甲', contractNum: 'HT-1', contractMoney: '1000.00', planNum: '1',
      money: '300.00', returnTime: '2025-02-10',
    });
    expect(col(await list(admin, { search: 'HK-2' }, 'CrmReceivables/queryPageList'), 'number')).toEqual(['HK-2']);
  });
});

describe('the total past a thousand matches (docs/crm-lists.md, "The count")', () => {
  it('counts a rare keyword exactly up to 5,000; a plain list past 1,000 is an estimate above 1,000', async () => {
    await sql`
      insert into crm_customer (customer_name, owner_user_id, create_user_id, create_time, update_time, batch_id, custom, ro_user_id, rw_user_id)
      select '博远测控' || g, 3, 3, now(), now(), md5(g::text), '{}'::jsonb, ',', ','
      from generate_series(1, 1200) g
    `.execute(t.db);
    try {
      expect((await list(admin, { search: '博远测控' })).data.totalRow).toBe(1200);
      expect((await list(admin, { search: '博远测控1' })).data.totalRow).toBe(1 + 10 + 100 + 201); // 1, 10-19, 100-199, 1000-1200
      expect((await list(admin, {})).data.totalRow).toBeGreaterThan(1000);
    } finally {
      await sql`delete from crm_customer where customer_name like '博远测控%'`.execute(t.db);
    }
  });
});
