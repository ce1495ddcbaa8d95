// BI 员工业绩分析 (contract 12.2 biEmployee/*) against a hand-counted fixture of approved contracts and
// receivables in 2023 and 2024: each month's figure, the month before and the same month a year
// before, the growths as whole percents (rounded half away from zero, 0 over nothing), money exact;
// the period summary and its buckets; 部门id不能为空 and 年份不能为空; the caller's reach; the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let finance: string;
let sales: string;

const { sales: LINA, sales2: LIUYANG } = SEED_USER;
/** 销售一组: 李娜 and 刘洋. */
const GROUP = 3;
const batch = () => randomUUID().replaceAll('-', '');
const rec = (owner: number) => {
  const at = new Date(2024, 0, 1, 12);
  return { owner_user_id: owner, create_user_id: owner, create_time: at, update_time: at, batch_id: batch(), custom: JSON.stringify({}) };
};

async function data(path: string, token: string, params: Record<string, unknown>) {
  const body = await t.call(`biEmployee/${path}`, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, sales] = await Promise.all(['admin', 'finance', 'sales'].map((u) => t.login(u)));
  const customer = (await t.db.insertInto('crm_customer').values({ ...rec(LINA), customer_name: '业绩客户' }).returning('customer_id').executeTakeFirstOrThrow()).customer_id;
  const contract = (num: string, owner: number, status: number, orderDate: string, money: string) =>
    ({ ...rec(owner), name: `合同${num}`, num, customer_id: customer, check_status: status, order_date: orderDate, money });
  const contracts = await t.db.insertInto('crm_contract').values([
    contract('A', LINA, 1, '2024-01-10', '100.00'),
    contract('B', LINA, 1, '2024-01-20', '50.50'),
    contract('C', LINA, 1, '2024-02-05', '300.00'),
    contract('D', LIUYANG, 1, '2024-02-01', '1000.00'),
    contract('E', LINA, 1, '2023-12-15', '200.00'),
    contract('F', LINA, 1, '2023-01-30', '75.00'),
    contract('G', LINA, 0, '2024-01-05', '999.00'), // in review: not counted
  ]).returning('contract_id').execute();
  const receivable = (number: string, returnTime: string, money: string, status = 1) =>
    ({ ...rec(LINA), number, customer_id: customer, contract_id: contracts[0]!.contract_id, check_status: status, return_time: returnTime, money });
  await t.db.insertInto('crm_receivables').values([
    receivable('R1', '2024-01-15', '40.00'), receivable('R2', '2024-02-15', '60.00'), receivable('R3', '2024-02-16', '500.00', 2),
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biEmployee', () => {
  it('counts contracts per month of the year beside the month before and the year before', async () => {
    const months = await data('contractNumStats', admin, { deptId: GROUP, year: 2024 }) as Array<Record<string, unknown>>;
    expect(months.map((m) => m.month)).toEqual(['202401', '202402', '202403', '202404', '202405', '202406', '202407', '202408', '202409', '202410', '202411', '202412']);
    expect(months.slice(0, 3)).toEqual([
      { month: '202401', thisMonth: 2, lastMonth: 1, lastYear: 1, lastMonthGrowth: 100, lastYearGrowth: 100 },
      { month: '202402', thisMonth: 2, lastMonth: 2, lastYear: 0, lastMonthGrowth: 0, lastYearGrowth: 0 },
      { month: '202403', thisMonth: 0, lastMonth: 2, lastYear: 0, lastMonthGrowth: -100, lastYearGrowth: 0 },
    ]);
  });

  it('sums contract and receivables money exactly, growths rounded half away from zero', async () => {
    const money = await data('contractMoneyStats', admin, { deptId: GROUP, year: 2024 }) as Array<Record<string, unknown>>;
    expect(money.slice(0, 2)).toEqual([
      // (150.50 − 200.00) × 100 / 200 = −24.75 → −25; (150.50 − 75.00) × 100 / 75 = 100.67 → 101
      { month: '202401', thisMonth: '150.50', lastMonth: '200.00', lastYear: '75.00', lastMonthGrowth: -25, lastYearGrowth: 101 },
      // (1300 − 150.50) × 100 / 150.50 = 763.79 → 764
      { month: '202402', thisMonth: '1300.00', lastMonth: '150.50', lastYear: '0.00', lastMonthGrowth: 764, lastYearGrowth: 0 },
    ]);
    const back = await data('receivablesMoneyStats', admin, { userId: LINA, year: 2024 }) as Array<Record<string, unknown>>;
    expect(back.slice(0, 2)).toEqual([
      { month: '202401', thisMonth: '40.00', lastMonth: '0.00', lastYear: '0.00', lastMonthGrowth: 0, lastYearGrowth: 0 },
      { month: '202402', thisMonth: '60.00', lastMonth: '40.00', lastYear: '0.00', lastMonthGrowth: 50, lastYearGrowth: 0 },
    ]);
  });

  it('sums a period with its buckets and what is still to be received', async () => {
    expect(await data('totalContract', admin, { deptId: GROUP, startTime: '2024-01-01', endTime: '2024-02-29' })).toEqual({
      contractNum: 4, contractMoney: '1450.50', receivablesMoney: '100.00', unreceivedMoney: '1350.50',
      list: [
        { type: '202401', contractNum: 2, contractMoney: '150.50', receivablesMoney: '40.00' },
        { type: '202402', contractNum: 2, contractMoney: '1300.00', receivablesMoney: '60.00' },
      ],
    });
    const days = await data('totalContract', admin, { userId: LIUYANG, startTime: '2024-02-01', endTime: '2024-02-03' });
    expect(days).toEqual({
      contractNum: 1, contractMoney: '1000.00', receivablesMoney: '0.00', unreceivedMoney: '1000.00',
      list: [
        { type: '20240201', contractNum: 1, contractMoney: '1000.00', receivablesMoney: '0.00' },
        { type: '20240202', contractNum: 0, contractMoney: '0.00', receivablesMoney: '0.00' },
        { type: '20240203', contractNum: 0, contractMoney: '0.00', receivablesMoney: '0.00' },
      ],
    });
  });

  it('asks for a department and a year, counts only the people within reach, and refuses those without the right', async () => {
    expect(await t.call('biEmployee/contractNumStats', { year: 2024 }, admin)).toMatchObject({ code: 500, msg: '部门id不能为空' });
    expect(await t.call('biEmployee/contractNumStats', { deptId: GROUP }, admin)).toMatchObject({ code: 500, msg: '年份不能为空' });
    expect(await t.call('biEmployee/totalContract', { startTime: '2024-01-01', endTime: '2024-01-31' }, admin)).toMatchObject({ code: 500, msg: '部门id不能为空' });
    // 王芳 (财务角色, bi.contract.read, 本人) names 销售一组: none of its people is hers to see
    const hers = await data('totalContract', finance, { deptId: GROUP, startTime: '2024-01-01', endTime: '2024-02-29' }) as { contractNum: number; contractMoney: string };
    expect(hers).toMatchObject({ contractNum: 0, contractMoney: '0.00' });
    expect((await t.call('biEmployee/contractNumStats', { deptId: GROUP, year: 2024 }, sales)).code).not.toBe(0);
  });
});
