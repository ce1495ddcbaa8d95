// The fields of a custom office approval category (contract 5.3 label 10, 5.7): field/list of one
// category, and field/examineFieldSave, the designer's save scoped to that category (another
// category's fields are never touched); system categories' fields are fixed; refusals write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { fieldVersion, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let purchase: number;
let outing: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
  purchase = await createCategory('采购申请');
  outing = await createCategory('外出申请');
});
afterAll(async () => { await t?.close(); });

type Row = Record<string, any>;

async function createCategory(title: string): Promise<number> {
  const body = await postJson(t, 'OaExamineCategory/setExamineCategory', { title, examineType: 2, userIds: [], deptIds: [], step: [] }, admin);
  expect(body.code).toBe(0);
  return body.data.categoryId as number;
}

async function fields(categoryId: number): Promise<Row[]> {
  const body = await postJson(t, 'field/list', { label: 10, categoryId }, admin);
  expect(body.code).toBe(0);
  return body.data as Row[];
}

const save = (categoryId: number, data: Row[], token = admin, extra: Row = {}) =>
  postJson(t, 'field/examineFieldSave', { label: 10, categoryId, data, ...extra }, token);

const MONEY = { name: '采购金额', type: 6, formType: 'floatnumber', isNull: 1 };

describe('field/examineFieldSave on a custom category', () => {
  it('adds a money field to 采购申请 only, after the fixed fields, and bumps the label-10 version', async () => {
    const before = await fieldVersion(t, 10);
    const outingBefore = await fields(outing);
    expect(await save(purchase, [...await fields(purchase), MONEY])).toEqual({ code: 0, msg: 'success' });
    const after = await fields(purchase);
    expect(after.map((f) => [f.name, f.formType, f.isNull, f.fieldType, f.examineCategoryId])).toEqual([
      ['审批事由', 'textarea', 1, 1, purchase], ['备注', 'textarea', 0, 1, purchase], ['采购金额', 'floatnumber', 1, 0, purchase],
    ]);
    expect(await fieldVersion(t, 10)).toBe(before + 1);
    expect(await fields(outing)).toEqual(outingBefore);
    // the create form of the category compiles from the same rows
    const form = await t.call('field/queryField', { label: 10, id: purchase }, sales);
    expect(form.code).toBe(0);
    expect((form.data as Row[]).map((f) => f.name)).toContain('采购金额');
  });

  it('saves one category without deleting another\'s fields, and reorders, edits and deletes its own', async () => {
    const outingRows = await fields(outing);
    expect(await save(outing, [...outingRows, { name: '外出地点', type: 1, formType: 'text' }])).toMatchObject({ code: 0 });
    const purchaseRows = await fields(purchase);
    const [content, remark, money] = purchaseRows;
    // 备注 first, 采购金额 renamed and made optional
    expect(await save(purchase, [remark!, content!, { ...money!, name: '预算金额', isNull: 0 }])).toMatchObject({ code: 0 });
    expect((await fields(purchase)).map((f) => [f.name, f.isNull])).toEqual([['备注', 0], ['审批事由', 1], ['预算金额', 0]]);
    expect((await fields(outing)).map((f) => f.name)).toEqual(['审批事由', '备注', '外出地点']);
    // a custom field leaves with its definition
    expect(await save(purchase, [remark!, content!])).toMatchObject({ code: 0 });
    expect((await fields(purchase)).map((f) => f.name)).toEqual(['备注', '审批事由']);
    expect((await fields(outing)).map((f) => f.name)).toEqual(['审批事由', '备注', '外出地点']);
  });

  it.each([
    ['renaming the fixed 审批事由', (rows: Row[]) => rows.map((f) => (f.name === '审批事由' ? { ...f, name: '事由' } : f)), '系统字段「审批事由」不能修改名称'],
    ['deleting the fixed 备注', (rows: Row[]) => rows.filter((f) => f.name !== '备注'), '字段「备注」不能删除'],
    ['two fields of one name', (rows: Row[]) => [...rows, { name: '审批事由', type: 1, formType: 'text' }], '自定义表单名称不能重复！'],
    ['a select without options', (rows: Row[]) => [...rows, { name: '采购类别', type: 3, formType: 'select', options: '' }], '请填写选项'],
    ['a relation field (system fields only)', (rows: Row[]) => [...rows, { name: '关联客户', type: 15, formType: 'customer' }], '字段「关联客户」的类型不正确'],
    ['another category\'s field', (rows: Row[], other: Row[]) => [...rows, other.find((f) => f.name === '外出地点')!], '字段「外出地点」不存在或已被删除'],
  ])('refuses %s and writes nothing', async (_case, change, msg) => {
    const rows = await fields(purchase);
    const other = await fields(outing);
    const version = await fieldVersion(t, 10);
    const body = await save(purchase, change(rows, other) as Row[]);
    expect(body.code).toBe(500);
    expect(body.msg).toContain(msg);
    expect(await fields(purchase)).toEqual(rows);
    expect(await fields(outing)).toEqual(other);
    expect(await fieldVersion(t, 10)).toBe(version);
  });

  it('refuses a design loaded before another admin\'s save (expectedVersion), writing nothing', async () => {
    const rows = await fields(purchase);
    const stale = (await fieldVersion(t, 10)) - 1;
    expect(await save(purchase, [...rows, { name: '旧设计', type: 1, formType: 'text' }], admin, { expectedVersion: stale }))
      .toMatchObject({ code: 500, msg: '字段设置已被他人修改，请载入最新设置后再保存' });
    expect(await fields(purchase)).toEqual(rows);
  });
});

describe('field/examineFieldSave refusals', () => {
  it('keeps a system category\'s fields as they are', async () => {
    const rows = await fields(2);
    expect(await save(2, [...rows, { name: '新字段', type: 1, formType: 'text' }])).toMatchObject({ code: 500, msg: '系统审批类型暂不支持编辑' });
    expect(await fields(2)).toEqual(rows);
  });

  it('refuses a deleted or unknown category, another label, and a missing category', async () => {
    const gone = await createCategory('已删除审批');
    await t.call('OaExamineCategory/deleteExamineCategory', { id: gone }, admin);
    expect(await save(gone, [])).toMatchObject({ code: 500, msg: '审批类型不存在' });
    expect(await save(99999, [])).toMatchObject({ code: 500, msg: '审批类型不存在' });
    expect(await postJson(t, 'field/examineFieldSave', { label: 2, categoryId: purchase, data: [] }, admin)).toMatchObject({ code: 500, msg: '模块格式不正确' });
    expect(await postJson(t, 'field/examineFieldSave', { label: 10, data: [] }, admin)).toMatchObject({ code: 500, msg: '审批类型不能为空' });
  });

  it('refuses a user without manage.oa.examine, writing nothing', async () => {
    const rows = await fields(purchase);
    expect(await save(purchase, [...rows, { name: '越权字段', type: 1, formType: 'text' }], sales)).toMatchObject({ code: 500, msg: '无权访问' });
    expect(await fields(purchase)).toEqual(rows);
  });
});
