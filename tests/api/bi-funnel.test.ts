// BI 销售漏斗 (contract 12.2 biFunnel/*) against a hand-counted fixture of businesses created in
// February and March 2024: the stages of 默认商机组 with the count and money of the businesses in
// progress, new businesses per month, the won share per month as a whole percent, the list with
// 赢单 / 输单 / 无效 for the ended ones; the caller's reach and the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let finance: string;

const { manager: MANAGER, sales: LINA, sales2: LIUYANG } = SEED_USER;
const GROUP = 3;
const MARCH = { startTime: '2024-03-01', endTime: '2024-03-31' };
const batch = () => randomUUID().replaceAll('-', '');

async function data(path: string, token: string, params: Record<string, unknown>) {
  const body = await t.call(`biFunnel/${path}`, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, finance] = await Promise.all(['admin', 'manager', 'finance'].map((u) => t.login(u)));
  const at = (month: number, day: number, hour = 12) => new Date(2024, month - 1, day, hour);
  const rec = (owner: number, created: Date) => ({ owner_user_id: owner, create_user_id: owner, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}) });
  const customer = (await t.db.insertInto('crm_customer').values({ ...rec(LINA, at(1, 1)), customer_name: '漏斗客户' }).returning('customer_id').executeTakeFirstOrThrow()).customer_id;
  const business = (name: string, owner: number, statusId: number, isEnd: number, money: string, created: Date) =>
    ({ ...rec(owner, created), business_name: name, customer_id: customer, type_id: 1, status_id: statusId, is_end: isEnd, money });
  await t.db.insertInto('crm_business').values([
    business('验证中', LINA, 1, 0, '100.00', at(3, 8, 9)),
    business('需求中', LINA, 2, 0, '200.00', at(3, 9)),
    business('赢了', LINA, 3, 1, '300.00', at(3, 10)),
    business('输了', LINA, 2, 2, '400.00', at(3, 11)),
    business('无效的', LINA, 1, 3, '1000.00', at(3, 12)),
    business('刘洋验证中', LIUYANG, 1, 0, '50.00', at(3, 8, 15)),
    business('二月的', LINA, 1, 0, '7.00', at(2, 20)),
    business('张伟的', MANAGER, 1, 0, '5.00', at(3, 8)),
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biFunnel', () => {
  it('draws the stages of a group with the businesses still in progress', async () => {
    expect(await data('sellFunnel', admin, { deptId: GROUP, ...MARCH, typeId: 1 })).toEqual([
      { statusId: 1, name: '验证客户', orderNum: 1, typeId: 1, count: 2, money: '150.00' },
      { statusId: 2, name: '需求分析', orderNum: 2, typeId: 1, count: 1, money: '200.00' },
      { statusId: 3, name: '方案/报价', orderNum: 3, typeId: 1, count: 0, money: '0.00' },
    ]);
  });

  it('counts new businesses and the won share per month', async () => {
    const range = { deptId: GROUP, startTime: '2024-02-01', endTime: '2024-03-31' };
    expect(await data('addBusinessAnalyze', admin, range)).toEqual([
      { type: '202402', businessNum: 1, businessMoney: '7.00' },
      { type: '202403', businessNum: 6, businessMoney: '2050.00' },
    ]);
    // 1 won of 6: 16.67 → 17
    expect(await data('win', admin, range)).toEqual([
      { type: '202402', businessEnd: 0, businessNum: 1, proportion: 0 },
      { type: '202403', businessEnd: 1, businessNum: 6, proportion: 17 },
    ]);
  });

  it('lists the businesses newest first, an ended one by how it ended', async () => {
    const rows = await data('sellFunnelList', admin, { deptId: GROUP, ...MARCH }) as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.businessName, r.statusName])).toEqual([
      ['无效的', '无效'], ['输了', '输单'], ['赢了', '赢单'], ['需求中', '需求分析'], ['刘洋验证中', '验证客户'], ['验证中', '验证客户'],
    ]);
    expect(rows[0]).toMatchObject({ customerName: '漏斗客户', ownerUserName: '李娜', createUserName: '李娜', typeName: '默认商机组', money: '1000.00', createTime: '2024-03-12 12:00:00' });
    // the page's table asks a page at a time: the same rows in the same order, and their total
    const second = await data('sellFunnelList', admin, { deptId: GROUP, ...MARCH, page: 2, limit: 4 }) as { list: Array<Record<string, unknown>>; totalRow: number };
    expect(second).toMatchObject({ totalRow: 6, pageNumber: 2, totalPage: 2 });
    expect(second.list.map((r) => r.businessName)).toEqual(['刘洋验证中', '验证中']);
    expect(await t.call('biFunnel/sellFunnelList', { deptId: GROUP, ...MARCH, limit: 0 }, admin)).toEqual({ code: 500, msg: '每页条数格式不正确' });
  });

  it('counts only the people within reach and refuses those without the right', async () => {
    // 张伟 reaches himself and his team: naming 销售部 (2) counts his business beside theirs
    const mine = await data('addBusinessAnalyze', manager, { deptId: 2, ...MARCH }) as Array<{ businessNum: number }>;
    expect(mine.reduce((n, day) => n + day.businessNum, 0)).toBe(7);
    expect(await data('sellFunnel', admin, { ...MARCH, typeId: 1 })).toEqual(expect.arrayContaining([expect.objectContaining({ count: 0 })]));
    expect((await t.call('biFunnel/sellFunnel', { deptId: GROUP, ...MARCH }, finance)).code).not.toBe(0);
  });
});
