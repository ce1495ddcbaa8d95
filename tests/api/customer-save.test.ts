// CrmCustomer/addOrUpdate and queryById: the save is validated by the same form engine the browser
// uses (same definitions, same Chinese message), writes nothing when refused, and respects data
// scope and team membership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { customerCount, customerPayload, designerRows, postJson, saveDesign } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
let manager: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, sales2, manager, finance] = await Promise.all(['admin', 'sales', 'sales2', 'manager', 'finance'].map((u) => t.login(u)));
  // 客户级别 (a seeded custom select) becomes required; 信用代码 is a unique custom text.
  const rows = await designerRows(t, admin, 2);
  const edited = rows.map((r) => (r.fieldId === 17 ? { ...r, isNull: 1 } : r));
  const saved = await saveDesign(t, admin, 2, [...edited, { name: '信用代码', type: 1, formType: 'text', isUnique: 1 }]);
  if (saved.code !== 0) throw new Error(saved.msg);
});
afterAll(async () => { await t?.close(); });

const save = async (token: string, entity: Record<string, unknown>, custom: Record<string, unknown> = {}) =>
  postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, token, entity, custom), token);

const LEVEL_A = 'A（重点客户）';

describe('CrmCustomer/addOrUpdate, refusals', () => {
  it('refuses a missing required custom select with the engine\'s message, and writes nothing', async () => {
    const before = await customerCount(t);
    expect(await save(admin, { customer_name: '缺级别公司' })).toEqual({ code: 500, msg: '客户级别不能为空' });
    // the custom field left out of `field` entirely counts as empty too
    expect(await postJson(t, 'CrmCustomer/addOrUpdate', { entity: { customer_name: '缺级别公司' }, field: [] }, admin))
      .toEqual({ code: 500, msg: '客户级别不能为空' });
    expect(await customerCount(t)).toBe(before);
  });

  it('refuses a bad mobile number on create', async () => {
    const before = await customerCount(t);
    expect(await save(admin, { customer_name: '坏手机公司', mobile: '12ab' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '手机格式有误' });
    expect(await customerCount(t)).toBe(before);
  });

  it('refuses the first failing field in form order, and impossible dates', async () => {
    expect(await save(admin, { customer_name: '', mobile: 'x' })).toEqual({ code: 500, msg: '客户名称不能为空' });
    expect(await save(admin, { customer_name: '日期公司', next_time: '2025-02-30 10:00:00' }, { 客户级别: LEVEL_A }))
      .toEqual({ code: 500, msg: '下次联系时间格式有误' });
    expect(await postJson(t, 'CrmCustomer/addOrUpdate', { field: [] }, admin)).toEqual({ code: 500, msg: '客户信息不能为空' });
  });

  it('refuses a duplicate of a unique field, fixed or custom', async () => {
    expect((await save(admin, { customer_name: '唯一客户' }, { 客户级别: LEVEL_A, 信用代码: 'CODE-1' })).code).toBe(0);
    const before = await customerCount(t);
    expect(await save(admin, { customer_name: '唯一客户' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '客户名称已存在' });
    expect(await save(admin, { customer_name: '另一客户' }, { 客户级别: LEVEL_A, 信用代码: 'CODE-1' })).toEqual({ code: 500, msg: '信用代码已存在' });
    expect(await customerCount(t)).toBe(before);
  });

  it('needs crm.customer.save to create', async () => {
    const before = await customerCount(t);
    expect(await save(finance, { customer_name: '财务建的客户' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '无权访问' });
    expect(await customerCount(t)).toBe(before);
  });
});

describe('CrmCustomer/addOrUpdate and queryById', () => {
  it('writes a good customer and reads it back with its custom values by name', async () => {
    const body = await save(
      admin,
      { customer_name: '灵犀科技', mobile: '+86-13800138000', next_time: '2025-06-01T08:00', website: 'https://lingxi.example', address: '浙江省,杭州市,西湖区', detailAddress: '文三路 90 号' },
      { 客户级别: LEVEL_A, 客户来源: '广告', 信用代码: 'CODE-2' },
    );
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ customerId: expect.any(Number), customerName: '灵犀科技' });

    const detail = await t.call('CrmCustomer/queryById', { customerId: body.data.customerId }, admin);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      customerId: body.data.customerId, customerName: '灵犀科技', mobile: '+86-13800138000', website: 'https://lingxi.example',
      nextTime: '2025-06-01 08:00:00', address: '浙江省,杭州市,西湖区', detailAddress: '文三路 90 号',
      客户级别: LEVEL_A, 客户来源: '广告', 客户行业: '', 信用代码: 'CODE-2',
      ownerUserId: 3, createUserId: 3, ownerUserName: 'admin', createUserName: 'admin', isPool: 0,
      dealStatus: 0, isLock: 0, followup: 0, roUserId: ',', rwUserId: ',',
    });
    expect(detail.data.batchId).toMatch(/^[0-9a-f]{32}$/);
    expect(detail.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(detail.data).not.toHaveProperty('custom');
  });

  it('keeps a supplied batch id (attachments uploaded before the first save)', async () => {
    const batchId = 'abcdef0123456789abcdef0123456789';
    const body = await save(admin, { customer_name: '先传附件公司', batchId }, { 客户级别: LEVEL_A });
    const detail = await t.call('CrmCustomer/queryById', { customerId: body.data.customerId }, admin);
    expect(detail.data.batchId).toBe(batchId);
    expect(await save(admin, { customer_name: '抢批次公司', batchId }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '附件批次已被其他客户使用' });
  });

  it('updates in place: batch and creator kept, mobile format not enforced, custom values replaced', async () => {
    const created = await save(sales, { customer_name: '待更新公司' }, { 客户级别: LEVEL_A, 客户来源: '广告' });
    const customerId = created.data.customerId;
    const { batch_id: batchId } = await t.db.selectFrom('crm_customer').select('batch_id').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    await t.db.updateTable('crm_customer').set({ mobile: 'old-format' }).where('customer_id', '=', customerId).execute();

    const updated = await save(sales, { customerId, batchId: 'ffffffffffffffffffffffffffffffff', customer_name: '已更新公司', mobile: 'old-format' }, { 客户级别: 'B（普通客户）' });
    expect(updated).toEqual({ code: 0, msg: 'success' });
    const detail = (await t.call('CrmCustomer/queryById', { customerId }, sales)).data;
    expect(detail).toMatchObject({ customerName: '已更新公司', mobile: 'old-format', batchId, 客户级别: 'B（普通客户）', 客户来源: '', ownerUserId: 5, createUserId: 5 });

    // update mode still runs the other rules
    expect(await save(sales, { customerId, customer_name: '已更新公司' })).toEqual({ code: 500, msg: '客户级别不能为空' });
    expect(await save(sales, { customerId, customer_name: '已更新公司', mobile: 'old-format' }, { 客户级别: LEVEL_A, 信用代码: 'CODE-2' }))
      .toEqual({ code: 500, msg: '信用代码已存在' });
    // a unique value does not collide with the record itself
    expect((await save(sales, { customerId, customer_name: '已更新公司' }, { 客户级别: LEVEL_A, 信用代码: 'CODE-3' })).code).toBe(0);
    expect((await save(sales, { customerId, customer_name: '已更新公司' }, { 客户级别: LEVEL_A, 信用代码: 'CODE-3' })).code).toBe(0);
    expect(await save(sales, { customerId: 999_999, customer_name: 'x' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
  });
});

describe('an edit over someone else\'s newer save (expectedUpdateTime)', () => {
  it('is refused with a message, writing nothing; an edit from the current version saves', async () => {
    const created = await save(sales, { customer_name: '并发编辑公司' }, { 客户级别: LEVEL_A });
    const customerId = created.data.customerId;
    const loaded = (await t.call('CrmCustomer/queryById', { customerId }, sales)).data.updateTime as string;
    expect(loaded).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const edit = async (name: string, expectedUpdateTime?: string) => postJson(t, 'CrmCustomer/addOrUpdate', {
      ...(await customerPayload(t, sales, { customerId, customer_name: name }, { 客户级别: LEVEL_A })),
      ...(expectedUpdateTime !== undefined ? { expectedUpdateTime } : {}),
    }, sales);

    // the manager saves it meanwhile (a second later: the wire format has seconds)
    await t.db.updateTable('crm_customer').set({ update_time: new Date(Date.now() + 1000) }).where('customer_id', '=', customerId).execute();
    expect(await edit('被覆盖的名称', loaded)).toEqual({ code: 500, msg: '该客户已被他人修改，请载入最新内容后再保存' });
    expect((await t.call('CrmCustomer/queryById', { customerId }, sales)).data.customerName).toBe('并发编辑公司');

    const current = (await t.call('CrmCustomer/queryById', { customerId }, sales)).data.updateTime as string;
    expect(await edit('重新编辑的名称', current)).toEqual({ code: 0, msg: 'success' });
    expect(await edit('不带版本的编辑')).toEqual({ code: 0, msg: 'success' }); // callers that send none are not checked
    expect(await edit('x', '2025-13-99')).toEqual({ code: 500, msg: '更新时间格式不正确' });
  });

  it('tells apart two edits saved within the same second', async () => {
    const created = await save(sales, { customer_name: '同秒编辑公司' }, { 客户级别: LEVEL_A });
    const customerId = created.data.customerId;
    const version = async () => (await t.call('CrmCustomer/queryById', { customerId }, sales)).data.updateTime as string;
    const edit = async (name: string, expectedUpdateTime: string) => postJson(t, 'CrmCustomer/addOrUpdate', {
      ...(await customerPayload(t, sales, { customerId, customer_name: name }, { 客户级别: LEVEL_A })), expectedUpdateTime,
    }, sales);
    const loaded = await version();
    // two tabs load the same version; the first saves at once, the second then saves over it
    expect(await edit('第一个标签页', loaded)).toEqual({ code: 0, msg: 'success' });
    expect(await version()).not.toBe(loaded);
    expect(await edit('第二个标签页', loaded)).toEqual({ code: 500, msg: '该客户已被他人修改，请载入最新内容后再保存' });
    expect((await t.call('CrmCustomer/queryById', { customerId }, sales)).data.customerName).toBe('第一个标签页');
  });
});

describe('data scope', () => {
  it('sales cannot read or update admin\'s customer; the manager reads and updates his team\'s', async () => {
    const mine = await save(admin, { customer_name: '管理员客户' }, { 客户级别: LEVEL_A });
    expect(await t.call('CrmCustomer/queryById', { customerId: mine.data.customerId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect(await save(sales, { customerId: mine.data.customerId, customer_name: '改名' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '没有权限' });
    expect((await t.call('CrmCustomer/queryById', { customerId: mine.data.customerId }, admin)).data.customerName).toBe('管理员客户');

    const salesOwn = await save(sales, { customer_name: '李娜的客户' }, { 客户级别: LEVEL_A });
    expect((await t.call('CrmCustomer/queryById', { customerId: salesOwn.data.customerId }, manager)).data.ownerUserName).toBe('李娜');
    expect((await save(manager, { customerId: salesOwn.data.customerId, customer_name: '李娜的客户（经理改）' }, { 客户级别: LEVEL_A })).code).toBe(0);
    expect(await t.call('CrmCustomer/queryById', { customerId: salesOwn.data.customerId }, sales2)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
  });

  it('a read-only team member reads but cannot update; a read-write member can', async () => {
    const created = await save(sales, { customer_name: '团队客户' }, { 客户级别: LEVEL_A });
    const customerId = created.data.customerId;
    await t.db.updateTable('crm_customer').set({ ro_user_id: ',6,' }).where('customer_id', '=', customerId).execute();
    expect((await t.call('CrmCustomer/queryById', { customerId }, sales2)).data.customerName).toBe('团队客户');
    expect(await save(sales2, { customerId, customer_name: '团队客户2' }, { 客户级别: LEVEL_A })).toEqual({ code: 500, msg: '没有权限' });
    await t.db.updateTable('crm_customer').set({ ro_user_id: ',', rw_user_id: ',6,' }).where('customer_id', '=', customerId).execute();
    expect((await save(sales2, { customerId, customer_name: '团队客户2' }, { 客户级别: LEVEL_A })).code).toBe(0);
  });
});
