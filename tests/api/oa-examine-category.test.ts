// The admin's side of office approval categories (contract 9.2, issue 18 "What an admin can do"):
// listing them, creating and editing one with its visibility and flow, enabling, disabling and
// deleting it; every refusal names the field and writes nothing; the rights of contract 3.7.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

type Row = Record<string, any>;

/** 销售部 (张伟's), 销售一组 (李娜's and 刘洋's), 财务部 (王芳's). */
const DEPT = { sales: 2, salesGroup: 3, finance: 4 } as const;

const set = (body: Row, token = admin) => postJson(t, 'OaExamineCategory/setExamineCategory', body, token);

async function create(body: Row): Promise<number> {
  const answer = await set({ remarks: '', userIds: [], deptIds: [], examineType: 2, step: [], ...body });
  expect(answer).toMatchObject({ code: 0, data: { categoryId: expect.any(Number) } });
  return answer.data.categoryId as number;
}

async function adminList(): Promise<Row[]> {
  const body = await t.call('OaExamineCategory/queryExamineCategoryList', { pageType: 0 }, admin);
  expect(body.code).toBe(0);
  return body.data as Row[];
}

const categoryOf = async (categoryId: number) => (await adminList()).find((row) => row.categoryId === categoryId);

/** What a refusal must leave as it was: the categories, their levels and the label-10 fields. */
async function snapshot() {
  return {
    categories: await t.db.selectFrom('oa_examine_category').selectAll().orderBy('category_id').execute(),
    steps: await t.db.selectFrom('oa_examine_step').selectAll().orderBy('step_id').execute(),
    fields: await t.db.selectFrom('admin_field').select(['field_id', 'name', 'examine_category_id']).where('label', '=', 10).orderBy('field_id').execute(),
  };
}

describe('OaExamineCategory/setExamineCategory', () => {
  it('creates 采购申请 with two fixed levels, visible to a department and a person, and its two fixed fields', async () => {
    const versionBefore = (await t.db.selectFrom('admin_field_version').select('version').where('label', '=', 10).executeTakeFirstOrThrow()).version;
    const categoryId = await create({
      title: '采购申请', remarks: '办公用品和设备', examineType: 1, userIds: [SEED_USER.finance], deptIds: [DEPT.salesGroup],
      step: [{ stepType: 2, checkUserId: [SEED_USER.manager] }, { stepType: 3, checkUserId: [SEED_USER.finance, SEED_USER.admin] }],
    });
    expect(await categoryOf(categoryId)).toMatchObject({
      categoryId, title: '采购申请', remarks: '办公用品和设备', type: 0, status: 1, isSys: 0, examineType: 1, createUserId: SEED_USER.admin,
      userIds: [{ userId: SEED_USER.finance, realname: '王芳' }], deptIds: [{ id: DEPT.salesGroup, name: '销售一组' }],
      stepList: [
        { stepType: 2, stepNum: 1, categoryId, userList: [{ userId: SEED_USER.manager, realname: '张伟' }] },
        { stepType: 3, stepNum: 2, categoryId, userList: [{ realname: '王芳' }, { realname: 'admin' }] },
      ],
    });
    const fields = (await postJson(t, 'field/list', { label: 10, categoryId }, admin)).data as Row[];
    expect(fields.map((f) => [f.fieldName, f.name, f.formType, f.isNull, f.fieldType, f.operating])).toEqual([
      ['content', '审批事由', 'textarea', 1, 1, 1],
      ['remark', '备注', 'textarea', 0, 1, 1],
    ]);
    // new fields reach open create views over the live channel, as a designer save's do
    const versionAfter = (await t.db.selectFrom('admin_field_version').select('version').where('label', '=', 10).executeTakeFirstOrThrow()).version;
    expect(versionAfter).toBe(versionBefore + 1);
  });

  it('keeps 负责人主管 and 上一级审批人主管 levels without people, whatever is sent with them', async () => {
    const categoryId = await create({
      title: '用章申请', examineType: 1, step: [{ stepType: 1, checkUserId: [SEED_USER.finance] }, { stepType: 4 }],
    });
    expect((await categoryOf(categoryId))!.stepList).toMatchObject([
      { stepType: 1, checkUserId: ',', userList: [] }, { stepType: 4, checkUserId: ',', userList: [] },
    ]);
  });

  it('does not hand the seed\'s orphan fields of category 7 to a new category', async () => {
    // contract 5.3: label-10 rows 62-67 name a category 7 the seed never creates
    const ids = (await t.db.selectFrom('oa_examine_category').select('category_id').execute()).map((r) => r.category_id);
    expect(ids).toContain(7);
    const fields = (await postJson(t, 'field/list', { label: 10, categoryId: 7 }, admin)).data as Row[];
    expect(fields.map((f) => f.name)).toEqual(['审批事由', '备注']);
  });

  it('edits a category in place: same id, its fields kept, unchanged levels untouched, changed levels versioned', async () => {
    const categoryId = await create({ title: '外出申请', examineType: 1, step: [{ stepType: 2, checkUserId: [SEED_USER.manager] }] });
    const [first] = (await categoryOf(categoryId))!.stepList as Row[];
    const fieldsBefore = (await postJson(t, 'field/list', { label: 10, categoryId }, admin)).data;

    expect(await set({ id: categoryId, title: '外出登记', remarks: '说明', examineType: 1, userIds: [], deptIds: [], step: [{ stepType: 2, checkUserId: [SEED_USER.manager] }] }))
      .toMatchObject({ code: 0, data: { categoryId } });
    const renamed = await categoryOf(categoryId);
    expect(renamed).toMatchObject({ title: '外出登记', remarks: '说明', stepList: [{ stepId: first!.stepId }] });
    expect((await postJson(t, 'field/list', { label: 10, categoryId }, admin)).data).toEqual(fieldsBefore);

    // a changed flow: an approval under way keeps its level (retired, not deleted); new ones use the new levels
    await set({ id: categoryId, title: '外出登记', examineType: 1, userIds: [], deptIds: [], step: [{ stepType: 1 }, { stepType: 2, checkUserId: [SEED_USER.finance] }] });
    const changed = await categoryOf(categoryId);
    expect(changed!.stepList).toMatchObject([{ stepType: 1, stepNum: 1 }, { stepType: 2, stepNum: 2, userList: [{ realname: '王芳' }] }]);
    const kept = await t.db.selectFrom('oa_examine_step').select(['step_id', 'is_deleted']).where('step_id', '=', first!.stepId).executeTakeFirstOrThrow();
    expect(kept.is_deleted).toBe(1);

    // chosen by the submitter: no current levels
    await set({ id: categoryId, title: '外出登记', examineType: 2, userIds: [], deptIds: [] });
    expect(await categoryOf(categoryId)).toMatchObject({ examineType: 2, stepList: [] });
  });

  it('lets a system category change its flow and visibility (not its fields, not be deleted)', async () => {
    expect(await set({ id: 1, title: '普通审批', remarks: '普通审批', examineType: 1, userIds: [], deptIds: [], step: [{ stepType: 1 }] })).toMatchObject({ code: 0 });
    expect(await categoryOf(1)).toMatchObject({ isSys: 1, type: 1, examineType: 1, stepList: [{ stepType: 1 }] });
    await set({ id: 1, title: '普通审批', remarks: '普通审批', examineType: 2, userIds: [], deptIds: [] });
  });

  it.each([
    ['no title', { title: ' ' }, '审批名称不能为空'],
    ['a title over 50 characters', { title: '长'.repeat(51) }, '审批名称不能超过50个字符'],
    ['a taken title', { title: '请假审批' }, '审批名称已存在'],
    ['no way of approving', { examineType: undefined }, '审批方式不能为空'],
    ['an unknown way', { examineType: 3 }, '审批方式格式不正确'],
    ['a fixed flow without levels', { examineType: 1, step: [] }, '审批步骤不能为空'],
    ['a level of 指定用户 without people', { examineType: 1, step: [{ stepType: 1 }, { stepType: 3, checkUserId: [] }] }, '第二级审批人不能为空'],
    ['an unknown step type', { examineType: 1, step: [{ stepType: 5, checkUserId: [SEED_USER.manager] }] }, '第一级审批类型格式不正确'],
    ['a level without its type', { examineType: 1, step: [{ checkUserId: [SEED_USER.manager] }] }, '第一级审批类型不能为空'],
    ['an approver who does not exist', { examineType: 1, step: [{ stepType: 2, checkUserId: [99999] }] }, '审批人不存在'],
    ['a malformed approver', { examineType: 1, step: [{ stepType: 2, checkUserId: ['张伟'] }] }, '第一级审批人格式不正确'],
    ['a person who does not exist', { userIds: [99999] }, '可见员工不存在'],
    ['a department that does not exist', { deptIds: [99999] }, '可见部门不存在'],
    ['an unknown category', { id: 99999 }, '审批类型不存在'],
  ])('refuses %s and writes nothing', async (_case, change, msg) => {
    const before = await snapshot();
    const body = { title: '新的审批', remarks: '', examineType: 2, userIds: [], deptIds: [], step: [], ...change } as Row;
    if ('examineType' in change && change.examineType === undefined) delete body.examineType;
    expect(await set(body)).toMatchObject({ code: 500, msg });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a user without manage.oa.examine, and a caller without a session', async () => {
    const before = await snapshot();
    expect(await set({ title: '越权审批', examineType: 2 }, sales)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaExamineCategory/setExamineCategory', { title: '越权审批', examineType: 2 })).toMatchObject({ code: 302 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('OaExamineCategory/queryExamineCategoryList', () => {
  it('answers a Page (10 by default) of the categories not deleted, and every row with pageType 0', async () => {
    const body = await t.call('OaExamineCategory/queryExamineCategoryList', { page: 1, limit: 3 }, admin);
    expect(body.data).toMatchObject({ pageNumber: 1, pageSize: 3, firstPage: true, totalRow: (await adminList()).length });
    expect((body.data.list as Row[]).map((r) => r.title)).toEqual(['普通审批', '请假审批', '出差审批']);
    const second = await t.call('OaExamineCategory/queryExamineCategoryList', { page: 2, limit: 3 }, admin);
    expect((second.data.list as Row[]).map((r) => r.title)).toEqual(['加班审批', '差旅报销', '借款申请']);
  });

  it('needs a session only, as contract 3.7 lists no right for it', async () => {
    expect((await t.call('OaExamineCategory/queryExamineCategoryList', {}, sales)).code).toBe(0);
    expect(await t.call('OaExamineCategory/queryExamineCategoryList', {})).toMatchObject({ code: 302 });
  });
});

describe('OaExamineCategory/updateStatus and deleteExamineCategory', () => {
  it('toggles 启用 ↔ 停用; a disabled category leaves the create menu but stays in the admin list', async () => {
    const categoryId = await create({ title: '停用测试' });
    const usable = async () => ((await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, sales)).data as Row[]).map((r) => r.categoryId);
    expect(await usable()).toContain(categoryId);
    expect(await t.call('OaExamineCategory/updateStatus', { id: categoryId }, admin)).toMatchObject({ code: 0 });
    expect(await categoryOf(categoryId)).toMatchObject({ status: 0 });
    expect(await usable()).not.toContain(categoryId);
    await t.call('OaExamineCategory/updateStatus', { id: categoryId }, admin);
    expect(await categoryOf(categoryId)).toMatchObject({ status: 1 });
    expect(await usable()).toContain(categoryId);
  });

  it('refuses the toggle to a user without the right, and for an unknown category', async () => {
    const before = await snapshot();
    expect(await t.call('OaExamineCategory/updateStatus', { id: 2 }, sales)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await t.call('OaExamineCategory/updateStatus', { id: 99999 }, admin)).toMatchObject({ code: 500, msg: '审批类型不存在' });
    expect(await t.call('OaExamineCategory/updateStatus', {}, admin)).toMatchObject({ code: 500, msg: '审批类型不能为空' });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a custom category softly: gone from both lists, the row kept with who and when', async () => {
    const categoryId = await create({ title: '删除测试' });
    expect(await t.call('OaExamineCategory/deleteExamineCategory', { id: categoryId }, admin)).toMatchObject({ code: 0 });
    expect(await categoryOf(categoryId)).toBeUndefined();
    expect(((await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, admin)).data as Row[]).map((r) => r.categoryId)).not.toContain(categoryId);
    const row = await t.db.selectFrom('oa_examine_category').selectAll().where('category_id', '=', categoryId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_deleted: 1, delete_user_id: SEED_USER.admin });
    expect(row.delete_time).not.toBeNull();
    // deleted is gone: no second delete, no edit, no toggle
    expect(await t.call('OaExamineCategory/deleteExamineCategory', { id: categoryId }, admin)).toMatchObject({ code: 500, msg: '审批类型不存在' });
    expect(await set({ id: categoryId, title: '删除测试', examineType: 2 })).toMatchObject({ code: 500, msg: '审批类型不存在' });
    // and its title is free again
    expect(await create({ title: '删除测试' })).not.toBe(categoryId);
  });

  it('refuses to delete a system category, or for a user without the right, writing nothing', async () => {
    const before = await snapshot();
    expect(await t.call('OaExamineCategory/deleteExamineCategory', { id: 2 }, admin)).toMatchObject({ code: 500, msg: '系统审批类型不能删除' });
    const custom = (await adminList()).find((row) => row.isSys === 0)!;
    expect(await t.call('OaExamineCategory/deleteExamineCategory', { id: custom.categoryId }, sales)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('OaExamineCategory/queryAllExamineCategoryList: the categories I may use', () => {
  it('shows a category to everyone when it names nobody, else to the people and departments it names', async () => {
    const everyone = await create({ title: '全员可见' });
    const lina = await create({ title: '李娜可见', userIds: [SEED_USER.sales] });
    const group = await create({ title: '销售一组可见', deptIds: [DEPT.salesGroup] });
    const finance = await create({ title: '财务部可见', deptIds: [DEPT.finance] });
    const visible = async (username: string) => {
      const body = await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, await t.login(username));
      expect(body.code).toBe(0);
      const ids = (body.data as Row[]).map((r) => r.categoryId);
      return [everyone, lina, group, finance].filter((id) => ids.includes(id));
    };
    expect(await visible('sales')).toEqual([everyone, lina, group]);
    expect(await visible('sales2')).toEqual([everyone, group]);
    expect(await visible('finance')).toEqual([everyone, finance]);
    // 张伟 heads 销售部, the parent of 销售一组: the contract's rule is the user's own department
    expect(await visible('manager')).toEqual([everyone]);
    expect(await visible('admin')).toEqual([everyone]);
  });

  it('answers categoryId, title and type for each, system categories first', async () => {
    const body = await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, sales);
    expect((body.data as Row[]).slice(0, 6).map((r) => [r.categoryId, r.title, r.type])).toEqual([
      [1, '普通审批', 1], [2, '请假审批', 2], [3, '出差审批', 3], [4, '加班审批', 4], [5, '差旅报销', 5], [6, '借款申请', 6],
    ]);
  });
});
