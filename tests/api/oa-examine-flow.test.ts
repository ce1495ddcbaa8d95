// Office approvals' flows (contract 9.1/9.2 step types, issue 18): a chosen approver passing it on,
// 负责人主管 then 上一级审批人主管 climbing the reporting line, any one of N ending at the first,
// countersign waiting for all, a missing superior falling to the super admin, no approver passing at
// once, reject then resubmit (old rows superseded), withdraw by the submitter only, delete by the
// super admin; the lists 我发起的 / 待我审批 / 我已审批 and the counter examineNum following each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';
import { audit, examineNum, lastExamine, makeCategory, statusOf, submit, waitingList } from './oaExamineHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
let finance: string;

const ORDINARY = 1; // 普通审批: chosen approver
const { manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE, admin: ADMIN } = SEED_USER;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2, finance] = await Promise.all(['admin', 'manager', 'sales', 'sales2', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

async function submitted(token: string, categoryId: number, content: string, extra: Record<string, unknown> = {}) {
  // a remark too: the seed's orphan 备注 of category 7 (the first custom category's id) is required
  const answer = await submit(t, token, { oaExamine: { categoryId, content, remark: '无' }, ...extra });
  expect(answer).toEqual({ code: 0, msg: 'success' });
  return lastExamine(t);
}

const pendingOf = async (recordId: number) => (await t.db.selectFrom('oa_examine_log').select('examine_user')
  .where('record_id', '=', recordId).where('examine_status', '=', 0).where('is_recheck', '=', 0).orderBy('log_id').execute()).map((r) => r.examine_user);

describe('a chosen approver', () => {
  it('is asked, passes it on to a next approver, who passes it; lists and counters follow', async () => {
    const examine = await submitted(sales, ORDINARY, '采购打印机', { checkUserId: String(MANAGER) });
    expect(examine.check_status).toBe(0);
    expect(await pendingOf(examine.examine_record_id!)).toEqual([MANAGER]);

    const mine = await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10 }, sales);
    expect(mine.data.totalRow).toBe(1);
    expect(mine.data.list[0]).toMatchObject({
      examineId: examine.examine_id, categoryId: ORDINARY, content: '采购打印机', examineStatus: 0, categoryTitle: '普通审批',
      createUser: { userId: SALES, realname: '李娜' }, img: [], file: [], causeTitle: '', permission: { isUpdate: 0, isDelete: 0, isChecked: 1 },
    });
    expect(await examineNum(t, manager)).toBe(1);
    expect(await examineNum(t, sales)).toBe(0);
    expect((await waitingList(t, manager)).map((row) => row.examineId)).toEqual([examine.examine_id]);

    expect(await audit(t, manager, examine.examine_record_id!, 1, { remarks: '同意，请财务复核', nextUserId: FINANCE })).toEqual({ code: 0, msg: 'success' });
    expect(await statusOf(t, examine.examine_id)).toBe(3);
    expect(await examineNum(t, manager)).toBe(0);
    expect(await examineNum(t, finance)).toBe(1);
    expect((await waitingList(t, manager, 2)).map((row) => row.examineId)).toEqual([examine.examine_id]);

    expect((await audit(t, finance, examine.examine_record_id!, 1, { remarks: '已复核' })).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(1);
    expect(await examineNum(t, finance)).toBe(0);
    const logs = await t.call('OaExamine/queryExamineLogList', { recordId: examine.examine_record_id }, sales);
    expect(logs.data.map((l: Record<string, unknown>) => [l.realname, l.examineStatus, l.remarks])).toEqual([['张伟', 1, '同意，请财务复核'], ['王芳', 1, '已复核']]);
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId: examine.examine_record_id }, sales);
    expect(progress.data).toMatchObject({ examineType: 2, isCheck: 0, isRecheck: 0 });
    expect(progress.data.steps.map((s: { examineStatus: number }) => s.examineStatus)).toEqual([5, 1, 1]);
  });
});

describe('fixed levels', () => {
  it('负责人主管 then 上一级审批人主管 climbs the reporting line', async () => {
    const categoryId = await makeCategory(t, { title: '用章申请', examineType: 1, levels: [[1, []], [4, []]] });
    const steps = await t.call('OaExamine/queryExaminStep', { categoryId }, sales);
    expect(steps.data.examineType).toBe(1);
    expect(steps.data.examineSteps.map((s: { userList: Array<{ realname: string }> }) => s.userList.map((u) => u.realname))).toEqual([['张伟'], ['admin']]);

    const examine = await submitted(sales, categoryId, '合同用章');
    expect(await pendingOf(examine.examine_record_id!)).toEqual([MANAGER]);
    expect((await audit(t, admin, examine.examine_record_id!, 1)).msg).toBe('当前用户没有审批权限！');
    expect((await audit(t, manager, examine.examine_record_id!, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(3);
    expect(await pendingOf(examine.examine_record_id!)).toEqual([ADMIN]);
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId: examine.examine_record_id }, admin);
    expect(progress.data).toMatchObject({ examineType: 1, isCheck: 1 });
    expect(progress.data.steps.map((s: { examineStatus: number }) => s.examineStatus)).toEqual([5, 1, 0]);
    expect((await audit(t, admin, examine.examine_record_id!, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(1);
  });

  it('any one of N ends at the first decision', async () => {
    const categoryId = await makeCategory(t, { title: '外出申请', examineType: 1, levels: [[2, [MANAGER, FINANCE]]] });
    const examine = await submitted(sales, categoryId, '拜访客户');
    expect(await pendingOf(examine.examine_record_id!)).toEqual([MANAGER, FINANCE]);
    expect(await examineNum(t, manager)).toBe(1);
    expect((await audit(t, finance, examine.examine_record_id!, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(1);
    expect(await examineNum(t, manager)).toBe(0);
    expect((await audit(t, manager, examine.examine_record_id!, 1)).msg).toBe('当前用户没有审批权限！');
  });

  it('countersign waits for all three', async () => {
    const categoryId = await makeCategory(t, { title: '制度会签', examineType: 1, levels: [[3, [MANAGER, FINANCE, SALES2]]] });
    const examine = await submitted(sales, categoryId, '报销制度修订');
    const recordId = examine.examine_record_id!;
    expect((await audit(t, manager, recordId, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(3);
    expect((await audit(t, finance, recordId, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(3);
    expect(await examineNum(t, sales2)).toBe(1);
    expect((await audit(t, sales2, recordId, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(1);
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId }, sales);
    expect(progress.data.steps[1].userList.map((u: { examineStatus: number }) => u.examineStatus)).toEqual([1, 1, 1]);
  });

  it('a missing superior falls to the super admin; no level passes at once', async () => {
    const categoryId = await makeCategory(t, { title: '调岗申请', examineType: 1, levels: [[1, []]] });
    await t.db.updateTable('admin_user').set({ parent_id: 0 }).where('user_id', '=', SALES2).execute();
    const examine = await submitted(sales2, categoryId, '调往二组');
    expect(await pendingOf(examine.examine_record_id!)).toEqual([ADMIN]);
    await t.db.updateTable('admin_user').set({ parent_id: MANAGER }).where('user_id', '=', SALES2).execute();

    const open = await makeCategory(t, { title: '知会', examineType: 1 });
    const passed = await submitted(sales, open, '本周出差安排');
    expect(passed.check_status).toBe(1);
    expect(await pendingOf(passed.examine_record_id!)).toEqual([]);
  });
});

describe('reject, resubmit, withdraw, delete', () => {
  it('a rejection can be edited and resubmitted; the old round stays as history', async () => {
    const examine = await submitted(sales, ORDINARY, '团建经费', { checkUserId: MANAGER });
    const recordId = examine.examine_record_id!;
    expect((await audit(t, manager, recordId, 2, { remarks: '预算不足' })).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(2);
    expect((await audit(t, manager, recordId, 1)).msg).toBe('当前用户没有审批权限！');
    const row = (await t.call('OaExamine/queryOaExamineInfo', { examineId: examine.examine_id }, sales)).data;
    expect(row).toMatchObject({ examineStatus: 2, permission: { isUpdate: 1, isChecked: 0 }, category: '普通审批' });
    expect((await submit(t, manager, { oaExamine: { examineId: examine.examine_id, categoryId: ORDINARY, content: '改了' }, checkUserId: MANAGER })).msg).toBe('没有权限');

    expect((await submit(t, sales, { oaExamine: { examineId: examine.examine_id, categoryId: ORDINARY, content: '团建经费（减半）' }, checkUserId: MANAGER })).code).toBe(0);
    const again = await t.db.selectFrom('oa_examine').selectAll().where('examine_id', '=', examine.examine_id).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ check_status: 0, content: '团建经费（减半）', examine_record_id: recordId });
    const logs = await t.db.selectFrom('oa_examine_log').select(['examine_status', 'is_recheck', 'remarks']).where('record_id', '=', recordId).orderBy('log_id').execute();
    expect(logs).toEqual([{ examine_status: 2, is_recheck: 1, remarks: '预算不足' }, { examine_status: 0, is_recheck: 0, remarks: null }]);
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId }, manager);
    expect(progress.data).toMatchObject({ isCheck: 1, steps: [{ examineStatus: 5 }, { examineStatus: 0 }] });
    expect((await submit(t, sales, { oaExamine: { examineId: examine.examine_id, content: '再改' }, checkUserId: MANAGER })).msg).toBe('不能编辑，请先撤回再编辑！');
    expect((await audit(t, manager, recordId, 1)).code).toBe(0);
    expect((await submit(t, sales, { oaExamine: { examineId: examine.examine_id, content: '再改' }, checkUserId: MANAGER })).msg).toBe('该审批已审核通过，不能编辑！');
    expect((await audit(t, sales, recordId, 4)).msg).toBe('该审批已审核通过，不能撤回！');
  });

  it('only the submitter (or the super admin) withdraws, and only while under review', async () => {
    const examine = await submitted(sales, ORDINARY, '借用投影仪', { checkUserId: MANAGER });
    const recordId = examine.examine_record_id!;
    expect((await audit(t, manager, recordId, 4)).msg).toBe('当前用户没有审批权限！');
    expect(await examineNum(t, manager)).toBe(1);
    expect((await audit(t, sales, recordId, 4, { remarks: '不需要了' })).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(4);
    expect(await examineNum(t, manager)).toBe(0);
    expect((await audit(t, sales, recordId, 4)).msg).toBe('该审批不在审核中，不能撤回！');
    const progress = await t.call('OaExamine/queryExamineRecordList', { recordId }, sales);
    expect(progress.data).toMatchObject({ isRecheck: 0, steps: [{ examineStatus: 4, userList: [{ realname: '李娜', remarks: '不需要了' }] }] });
    const mine = await postJson(t, 'OaExamine/myInitiate', { page: 1, limit: 10, checkStatus: 4 }, sales);
    expect(mine.data.list.map((r: { examineId: number }) => r.examineId)).toEqual([examine.examine_id]);
    expect(mine.data.list[0].permission).toEqual({ isUpdate: 1, isDelete: 0, isChecked: 0 });
  });

  it('the super admin deletes, never a passed approval', async () => {
    const examine = await submitted(sales, ORDINARY, '删除测试', { checkUserId: MANAGER });
    const row = (await t.call('OaExamine/queryOaExamineInfo', { examineId: examine.examine_id }, admin)).data;
    expect(row.permission).toEqual({ isUpdate: 0, isDelete: 1, isChecked: 1 });
    expect((await t.call('OaExamine/deleteOaExamine', { examineId: examine.examine_id }, sales)).msg).toBe('没有权限');
    expect(await examineNum(t, manager)).toBe(1);
    expect((await t.call('OaExamine/deleteOaExamine', { examineId: examine.examine_id }, admin)).code).toBe(0);
    expect(await examineNum(t, manager)).toBe(0);
    expect((await t.call('OaExamine/queryOaExamineInfo', { examineId: examine.examine_id }, admin)).msg).toBe('该审批不存在或已被删除');
    const passed = await t.db.selectFrom('oa_examine').select('examine_id').where('check_status', '=', 1).limit(1).executeTakeFirstOrThrow();
    expect((await t.call('OaExamine/deleteOaExamine', { examineId: passed.examine_id }, admin)).msg).toBe('已审核通过的审批不能删除');
  });
});
