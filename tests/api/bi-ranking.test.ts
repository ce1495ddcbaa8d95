// BI 排行榜 (contract 12.2 biRanking/*): each ranking against a hand-counted fixture inserted with
// fixed 2024 times and read back with custom ranges (so the day the test runs does not matter):
// approved rows only, the period's bounds (dates and timestamps), highest first, the department
// and its children; the caller's reach (the manager sees his team, admin everyone), the guard's
// refusal without bi.ranking.read, and an empty answer for no department.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;

const { admin: ADMIN, manager: MANAGER, sales: LINA, sales2: LIUYANG, finance: FINANCE } = SEED_USER;
const MARCH = { startTime: '2024-03-01', endTime: '2024-03-31' };
/** 办公室, the top department: everyone. 销售部 (2) holds 张伟 and, below it, 销售一组 (3): 李娜, 刘洋. */
const TOP = 1;
const SALES_DEPT = 2;
const on = (month: number, day: number, hour = 12) => new Date(2024, month - 1, day, hour);
const batch = () => randomUUID().replaceAll('-', '');
const rec = (owner: number, created: Date, creator = owner) =>
  ({ owner_user_id: owner, create_user_id: creator, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}) });

async function rank(path: string, token: string, params: Record<string, unknown>) {
  const body = await t.call(`biRanking/${path}`, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales] = await Promise.all(['admin', 'manager', 'sales'].map((u) => t.login(u)));
  const customers = await t.db.insertInto('crm_customer').values([
    { ...rec(LINA, on(3, 1, 0)), customer_name: '三月一日零点' },
    { ...rec(LINA, on(3, 31, 23)), customer_name: '三月末' },
    { ...rec(LINA, on(4, 1, 0)), customer_name: '四月一日零点' },
    { ...rec(LIUYANG, on(3, 10)), customer_name: '刘洋客户' },
    { ...rec(FINANCE, on(3, 10)), customer_name: '王芳客户' },
  ]).returning('customer_id').execute();
  const c1 = customers[0]!.customer_id;
  await t.db.insertInto('crm_contacts').values([
    { ...rec(LIUYANG, on(3, 5)), name: '刘洋联系人一', customer_id: c1 },
    { ...rec(LIUYANG, on(3, 6)), name: '刘洋联系人二', customer_id: c1 },
    { ...rec(MANAGER, on(3, 7)), name: '张伟联系人', customer_id: c1 },
  ]).execute();
  const contract = (num: string, owner: number, status: number, orderDate: string, money: string) =>
    ({ ...rec(owner, on(3, 5)), name: `合同${num}`, num, customer_id: c1, check_status: status, order_date: orderDate, money });
  const contracts = await t.db.insertInto('crm_contract').values([
    contract('K1', LINA, 1, '2024-03-01', '1000.10'),
    contract('K2', LINA, 1, '2024-03-31', '0.20'),
    contract('K3', LIUYANG, 1, '2024-03-15', '5000.00'),
    contract('K4', LIUYANG, 0, '2024-03-15', '9999.00'), // not approved
    contract('K5', MANAGER, 1, '2024-04-01', '7777.00'), // April
    contract('K6', FINANCE, 1, '2024-03-02', '300.00'),
  ]).returning('contract_id').execute();
  const [k1, , k3] = contracts.map((c) => c.contract_id);
  const products = await t.db.insertInto('crm_product').values([
    { ...rec(ADMIN, on(1, 1)), name: '软件', category_id: 23 },
    { ...rec(ADMIN, on(1, 1)), name: '服务', category_id: 23 },
  ]).returning('product_id').execute();
  const line = (contractId: number, productId: number, num: number) =>
    ({ contract_id: contractId, product_id: productId, price: '1', sales_price: '1', num, discount: '0', subtotal: String(num) });
  await t.db.insertInto('crm_contract_product').values([
    line(k1!, products[0]!.product_id, 2), line(k1!, products[1]!.product_id, 5), line(k3!, products[0]!.product_id, 4),
    line(contracts[3]!.contract_id, products[1]!.product_id, 100), // the unapproved contract's line
  ]).execute();
  const receivable = (number: string, owner: number, status: number, returnTime: string, money: string) =>
    ({ ...rec(owner, on(3, 6)), number, customer_id: c1, contract_id: k1!, check_status: status, return_time: returnTime, money });
  await t.db.insertInto('crm_receivables').values([
    receivable('R1', LINA, 1, '2024-03-06', '300.00'),
    receivable('R2', LINA, 1, '2024-03-07', '0.05'),
    receivable('R3', LIUYANG, 1, '2024-03-21', '700.00'),
    receivable('R4', LIUYANG, 2, '2024-03-22', '900.00'), // rejected
  ]).execute();
  const followUp = (types: string, typesId: number, author: number, created: Date) => ({
    types, types_id: typesId, content: '跟进', category: '打电话', batch_id: batch(), create_user_id: author, create_time: created, update_time: created,
  });
  await t.db.insertInto('admin_record').values([
    followUp('crm_customer', c1, LINA, on(3, 11)),
    followUp('crm_customer', c1, LINA, on(3, 12)),
    followUp('crm_customer', customers[1]!.customer_id, LINA, on(3, 12)),
    followUp('crm_leads', 1, LINA, on(3, 12)),
    followUp('crm_customer', c1, LIUYANG, on(3, 12)),
    followUp('crm_customer', c1, LIUYANG, on(2, 12)), // February
  ]).execute();
  const examine = (creator: number, category: number, status: number, created: Date) =>
    ({ category_id: category, content: '出差', create_user_id: creator, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}), check_status: status });
  await t.db.insertInto('oa_examine').values([
    examine(LIUYANG, 3, 1, on(3, 3)), examine(LIUYANG, 3, 1, on(3, 4)), examine(LINA, 3, 1, on(3, 4)),
    examine(LINA, 3, 0, on(3, 5)), // still in review
    examine(LINA, 2, 1, on(3, 5)), // leave, not travel
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biRanking', () => {
  it('ranks approved contract money by owner, highest first, with their department', async () => {
    expect(await rank('contractRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { money: '5000.00', realname: '刘洋', ownerUserId: LIUYANG, structureName: '销售一组' },
      { money: '1000.30', realname: '李娜', ownerUserId: LINA, structureName: '销售一组' },
      { money: '300.00', realname: '王芳', ownerUserId: FINANCE, structureName: '财务部' },
    ]);
    // 销售部 and the departments below it: 王芳 (财务部) is not counted
    expect((await rank('contractRanKing', admin, { deptId: SALES_DEPT, ...MARCH })).map((r) => r.realname)).toEqual(['刘洋', '李娜']);
    expect(await rank('contractRanKing', admin, { deptId: TOP, startTime: '2024-04-01', endTime: '2024-04-30' })).toEqual([
      { money: '7777.00', realname: '张伟', ownerUserId: MANAGER, structureName: '销售部' },
    ]);
  });

  it('ranks receivables, contract counts and units sold', async () => {
    expect(await rank('receivablesRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { money: '700.00', realname: '刘洋', ownerUserId: LIUYANG, structureName: '销售一组' },
      { money: '300.05', realname: '李娜', ownerUserId: LINA, structureName: '销售一组' },
    ]);
    expect(await rank('contractCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 2, realname: '李娜', ownerUserId: LINA, structureName: '销售一组' },
      { count: 1, realname: '刘洋', ownerUserId: LIUYANG, structureName: '销售一组' },
      { count: 1, realname: '王芳', ownerUserId: FINANCE, structureName: '财务部' },
    ]);
    expect(await rank('productCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 7, realname: '李娜', ownerUserId: LINA, structureName: '销售一组' },
      { count: 4, realname: '刘洋', ownerUserId: LIUYANG, structureName: '销售一组' },
    ]);
    expect(await rank('contractProductRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      expect.objectContaining({ num: 6, productName: '软件', categoryId: 23 }),
      expect.objectContaining({ num: 5, productName: '服务', categoryId: 23 }),
    ]);
  });

  it('ranks new customers and contacts by creator, the period\'s first and last instant included', async () => {
    expect(await rank('customerCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 2, realname: '李娜', createUserId: LINA, structureName: '销售一组' },
      { count: 1, realname: '刘洋', createUserId: LIUYANG, structureName: '销售一组' },
      { count: 1, realname: '王芳', createUserId: FINANCE, structureName: '财务部' },
    ]);
    expect(await rank('contactsCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 2, realname: '刘洋', createUserId: LIUYANG, structureName: '销售一组' },
      { count: 1, realname: '张伟', createUserId: MANAGER, structureName: '销售部' },
    ]);
  });

  it('ranks follow-ups, customers followed and business trips', async () => {
    expect(await rank('recordCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 4, realname: '李娜', createUserId: LINA, structureName: '销售一组' },
      { count: 1, realname: '刘洋', createUserId: LIUYANG, structureName: '销售一组' },
    ]);
    expect(await rank('customerGenjinCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 2, realname: '李娜', ownerUserId: LINA, structureName: '销售一组' },
      { count: 1, realname: '刘洋', ownerUserId: LIUYANG, structureName: '销售一组' },
    ]);
    expect(await rank('travelCountRanKing', admin, { deptId: TOP, ...MARCH })).toEqual([
      { count: 2, realname: '刘洋', createUserId: LIUYANG, structureName: '销售一组' },
      { count: 1, realname: '李娜', createUserId: LINA, structureName: '销售一组' },
    ]);
  });

  it('counts only the people within the caller\'s reach, nobody without a department, and refuses those without the right', async () => {
    // the sales manager's roles reach himself and his team (本人及下属): naming the top department does not show 王芳
    expect((await rank('contractRanKing', manager, { deptId: TOP, ...MARCH })).map((r) => r.realname)).toEqual(['刘洋', '李娜']);
    expect(await rank('contractRanKing', admin, { ...MARCH })).toEqual([]);
    expect(await rank('contractRanKing', admin, { deptId: 999999, ...MARCH })).toEqual([]);
    const refused = await t.call('biRanking/contractRanKing', { deptId: TOP, ...MARCH }, sales);
    expect(refused.code).not.toBe(0);
    expect(await t.call('biRanking/contractRanKing', { deptId: TOP, type: 'someday' }, admin)).toMatchObject({ code: 500, msg: '时间类型格式不正确' });
    expect(await t.call('biRanking/contractRanKing', { deptId: 'x', ...MARCH }, admin)).toMatchObject({ code: 500 });
  });
});
