// OA approval categories (contract 9.2) as the admin field designer sees them: the category list,
// a category's label-10 fields, and the refused designer save of a system category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
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

async function categoryFields(categoryId: number): Promise<Row[]> {
  const body = await postJson(t, 'field/list', { label: 10, categoryId }, admin);
  expect(body.code).toBe(0);
  return body.data as Row[];
}

describe('OaExamineCategory/queryAllExamineCategoryList', () => {
  it('lists the six seeded system categories (enabled, visible to everyone) for any logged-in user', async () => {
    const body = await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, sales);
    expect(body.code).toBe(0);
    expect(body.data).toEqual(['普通审批', '请假审批', '出差审批', '加班审批', '差旅报销', '借款申请'].map((title, i) => ({
      categoryId: i + 1, title, type: i + 1, remarks: title, examineType: 2, isSys: 1,
    })));
  });

  it('leaves out deleted categories, and the seed does not duplicate them', async () => {
    await seedDatabase(t.db);
    await t.db.updateTable('oa_examine_category').set({ is_deleted: 1 }).where('category_id', '=', 6).execute();
    try {
      const body = await t.call('OaExamineCategory/queryAllExamineCategoryList', {}, admin);
      expect((body.data as Row[]).map((c) => c.categoryId)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await t.db.updateTable('oa_examine_category').set({ is_deleted: 0 }).where('category_id', '=', 6).execute();
    }
  });

  it('needs a session', async () => {
    expect(await t.call('OaExamineCategory/queryAllExamineCategoryList', {})).toMatchObject({ code: 302 });
  });
});

describe('field/list for label 10', () => {
  it('answers the 请假审批 fields in order, with the 请假类型 select', async () => {
    const fields = await categoryFields(2);
    expect(fields.map((f) => f.name)).toEqual(['请假类型', '审批内容', '开始时间', '结束时间', '时长', '备注']);
    expect(fields[0]).toMatchObject({
      fieldId: 76, fieldName: 'type_id', formType: 'select', examineCategoryId: 2, defaultValue: '年假', isNull: 1,
      setting: ['年假', '事假', '病假', '产假', '调休', '婚假', '丧假', '其他'],
    });
    expect(fields.every((f) => f.label === 10 && f.examineCategoryId === 2)).toBe(true);
  });
});

describe('field/examineFieldSave', () => {
  it('refuses a system category and writes nothing', async () => {
    const before = await categoryFields(1);
    const data = [...before.map((f) => ({ ...f, name: f.name === '备注' ? '说明' : f.name })), { name: '新字段', type: 1, formType: 'text', fieldType: 0 }];
    const body = await postJson(t, 'field/examineFieldSave', { label: 10, categoryId: 1, data }, admin);
    expect(body).toMatchObject({ code: 500, msg: '系统审批类型暂不支持编辑' });
    expect(await categoryFields(1)).toEqual(before);
  });

  it('refuses an unknown category', async () => {
    const body = await postJson(t, 'field/examineFieldSave', { label: 10, categoryId: 999, data: [] }, admin);
    expect(body).toMatchObject({ code: 500, msg: '审批类型不存在' });
  });

  it('refuses a user without manage.oa.examine', async () => {
    const body = await postJson(t, 'field/examineFieldSave', { label: 10, categoryId: 7, data: [] }, sales);
    expect(body).toMatchObject({ code: 500, msg: '无权访问' });
  });
});
