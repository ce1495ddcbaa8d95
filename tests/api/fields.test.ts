// field/* endpoints (contract 5.4-5.7): form definitions, the designer's save with its limits,
// uniqueness checks, list heads, and the versions behind the change stream.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFields, type FieldDefinition } from '../../engine/fields/index.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { customerPayload, designerRows, fieldVersion, postJson, saveDesign } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

type Field = Record<string, any>;
const byName = (fields: Field[], name: string) => fields.find((f) => f.name === name);

async function createCustomer(entity: Record<string, unknown>, custom: Record<string, unknown> = {}, token = admin) {
  const body = await postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, token, entity, custom), token);
  expect(body).toMatchObject({ code: 0 });
  return body.data as { customerId: number; customerName: string };
}

async function indexExists(name: string): Promise<boolean> {
  const rows = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname = ${name}`.execute(t.db);
  return rows.rows.length === 1;
}

describe('field/queryField, create mode', () => {
  it('answers the customer form of contract 5.4 in display order, with the map_address pseudo field last', async () => {
    const body = await t.call('field/queryField', { label: 2 }, sales);
    expect(body.code).toBe(0);
    const fields = body.data as Field[];
    expect(fields.map((f) => f.name)).toEqual(['客户名称', '手机', '电话', '客户来源', '客户行业', '客户级别', '网址', '下次联系时间', '备注', '地区定位']);
    expect(fields[0]).toEqual({
      fieldId: 10, fieldName: 'customer_name', name: '客户名称', type: 1, formType: 'text', inputTips: null, options: null,
      setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0, defaultValue: '',
    });
    expect(byName(fields, '客户级别')).toMatchObject({
      fieldId: 17, fieldName: '客户级别', type: 3, formType: 'select', fieldType: 0,
      options: 'A（重点客户）,B（普通客户）,C（非优先客户）', setting: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'],
    });
    expect(fields.at(-1)).toEqual({ fieldName: 'map_address', name: '地区定位', formType: 'map_address', isNull: 0, fieldType: 1 });
    // What the browser compiles is what the server compiles on save: it must compile.
    const compiled = compileFields(fields as FieldDefinition[], { mode: 'save', crmType: 'customer' });
    expect(compiled.order).toContain('field_17');
    expect(compiled.order.at(-1)).toBe('map_address');
  });

  it('appends the pseudo fields of business and contract, and answers the fixed receivables-plan list', async () => {
    const business = (await t.call('field/queryField', { label: 5 }, admin)).data as Field[];
    expect(business.slice(-3).map((f) => [f.fieldName, f.formType, f.isNull])).toEqual([
      ['type_id', 'business_type', 1], ['status_id', 'business_status', 1], ['product', 'product', 0],
    ]);
    expect(business.at(-1)!.value).toEqual({ discountRate: '', product: [], totalPrice: '' });
    const contract = (await t.call('field/queryField', { label: 6 }, admin)).data as Field[];
    expect(contract.map((f) => f.fieldName)).toEqual([
      'num', 'name', 'customer_id', 'business_id', 'order_date', 'money', 'start_time', 'end_time', 'contacts_id', 'company_user_id', 'remark', 'product',
    ]);
    const plan = (await t.call('field/queryField', { label: 8 }, admin)).data as Field[];
    expect(plan.map((f) => f.fieldName)).toEqual(['customer_id', 'contract_id', 'money', 'return_date', 'return_type', 'remind', 'remark']);
    expect(byName(plan, '计划回款方式')).toMatchObject({ formType: 'select', fieldType: 1, isNull: 1, value: '' });
    expect(byName(plan, '计划回款方式')!.setting).toHaveLength(8);
  });

  it('answers an OA category\'s fields for label 10 with every column, and needs the category', async () => {
    const leave = (await t.call('field/queryField', { label: 10, id: 2 }, admin)).data as Field[];
    expect(leave.map((f) => f.fieldId)).toEqual([76, 77, 78, 79, 80, 81]);
    expect(leave[0]).toMatchObject({ name: '请假类型', defaultValue: '年假', examineCategoryId: 2, operating: 3, formType: 'select' });
    expect(await t.call('field/queryField', { label: 10 }, admin)).toEqual({ code: 500, msg: '审批类型不能为空' });
    expect(await t.call('field/queryField', { label: 9 }, admin)).toEqual({ code: 500, msg: '模块格式不正确' });
  });

  it('includes a custom field the admin adds, with its real default value', async () => {
    const rows = await designerRows(t, admin, 2);
    const saved = await saveDesign(t, admin, 2, [...rows, {
      name: '合作意向', type: 9, formType: 'checkbox', options: '高, 中,低', defaultValue: '中', isNull: 0, isUnique: 0,
    }]);
    expect(saved).toEqual({ code: 0, msg: 'success' });
    const fields = (await t.call('field/queryField', { label: 2 }, admin)).data as Field[];
    const added = byName(fields, '合作意向')!;
    expect(added).toMatchObject({ fieldName: '合作意向', fieldType: 0, formType: 'checkbox', type: 9, setting: ['高', '中', '低'], defaultValue: ['中'], value: '' });
    expect(added.fieldId).toBeGreaterThanOrEqual(98); // past the seeded ids
    expect(fields.at(-1)!.fieldName).toBe('map_address');
  });
});

describe('field/queryField, edit mode', () => {
  it('fills the values from the record: columns, custom values by id, checkbox lists, users, the map address', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '客户顾问', type: 10, formType: 'user', isNull: 0 }])).code).toBe(0);
    const { customerId } = await createCustomer(
      { customer_name: '编辑模式公司', mobile: '13800138000', next_time: '2025-03-01 09:30:00', address: '浙江省,杭州市,西湖区', detailAddress: '文三路1号', lng: '120.1', lat: '30.2', location: '文三路' },
      { 客户级别: 'B（普通客户）', 合作意向: '高,低', 客户顾问: '4,5' },
    );
    const body = await t.call('field/queryField', { label: 2, id: customerId }, admin);
    expect(body.code).toBe(0);
    const fields = body.data as Field[];
    expect(byName(fields, '客户名称')!.value).toBe('编辑模式公司');
    expect(byName(fields, '下次联系时间')!.value).toBe('2025-03-01 09:30:00');
    expect(byName(fields, '网址')!.value).toBe('');
    expect(byName(fields, '客户级别')!.value).toBe('B（普通客户）');
    expect(byName(fields, '合作意向')!.value).toEqual(['高', '低']);
    expect(byName(fields, '客户顾问')!.value).toEqual([{ userId: 4, realname: '张伟' }, { userId: 5, realname: '李娜' }]);
    expect(fields.at(-1)).toEqual({
      fieldName: 'map_address', name: '地区定位', formType: 'map_address', isNull: 0,
      value: { location: '文三路', address: '浙江省,杭州市,西湖区', detailAddress: '文三路1号', lng: '120.1', lat: '30.2' },
    });
    // The edit form compiles in update mode, as the browser will.
    const compiled = compileFields(fields as FieldDefinition[], { mode: 'update', crmType: 'customer' });
    expect(compiled.formData.map_address).toMatchObject({ address: ['浙江省', '杭州市', '西湖区'] });
  });

  it('refuses a record the user may not read, or that does not exist', async () => {
    const { customerId } = await createCustomer({ customer_name: '管理员的客户' });
    expect(await t.call('field/queryField', { label: 2, id: customerId }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('field/queryField', { label: 2, id: 999_999 }, admin)).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
    expect(await t.call('field/queryField', { label: 3, id: 1 }, admin)).toEqual({ code: 500, msg: '该联系人不存在或已被删除' });
  });
});

describe('field/save', () => {
  it('refuses duplicate names and changes nothing', async () => {
    const before = await fieldVersion(t, 2);
    const rows = await designerRows(t, admin, 2);
    const body = await saveDesign(t, admin, 2, [...rows, { name: '网址', type: 1, formType: 'text' }]);
    expect(body).toEqual({ code: 500, msg: '自定义表单名称不能重复！' });
    expect(await fieldVersion(t, 2)).toBe(before);
    expect(await designerRows(t, admin, 2)).toEqual(rows);
  });

  it('checks every row: a name, a known type, options for select and checkbox', async () => {
    const rows = await designerRows(t, admin, 2);
    expect(await saveDesign(t, admin, 2, [...rows, { name: ' ', type: 1, formType: 'text' }])).toEqual({ code: 500, msg: '字段名称不能为空' });
    expect(await saveDesign(t, admin, 2, [...rows, { name: '等级2', type: 3, formType: 'select', options: ' , ' }])).toEqual({ code: 500, msg: '请填写选项' });
    expect(await saveDesign(t, admin, 2, [...rows, { name: '奇怪', type: 99 }])).toEqual({ code: 500, msg: '字段「奇怪」的类型不正确' });
    // a system-only type cannot be given to a new field
    expect(await saveDesign(t, admin, 2, [...rows, { name: '关联客户', type: 15, formType: 'customer' }])).toEqual({ code: 500, msg: '字段「关联客户」的类型不正确' });
    expect(await saveDesign(t, admin, 2, [...rows, { name: '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一', type: 1 }]))
      .toEqual({ code: 500, msg: '字段名称不能超过30个字符' });
  });

  it('keeps the operating limits of system fields', async () => {
    const before = await fieldVersion(t, 2);
    const rows = await designerRows(t, admin, 2);
    const without = (name: string) => rows.filter((r) => r.name !== name);
    const edited = (name: string, patch: Record<string, unknown>) => rows.map((r) => (r.name === name ? { ...r, ...patch } : r));
    expect(await saveDesign(t, admin, 2, without('客户名称'))).toEqual({ code: 500, msg: '字段「客户名称」不能删除' });
    expect(await saveDesign(t, admin, 2, without('客户级别'))).toEqual({ code: 500, msg: '字段「客户级别」不能删除' });
    expect(await saveDesign(t, admin, 2, edited('客户名称', { name: '公司名称' }))).toEqual({ code: 500, msg: '系统字段「客户名称」不能修改名称' });
    expect(await saveDesign(t, admin, 2, edited('手机', { type: 1, formType: 'text' }))).toEqual({ code: 500, msg: '系统字段「手机」不能修改类型' });
    expect(await saveDesign(t, admin, 2, edited('客户级别', { type: 9, formType: 'checkbox' }))).toEqual({ code: 500, msg: '字段「客户级别」的类型不能修改' });
    expect(await fieldVersion(t, 2)).toBe(before);

    // operating 3 (contacts 性别): neither edit nor delete
    const contacts = await designerRows(t, admin, 3);
    const renamed = contacts.map((r) => (r.name === '性别' ? { ...r, options: '男,女,其他' } : r));
    expect(await saveDesign(t, admin, 3, renamed)).toEqual({ code: 500, msg: '字段「性别」不能修改' });
    expect(await saveDesign(t, admin, 3, contacts.filter((r) => r.name !== '性别'))).toEqual({ code: 500, msg: '字段「性别」不能删除' });
  });

  it('edits what operating allows: a custom field\'s name and options, a system field\'s required flag; sorting = list order', async () => {
    const rows = await designerRows(t, admin, 2);
    const level = rows.find((r) => r.fieldId === 17)!;
    const next = [
      { ...level, name: '客户等级', options: 'A,B,C,D' },
      ...rows.filter((r) => r.fieldId !== 17).map((r) => (r.fieldId === 13 ? { ...r, isNull: 1 } : r)),
    ];
    expect(await saveDesign(t, admin, 2, next)).toEqual({ code: 0, msg: 'success' });
    const after = await designerRows(t, admin, 2);
    expect(after[0]).toMatchObject({ fieldId: 17, name: '客户等级', fieldName: '客户等级', options: 'A,B,C,D', setting: ['A', 'B', 'C', 'D'] });
    expect(after.map((r) => r.sorting)).toEqual(after.map((_r, i) => i));
    expect(after.find((r) => r.fieldId === 13)).toMatchObject({ isNull: 1, name: '网址' });
    // put it back for the other tests
    const restored = [...after.slice(1, 6), { ...after[0], name: '客户级别', options: 'A（重点客户）,B（普通客户）,C（非优先客户）' }, ...after.slice(6)]
      .map((r) => (r.fieldId === 13 ? { ...r, isNull: 0 } : r));
    expect((await saveDesign(t, admin, 2, restored)).code).toBe(0);
  });

  it('deletes a custom field with its values and its index, and bumps the version', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '临时字段', type: 1, formType: 'text' }])).code).toBe(0);
    const temp = (await designerRows(t, admin, 2)).find((r) => r.name === '临时字段')!;
    const fieldId = temp.fieldId as number;
    expect(await indexExists(`crm_customer_cf_${fieldId}`)).toBe(true);
    const { customerId } = await createCustomer({ customer_name: '带临时值的客户' }, { 临时字段: '要被删掉的值', 客户级别: 'A（重点客户）' });
    const stored = await t.db.selectFrom('crm_customer').select('custom').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(stored.custom[String(fieldId)]).toBe('要被删掉的值');

    const before = await fieldVersion(t, 2);
    expect(await saveDesign(t, admin, 2, rows)).toEqual({ code: 0, msg: 'success' });
    expect(await fieldVersion(t, 2)).toBe(before + 1);
    expect((await designerRows(t, admin, 2)).some((r) => r.name === '临时字段')).toBe(false);
    const after = await t.db.selectFrom('crm_customer').select('custom').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(after.custom[String(fieldId)]).toBeUndefined();
    expect(after.custom['17']).toBe('A（重点客户）');
    expect(await indexExists(`crm_customer_cf_${fieldId}`)).toBe(false);
  });

  it('gives a number field a numeric index beside its value index, and drops both with it', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '注册资金', type: 6, formType: 'floatnumber' }])).code).toBe(0);
    const fieldId = (await designerRows(t, admin, 2)).find((r) => r.name === '注册资金')!.fieldId as number;
    expect([await indexExists(`crm_customer_cf_${fieldId}`), await indexExists(`crm_customer_cfn_${fieldId}`)]).toEqual([true, true]);
    // built NULLS FIRST, so one index serves a list sort both ways with empty values where the original put them
    const definitions = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname in (${`crm_customer_cf_${fieldId}`}, ${`crm_customer_cfn_${fieldId}`})`.execute(t.db);
    for (const { indexdef } of definitions.rows) expect(indexdef).toMatch(/NULLS FIRST\)$/);
    expect((await saveDesign(t, admin, 2, rows)).code).toBe(0);
    expect([await indexExists(`crm_customer_cf_${fieldId}`), await indexExists(`crm_customer_cfn_${fieldId}`)]).toEqual([false, false]);
  });

  it('refuses a list built from an older version (another admin saved since): their new field and its values stay', async () => {
    const loaded = { version: await fieldVersion(t, 2), rows: await designerRows(t, admin, 2) };
    // another admin adds a field, and a salesperson fills it in
    const theirs = await postJson(t, 'field/save', { label: 2, data: [...loaded.rows, { name: '另一位管理员的字段', type: 1, formType: 'text' }], expectedVersion: loaded.version }, admin);
    expect(theirs).toEqual({ code: 0, msg: 'success' });
    const fieldId = (await designerRows(t, admin, 2)).find((r) => r.name === '另一位管理员的字段')!.fieldId as number;
    const { customerId } = await createCustomer({ customer_name: '填了新字段的客户' }, { 另一位管理员的字段: '销售填的值' });
    const after = { version: await fieldVersion(t, 2), rows: await designerRows(t, admin, 2) };

    // the first admin's list, from before that save, lacks the field: saving it would delete it
    const stale = await postJson(t, 'field/save', { label: 2, data: [...loaded.rows, { name: '我的字段', type: 1, formType: 'text' }], expectedVersion: loaded.version }, admin);
    expect(stale).toEqual({ code: 500, msg: '字段设置已被他人修改，请载入最新设置后再保存' });
    expect(await fieldVersion(t, 2)).toBe(after.version);
    expect(await designerRows(t, admin, 2)).toEqual(after.rows);
    const stored = await t.db.selectFrom('crm_customer').select('custom').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(stored.custom[String(fieldId)]).toBe('销售填的值');

    // built on the latest version, the same change goes through; a bad version is refused by name
    expect((await postJson(t, 'field/save', { label: 2, data: after.rows, expectedVersion: after.version }, admin)).code).toBe(0);
    expect(await postJson(t, 'field/save', { label: 2, data: after.rows, expectedVersion: 'x' }, admin)).toMatchObject({ code: 500, msg: expect.stringContaining('字段版本') });
    expect((await saveDesign(t, admin, 2, loaded.rows)).code).toBe(0);
  });

  it('is refused to a user without manage.crm.field, and nothing changes', async () => {
    const before = { version: await fieldVersion(t, 2), rows: await designerRows(t, admin, 2) };
    const body = await saveDesign(t, sales, 2, [...before.rows, { name: '销售加的字段', type: 1, formType: 'text' }]);
    expect(body).toEqual({ code: 500, msg: '无权访问' });
    expect(await fieldVersion(t, 2)).toBe(before.version);
    expect(await designerRows(t, admin, 2)).toEqual(before.rows);
  });
});

describe('field/verify', () => {
  it('checks a fixed field against its column, excluding the record itself by batchId', async () => {
    const { customerId } = await createCustomer({ customer_name: '唯一公司' });
    const { batch_id: batchId } = await t.db.selectFrom('crm_customer').select('batch_id').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(await t.call('field/verify', { fieldId: 10, value: '唯一公司' }, sales)).toEqual({ code: 500, msg: '客户名称已存在' });
    expect(await t.call('field/verify', { fieldId: 10, value: '唯一公司', batchId }, sales)).toEqual({ code: 0, msg: 'success' });
    expect(await t.call('field/verify', { fieldId: 10, value: '另一家公司' }, sales)).toEqual({ code: 0, msg: 'success' });
    expect(await t.call('field/verify', { fieldId: 10, value: '' }, sales)).toEqual({ code: 0, msg: 'success' });
    expect(await t.call('field/verify', { fieldId: 123456, value: 'x' }, sales)).toEqual({ code: 500, msg: '字段不存在' });
  });

  it('checks a custom field against its stored value', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '统一信用代码', type: 1, formType: 'text', isUnique: 1 }])).code).toBe(0);
    const fieldId = (await designerRows(t, admin, 2)).find((r) => r.name === '统一信用代码')!.fieldId;
    const { customerId } = await createCustomer({ customer_name: '有代码的公司' }, { 统一信用代码: '91330000X' });
    const { batch_id: batchId } = await t.db.selectFrom('crm_customer').select('batch_id').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(await t.call('field/verify', { fieldId, value: '91330000X' }, admin)).toEqual({ code: 500, msg: '统一信用代码已存在' });
    expect(await t.call('field/verify', { fieldId, value: '91330000X', batchId }, admin)).toEqual({ code: 0, msg: 'success' });
    expect(await t.call('field/verify', { fieldId, value: '91330000Y' }, admin)).toEqual({ code: 0, msg: 'success' });
  });
});

describe('list heads', () => {
  it('seeds the user\'s columns on the first call: fields, custom ones by name, the extras, widths', async () => {
    const body = await t.call('field/queryListHead', { label: 2 }, sales);
    expect(body.code).toBe(0);
    const heads = body.data as Field[];
    const names = heads.map((h) => h.fieldName);
    expect(names.slice(0, 3)).toEqual(['customerName', 'mobile', 'telephone']);
    expect(names).toContain('客户级别');
    expect(names).toContain('合作意向');
    expect(names.slice(-8)).toEqual(['dealStatus', 'poolDay', 'lastTime', 'lastContent', 'updateTime', 'createTime', 'ownerUserName', 'createUserName']);
    expect(byName(heads, '客户级别')).toEqual({
      fieldName: '客户级别', name: '客户级别', type: 3, fieldId: 17, formType: 'select',
      setting: ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'], width: 100,
    });
    expect(byName(heads, '合作意向')).toMatchObject({ formType: 'checkbox', value: [], defaultValue: ['中'] });
    expect(byName(heads, '客户顾问')).toMatchObject({ formType: 'user', defaultValue: [] });
    const seeded = await t.db.selectFrom('admin_field_sort').select('id').where('user_id', '=', 5).where('label', '=', 2).execute();
    expect(seeded.length).toBe(heads.length);

    expect(await t.call('field/setFelidStyle', { types: 'crm_customer', field: '客户级别', width: 180 }, sales)).toEqual({ code: 0, msg: 'success', data: '编辑成功' });
    const again = (await t.call('field/queryListHead', { label: 2 }, sales)).data as Field[];
    expect(byName(again, '客户级别')!.width).toBe(180);
    expect(again.length).toBe(heads.length); // not seeded twice
  });

  it('shows a field added later at the end, follows renames, drops deleted fields; the pool list uses customer fields', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '后加的字段', type: 1, formType: 'text' }])).code).toBe(0);
    const heads = (await t.call('field/queryListHead', { label: 2 }, sales)).data as Field[];
    expect(heads.at(-1)!.name).toBe('后加的字段');

    const pool = (await t.call('field/queryListHead', { label: 9 }, sales)).data as Field[];
    expect(pool.map((h) => h.fieldName)).toContain('后加的字段');
    expect(pool.map((h) => h.fieldName).slice(-6)).toEqual(['dealStatus', 'lastContent', 'updateTime', 'createTime', 'ownerUserName', 'createUserName']);

    expect((await saveDesign(t, admin, 2, rows)).code).toBe(0);
    const after = (await t.call('field/queryListHead', { label: 2 }, sales)).data as Field[];
    expect(after.some((h) => h.name === '后加的字段')).toBe(false);
  });
});

describe('designer reads and versions', () => {
  it('field/queryFields lists the seven CRM modules with their last update', async () => {
    const body = await t.call('field/queryFields', {}, admin);
    expect(body.data).toHaveLength(7);
    expect(body.data[1]).toMatchObject({ label: '2', name: '客户管理', types: 'crm_customer' });
    expect(body.data[1].updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('field/list answers every column of the rows, with formType and setting', async () => {
    const rows = await designerRows(t, admin, 4);
    expect(rows.map((r) => r.fieldId)).toEqual([31, 32, 33, 34, 35, 36, 37]);
    expect(rows[5]).toMatchObject({
      fieldName: '是否上下架', name: '是否上下架', type: 3, label: 4, isNull: 1, operating: 3, fieldType: 0, formType: 'select',
      setting: ['上架', '下架'], examineCategoryId: null, relevant: null,
    });
  });

  it('field/queryVersions answers {label: version}', async () => {
    const body = await t.call('field/queryVersions', {}, sales);
    expect(Object.keys(body.data).sort()).toEqual(['1', '10', '2', '3', '4', '5', '6', '7', '8']);
    expect(body.data['2']).toBe(await fieldVersion(t, 2));
    expect(body.data['1']).toBe(1);
  });
});

describe('field/information', () => {
  it('answers the whitelisted columns, every custom field, the deal status and the map address', async () => {
    const { customerId } = await createCustomer(
      { customer_name: '详情公司', website: 'https://example.com', address: '北京市,北京市,海淀区' },
      { 客户级别: 'C（非优先客户）', 合作意向: '高,中' },
    );
    const body = await t.call('field/information', { types: 2, id: customerId }, admin);
    expect(body.code).toBe(0);
    const rows = body.data as Field[];
    expect(rows.slice(0, 6).map((r) => r.name)).toEqual(['客户名称', '手机', '电话', '网址', '下次联系时间', '备注']);
    expect(byName(rows, '网址')).toMatchObject({ value: 'https://example.com', formType: 'text', fieldId: 13 });
    expect(byName(rows, '网址')).not.toHaveProperty('fieldName');
    expect(byName(rows, '客户级别')!.value).toBe('C（非优先客户）');
    expect(byName(rows, '合作意向')!.value).toBe('高,中');
    expect(rows.at(-2)).toEqual({ name: '成交状态', value: '未成交', formType: 'deal_status' });
    expect(rows.at(-1)).toMatchObject({ name: '地区定位', formType: 'map_address', value: { address: '北京市,北京市,海淀区' } });
    expect(await t.call('field/information', { types: 2, id: customerId }, sales)).toEqual({ code: 500, msg: '没有权限' });
  });
});

describe('the seed', () => {
  it('holds the system fields of contract 5.3, with value indexes for the seeded custom fields', async () => {
    const rows = await t.db.selectFrom('admin_field').select(['label', 'field_id']).where('field_id', '<', 98).execute();
    const perLabel = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 10].map((label) => [label, rows.filter((r) => r.label === label).length]));
    expect(perLabel).toEqual({ 1: 9, 2: 9, 3: 11, 4: 7, 5: 5, 6: 11, 7: 8, 8: 6, 10: 30 });
    for (const id of [17, 18, 19]) expect(await indexExists(`crm_customer_cf_${id}`)).toBe(true);
  });

  it('never undoes an admin\'s edit when it runs again at the next start', async () => {
    const rows = await designerRows(t, admin, 2);
    const renamed = rows.map((r) => (r.fieldId === 18 ? { ...r, name: '获客渠道' } : r));
    expect((await saveDesign(t, admin, 2, renamed)).code).toBe(0);
    const version = await fieldVersion(t, 2);
    await seedDatabase(t.db);
    const after = await designerRows(t, admin, 2);
    expect(after.find((r) => r.fieldId === 18)!.name).toBe('获客渠道');
    expect(after.length).toBe(rows.length);
    expect(await fieldVersion(t, 2)).toBe(version);
    expect((await saveDesign(t, admin, 2, rows)).code).toBe(0);
  });
});
