// 业绩目标设置 (contract 12.3): achievement/queryAchievementList's rows (a department and its direct
// sub-departments, or a department's employees), zero-filled until saved; setAchievement's upsert
// by object/year/kind with the year total computed by the server; refusals naming the field with
// nothing written; and the permission manage.crm.achievement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let manager: string;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const zeros = Object.fromEntries(MONTHS.map((m) => [m, '0.00']));
/** A target with the given months (the rest 0). */
const target = (objId: number, type: number, months: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({ objId, type, year: '2024', status: 1, ...months, ...extra });

const list = (params: Record<string, unknown>, token = admin) => t.call('achievement/queryAchievementList', params, token);
const save = (body: unknown, token = admin) => postJson(t, 'achievement/setAchievement', body, token);
const rowCount = async () => Number((await t.db.selectFrom('crm_achievement').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, manager] = await Promise.all(['admin', 'sales', 'manager'].map((u) => t.login(u)));
});
afterAll(async () => {
  await t?.close();
});

describe('queryAchievementList', () => {
  it('type 2 (the default): the department and its direct sub-departments, zero-filled', async () => {
    const body = await list({ year: '2024', status: 1, deptId: 1 });
    expect(body.code).toBe(0);
    expect(body.data).toEqual([
      { deptId: 1, name: '办公室', achievementId: null, objId: 1, type: 2, year: '2024', status: 1, ...zeros, yeartarget: '0.00' },
      { deptId: 2, name: '销售部', achievementId: null, objId: 2, type: 2, year: '2024', status: 1, ...zeros, yeartarget: '0.00' },
      { deptId: 4, name: '财务部', achievementId: null, objId: 4, type: 2, year: '2024', status: 1, ...zeros, yeartarget: '0.00' },
    ]);
  });

  it('type 3: every employee of the department, or the one asked for', async () => {
    const body = await list({ type: 3, year: '2024', status: 2, deptId: 3 });
    expect(body.data.map((r: Record<string, unknown>) => [r.userId, r.name, r.objId, r.type, r.status])).toEqual([
      [SEED_USER.sales, '李娜', SEED_USER.sales, 3, 2], [SEED_USER.sales2, '刘洋', SEED_USER.sales2, 3, 2],
    ]);
    const one = await list({ type: 3, year: '2024', status: 2, userId: SEED_USER.finance });
    expect(one.data).toEqual([{ userId: SEED_USER.finance, name: '王芳', achievementId: null, objId: SEED_USER.finance, type: 3, year: '2024', status: 2, ...zeros, yeartarget: '0.00' }]);
  });

  it.each([
    [{ status: 1, deptId: 1 }, '年份不能为空'],
    [{ year: '24', status: 1, deptId: 1 }, '年份格式不正确'],
    [{ year: '2024', deptId: 1 }, '目标类型不能为空'],
    [{ year: '2024', status: 3, deptId: 1 }, '目标类型格式不正确'],
    [{ type: 4, year: '2024', status: 1, deptId: 1 }, '考核对象格式不正确'],
    [{ year: '2024', status: 1 }, '部门不能为空'],
    [{ year: '2024', status: 1, deptId: 999 }, '该部门不存在或已被删除'],
    [{ type: 3, year: '2024', status: 1 }, '员工不能为空'],
    [{ type: 3, year: '2024', status: 1, userId: 999 }, '该员工不存在或已被删除'],
    [{ type: 3, year: '2024', status: 1, deptId: 999 }, '该部门不存在或已被删除'],
  ])('refuses %j: %s', async (params, msg) => {
    expect(await list(params)).toMatchObject({ code: 500, msg });
  });
});

describe('setAchievement', () => {
  it('saves targets with the year total computed by the server, exact decimals', async () => {
    const saved = await save([
      target(2, 2, { january: 0.1, february: '0.2', march: 1000, december: '12.5' }, { yeartarget: 1 }),
      target(SEED_USER.sales, 3, { march: '3000' }),
    ]);
    expect(saved).toMatchObject({ code: 0 });
    const depts = await list({ year: '2024', status: 1, deptId: 1 });
    const sales = depts.data.find((r: Record<string, unknown>) => r.deptId === 2);
    expect(sales).toMatchObject({ january: '0.10', february: '0.20', march: '1000.00', april: '0.00', december: '12.50', yeartarget: '1012.80' });
    expect(sales.achievementId).toEqual(expect.any(Number));
    // the other kind and the other year are other rows
    expect((await list({ year: '2024', status: 2, deptId: 1 })).data[1]).toMatchObject({ march: '0.00', achievementId: null });
    expect((await list({ year: '2025', status: 1, deptId: 1 })).data[1]).toMatchObject({ march: '0.00', achievementId: null });
    expect((await list({ type: 3, year: '2024', status: 1, userId: SEED_USER.sales })).data[0]).toMatchObject({ name: '李娜', march: '3000.00', yeartarget: '3000.00' });
  });

  it('replaces the row of the same object, year and kind (same id, months not sent become 0)', async () => {
    const before = (await list({ year: '2024', status: 1, deptId: 1 })).data[1];
    const count = await rowCount();
    expect((await save([target(2, 2, { april: 500, year: 2024 })])).code).toBe(0);
    const after = (await list({ year: '2024', status: 1, deptId: 1 })).data[1];
    expect(after).toMatchObject({ achievementId: before.achievementId, january: '0.00', march: '0.00', april: '500.00', yeartarget: '500.00' });
    expect(await rowCount()).toBe(count);
  });

  it.each([
    [[], '业绩目标不能为空'],
    [{ objId: 2, type: 2 }, '业绩目标不能为空'],
    [['x'], '业绩目标格式不正确'],
    [[{ ...target(2, 2, {}), type: undefined }], '考核对象不能为空'],
    [[target(2, 5, {})], '考核对象格式不正确'],
    [[target(0, 2, {})], '部门格式不正确'],
    [[{ ...target(2, 3, {}), objId: undefined }], '员工不能为空'],
    [[target(2, 2, {}, { year: '202' })], '年份格式不正确'],
    [[target(2, 2, {}, { year: '' })], '年份不能为空'],
    [[target(2, 2, {}, { status: 3 })], '目标类型格式不正确'],
    [[target(2, 2, { march: -5 })], '三月不能小于0'],
    [[target(2, 2, { april: 'abc' })], '四月格式不正确'],
    [[target(2, 2, { may: '1.234' })], '五月格式不正确'],
    [[target(2, 2, { june: { a: 1 } })], '六月格式不正确'],
    [[target(2, 2, {}), target(2, 2, { march: 1 })], '业绩目标重复'],
    [[target(2, 2, { march: 7 }), target(999, 2, {})], '该部门不存在或已被删除'],
    [[target(2, 2, { march: 7 }), target(999, 3, {})], '该员工不存在或已被删除'],
  ])('refuses %j with %s and writes nothing', async (body, msg) => {
    const before = await t.db.selectFrom('crm_achievement').selectAll().orderBy('achievement_id').execute();
    expect(await save(body)).toMatchObject({ code: 500, msg });
    expect(await t.db.selectFrom('crm_achievement').selectAll().orderBy('achievement_id').execute()).toEqual(before);
  });
});

describe('permission manage.crm.achievement', () => {
  it('refuses a salesperson and a sales manager on both calls, writing nothing', async () => {
    const count = await rowCount();
    for (const token of [sales, manager]) {
      expect(await list({ year: '2024', status: 1, deptId: 1 }, token)).toMatchObject({ code: 500, msg: '无权访问' });
      expect(await save([target(SEED_USER.sales, 3, { march: 1 })], token)).toMatchObject({ code: 500, msg: '无权访问' });
    }
    expect(await rowCount()).toBe(count);
  });
});
