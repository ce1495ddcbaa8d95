// BI 办公分析 (contract 12.2 biWork/*) against a hand-counted fixture of March 2024 for 销售一组: logs
// per writer with those commented, not commented and read by nobody; approvals started per category
// as count_<id>; one user's approvals of one category with their total money and duration; the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;

const { manager: MANAGER, sales: LINA, sales2: LIUYANG } = SEED_USER;
const MARCH = { deptId: 3, startTime: '2024-03-01', endTime: '2024-03-31' };
const at = (month: number, day: number) => new Date(2024, month - 1, day, 12);
const batch = () => randomUUID().replaceAll('-', '');

async function data(path: string, params: Record<string, unknown>, token = admin) {
  const body = await t.call(`biWork/${path}`, params, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all(['admin', 'sales'].map((u) => t.login(u)));
  const log = (author: number, created: Date, read = '') =>
    ({ category_id: 1, content: '今天的工作', create_user_id: author, create_time: created, update_time: created, read_user_ids: read });
  const logs = await t.db.insertInto('oa_log').values([
    log(LINA, at(3, 1)), log(LINA, at(3, 2), `,${MANAGER},`), log(LINA, at(3, 3)), log(LIUYANG, at(3, 4)), log(LINA, at(2, 28)),
  ]).returning('log_id').execute();
  await t.db.insertInto('task_comment').values({ user_id: MANAGER, content: '收到', create_time: at(3, 2), type_id: logs[1]!.log_id, type: 2 }).execute();
  const examine = (author: number, category: number, created: Date, extra: { money?: string; duration?: string } = {}) =>
    ({ category_id: category, content: '申请', create_user_id: author, create_time: created, update_time: created, batch_id: batch(), custom: JSON.stringify({}), check_status: 1, ...extra });
  await t.db.insertInto('oa_examine').values([
    examine(LINA, 1, at(3, 5)), examine(LINA, 1, at(3, 6)), examine(LINA, 2, at(3, 7), { duration: '1.5' }),
    examine(LIUYANG, 3, at(3, 8), { money: '300.00' }), examine(LINA, 2, at(2, 7), { duration: '9' }),
  ]).execute();
});
afterAll(async () => { await t?.close(); });

describe('biWork', () => {
  it('logs per writer: commented, not commented, read by nobody', async () => {
    expect(await data('logStatistics', MARCH)).toEqual([
      { realname: '李娜', username: 'sales', img: null, userId: LINA, count: 3, commentCount: 1, unCommentCount: 2, unReadCont: 2 },
      { realname: '刘洋', username: 'sales2', img: null, userId: LIUYANG, count: 1, commentCount: 0, unCommentCount: 1, unReadCont: 1 },
    ]);
  });

  it('approvals started per category, and one user\'s of one category with their totals', async () => {
    const stats = await data('examineStatistics', MARCH) as { categoryList: Array<{ categoryId: number; title: string }>; userList: Array<Record<string, unknown>> };
    expect(stats.categoryList.map((c) => c.categoryId)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(stats.userList[0]).toMatchObject({ userId: LINA, realname: '李娜', count_1: 2, count_2: 1, count_3: 0 });
    expect(stats.userList[1]).toMatchObject({ userId: LIUYANG, count_1: 0, count_2: 0, count_3: 1 });
    const info = await data('examineInfo', { ...MARCH, userId: LINA, categoryId: 2, page: 1, limit: 10 }) as { money: string; duration: string; list: unknown[]; totalRow: number };
    expect(info).toMatchObject({ money: '0.00', duration: '1.5', totalRow: 1 });
    expect(info.list).toHaveLength(1);
    expect(await data('examineInfo', { ...MARCH, userId: LIUYANG, categoryId: 3 })).toMatchObject({ money: '300.00', totalRow: 1 });
  });

  it('refuses those without bi.oa.read', async () => {
    expect((await t.call('biWork/logStatistics', MARCH, sales)).code).not.toBe(0);
  });
});
