// Owner changes (contract 7.2 Transfer: CrmLeads/changeOwnerUser, <Prefix>/transfer) and the
// owned/locked customer limit rules (7.4 customerSetting & co.).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_MODULES } from '../../server/records/recordModules.ts';
import { readRecordSavePayload } from '../../server/records/recordSavePayload.ts';
import { saveRecord, type SaveHooks } from '../../server/records/savePipeline.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { createCustomer, customerRow, insertBusiness, insertContact, insertContract, insertLeads, logLines, OK } from './crmActivityHelpers.ts';
import { customerPayload, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales] = await Promise.all(['admin', 'manager', 'sales'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const ownerOf = async (table: 'crm_contacts' | 'crm_business' | 'crm_contract' | 'crm_leads', idColumn: string, id: number) =>
  (await t.db.selectFrom(table).selectAll().where(idColumn as never, '=', id as never).executeTakeFirstOrThrow()) as Record<string, unknown>;

describe('CrmCustomer/transfer', () => {
  it('moves the customer and the chosen children; the old owner stays as a member with transferType 2', async () => {
    const customerId = await createCustomer(t, sales, '转移客户');
    const contactsId = await insertContact(t, customerId, 5);
    const businessId = await insertBusiness(t, customerId, 5);
    const contractId = await insertContract(t, customerId, 5);
    await t.db.updateTable('crm_customer').set({ followup: 1, ro_user_id: ',6,' }).where('customer_id', '=', customerId).execute();

    expect(await t.call('CrmCustomer/transfer', { customerIds: customerId, newOwnerUserId: 6 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmCustomer/transfer', {
      customerIds: customerId, newOwnerUserId: 6, transferType: 2, power: 2, changeType: '1,2,3',
    }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ owner_user_id: 6, followup: 0, ro_user_id: ',', rw_user_id: ',5,' });
    expect(await ownerOf('crm_contacts', 'contacts_id', contactsId)).toMatchObject({ owner_user_id: 6 });
    expect(await ownerOf('crm_business', 'business_id', businessId)).toMatchObject({ owner_user_id: 6, rw_user_id: ',5,' });
    expect(await ownerOf('crm_contract', 'contract_id', contractId)).toMatchObject({ owner_user_id: 6, rw_user_id: ',5,' });
    expect(await logLines(t, manager, 2, customerId)).toContain('将客户转移给：刘洋');
    expect(await logLines(t, manager, 3, contactsId)).toEqual(['将联系人转移给：刘洋']);
  });

  it('transferType 1 drops the old owner and leaves unchosen children alone', async () => {
    const customerId = await createCustomer(t, sales, '整体转移客户');
    const businessId = await insertBusiness(t, customerId, 5);
    expect(await t.call('CrmCustomer/transfer', { customerIds: customerId, newOwnerUserId: 4, transferType: 1 }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ owner_user_id: 4, ro_user_id: ',', rw_user_id: ',' });
    expect(await ownerOf('crm_business', 'business_id', businessId)).toMatchObject({ owner_user_id: 5 });
  });

  it('refuses pool customers, records outside the scope, unknown owners', async () => {
    const adminsOwn = await createCustomer(t, admin, '管理员客户');
    const pooled = await createCustomer(t, admin, '公海里的客户');
    await t.db.updateTable('crm_customer').set({ owner_user_id: null }).where('customer_id', '=', pooled).execute();
    expect(await t.call('CrmCustomer/transfer', { customerIds: adminsOwn, newOwnerUserId: 5 }, manager)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/transfer', { customerIds: pooled, newOwnerUserId: 5 }, admin)).toEqual({ code: 500, msg: '公海客户不能转移' });
    expect(await t.call('CrmCustomer/transfer', { customerIds: adminsOwn, newOwnerUserId: 999 }, admin)).toEqual({ code: 500, msg: '新负责人不存在或已停用' });
    expect(await t.call('CrmCustomer/transfer', { customerIds: adminsOwn }, admin)).toEqual({ code: 500, msg: '新负责人不能为空' });
    expect(await customerRow(t, adminsOwn)).toMatchObject({ owner_user_id: 3 });
  });
});

describe('other modules', () => {
  it('changeOwnerUser for leads, transfer for contacts, business and contracts', async () => {
    const leadsId = await insertLeads(t, 5, '待转移线索');
    await t.db.updateTable('crm_leads').set({ followup: 1 }).where('leads_id', '=', leadsId).execute();
    expect(await t.call('CrmLeads/changeOwnerUser', { leadsIds: leadsId, newOwnerUserId: 6 }, manager)).toEqual(OK);
    expect(await ownerOf('crm_leads', 'leads_id', leadsId)).toMatchObject({ owner_user_id: 6, followup: 0 });
    expect(await logLines(t, manager, 1, leadsId)).toEqual(['将线索转移给：刘洋']);

    const customerId = await createCustomer(t, sales, '子记录客户');
    const contactsId = await insertContact(t, customerId, 5);
    const businessId = await insertBusiness(t, customerId, 5);
    const contractId = await insertContract(t, customerId, 5);
    expect(await t.call('CrmContacts/transfer', { contactsIds: contactsId, newOwnerUserId: 4 }, manager)).toEqual(OK);
    expect(await t.call('CrmBusiness/transfer', { businessIds: businessId, newOwnerUserId: 4, transferType: 2, power: 1 }, manager)).toEqual(OK);
    expect(await t.call('CrmContract/transfer', { contractIds: contractId, newOwnerUserId: 4, transferType: 1 }, manager)).toEqual(OK);
    expect(await ownerOf('crm_contacts', 'contacts_id', contactsId)).toMatchObject({ owner_user_id: 4 });
    expect(await ownerOf('crm_business', 'business_id', businessId)).toMatchObject({ owner_user_id: 4, ro_user_id: ',5,' });
    expect(await ownerOf('crm_contract', 'contract_id', contractId)).toMatchObject({ owner_user_id: 4, ro_user_id: ',', rw_user_id: ',' });
    // sales has no transfer key for business
    expect(await t.call('CrmBusiness/transfer', { businessIds: businessId, newOwnerUserId: 5 }, sales)).toEqual({ code: 500, msg: '无权访问' });
  });
});

describe('customer limits', () => {
  it('admin rules: create, list, read, refuse overlaps, delete; the owned limit stops a transfer', async () => {
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '刘洋限额', type: 1, userList: [6] }, admin))
      .toEqual({ code: 500, msg: '请填写客户数量' });
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '刘洋限额', customerNum: 1, type: 1, userList: [6] }, sales))
      .toEqual({ code: 500, msg: '无权访问' });
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '刘洋限额', customerNum: 1, customerDeal: 0, type: 1, userList: [6], deptList: [4] }, admin)).toEqual(OK);
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '重复', customerNum: 3, type: 1, userList: [{ userId: 6 }] }, admin))
      .toEqual({ code: 500, msg: '已经有员工或部门信息包含在别的规则里面' });

    const page = (await t.call('CrmCustomer/queryCustomerSetting', { type: 1 }, admin)).data;
    expect(page).toMatchObject({ pageNumber: 1, totalRow: 2 });
    const rule = page.list[0];
    expect(rule).toMatchObject({
      settingName: '刘洋限额', customerNum: 1, customerDeal: 0, range: '财务部,刘洋',
      userIds: [{ userId: 6, realname: '刘洋', img: null }], deptIds: [{ id: 4, name: '财务部' }],
    });
    expect((await t.call('CrmCustomer/editCustomerSetting', { settingId: rule.settingId }, admin)).data)
      .toMatchObject({ settingId: rule.settingId, userIds: [6], deptIds: [4] });

    // 刘洋 (6) owns customers from the first test already: one more is over the limit of 1
    const customerId = await createCustomer(t, sales, '超限客户');
    expect(await t.call('CrmCustomer/transfer', { customerIds: customerId, newOwnerUserId: 6 }, manager)).toEqual({ code: 500, msg: '该员工拥有客户数已达上限' });
    expect(await customerRow(t, customerId)).toMatchObject({ owner_user_id: 5 });

    expect(await t.call('CrmCustomer/deleteCustomerSetting', { settingId: rule.settingId }, admin)).toEqual(OK);
    expect(await t.call('CrmCustomer/transfer', { customerIds: customerId, newOwnerUserId: 6 }, manager)).toEqual(OK);
    expect(await t.call('CrmCustomer/deleteCustomerSetting', { settingId: rule.settingId }, admin)).toEqual({ code: 500, msg: '该规则不存在或已被删除' });
  });
});

describe('customer limit on create (contract 7.1, 7.4)', () => {
  it('refuses a create past the owned limit, writing nothing; dealt customers count only with customerDeal 1', async () => {
    const ownedBy5 = async () => Number((await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', 5).executeTakeFirstOrThrow()).n);
    const total = async () => Number((await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const create = async (name: string) =>
      postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, sales, { customer_name: name }, { 客户级别: 'A（重点客户）' }), sales);

    const owned = await ownedBy5();
    // a department rule (销售一组 = 3) applies to 李娜 unless a rule names her
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '销售一组限额', customerNum: owned, customerDeal: 1, type: 1, deptList: [3] }, admin)).toEqual(OK);
    const before = await total();
    expect(await create('部门限额客户')).toEqual({ code: 500, msg: '拥有客户数已达上限，无法新增' });
    expect(await total()).toBe(before);

    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingName: '李娜限额', customerNum: owned + 1, customerDeal: 1, type: 1, userList: [5] }, admin)).toEqual(OK);
    const first = await create('限额内客户');
    expect(first.code).toBe(0);
    expect(await create('限额外客户')).toEqual({ code: 500, msg: '拥有客户数已达上限，无法新增' });
    // an update of a customer she owns is not a new one
    expect((await postJson(t, 'CrmCustomer/addOrUpdate',
      await customerPayload(t, sales, { customerId: first.data.customerId, customer_name: '限额内客户（改）' }, { 客户级别: 'B（普通客户）' }), sales)).code).toBe(0);

    const rules = (await t.call('CrmCustomer/queryCustomerSetting', { type: 1 }, admin)).data.list as { settingId: number; settingName: string }[];
    const mine = rules.find((r) => r.settingName === '李娜限额')!;
    const dept = rules.find((r) => r.settingName === '销售一组限额')!;
    // with customerDeal 0 a dealt customer leaves the count
    expect(await postJson(t, 'CrmCustomer/customerSetting', { settingId: mine.settingId, settingName: '李娜限额', customerNum: owned + 1, customerDeal: 0, type: 1, userList: [5] }, admin)).toEqual(OK);
    await t.db.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', first.data.customerId).execute();
    expect((await create('成交后新增客户')).code).toBe(0);

    // two creates at the limit at once: exactly one gets in
    const [a, b] = await Promise.all([create('并发客户甲'), create('并发客户乙')]);
    expect([a.code, b.code]).toEqual([500, 500]);
    await t.db.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_name', '=', '成交后新增客户').execute();
    const [c, d] = await Promise.all([create('并发客户丙'), create('并发客户丁')]);
    expect([c.code, d.code].sort()).toEqual([0, 500]);

    // the limit is checked on the owner the row finally carries: a caller's hook (the Excel import)
    // may assign the new customer to someone else
    const assignTo5: SaveHooks = { async prepare(ctx) { ctx.row.owner_user_id = 5; } };
    const adminPayload = async (name: string) => readRecordSavePayload(await customerPayload(t, admin, { customer_name: name }, { 客户级别: 'A（重点客户）' }), RECORD_MODULES.customer);
    await expect(saveRecord(t.db, 3, RECORD_MODULES.customer, await adminPayload('分给李娜的客户'), assignTo5)).rejects.toThrow('拥有客户数已达上限，无法新增');
    expect((await saveRecord(t.db, 3, RECORD_MODULES.customer, await adminPayload('管理员自己的客户'))).created).toBe(true);

    for (const rule of [mine, dept]) expect(await t.call('CrmCustomer/deleteCustomerSetting', { settingId: rule.settingId }, admin)).toEqual(OK);
    expect((await create('无规则客户')).code).toBe(0);
  });
});

describe('CrmLeads/transfer (conversion)', () => {
  it('makes a customer of each lead, with mapped custom values, follow-ups and log; refuses a second conversion', async () => {
    const fieldId = async (label: number, name: string) =>
      (await t.db.selectFrom('admin_field').select('field_id').where('label', '=', label).where('name', '=', name).executeTakeFirstOrThrow()).field_id;
    const [leadSource, customerSource] = [await fieldId(1, '线索来源'), await fieldId(2, '客户来源')];
    const leadsId = await insertLeads(t, 5, '转化线索公司');
    await t.db.updateTable('crm_leads').set({ mobile: '13900000000', address: '文三路 1 号', custom: JSON.stringify({ [leadSource]: '促销' }) })
      .where('leads_id', '=', leadsId).execute();
    expect(await t.call('CrmLeads/addRecord', { typesId: leadsId, content: '线索阶段的跟进', category: '打电话' }, sales)).toEqual(OK);

    expect(await t.call('CrmLeads/transfer', { leadsIds: leadsId }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmLeads/transfer', { leadsIds: leadsId }, manager)).toEqual(OK);
    const lead = await ownerOf('crm_leads', 'leads_id', leadsId);
    expect(lead).toMatchObject({ is_transform: 1, customer_id: expect.any(Number) });
    const customer = await customerRow(t, lead.customer_id as number);
    expect(customer).toMatchObject({ customer_name: '转化线索公司', mobile: '13900000000', detail_address: '文三路 1 号', owner_user_id: 5, deal_status: 0, is_lock: 0 });
    expect(customer.custom).toEqual({ [customerSource]: '促销' });
    const records = (await t.call('CrmCustomer/getRecord', { customerId: customer.customer_id }, sales)).data;
    expect(records.map((r: { content: string }) => r.content)).toEqual(['线索阶段的跟进']);
    expect(await logLines(t, sales, 2, customer.customer_id)).toEqual(['由线索转化而来']);
    expect(await logLines(t, sales, 1, leadsId)).toEqual(['将线索转化为客户']);

    expect(await t.call('CrmLeads/transfer', { leadsIds: leadsId }, manager)).toEqual({ code: 500, msg: '已转化线索不能再次转化' });
    const twin = await insertLeads(t, 5, '转化线索公司');
    expect(await t.call('CrmLeads/transfer', { leadsIds: twin }, manager)).toEqual({ code: 500, msg: '客户名称已存在' });
    expect((await ownerOf('crm_leads', 'leads_id', twin)).is_transform).toBe(0);
  });
});
