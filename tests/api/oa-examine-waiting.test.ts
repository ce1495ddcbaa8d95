// 待我审批 and the examineNum counter show only what waits for the user's decision now (issue 18):
// once a colleague passes an any-one level (任意一人), or the approval is rejected or withdrawn,
// the other approvers' undecided rows are no longer theirs to decide, and the lists, the counter
// and the detail's 审批 button (isCheck) say so; the progress still shows them undecided.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { audit, examineNum, lastExamine, makeCategory, statusOf, submit, waitingList } from './oaExamineHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let finance: string;

const { manager: MANAGER, finance: FINANCE, admin: ADMIN } = SEED_USER;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, finance] = await Promise.all(['admin', 'manager', 'sales', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

async function submitted(categoryId: number, content: string) {
  expect(await submit(t, sales, { oaExamine: { categoryId, content, remark: '无' } })).toEqual({ code: 0, msg: 'success' });
  return lastExamine(t);
}

const waitingIds = async (token: string) => (await waitingList(t, token)).map((row) => row.examineId);
const progressOf = async (recordId: number, token: string) => (await t.call('OaExamine/queryExamineRecordList', { recordId }, token)).data;

describe('an any-one level (任意一人) of two approvers', () => {
  it('passed by one, leaves the other\'s 待我审批 and counter; the progress still shows them undecided', async () => {
    const categoryId = await makeCategory(t, { title: '外出登记', examineType: 1, levels: [[2, [MANAGER, FINANCE]], [2, [ADMIN]]] });
    const examine = await submitted(categoryId, '拜访华东客户');
    const recordId = examine.examine_record_id!;
    expect(await waitingIds(manager)).toContain(examine.examine_id);
    expect(await waitingIds(finance)).toContain(examine.examine_id);
    const [managerCount, financeCount] = [await examineNum(t, manager), await examineNum(t, finance)];

    expect((await audit(t, finance, recordId, 1, { remarks: '同意' })).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(3);
    expect(await waitingIds(manager)).not.toContain(examine.examine_id);
    expect(await examineNum(t, manager)).toBe(managerCount - 1);
    expect(await examineNum(t, finance)).toBe(financeCount - 1);
    expect(await waitingIds(admin)).toContain(examine.examine_id);
    expect((await audit(t, manager, recordId, 1)).msg).toBe('当前用户没有审批权限！');

    const progress = await progressOf(recordId, manager);
    expect(progress).toMatchObject({ examineType: 1, isCheck: 0 });
    expect(progress.steps.map((s: { examineStatus: number }) => s.examineStatus)).toEqual([5, 1, 0]);
    expect(progress.steps[1].userList.map((u: { realname: string; examineStatus: number }) => [u.realname, u.examineStatus])).toEqual([['张伟', 0], ['王芳', 1]]);
    expect((await progressOf(recordId, admin)).isCheck).toBe(1);
    const logs = await t.call('OaExamine/queryExamineLogList', { recordId }, sales);
    expect(logs.data.map((l: Record<string, unknown>) => [l.realname, l.examineStatus])).toEqual([['王芳', 1]]);

    expect((await audit(t, admin, recordId, 1)).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(1);
    expect(await waitingIds(admin)).not.toContain(examine.examine_id);
  });
});

describe('a round that ends', () => {
  it('rejected by one approver, leaves the other approvers\' lists and counters', async () => {
    const categoryId = await makeCategory(t, { title: '用车申请', examineType: 1, levels: [[3, [MANAGER, FINANCE]]] });
    const examine = await submitted(categoryId, '周五用车');
    const financeCount = await examineNum(t, finance);
    expect((await audit(t, manager, examine.examine_record_id!, 2, { remarks: '车辆已约满' })).code).toBe(0);
    expect(await statusOf(t, examine.examine_id)).toBe(2);
    expect(await waitingIds(finance)).not.toContain(examine.examine_id);
    expect(await examineNum(t, finance)).toBe(financeCount - 1);
    expect((await audit(t, finance, examine.examine_record_id!, 1)).msg).toBe('当前用户没有审批权限！');
    const progress = await progressOf(examine.examine_record_id!, finance);
    expect(progress.isCheck).toBe(0);
    expect(progress.steps[1].userList.map((u: { realname: string; examineStatus: number }) => [u.realname, u.examineStatus])).toEqual([['张伟', 2], ['王芳', 0]]);
  });

  it('withdrawn by the submitter, leaves every approver\'s list and counter; a resubmit asks them again', async () => {
    const categoryId = await makeCategory(t, { title: '印章外借', examineType: 1, levels: [[2, [MANAGER, FINANCE]]] });
    const examine = await submitted(categoryId, '外借公章');
    const [managerCount, financeCount] = [await examineNum(t, manager), await examineNum(t, finance)];
    expect((await audit(t, sales, examine.examine_record_id!, 4, { remarks: '改日再借' })).code).toBe(0);
    expect(await waitingIds(manager)).not.toContain(examine.examine_id);
    expect(await waitingIds(finance)).not.toContain(examine.examine_id);
    expect([await examineNum(t, manager), await examineNum(t, finance)]).toEqual([managerCount - 1, financeCount - 1]);

    expect((await submit(t, sales, { oaExamine: { examineId: examine.examine_id, categoryId, content: '外借公章（下周）', remark: '无' } })).code).toBe(0);
    expect(await waitingIds(manager)).toContain(examine.examine_id);
    expect([await examineNum(t, manager), await examineNum(t, finance)]).toEqual([managerCount, financeCount]);
  });
});
