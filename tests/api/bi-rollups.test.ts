// BI's monthly rollups (migration 0037; server/bi/rollups.ts) stay equal to the records they count,
// recounted afresh, through every kind of write: many rows inserted at once, an approval, a changed
// amount, a date moved to another month, an owner transfer through the API, a business moved to
// another stage and won, a customer put into the pool, a first deal moved (成交周期, migration 0038),
// deletes through the API and in SQL, an update that changes nothing they count; and the BI answers
// read from them (whole months) agree with the same figures read from the records (a range that
// cuts a month).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { recountedRows, ROLLUP_TABLES } from '../../server/db/migrations/0037_bi_monthly_rollups.ts';
import { recountedPresence } from '../../server/db/migrations/0039_bi_customer_presence.ts';

let t: TestApp;
let admin: string;

const { sales: LINA, sales2: LIUYANG } = SEED_USER;
/** 销售一组: 李娜 and 刘洋. */
const GROUP = 3;
const rec = (owner: number) => {
  const at = new Date(2024, 0, 1, 12);
  return { owner_user_id: owner, create_user_id: owner, create_time: at, update_time: at, batch_id: randomUUID().replaceAll('-', ''), custom: JSON.stringify({}) };
};
let customer: number;
const contract = (num: string, owner: number, status: number, orderDate: string | null, money: string | null) =>
  ({ ...rec(owner), name: `汇总合同${num}`, num: `HZ${num}`, customer_id: customer, check_status: status, order_date: orderDate, money });

/** The money rollup's non-zero rows, and the same figures grouped from the records by hand. */
async function rollupAndRecords() {
  const rolled = await sql<{ kind: string; month: string; owner: string; n: string; money: string }>`
    select kind, to_char(month, 'YYYY-MM') as month, owner_user_id::text as owner, n::text, money::numeric(18,2)::text as money
    from bi_money_month where n <> 0 order by 1, 2, 3`.execute(t.db);
  const counted = await sql<{ kind: string; month: string; owner: string; n: string; money: string }>`
    select kind, month, owner, count(*)::text as n, coalesce(sum(money), 0)::numeric(18,2)::text as money from (
      select 'contract' as kind, to_char(order_date, 'YYYY-MM') as month, coalesce(owner_user_id, 0)::text as owner, money from crm_contract
        where check_status = 1 and order_date is not null
      union all
      select 'receivables', to_char(return_time, 'YYYY-MM'), coalesce(owner_user_id, 0)::text, money from crm_receivables
        where check_status = 1 and return_time is not null) r
    group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
  return { rolled: rolled.rows, counted: counted.rows };
}

/** Every rollup equals its records recounted (rows with no records left out), the distinct customers kept (0039) too. */
async function expectInStep() {
  const rows = async (select: string) => (await sql<{ row: Record<string, unknown> }>`select to_jsonb(x) as row from (${sql.raw(select)}) x`.execute(t.db)).rows
    .map(({ row }) => row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  for (const table of ROLLUP_TABLES) {
    const kept = await rows(`select * from ${table} where n <> 0`);
    expect({ table, rows: kept }).toEqual({ table, rows: await rows(recountedRows(table)) });
  }
  const counter = { bi_presence: 'n', bi_presence_users: 'customers', bi_presence_customers: 'users' } as const;
  for (const [table, recounted] of Object.entries(recountedPresence()) as Array<[keyof typeof counter, string]>) {
    const kept = await rows(`select * from ${table} where ${counter[table]} <> 0`);
    expect({ table, rows: kept }).toEqual({ table, rows: await rows(recounted) });
  }
  const { rolled, counted } = await rollupAndRecords();
  expect(counted.length).toBeGreaterThan(0);
  expect(rolled).toEqual(counted);
}

async function bi(path: string, params: Record<string, unknown>) {
  const body = await t.call(path, params, admin);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  customer = (await t.db.insertInto('crm_customer').values({ ...rec(LINA), customer_name: '汇总客户' }).returning('customer_id').executeTakeFirstOrThrow()).customer_id;
});
afterAll(async () => { await t?.close(); });

describe('BI monthly rollups', () => {
  it('counts what many rows inserted at once add, and leaves out drafts, undated and unapproved rows', async () => {
    const ids = await t.db.insertInto('crm_contract').values([
      contract('1', LINA, 1, '2024-01-10', '100.00'),
      contract('2', LINA, 1, '2024-01-31', '0.01'),
      contract('3', LIUYANG, 1, '2024-02-01', '1000.00'),
      contract('4', LINA, 1, '2024-03-15', null), // approved, no amount: counted, adds 0
      contract('5', LINA, 5, '2024-01-05', '999.00'), // draft
      contract('6', LINA, 1, null, '999.00'), // no order date
    ]).returning('contract_id').execute();
    await t.db.insertInto('crm_receivables').values([
      { ...rec(LINA), number: 'HZR1', customer_id: customer, contract_id: ids[0]!.contract_id, check_status: 1, return_time: '2024-01-20', money: '40.00' },
      { ...rec(LINA), number: 'HZR2', customer_id: customer, contract_id: ids[0]!.contract_id, check_status: 0, return_time: '2024-01-21', money: '60.00' },
    ]).execute();
    await expectInStep();
    const { rolled } = await rollupAndRecords();
    expect(rolled.filter((r) => r.kind === 'contract')).toEqual([
      { kind: 'contract', month: '2024-01', owner: String(LINA), n: '2', money: '100.01' },
      { kind: 'contract', month: '2024-02', owner: String(LIUYANG), n: '1', money: '1000.00' },
      { kind: 'contract', month: '2024-03', owner: String(LINA), n: '1', money: '0.00' },
    ]);
  });

  it('follows approvals, amounts, dates moved across months and updates that change nothing it counts', async () => {
    await t.db.updateTable('crm_contract').set({ check_status: 1 }).where('num', '=', 'HZ5').execute(); // the draft approved
    await t.db.updateTable('crm_contract').set({ money: '250.55' }).where('num', '=', 'HZ1').execute();
    await t.db.updateTable('crm_contract').set({ order_date: '2023-12-31' }).where('num', '=', 'HZ2').execute();
    await t.db.updateTable('crm_receivables').set({ check_status: 1, return_time: '2024-02-02' }).where('number', '=', 'HZR2').execute();
    await t.db.updateTable('crm_contract').set({ check_status: 2 }).where('num', '=', 'HZ3').execute(); // rejected: out
    const before = await rollupAndRecords();
    await t.db.updateTable('crm_contract').set({ update_time: new Date(), name: '改名' }).where('num', 'like', 'HZ%').execute();
    expect(await rollupAndRecords()).toEqual(before);
    await expectInStep();
  });

  it('moves a transferred contract to its new owner and drops a deleted one (through the API)', async () => {
    const id = async (num: string) => (await t.db.selectFrom('crm_contract').select('contract_id').where('num', '=', num).executeTakeFirstOrThrow()).contract_id;
    expect(await t.call('CrmContract/transfer', { contractIds: String(await id('HZ1')), newOwnerUserId: LIUYANG, transferType: 1 }, admin)).toMatchObject({ code: 0 });
    await expectInStep();
    expect(await t.call('CrmContract/deleteByIds', { contractIds: String(await id('HZ4')) }, admin)).toMatchObject({ code: 0 });
    await t.db.deleteFrom('crm_receivables').where('number', '=', 'HZR1').execute();
    await expectInStep();
    expect((await rollupAndRecords()).rolled.some((r) => r.month === '2024-03')).toBe(false);
  });

  it('answers the same figures from the rollup (whole months) as from the records (a range that cuts a month)', async () => {
    await t.db.insertInto('crm_contract').values([
      contract('7', LINA, 1, '2024-04-30', '12.34'), contract('8', LIUYANG, 1, '2024-04-01', '5.66'), contract('9', LINA, 1, '2024-03-31', '1.00'),
    ]).execute();
    // 2024-04-01 .. 2024-05-31 is whole months (the rollup); 2024-04-01 .. 2024-05-30 cuts May (the records): April is the same
    const whole = await bi('biEmployee/totalContract', { deptId: GROUP, startTime: '2024-04-01', endTime: '2024-05-31' }) as { list: Array<Record<string, unknown>> };
    const cut = await bi('biEmployee/totalContract', { deptId: GROUP, startTime: '2024-04-01', endTime: '2024-05-30' }) as { list: Array<Record<string, unknown>> };
    expect(whole).toEqual(cut);
    expect(whole.list[0]).toEqual({ type: '202404', contractNum: 2, contractMoney: '18.00', receivablesMoney: '0.00' });
    for (const path of ['contractRanKing', 'contractCountRanKing', 'receivablesRanKing']) {
      const rolled = await bi(`biRanking/${path}`, { deptId: GROUP, startTime: '2023-12-01', endTime: '2024-04-30' });
      const counted = await bi(`biRanking/${path}`, { deptId: GROUP, startTime: '2023-12-01', endTime: '2024-04-29' });
      // the two differ only by contract 7 (2024-04-30, 李娜's)
      expect({ path, rolled: (rolled as unknown[]).length }).toEqual({ path, rolled: (counted as unknown[]).length });
    }
    expect(await bi('biRanking/contractRanKing', { deptId: GROUP, startTime: '2023-12-01', endTime: '2024-04-30' })).toEqual([
      { money: '1012.35', realname: expect.any(String), structureName: expect.any(String), ownerUserId: LINA }, // 0.01 + 999.00 + 1.00 + 12.34
      { money: '256.21', realname: expect.any(String), structureName: expect.any(String), ownerUserId: LIUYANG }, // 250.55 (transferred) + 5.66
    ]);
    await expectInStep();
  });
  it('follows businesses, customers, contacts, follow-ups and approvals through their writes, and answers alike either way', async () => {
    const april = (day: number) => new Date(2024, 3, day, 10);
    const at = (owner: number, created: Date) => ({ ...rec(owner), create_time: created, update_time: created });
    const customers = await t.db.insertInto('crm_customer').values([
      { ...at(LINA, april(2)), customer_name: '四月客户一', address: '北京市,北京市,朝阳区' },
      { ...at(LINA, april(3)), customer_name: '四月客户二', address: '广东省,深圳市,南山区' },
      { ...at(LIUYANG, april(4)), customer_name: '四月客户三', address: '' },
    ]).returning('customer_id').execute();
    const [c1, c2, c3] = customers.map((c) => c.customer_id);
    await t.db.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', c1!).execute();
    await t.db.updateTable('crm_customer').set({ owner_user_id: null }).where('customer_id', '=', c3!).execute(); // into the pool
    await t.db.updateTable('crm_customer').set({ address: '上海市,上海市,浦东新区' }).where('customer_id', '=', c2!).execute();
    const business = (name: string, owner: number, statusId: number, money: string, day: number) =>
      ({ ...at(owner, april(day)), business_name: name, customer_id: c1!, type_id: 1, status_id: statusId, is_end: 0, money });
    const businesses = await t.db.insertInto('crm_business').values([
      business('四月商机一', LINA, 1, '100.00', 5), business('四月商机二', LINA, 1, '200.00', 6), business('四月商机三', LIUYANG, 2, '300.00', 7),
    ]).returning('business_id').execute();
    await t.db.updateTable('crm_business').set({ status_id: 2 }).where('business_id', '=', businesses[0]!.business_id).execute(); // next stage
    await t.db.updateTable('crm_business').set({ is_end: 1, money: '250.00' }).where('business_id', '=', businesses[1]!.business_id).execute(); // won
    await t.db.deleteFrom('crm_business').where('business_id', '=', businesses[2]!.business_id).execute();
    await t.db.insertInto('crm_contacts').values([
      { ...at(LINA, april(8)), name: '四月联系人一', customer_id: c1! }, { ...at(LIUYANG, april(8)), name: '四月联系人二', customer_id: c1! },
    ]).execute();
    const followUp = (writer: number, day: number, category: string) =>
      ({ types: 'crm_customer', types_id: c1!, content: '跟进', category, create_user_id: writer, create_time: april(day), update_time: april(day), batch_id: rec(writer).batch_id });
    const records = await t.db.insertInto('admin_record').values([followUp(LINA, 9, '打电话'), followUp(LINA, 10, ''), followUp(LIUYANG, 11, '拜访')])
      .returning('record_id').execute();
    await t.db.updateTable('admin_record').set({ category: '拜访' }).where('record_id', '=', records[0]!.record_id).execute();
    const examine = (author: number, category: number, day: number) =>
      ({ category_id: category, content: '申请', create_user_id: author, create_time: april(day), update_time: april(day), batch_id: rec(author).batch_id, custom: JSON.stringify({}), check_status: 0 });
    const examines = await t.db.insertInto('oa_examine').values([examine(LINA, 1, 12), examine(LINA, 2, 13), examine(LIUYANG, 3, 14)]).returning('examine_id').execute();
    await t.db.updateTable('oa_examine').set({ check_status: 1 }).where('examine_id', '=', examines[2]!.examine_id).execute();
    await t.db.deleteFrom('oa_examine').where('examine_id', '=', examines[0]!.examine_id).execute();
    await expectInStep();

    // April to May as whole months (the rollups) and cut a day short (the records): nothing falls on May 31st
    const whole = { deptId: GROUP, startTime: '2024-04-01', endTime: '2024-05-31' };
    const cut = { deptId: GROUP, startTime: '2024-04-01', endTime: '2024-05-30' };
    for (const path of [
      'biFunnel/sellFunnel', 'biFunnel/addBusinessAnalyze', 'biFunnel/win', 'biCustomer/totalCustomerStats', 'biCustomer/customerRecordStats',
      'biCustomer/customerRecodCategoryStats', 'biRanking/customerCountRanKing', 'biRanking/contactsCountRanKing', 'biRanking/recordCountRanKing',
      'biWork/examineStatistics', 'biRanking/travelCountRanKing',
    ]) {
      expect({ path, answer: await bi(path, whole) }).toEqual({ path, answer: await bi(path, cut) });
    }
    // the record lists' totals (a Page asked with page and limit) from the rollups
    for (const path of ['biFunnel/sellFunnelList', 'biCustomer/customerConversionInfo']) {
      const page = { page: 1, limit: 1 };
      const answer = await bi(path, { ...whole, ...page }) as { totalRow: number };
      expect({ path, answer }).toEqual({ path, answer: await bi(path, { ...cut, ...page }) });
      expect(answer.totalRow).toBe(2); // April's two businesses left; contracts 7 and 8
    }
    expect(await bi('biFunnel/addBusinessAnalyze', whole)).toEqual([
      { type: '202404', businessNum: 2, businessMoney: '350.00' }, { type: '202405', businessNum: 0, businessMoney: '0.00' },
    ]);
    // 出差 (category 3) approved: 刘洋's one
    expect((await bi('biRanking/travelCountRanKing', whole) as Array<Record<string, unknown>>).map(({ count, createUserId }) => ({ count, createUserId })))
      .toEqual([{ count: 1, createUserId: LIUYANG }]);
    expect(await bi('biCustomer/customerRecodCategoryStats', whole)).toEqual([
      { category: '拜访', recordNum: 2, proportion: 67 }, { category: '未知', recordNum: 1, proportion: 33 },
    ]);
  });
  it('keeps 客户画像 and the units sold per product in step, through product lines and their contracts in either order', async () => {
    const june = (day: number) => new Date(2024, 5, day, 10);
    const at = (owner: number, created: Date) => ({ ...rec(owner), create_time: created, update_time: created });
    // 19 客户行业, 17 客户级别, 18 客户来源 (db/seed/fields.ts)
    const customers = await t.db.insertInto('crm_customer').values([
      { ...at(LINA, june(1)), customer_name: '六月客户一', custom: JSON.stringify({ 19: 'IT', 17: 'A级' }) },
      { ...at(LINA, june(2)), customer_name: '六月客户二', custom: JSON.stringify({ 19: 'IT', 18: '' }) },
      { ...at(LIUYANG, june(3)), customer_name: '六月客户三', custom: JSON.stringify({ 19: '教育' }) },
    ]).returning('customer_id').execute();
    await t.db.updateTable('crm_customer').set({ custom: JSON.stringify({ 19: '金融' }), deal_status: 1 }).where('customer_id', '=', customers[1]!.customer_id).execute();
    const product = async (name: string) => (await t.db.insertInto('crm_product').values({ ...rec(LINA), name, category_id: 23 }).returning('product_id').executeTakeFirstOrThrow()).product_id;
    const [soft, hard] = [await product('六月软件'), await product('六月硬件')];
    const sold = await t.db.insertInto('crm_contract').values([
      contract('P1', LINA, 1, '2024-06-10', '10.00'), contract('P2', LIUYANG, 0, '2024-06-11', '20.00'), contract('P3', LINA, 1, '2024-06-12', '30.00'),
    ]).returning('contract_id').execute();
    const line = (contractId: number, productId: number, num: number) => ({ contract_id: contractId, product_id: productId, price: '1', sales_price: '1', num, discount: '0', subtotal: String(num) });
    await t.db.insertInto('crm_contract_product').values([
      line(sold[0]!.contract_id, soft, 3), line(sold[0]!.contract_id, hard, 1), line(sold[1]!.contract_id, soft, 5), line(sold[2]!.contract_id, hard, 2),
    ]).execute();
    await expectInStep();
    await t.db.updateTable('crm_contract').set({ check_status: 1 }).where('contract_id', '=', sold[1]!.contract_id).execute(); // its lines now count
    await t.db.updateTable('crm_contract').set({ owner_user_id: LIUYANG }).where('contract_id', '=', sold[0]!.contract_id).execute(); // its lines move
    await t.db.updateTable('crm_contract_product').set({ num: 4 }).where('contract_id', '=', sold[2]!.contract_id).execute();
    await expectInStep();
    expect(await bi('biRanking/productCountRanKing', { deptId: GROUP, startTime: '2024-06-01', endTime: '2024-06-30' })).toEqual([
      { count: 9, realname: expect.any(String), structureName: expect.any(String), ownerUserId: LIUYANG }, // 3 + 1 (moved) + 5 (approved)
      { count: 4, realname: expect.any(String), structureName: expect.any(String), ownerUserId: LINA },
    ]);
    // a contract deleted before its lines, and lines deleted before their contract
    await t.db.deleteFrom('crm_contract').where('contract_id', '=', sold[0]!.contract_id).execute();
    await t.db.deleteFrom('crm_contract_product').where('contract_id', '=', sold[0]!.contract_id).execute();
    await t.db.deleteFrom('crm_contract_product').where('contract_id', '=', sold[1]!.contract_id).execute();
    await t.db.deleteFrom('crm_contract').where('contract_id', '=', sold[1]!.contract_id).execute();
    await expectInStep();

    const whole = { deptId: GROUP, startTime: '2024-06-01', endTime: '2024-07-31' };
    const cut = { deptId: GROUP, startTime: '2024-06-01', endTime: '2024-07-30' };
    for (const path of ['biRanking/portrait', 'biRanking/portraitLevel', 'biRanking/portraitSource', 'biRanking/productCountRanKing', 'biRanking/contractProductRanKing']) {
      expect({ path, answer: await bi(path, whole) }).toEqual({ path, answer: await bi(path, cut) });
    }
    expect(await bi('biRanking/portrait', whole)).toEqual([
      { allCustomer: 1, dealCustomer: 0, industry: 'IT' }, { allCustomer: 1, dealCustomer: 0, industry: '教育' }, { allCustomer: 1, dealCustomer: 1, industry: '金融' },
    ]);
    expect(await bi('biRanking/contractProductRanKing', whole)).toEqual([
      { num: 4, categoryName: expect.anything(), productName: '六月硬件', categoryId: 23, productId: hard },
    ]);

    // a field change that resolves 客户行业 to another field recounts 客户画像 (and back)
    await t.db.updateTable('admin_field').set({ name: '客户行业（旧）' }).where('label', '=', 2).where('name', '=', '客户行业').execute();
    await expectInStep();
    expect((await bi('biRanking/portrait', whole) as Array<{ industry: string }>).map((row) => row.industry)).toEqual(['未知']);
    await t.db.updateTable('admin_field').set({ name: '客户行业' }).where('label', '=', 2).where('name', '=', '客户行业（旧）').execute();
    await expectInStep();
  });
  it('keeps 成交周期 in step: first deals moved by approvals, earlier contracts, owner and 地区 changes and deletes', async () => {
    /** bi_first_deal_month's non-zero rows, and the first deals recounted from the records. */
    const firstDeals = async () => {
      const kept = await sql<Record<string, unknown>>`select to_char(month, 'YYYY-MM') as month, owner_user_id::int as owner, first_part, n::int, days::int
        from bi_first_deal_month where n <> 0 order by 1, 2, 3`.execute(t.db);
      const counted = await sql<Record<string, unknown>>`select to_char(date_trunc('month', k.order_date), 'YYYY-MM') as month, coalesce(c.owner_user_id, 0)::int as owner,
          coalesce(split_part(c.address, ',', 1), '') as first_part, count(*)::int as n, sum(k.order_date - c.create_time::date)::int as days
        from (select distinct on (customer_id) customer_id, order_date from crm_contract where check_status = 1 and order_date is not null
          order by customer_id, order_date, contract_id) k join crm_customer c on c.customer_id = k.customer_id
        group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
      expect(kept.rows).toEqual(counted.rows);
      return kept.rows;
    };
    const created = new Date(2024, 7, 1, 9); // August 1st
    const buyers = await t.db.insertInto('crm_customer').values([
      { ...rec(LINA), create_time: created, update_time: created, customer_name: '周期客户一', address: '浙江省,杭州市,西湖区' },
      { ...rec(LINA), create_time: created, update_time: created, customer_name: '周期客户二', address: '' },
      { ...rec(LIUYANG), create_time: created, update_time: created, customer_name: '周期客户三', address: '江苏省,南京市,玄武区' },
    ]).returning('customer_id').execute();
    const [b1, b2, b3] = buyers.map((b) => b.customer_id);
    const deal = (num: string, customerId: number, status: number, orderDate: string) => ({ ...contract(num, LINA, status, orderDate, '1.00'), customer_id: customerId });
    const deals = await t.db.insertInto('crm_contract').values([
      deal('C1', b1!, 1, '2024-08-11'), deal('C2', b1!, 1, '2024-09-05'), deal('C3', b2!, 0, '2024-08-04'), deal('C4', b2!, 1, '2024-09-21'),
      deal('C5', b3!, 1, '2024-08-31'),
    ]).returning('contract_id').execute();
    await firstDeals();
    await t.db.updateTable('crm_contract').set({ check_status: 1 }).where('contract_id', '=', deals[2]!.contract_id).execute(); // b2's first deal moves to August
    await t.db.updateTable('crm_customer').set({ owner_user_id: LIUYANG, address: '上海市,上海市,黄浦区' }).where('customer_id', '=', b1!).execute();
    await t.db.deleteFrom('crm_contract').where('contract_id', '=', deals[0]!.contract_id).execute(); // b1's first deal is now September's
    expect(await firstDeals()).toEqual(expect.arrayContaining([
      { month: '2024-08', owner: LINA, first_part: '', n: 1, days: 3 }, { month: '2024-09', owner: LIUYANG, first_part: '上海市', n: 1, days: 35 },
    ]));
    const whole = { deptId: GROUP, startTime: '2024-08-01', endTime: '2024-09-30' };
    const cut = { deptId: GROUP, startTime: '2024-08-01', endTime: '2024-09-29' };
    for (const path of ['biCustomer/employeeCycle', 'biCustomer/employeeCycleInfo', 'biCustomer/districtCycle']) {
      expect({ path, answer: await bi(path, whole) }).toEqual({ path, answer: await bi(path, cut) });
    }
    // August: b2 (3 days) and b3 (30 days): 16.5; September: b1 (35 days)
    expect(await bi('biCustomer/employeeCycle', whole)).toEqual([
      { type: '202408', cycle: 16.5, customerNum: 2 }, { type: '202409', cycle: 35, customerNum: 1 },
    ]);

    // per product (migration 0040): the products of each first deal, each customer once per product
    const productSums = async () => {
      const kept = await sql<Record<string, unknown>>`select to_char(month, 'YYYY-MM') as month, owner_user_id::int as owner, product_id::int as product, n::int, days::int
        from bi_first_deal_product_month where n <> 0 order by 1, 2, 3`.execute(t.db);
      const counted = await sql<Record<string, unknown>>`select to_char(month, 'YYYY-MM') as month, owner_user_id::int as owner, product_id::int as product,
          count(*)::int as n, sum(days)::int as days
        from (select distinct f.customer_id, cp.product_id, f.month, f.owner_user_id, f.days from bi_first_deal f
          join crm_contract_product cp on cp.contract_id = f.contract_id) x group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
      expect(kept.rows).toEqual(counted.rows);
    };
    const product = async (name: string) => (await t.db.insertInto('crm_product').values({ ...rec(LINA), name, category_id: 23 }).returning('product_id').executeTakeFirstOrThrow()).product_id;
    const [soft, hard] = [await product('周期软件'), await product('周期硬件')];
    const line = (contractId: number, productId: number) => ({ contract_id: contractId, product_id: productId, price: '1', sales_price: '1', num: 1, discount: '0', subtotal: '1' });
    const [c2, c3, c4, c5] = [deals[1]!.contract_id, deals[2]!.contract_id, deals[3]!.contract_id, deals[4]!.contract_id];
    const lines = await t.db.insertInto('crm_contract_product').values([line(c2, soft), line(c2, soft), line(c2, hard), line(c3, soft), line(c5, hard), line(c4, hard)])
      .returning('r_id').execute();
    await productSums();
    await t.db.deleteFrom('crm_contract_product').where('r_id', '=', lines[2]!.r_id).execute(); // b1's hard line
    await t.db.updateTable('crm_contract_product').set({ product_id: soft }).where('r_id', '=', lines[4]!.r_id).execute(); // b3's hard line now soft
    await productSums();
    for (const path of ['biCustomer/productCycle']) expect({ path, answer: await bi(path, whole) }).toEqual({ path, answer: await bi(path, cut) });
    // soft: b1 (35 days, two lines: once), b2 (3), b3 (30); hard only on b2's later contract: not a first deal
    expect(await bi('biCustomer/productCycle', whole)).toEqual([{ productName: '周期软件', cycle: 22.7, customerNum: 3 }]);
    // b2's first deal moves to its later contract (C3 rejected): its product is now hard
    await t.db.updateTable('crm_contract').set({ check_status: 2 }).where('contract_id', '=', c3).execute();
    await productSums();
    expect(await bi('biCustomer/productCycle', whole)).toEqual(await bi('biCustomer/productCycle', cut));
    // a first deal's contract deleted before its lines
    await t.db.deleteFrom('crm_contract').where('contract_id', '=', c5).execute();
    await productSums();
    await t.db.deleteFrom('crm_contract_product').where('contract_id', '=', c5).execute();
    await productSums();
  });

  it('keeps the distinct customers followed up and won in step, and counts a customer shared by two people once', async () => {
    const q1 = (month: number, day: number) => new Date(2025, month - 1, day, 10);
    const made = await t.db.insertInto('crm_customer').values([
      { ...rec(LINA), create_time: q1(1, 2), update_time: q1(1, 2), customer_name: '去重客户甲' },
      { ...rec(LINA), create_time: q1(1, 3), update_time: q1(1, 3), customer_name: '去重客户乙' },
    ]).returning('customer_id').execute();
    const [a, b] = made.map((c) => c.customer_id);
    const followUp = (writer: number, customerId: number, at: Date) =>
      ({ types: 'crm_customer', types_id: customerId, content: '跟进', category: '打电话', create_user_id: writer, create_time: at, update_time: at, batch_id: rec(writer).batch_id });
    const records = await t.db.insertInto('admin_record').values([
      followUp(LINA, a!, q1(1, 5)), followUp(LINA, a!, q1(1, 20)), followUp(LIUYANG, a!, q1(1, 10)), // 甲 twice by 李娜 and once by 刘洋 in January
      followUp(LINA, b!, q1(2, 3)), followUp(LIUYANG, a!, q1(2, 4)), followUp(LIUYANG, b!, q1(2, 5)),
    ]).returning('record_id').execute();
    const won = (num: string, owner: number, customerId: number, status: number, orderDate: string) => ({ ...contract(num, owner, status, orderDate, '10.00'), customer_id: customerId });
    const contracts = await t.db.insertInto('crm_contract').values([
      won('D1', LINA, a!, 1, '2025-01-06'), won('D2', LINA, a!, 1, '2025-01-16'), won('D3', LIUYANG, a!, 1, '2025-01-26'),
      won('D4', LINA, b!, 0, '2025-02-06'), won('D5', LINA, b!, 1, '2025-03-06'),
    ]).returning('contract_id').execute();
    await expectInStep();
    // a follow-up moved to March, one deleted, a contract approved, one transferred, one deleted
    await t.db.updateTable('admin_record').set({ create_time: q1(3, 1) }).where('record_id', '=', records[5]!.record_id).execute();
    await t.db.deleteFrom('admin_record').where('record_id', '=', records[1]!.record_id).execute();
    await t.db.updateTable('crm_contract').set({ check_status: 1 }).where('contract_id', '=', contracts[3]!.contract_id).execute();
    await t.db.updateTable('crm_contract').set({ owner_user_id: LIUYANG }).where('contract_id', '=', contracts[1]!.contract_id).execute();
    await t.db.deleteFrom('crm_contract').where('contract_id', '=', contracts[4]!.contract_id).execute();
    await expectInStep();

    // 2025's first quarter whole (kept per person and month) and cut a day short (the records): nothing falls on March 31st
    const whole = { deptId: GROUP, startTime: '2025-01-01', endTime: '2025-03-31' };
    const cut = { deptId: GROUP, startTime: '2025-01-01', endTime: '2025-03-30' };
    for (const path of ['biCustomer/customerRecordStats', 'biCustomer/customerRecordInfo', 'biCustomer/totalCustomerStats', 'biCustomer/customerConversionStats',
      'biCustomer/totalCustomerTable', 'biRanking/customerGenjinCountRanKing']) {
      expect({ path, answer: await bi(path, whole) }).toEqual({ path, answer: await bi(path, cut) });
    }
    // January: 甲 by both (once); February: 乙 by 李娜, 甲 by 刘洋; March: 乙 by 刘洋
    expect(await bi('biCustomer/customerRecordStats', whole)).toEqual([
      { type: '202501', recordCount: 2, customerCount: 1 }, { type: '202502', recordCount: 2, customerCount: 2 }, { type: '202503', recordCount: 1, customerCount: 1 },
    ]);
    // the quarter: 李娜 甲 and 乙, 刘洋 甲 and 乙 (a person's customers over the quarter, each once)
    expect((await bi('biCustomer/customerRecordInfo', whole) as Array<Record<string, unknown>>).map(({ recordCount, customerCount }) => ({ recordCount, customerCount })))
      .toEqual([{ recordCount: 2, customerCount: 2 }, { recordCount: 3, customerCount: 2 }]);
    expect((await bi('biRanking/customerGenjinCountRanKing', whole) as Array<Record<string, unknown>>).map(({ count, ownerUserId }) => ({ count, ownerUserId })))
      .toEqual([{ count: 2, ownerUserId: LINA }, { count: 2, ownerUserId: LIUYANG }]);
    // won: January 甲 (李娜's D1, 刘洋's D2 and D3: one customer), February 乙 (D4 approved); March none (D5 deleted)
    expect((await bi('biCustomer/totalCustomerStats', whole) as Array<Record<string, unknown>>).map(({ type, dealCustomerNum }) => ({ type, dealCustomerNum })))
      .toEqual([{ type: '202501', dealCustomerNum: 1 }, { type: '202502', dealCustomerNum: 1 }, { type: '202503', dealCustomerNum: 0 }]);
    expect((await bi('biCustomer/totalCustomerTable', whole) as Array<Record<string, unknown>>).map(({ customerNum, dealCustomerNum, contractMoney }) => ({ customerNum, dealCustomerNum, contractMoney })))
      .toEqual([{ customerNum: 2, dealCustomerNum: 2, contractMoney: '20.00' }, { customerNum: 0, dealCustomerNum: 1, contractMoney: '20.00' }]);
  });
});
