// BI 员工客户分析 (contract 12.2 biCustomer/*) against a hand-counted fixture of February-April 2024
// for 销售一组 (李娜, 刘洋): new and deal customers per month and per person with the rates, the
// follow-ups and their kinds, the pool's moves, the conversion rows with the customer's 客户行业 and
// 客户来源, and the deal cycle (creation to first approved contract) per month, person, province and
// product; 部门id不能为空 and the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;

const { sales: LINA, sales2: LIUYANG, finance: FINANCE } = SEED_USER;
const GROUP = 3;
const MARCH = { deptId: GROUP, startTime: '2024-03-01', endTime: '2024-03-31' };
const SPRING = { deptId: GROUP, startTime: '2024-02-01', endTime: '2024-03-31' };
const batch = () => randomUUID().replaceAll('-', '');
const at = (month: number, day: number, hour = 12) => new Date(2024, month - 1, day, hour);

async function data(path: string, params: Record<string, unknown>, token = admin) {
  const body = await t.call(`biCustomer/${path}`, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all(['admin', 'sales'].map((u) => t.login(u)));
  const rec = (owner: number, created: Date) => ({ owner_user_id: owner, create_user_id: owner, create_time: created, update_time: created, batch_id: batch() });
  const customer = async (name: string, owner: number, created: Date, address = '', custom: Record<string, string> = {}) =>
    (await t.db.insertInto('crm_customer').values({ ...rec(owner, created), customer_name: name, address, custom: JSON.stringify(custom) })
      .returning('customer_id').executeTakeFirstOrThrow()).customer_id;
  const c1 = await customer('一号客户', LINA, at(3, 2), '北京市,北京市,朝阳区', { 19: 'IT', 18: '广告' });
  const c2 = await customer('二号客户', LINA, at(3, 20));
  const c3 = await customer('三号客户', LIUYANG, at(3, 5));
  const c4 = await customer('二月客户', LINA, at(2, 10));
  await customer('王芳的客户', FINANCE, at(3, 1));
  const contract = (num: string, customerId: number, owner: number, status: number, orderDate: string, money: string) =>
    ({ ...rec(owner, at(3, 1)), custom: JSON.stringify({}), name: `合同${num}`, num, customer_id: customerId, check_status: status, order_date: orderDate, money });
  const [k1, , k3] = (await t.db.insertInto('crm_contract').values([
    contract('1', c1, LINA, 1, '2024-03-12', '1000.00'),
    contract('2', c1, LINA, 1, '2024-03-25', '500.00'),
    contract('3', c4, LINA, 1, '2024-03-10', '300.00'),
    contract('4', c3, LIUYANG, 1, '2024-04-02', '700.00'),
    contract('5', c2, LINA, 0, '2024-03-15', '999.00'),
  ]).returning('contract_id').execute()).map((k) => k.contract_id);
  const receivable = (number: string, contractId: number, returnTime: string, money: string) =>
    ({ ...rec(LINA, at(3, 1)), custom: JSON.stringify({}), number, customer_id: c1, contract_id: contractId, check_status: 1, return_time: returnTime, money });
  await t.db.insertInto('crm_receivables').values([receivable('R1', k1!, '2024-03-20', '400.00'), receivable('R2', k3!, '2024-03-21', '300.00')]).execute();
  const product = (await t.db.insertInto('crm_product').values({ ...rec(LINA, at(1, 1)), custom: JSON.stringify({}), name: '软件', category_id: 23 })
    .returning('product_id').executeTakeFirstOrThrow()).product_id;
  await t.db.insertInto('crm_contract_product').values({ contract_id: k1!, product_id: product, price: '1', sales_price: '1', num: 1, discount: '0', subtotal: '1' }).execute();
  const followUp = (types: string, typesId: number, author: number, created: Date, category: string) => ({
    types, types_id: typesId, content: '跟进', category, batch_id: batch(), create_user_id: author, create_time: created, update_time: created,
  });
  await t.db.insertInto('admin_record').values([
    followUp('crm_customer', c1, LINA, at(3, 11), '打电话'), followUp('crm_customer', c1, LINA, at(3, 12), '打电话'),
    followUp('crm_customer', c2, LINA, at(3, 13), '拜访'), followUp('crm_customer', c3, LIUYANG, at(3, 14), '打电话'),
    followUp('crm_leads', 1, LINA, at(3, 14), '打电话'),
  ]).execute();
  await t.db.insertInto('crm_owner_record').values([
    { type_id: c2, type: 8, pre_owner_user_id: LINA, post_owner_user_id: null, create_time: at(3, 5) },
    { type_id: c2, type: 8, pre_owner_user_id: null, post_owner_user_id: LIUYANG, create_time: at(3, 6) },
    { type_id: c2, type: 8, pre_owner_user_id: null, post_owner_user_id: LINA, create_time: at(3, 7) },
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biCustomer', () => {
  it('new and deal customers per month, the conversion rate, and per person with money and rates', async () => {
    expect(await data('totalCustomerStats', SPRING)).toEqual([
      { type: '202402', customerNum: 1, dealCustomerNum: 0 },
      { type: '202403', customerNum: 3, dealCustomerNum: 2 },
    ]);
    // 2 of 3: 66.67 → 67
    expect(await data('customerConversionStats', SPRING)).toEqual([
      { type: '202402', customerNum: 1, pro: 0, dealCustomerNum: 0 },
      { type: '202403', customerNum: 3, pro: 67, dealCustomerNum: 2 },
    ]);
    expect(await data('totalCustomerTable', MARCH)).toEqual([
      // received 700 of 1800: 38.89 → 39
      { realname: '李娜', customerNum: 2, dealCustomerNum: 2, dealCustomerRate: 100, contractMoney: '1800.00', receivablesMoney: '700.00', unreceivedMoney: 1100, completedRate: 39 },
      { realname: '刘洋', customerNum: 1, dealCustomerNum: 0, dealCustomerRate: 0, contractMoney: '0.00', receivablesMoney: '0.00', unreceivedMoney: 0, completedRate: 0 },
    ]);
  });

  it('follow-ups on customers per month, per person and by kind', async () => {
    expect(await data('customerRecordStats', SPRING)).toEqual([
      { type: '202402', recordCount: 0, customerCount: 0 },
      { type: '202403', recordCount: 4, customerCount: 3 },
    ]);
    expect(await data('customerRecordInfo', MARCH)).toEqual([
      { realname: '李娜', recordCount: 3, customerCount: 2 },
      { realname: '刘洋', recordCount: 1, customerCount: 1 },
    ]);
    expect(await data('customerRecodCategoryStats', MARCH)).toEqual([
      { category: '打电话', recordNum: 3, proportion: 75 },
      { category: '拜访', recordNum: 1, proportion: 25 },
    ]);
  });

  it('the pool\'s moves per month and per person', async () => {
    expect(await data('poolStats', SPRING)).toEqual([
      { type: '202402', putInNum: 0, receiveNum: 0 },
      { type: '202403', putInNum: 1, receiveNum: 2 },
    ]);
    expect(await data('poolTable', MARCH)).toEqual([
      { realname: '李娜', deptName: '销售一组', putInNum: 1, receiveNum: 1 },
      { realname: '刘洋', deptName: '销售一组', putInNum: 0, receiveNum: 1 },
    ]);
  });

  it('the conversion rows with the customer\'s own fields', async () => {
    const rows = await data('customerConversionInfo', MARCH) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.contractName)).toEqual(['合同2', '合同1', '合同3']);
    expect(rows[1]).toMatchObject({
      customerName: '一号客户', contractMoney: '1000.00', receivablesMoney: '400.00', ownerUserName: '李娜', createUserName: '李娜',
      orderDate: '2024-03-12', createTime: '2024-03-02 12:00:00', 客户行业: 'IT', 客户来源: '广告',
    });
  });

  it('the deal cycle from creation to the first approved contract, per month, person, province and product', async () => {
    // 一号客户: 2 March → 12 March, 10 days; 二月客户: 10 February → 10 March, 29 days
    expect(await data('employeeCycle', SPRING)).toEqual([{ type: '202402', cycle: 0, customerNum: 0 }, { type: '202403', cycle: 19.5, customerNum: 2 }]);
    expect(await data('employeeCycleInfo', MARCH)).toEqual([{ realname: '李娜', cycle: 19.5, customerNum: 2 }, { realname: '刘洋', cycle: 0, customerNum: 0 }]);
    expect(await data('districtCycle', MARCH)).toEqual(expect.arrayContaining([{ type: '北京市', cycle: 10, customerNum: 1 }, { type: '未知', cycle: 29, customerNum: 1 }]));
    expect(await data('productCycle', MARCH)).toEqual([{ productName: '软件', cycle: 10, customerNum: 1 }]);
  });

  it('asks for a department and refuses those without the right', async () => {
    expect(await t.call('biCustomer/totalCustomerStats', { startTime: '2024-03-01', endTime: '2024-03-31' }, admin)).toMatchObject({ code: 500, msg: '部门id不能为空' });
    expect((await t.call('biCustomer/totalCustomerStats', MARCH, sales)).code).not.toBe(0);
  });
});
