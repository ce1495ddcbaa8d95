// BI 客户画像, 产品分析 and 业绩目标完成情况 (contract 12.2) against hand-counted fixtures of March 2024:
// customers per 客户行业 / 客户级别 / 客户来源 (未知 when empty) with the 已成交 among them, and per
// province; the product lines of approved contracts; an employee's monthly contract target beside
// what was reached, the rate with two decimals, 请先设置业绩目标 without a target; the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;

const { sales: LINA, sales2: LIUYANG } = SEED_USER;
const MARCH = { deptId: 3, startTime: '2024-03-01', endTime: '2024-03-31' };
const batch = () => randomUUID().replaceAll('-', '');
const at = (day: number) => new Date(2024, 2, day, 12);

async function data(path: string, params: Record<string, unknown>, token = admin) {
  const body = await t.call(path, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all(['admin', 'sales'].map((u) => t.login(u)));
  const rec = (owner: number) => ({ owner_user_id: owner, create_user_id: owner, create_time: at(2), update_time: at(2), batch_id: batch() });
  const customer = async (name: string, owner: number, custom: Record<string, string>, deal: number, address = '') =>
    (await t.db.insertInto('crm_customer').values({ ...rec(owner), customer_name: name, custom: JSON.stringify(custom), deal_status: deal, address })
      .returning('customer_id').executeTakeFirstOrThrow()).customer_id;
  const c1 = await customer('北京客户', LINA, { 19: 'IT', 17: 'A（重点客户）', 18: '广告' }, 1, '北京市,北京市,朝阳区');
  await customer('深圳客户', LINA, { 19: 'IT' }, 0, '广东省,深圳市,南山区');
  await customer('空白客户', LINA, {}, 0);
  await customer('金融客户', LIUYANG, { 19: '金融业' }, 1);
  const contract = (num: string, status: number, money: string) =>
    ({ ...rec(LINA), custom: JSON.stringify({}), name: `合同${num}`, num, customer_id: c1, check_status: status, order_date: '2024-03-10', money });
  const [k1, k2] = (await t.db.insertInto('crm_contract').values([contract('P1', 1, '250.00'), contract('P2', 0, '999.00')]).returning('contract_id').execute()).map((k) => k.contract_id);
  const product = async (name: string) => (await t.db.insertInto('crm_product').values({ ...rec(LINA), custom: JSON.stringify({}), name, category_id: 23 })
    .returning('product_id').executeTakeFirstOrThrow()).product_id;
  const [soft, service] = [await product('软件'), await product('服务')];
  const line = (contractId: number, productId: number, num: number, price: string, subtotal: string) =>
    ({ contract_id: contractId, product_id: productId, price, sales_price: price, num, discount: '0', subtotal });
  await t.db.insertInto('crm_contract_product').values([line(k1!, soft, 2, '100.00', '200.00'), line(k1!, service, 1, '50.00', '50.00'), line(k2!, soft, 9, '1', '9')]).execute();
  const months = { january: '1000.00', february: '0.00', march: '2000.00', april: '0', may: '0', june: '0', july: '0', august: '0', september: '0', october: '0', november: '0', december: '0' };
  await t.db.insertInto('crm_achievement').values({ obj_id: LINA, type: 3, year: '2024', status: 1, ...months, yeartarget: '3000.00' }).execute();
});
afterAll(async () => { await t?.close(); });

describe('客户画像', () => {
  it('customers per industry, level and source, 未知 when empty, with the 已成交 among them', async () => {
    const industry = await data('biRanking/portrait', MARCH) as Array<Record<string, unknown>>;
    expect(industry[0]).toEqual({ industry: 'IT', allCustomer: 2, dealCustomer: 1 });
    expect(industry).toEqual(expect.arrayContaining([{ industry: '金融业', allCustomer: 1, dealCustomer: 1 }, { industry: '未知', allCustomer: 1, dealCustomer: 0 }]));
    expect(await data('biRanking/portraitLevel', MARCH)).toEqual([{ level: '未知', allCustomer: 3, dealCustomer: 1 }, { level: 'A（重点客户）', allCustomer: 1, dealCustomer: 1 }]);
    expect(await data('biRanking/portraitSource', MARCH)).toEqual([{ source: '未知', allCustomer: 3, dealCustomer: 1 }, { source: '广告', allCustomer: 1, dealCustomer: 1 }]);
  });

  it('customers per province, the contract\'s thirty in its order', async () => {
    const provinces = await data('biRanking/addressAnalyse', {}) as Array<{ address: string; allCustomer: number; dealCustomer: number }>;
    expect(provinces).toHaveLength(30);
    expect(provinces.slice(0, 4)).toEqual([
      { address: '北京', allCustomer: 1, dealCustomer: 1 }, { address: '上海', allCustomer: 0, dealCustomer: 0 },
      { address: '天津', allCustomer: 0, dealCustomer: 0 }, { address: '广东', allCustomer: 1, dealCustomer: 0 },
    ]);
  });
});

describe('产品分析 and 业绩目标完成情况', () => {
  it('lists the product lines of approved contracts by product name', async () => {
    const lines = await data('bi/productStatistics', MARCH) as Array<Record<string, unknown>>;
    expect(lines.map((l) => [l.productName, l.productNum, l.productPrice, l.productSubtotal, l.contracNum, l.customerName, l.ownerUserName]))
      .toEqual([['服务', 1, '50.00', '50.00', 'P1', '北京客户', '李娜'], ['软件', 2, '100.00', '200.00', 'P1', '北京客户', '李娜']]);
  });

  it('pages of whole months (found from the lines kept per month) are the whole list cut in order, names shared by two products too', async () => {
    const rec = (owner: number) => ({ owner_user_id: owner, create_user_id: owner, create_time: at(2), update_time: at(2), batch_id: batch(), custom: JSON.stringify({}) });
    const product = async (name: string) => (await t.db.insertInto('crm_product').values({ ...rec(LINA), name, category_id: 23 }).returning('product_id').executeTakeFirstOrThrow()).product_id;
    // a second 服务 (the same name: its lines interleave with the first's by date), and 硬件
    const service = (await t.db.selectFrom('crm_product').select('product_id').where('name', '=', '服务').orderBy('product_id').executeTakeFirstOrThrow()).product_id;
    const [service2, hardware] = [await product('服务'), await product('硬件')];
    const customerId = (await t.db.selectFrom('crm_customer').select('customer_id').where('customer_name', '=', '北京客户').executeTakeFirstOrThrow()).customer_id;
    const contract = (num: string, owner: number, status: number, orderDate: string) =>
      ({ ...rec(owner), name: `合同${num}`, num, customer_id: customerId, check_status: status, order_date: orderDate, money: '1.00' });
    const made = await t.db.insertInto('crm_contract').values([
      contract('Q1', LINA, 1, '2024-04-03'), contract('Q2', LIUYANG, 1, '2024-04-20'), contract('Q3', LINA, 1, '2024-05-02'),
      contract('Q4', LINA, 0, '2024-05-05'), contract('Q5', LIUYANG, 1, '2024-05-31'),
    ]).returning('contract_id').execute();
    const line = (k: number, productId: number, num: number) => ({ contract_id: made[k]!.contract_id, product_id: productId, price: '1', sales_price: '1', num, discount: '0', subtotal: String(num) });
    await t.db.insertInto('crm_contract_product').values([
      line(0, service2, 1), line(0, service, 2), line(1, hardware, 3), line(1, service, 4), line(2, service2, 5), line(2, hardware, 6),
      line(3, service, 7), line(4, service, 8), line(4, service2, 9), line(4, hardware, 10),
    ]).execute();
    const SPRING = { deptId: 3, startTime: '2024-03-01', endTime: '2024-05-31' };
    const whole = await data('bi/productStatistics', SPRING) as Array<Record<string, unknown>>;
    // March's two lines and the approved contracts' nine (Q4 a draft), by name, then date, contract and line
    expect(whole.map((l) => `${l.productName}${l.productNum}`)).toEqual(['服务1', '服务1', '服务2', '服务4', '服务5', '服务8', '服务9', '硬件3', '硬件6', '硬件10', '软件2']);
    for (const limit of [1, 2, 3, 4, 15]) {
      const pages: Array<Record<string, unknown>> = [];
      for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page++) {
        const answer = await data('bi/productStatistics', { ...SPRING, page, limit }) as { list: Array<Record<string, unknown>>; totalRow: number };
        expect({ limit, page, total: answer.totalRow }).toEqual({ limit, page, total: whole.length });
        pages.push(...answer.list);
      }
      expect({ limit, pages }).toEqual({ limit, pages: whole });
    }
  });

  it('sets an employee\'s monthly targets beside what was reached; no target, no figures', async () => {
    const months = await data('bi/taskCompleteStatistics', { year: 2024, type: 1, userId: LINA }) as Array<Record<string, unknown>>;
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual([
      { month: '一月', achievement: '1000.00', receivables: '0.00', rate: '0.00' },
      { month: '二月', achievement: '0.00', receivables: '0.00', rate: '0.00' },
      { month: '三月', achievement: '2000.00', receivables: '250.00', rate: '12.50' },
    ]);
    expect(await t.call('bi/taskCompleteStatistics', { year: 2024, type: 2, userId: LINA }, admin)).toMatchObject({ code: 500, msg: '请先设置业绩目标' });
    expect(await t.call('bi/taskCompleteStatistics', { year: 2024, type: 1, deptId: 3 }, admin)).toMatchObject({ code: 500, msg: '请先设置业绩目标' });
    expect(await t.call('bi/taskCompleteStatistics', { year: 2024, type: 1 }, admin)).toMatchObject({ code: 500, msg: '部门id不能为空' });
    expect(await t.call('bi/taskCompleteStatistics', { type: 1, userId: LINA }, admin)).toMatchObject({ code: 500, msg: '年份不能为空' });
  });

  it('refuses those without the group\'s right', async () => {
    for (const path of ['biRanking/portrait', 'biRanking/addressAnalyse', 'bi/productStatistics', 'bi/taskCompleteStatistics']) {
      expect((await t.call(path, { ...MARCH, year: 2024, type: 1 }, sales)).code, path).not.toBe(0);
    }
  });
});
