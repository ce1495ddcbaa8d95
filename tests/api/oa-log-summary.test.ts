// 日志汇总 (OaLog/querySummary, the journalList page): per member of the caller's team, the 日报 /
// 周报 / 月报 sent in the period and who sent none (first); the team is the caller and their reports
// (everyone for the super admin), a filter narrows it and never widens it; a bad period is refused
// naming the 时间 at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let finance: string;
const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

interface Row { userId: number; realname: string; dayCount: number; weekCount: number; monthCount: number; total: number; sent: number; lastTime: string | null }

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, finance] = await Promise.all(['admin', 'manager', 'sales', 'finance'].map((u) => t.login(u)));
  const write = async (token: string, categoryId: number) => {
    const answer = await postJson(t, 'OaLog/addOrUpdate', { categoryId, content: '今天拜访了两家客户', sendUserIds: String(MANAGER) }, token);
    expect(answer.code, answer.msg).toBe(0);
  };
  await write(sales, 1);
  await write(sales, 1);
  await write(sales, 2);
  await write(finance, 3);
  // a log of last year stays out of this week
  await write(manager, 1);
  await t.db.updateTable('oa_log').set({ create_time: new Date(new Date().getFullYear() - 1, 0, 15, 10) }).where('create_user_id', '=', MANAGER).execute();
});
afterAll(async () => { await t?.close(); });

const summary = async (token: string, params: Record<string, unknown> = {}) => {
  const answer = await t.call('OaLog/querySummary', { type: 'week', ...params }, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as { list: Row[]; memberCount: number; sentCount: number; unsentCount: number; dayCount: number; weekCount: number; monthCount: number };
};

describe('日志汇总', () => {
  it('counts each team member\'s logs of the period, those who sent none first', async () => {
    const answer = await summary(manager);
    expect(answer.list.map((row) => row.realname)).toEqual(['刘洋', '张伟', '李娜']);
    expect(answer.list.find((row) => row.userId === SALES)).toMatchObject({ dayCount: 2, weekCount: 1, monthCount: 0, total: 3, sent: 1 });
    expect(answer.list.find((row) => row.userId === SALES)!.lastTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.list.find((row) => row.userId === MANAGER)).toMatchObject({ total: 0, sent: 0, lastTime: null });
    expect(answer).toMatchObject({ memberCount: 3, sentCount: 1, unsentCount: 2, dayCount: 2, weekCount: 1, monthCount: 0 });
  });

  it('reaches back as far as the period does', async () => {
    const year = new Date().getFullYear() - 1;
    const answer = await summary(manager, { type: undefined, startTime: `${year}-01-01`, endTime: `${year}-12-31` });
    expect(answer.list.find((row) => row.userId === MANAGER)).toMatchObject({ dayCount: 1, sent: 1 });
    expect(answer.sentCount).toBe(1);
  });

  it('shows a salesperson only themselves, and the super admin everyone', async () => {
    expect((await summary(sales)).list.map((row) => row.userId)).toEqual([SALES]);
    const everyone = await summary(admin);
    expect(everyone.list.map((row) => row.userId)).toEqual(expect.arrayContaining([MANAGER, SALES, SALES2, FINANCE]));
    expect(everyone.list.find((row) => row.userId === FINANCE)).toMatchObject({ monthCount: 1, sent: 1 });
  });

  it('narrows to the people and departments asked for, never beyond the team', async () => {
    expect((await summary(manager, { userIds: String(SALES2) })).list.map((row) => row.userId)).toEqual([SALES2]);
    expect((await summary(manager, { deptIds: '3' })).list.map((row) => row.realname)).toEqual(['刘洋', '李娜']);
    expect(await summary(manager, { userIds: String(FINANCE) })).toMatchObject({ list: [], memberCount: 0 });
    expect((await summary(admin, { userIds: String(FINANCE) })).list.map((row) => row.userId)).toEqual([FINANCE]);
  });

  it('refuses a bad period, naming it', async () => {
    expect(await t.call('OaLog/querySummary', { type: 'fortnight' }, manager)).toMatchObject({ code: 500, msg: '时间类型格式不正确' });
    expect(await t.call('OaLog/querySummary', { startTime: '2026-02-30', endTime: '2026-03-01' }, manager)).toMatchObject({ code: 500, msg: '开始时间格式不正确' });
    expect(await t.call('OaLog/querySummary', { userIds: 'x' }, manager)).toMatchObject({ code: 500 });
  });
});
