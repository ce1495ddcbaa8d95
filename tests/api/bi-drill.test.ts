// A BI figure's records (biDrill/queryPageList): the module's list narrowed by the figure's own rule,
// so the list's total is the figure the bar showed: a time bucket, one person's ranking bar, a
// funnel stage, a 客户画像 group (未知 included); the caller's reach and rights (the figure's BI group
// and the module's list), and the messages for a missing figure or a bad bucket.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let finance: string;
let product: number;

const { manager: MANAGER, sales: LINA, sales2: LIUYANG, finance: FINANCE } = SEED_USER;
const MARCH = { startTime: '2024-03-01', endTime: '2024-03-31' };
const Q1 = { startTime: '2024-01-01', endTime: '2024-03-31' };
/** 办公室, the top department: everyone; 销售一组 (3): 李娜, 刘洋. */
const TOP = 1;
const GROUP = 3;
const on = (month: number, day: number, hour = 12) => new Date(2024, month - 1, day, hour);
const batch = () => randomUUID().replaceAll('-', '');
const rec = (owner: number, created: Date) =>
  ({ owner_user_id: owner, create_user_id: owner, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}) });

interface DrillPage { list: Array<Record<string, unknown>>; totalRow: number }

async function drill(params: Record<string, unknown>, token = admin): Promise<DrillPage> {
  const body = await t.call('biDrill/queryPageList', { limit: 50, ...params }, token);
  if (body.code !== 0) throw new Error(`drill: ${body.msg}`);
  return body.data as DrillPage;
}
const names = (page: DrillPage, key: string) => page.list.map((row) => row[key]).sort();

async function figure(path: string, params: Record<string, unknown>) {
  const body = await t.call(path, params, admin);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, finance] = await Promise.all(['admin', 'manager', 'finance'].map((u) => t.login(u)));
  const customers = await t.db.insertInto('crm_customer').values([
    { ...rec(LINA, on(1, 20)), customer_name: '一月客户', custom: JSON.stringify({ 19: 'IT' }) },
    { ...rec(LINA, on(3, 1, 0)), customer_name: '三月一日零点', custom: JSON.stringify({ 19: 'IT' }) },
    { ...rec(LINA, on(3, 31, 23)), customer_name: '三月末' },
    { ...rec(LIUYANG, on(3, 10)), customer_name: '刘洋客户', custom: JSON.stringify({ 19: '金融业' }) },
    { ...rec(FINANCE, on(3, 10)), customer_name: '王芳客户', address: '广东省,深圳市,南山区' },
    { ...rec(LIUYANG, on(2, 10)), customer_name: '刘洋广州客户', address: '广东省,广州市,天河区' },
  ]).returning('customer_id').execute();
  const [jan, march1] = customers.map((c) => c.customer_id);
  const contract = (num: string, owner: number, customerId: number, status: number, orderDate: string, money: string) =>
    ({ ...rec(owner, on(3, 5)), name: `合同${num}`, num, customer_id: customerId, check_status: status, order_date: orderDate, money });
  const contracts = await t.db.insertInto('crm_contract').values([
    contract('K1', LINA, jan!, 1, '2024-03-01', '1000.10'),
    contract('K2', LINA, jan!, 1, '2024-03-31', '0.20'),
    contract('K3', LIUYANG, march1!, 1, '2024-03-15', '5000.00'),
    contract('K4', LIUYANG, march1!, 0, '2024-03-15', '9999.00'), // not approved
    contract('K5', MANAGER, jan!, 1, '2024-04-01', '7777.00'), // April
  ]).returning('contract_id').execute();
  product = (await t.db.insertInto('crm_product').values({ ...rec(LINA, on(1, 1)), name: '钻孔机', category_id: 23 }).returning('product_id').executeTakeFirstOrThrow()).product_id;
  await t.db.insertInto('crm_contract_product').values({ contract_id: contracts[0]!.contract_id, product_id: product, price: '1', sales_price: '1', num: 2, discount: '0', subtotal: '2' }).execute();
  const followUp = (typesId: number, author: number, created: Date) =>
    ({ types: 'crm_customer', types_id: typesId, content: '跟进', category: '打电话', batch_id: batch(), create_user_id: author, create_time: created, update_time: created });
  await t.db.insertInto('admin_record').values([
    followUp(jan!, LINA, on(3, 11)), followUp(jan!, LINA, on(3, 12)), followUp(customers[2]!.customer_id, LINA, on(3, 20)),
    followUp(customers[3]!.customer_id, LIUYANG, on(2, 12)), // February
  ]).execute();
  const business = (name: string, owner: number, statusId: number, isEnd: number, created: Date) =>
    ({ ...rec(owner, created), business_name: name, customer_id: jan!, type_id: 1, status_id: statusId, is_end: isEnd, money: '10.00' });
  await t.db.insertInto('crm_business').values([
    business('验证中', LINA, 1, 0, on(3, 8)),
    business('刘洋验证中', LIUYANG, 1, 0, on(3, 9)),
    business('需求中', LINA, 2, 0, on(3, 9)),
    business('赢了', LINA, 1, 1, on(3, 10)), // ended: not in the funnel's stage
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biDrill/queryPageList', () => {
  it('opens a time bucket\'s new customers: the list\'s total is the bar', async () => {
    const bars = await figure('biCustomer/totalCustomerStats', { deptId: GROUP, ...Q1 });
    const march = bars.find((bar) => bar.type === '202403')!;
    const page = await drill({ figure: 'newCustomers', bucket: '202403', deptId: GROUP, ...Q1 });
    expect(page.totalRow).toBe(march.customerNum);
    expect(names(page, 'customerName')).toEqual(['三月一日零点', '三月末', '刘洋客户']);
    // a whole month's total is the one kept by the writes; a keyword narrows the rows and is counted with them
    const searched = await drill({ figure: 'newCustomers', bucket: '202403', deptId: GROUP, search: '三月' });
    expect({ total: searched.totalRow, names: names(searched, 'customerName') }).toEqual({ total: 2, names: ['三月一日零点', '三月末'] });
    // a daily bucket: the month's last day, its last hour included
    expect(names(await drill({ figure: 'newCustomers', bucket: '20240331', deptId: GROUP }), 'customerName')).toEqual(['三月末']);
    // the deal customers: those with an approved contract ordered in the bucket
    const deal = await drill({ figure: 'dealCustomers', bucket: '202403', deptId: GROUP });
    expect(deal.totalRow).toBe(march.dealCustomerNum);
    expect(names(deal, 'customerName')).toEqual(['一月客户', '三月一日零点']);
  });

  it('opens a month\'s customers followed up, those whose first deal it was, and a product\'s contracts', async () => {
    const followed = (await figure('biCustomer/customerRecordStats', { deptId: GROUP, ...Q1 })).find((bar) => bar.type === '202403')!;
    const page = await drill({ figure: 'followedCustomers', bucket: '202403', deptId: GROUP });
    expect(page.totalRow).toBe(followed.customerCount);
    expect(names(page, 'customerName')).toEqual(['一月客户', '三月末']);
    const cycle = (await figure('biCustomer/employeeCycle', { deptId: GROUP, ...Q1 })).find((bar) => bar.type === '202403')!;
    const first = await drill({ figure: 'firstDealCustomers', bucket: '202403', deptId: GROUP });
    expect(first.totalRow).toBe(cycle.customerNum);
    expect(names(first, 'customerName')).toEqual(['一月客户', '三月一日零点']);
    // 一月客户's April contract is not its first deal
    expect((await drill({ figure: 'firstDealCustomers', bucket: '202404', deptId: TOP })).totalRow).toBe(0);
    expect(names(await drill({ figure: 'productContracts', value: String(product), deptId: TOP, ...MARCH }), 'num')).toEqual(['K1']);
  });

  it('opens one person\'s ranking bar: the contracts and their sum are the bar\'s', async () => {
    const ranking = await figure('biRanking/contractRanKing', { deptId: TOP, ...MARCH });
    const lina = ranking.find((row) => row.ownerUserId === LINA)!;
    const page = await drill({ figure: 'contractRanKing', personId: LINA, deptId: TOP, ...MARCH });
    expect(names(page, 'num')).toEqual(['K1', 'K2']);
    expect(page.list.reduce((sum, row) => sum + Math.round(Number(row.money) * 100), 0) / 100).toBe(Number(lina.money));
    // the whole department without a person; April is another period
    expect(names(await drill({ figure: 'contractRanKing', deptId: TOP, ...MARCH }), 'num')).toEqual(['K1', 'K2', 'K3']);
    // someone outside the page's people (张伟 is not in 销售一组): nobody
    expect((await drill({ figure: 'contractRanKing', personId: MANAGER, deptId: GROUP, type: 'custom', ...MARCH })).totalRow).toBe(0);
  });

  it('opens the yearly pages\' month (contracts by order date), a funnel stage and a 客户画像 group', async () => {
    expect(names(await drill({ figure: 'contracts', bucket: '202404', deptId: TOP }), 'num')).toEqual(['K5']);
    const stage = await drill({ figure: 'funnelStage', value: '1', deptId: GROUP, ...MARCH });
    expect(names(stage, 'businessName')).toEqual(['刘洋验证中', '验证中']);
    expect(names(await drill({ figure: 'wonBusinesses', deptId: GROUP, ...MARCH }), 'businessName')).toEqual(['赢了']);
    expect(names(await drill({ figure: 'portrait', value: 'IT', deptId: TOP, ...Q1 }), 'customerName')).toEqual(['一月客户', '三月一日零点']);
    expect(names(await drill({ figure: 'portrait', value: '未知', deptId: TOP, ...MARCH }), 'customerName')).toEqual(['三月末', '王芳客户']);
  });

  it('opens a province of 城市分布: everyone\'s within the caller\'s reach, whatever the filter', async () => {
    const provinces = await figure('biRanking/addressAnalyse', {});
    const guangdong = provinces.find((row) => row.address === '广东')!;
    const page = await drill({ figure: 'provinceCustomers', value: '广东' });
    expect(page.totalRow).toBe(guangdong.allCustomer);
    expect(names(page, 'customerName')).toEqual(['刘洋广州客户', '王芳客户']);
    // 张伟 has no 客户画像 (bi.portrait)
    expect(await t.call('biDrill/queryPageList', { figure: 'provinceCustomers', value: '广东' }, manager)).toEqual({ code: 500, msg: '无权访问' });
  });

  it('counts only the caller\'s reach and asks for the figure\'s group and the module\'s list', async () => {
    // 张伟 (本部门及下属) asking for the company sees his department's customers only
    expect(names(await drill({ figure: 'newCustomers', deptId: TOP, ...MARCH }, manager), 'customerName')).toEqual(['三月一日零点', '三月末', '刘洋客户']);
    // 王芳 reads 员工业绩分析 (bi.contract) but not 员工客户分析 (bi.customer)
    expect(await t.call('biDrill/queryPageList', { figure: 'newCustomers', deptId: TOP, ...MARCH }, finance)).toEqual({ code: 500, msg: '无权访问' });
  });

  it('refuses a missing or unknown figure and a bad bucket by name', async () => {
    expect(await t.call('biDrill/queryPageList', { deptId: TOP }, admin)).toEqual({ code: 500, msg: '图表数据不能为空' });
    expect(await t.call('biDrill/queryPageList', { figure: 'toString', deptId: TOP }, admin)).toEqual({ code: 500, msg: '图表数据格式不正确' });
    expect(await t.call('biDrill/queryPageList', { figure: 'newCustomers', bucket: '202413', deptId: TOP }, admin)).toEqual({ code: 500, msg: '时间段格式不正确' });
    expect(await t.call('biDrill/queryPageList', { figure: 'newCustomers', bucket: '20240230', deptId: TOP }, admin)).toEqual({ code: 500, msg: '时间段格式不正确' });
    expect(await t.call('biDrill/queryPageList', { figure: 'funnelStage', deptId: TOP }, admin)).toEqual({ code: 500, msg: '分类不能为空' });
    expect(await t.call('biDrill/queryPageList', { figure: 'newCustomers' }, admin)).toEqual({ code: 500, msg: '部门id不能为空' });
  });
});
