// The record calls of leads, contacts, business, contracts, plans, receivables and products (issue 4):
// every save validated by the same form engine as the browser (Chinese message, nothing written),
// reads in the contract's shapes, data scope (李娜 5 cannot see 刘洋 6's records, 张伟 4 can), team
// rights, module rules (stages, product pricing, draft/edit rules, plan numbers, unique numbers)
// and deletes refused while dependents exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
let manager: string;
let customerId: number; // 刘洋's customer
let productId: number;

/** The save body the client builds: entity + the label's custom fields with values by name. */
async function body(token: string, label: number, entity: Record<string, unknown>, custom: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const form = await t.call('field/queryField', { label }, token);
  if (form.code !== 0) throw new Error(form.msg);
  const field = (form.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: custom[f.name as string] ?? '' }));
  return { entity, field, ...extra };
}
const save = async (path: string, token: string, label: number, entity: Record<string, unknown>, custom?: Record<string, unknown>, extra?: Record<string, unknown>) =>
  postJson(t, path, await body(token, label, entity, custom, extra), token);
const count = async (table: 'crm_leads' | 'crm_contacts' | 'crm_business' | 'crm_contract' | 'crm_receivables' | 'crm_product' | 'crm_receivables_plan') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const newId = async (table: 'crm_leads' | 'crm_contacts' | 'crm_business' | 'crm_contract' | 'crm_receivables' | 'crm_product' | 'crm_receivables_plan', column: string) =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.max(column as never).as('id')).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  t = await createTestApp();
  // The seeded salesperson role cannot delete; give it the delete keys so data scope decides.
  await t.db.insertInto('admin_role_menu').values([23, 32, 44, 50, 57, 64].map((menuId) => ({ role_id: 11, menu_id: menuId }))).execute();
  [admin, sales, sales2, manager] = await Promise.all(['admin', 'sales', 'sales2', 'manager'].map((u) => t.login(u)));
  const customer = await save('CrmCustomer/addOrUpdate', sales2, 2, { customer_name: '刘洋的客户' });
  if (customer.code !== 0) throw new Error(customer.msg);
  customerId = customer.data.customerId;
  const product = await save('CrmProduct/saveAndUpdate', admin, 4, { name: '灵犀标准版', category_id: 23, num: '1001', price: '100' }, { 是否上下架: '上架', 单位: '套' });
  if (product.code !== 0) throw new Error(product.msg);
  productId = await newId('crm_product', 'product_id');
});
afterAll(async () => { await t?.close(); });

describe('leads', () => {
  it('creates, reads within scope only, updates, refuses bad input and deletes', async () => {
    const before = await count('crm_leads');
    expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '', mobile: '1' })).toEqual({ code: 500, msg: '线索名称不能为空' });
    expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '坏手机线索', mobile: '12ab' })).toEqual({ code: 500, msg: '手机格式有误' });
    expect(await count('crm_leads')).toBe(before);

    expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '展会线索', next_time: '2025-06-01 09:30' }, { 线索来源: '广告' }))
      .toEqual({ code: 0, msg: 'success' });
    const leadsId = await newId('crm_leads', 'leads_id');
    const detail = (await t.call('CrmLeads/queryById', { leadsId }, sales2)).data;
    expect(detail).toMatchObject({ leadsId, leadsName: '展会线索', name: '展会线索', nextTime: '2025-06-01 09:30:00', 线索来源: '广告', 客户级别: '', ownerUserName: '刘洋' });
    expect(detail).not.toHaveProperty('custom');
    expect(await t.call('CrmLeads/queryById', { leadsId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect((await t.call('CrmLeads/queryById', { leadsId }, manager)).data.leadsName).toBe('展会线索');

    expect(await save('CrmLeads/addOrUpdate', sales, 1, { leadsId, leads_name: '抢改' })).toEqual({ code: 500, msg: '没有权限' });
    expect((await save('CrmLeads/addOrUpdate', manager, 1, { leadsId, leads_name: '展会线索（经理改）' }, { 线索来源: '转介绍' })).code).toBe(0);
    expect((await t.call('CrmLeads/queryById', { leadsId }, sales2)).data).toMatchObject({ leadsName: '展会线索（经理改）', 线索来源: '转介绍' });

    // field/queryField edit mode and field/information work for leads
    const form = (await t.call('field/queryField', { label: 1, id: leadsId }, sales2)).data as Record<string, unknown>[];
    expect(form.find((f) => f.fieldName === 'leads_name')?.value).toBe('展会线索（经理改）');

    expect(await t.call('CrmLeads/deleteByIds', { leadsIds: String(leadsId) }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect((await t.call('CrmLeads/deleteByIds', { leadsIds: String(leadsId) }, sales2)).code).toBe(0);
    expect(await t.call('CrmLeads/queryById', { leadsId }, sales2)).toEqual({ code: 500, msg: '该线索不存在或已被删除' });
  });
});

describe('owner on create (contract 7.1)', () => {
  const ownerOfLatest = async (table: 'crm_leads' | 'crm_contacts', idColumn: string) =>
    t.db.selectFrom(table).select(['owner_user_id', 'create_user_id']).where(idColumn as never, '=', (await newId(table, idColumn)) as never).executeTakeFirstOrThrow();

  it('leads and contacts keep an owner supplied in the entity (snake or camel case); an unknown or disabled user is refused', async () => {
    const ownCustomer = (await save('CrmCustomer/addOrUpdate', sales2, 2, { customer_name: '代建联系人的客户' })).data.customerId;
    expect((await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '代建线索', owner_user_id: 5 })).code).toBe(0);
    expect(await ownerOfLatest('crm_leads', 'leads_id')).toEqual({ owner_user_id: 5, create_user_id: 6 });
    expect((await save('CrmContacts/addOrUpdate', sales2, 3, { name: '代建联系人', customer_id: ownCustomer, ownerUserId: '5' })).code).toBe(0);
    expect(await ownerOfLatest('crm_contacts', 'contacts_id')).toEqual({ owner_user_id: 5, create_user_id: 6 });
    // without one, the creator owns it
    expect((await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '自建线索', ownerUserId: '' })).code).toBe(0);
    expect(await ownerOfLatest('crm_leads', 'leads_id')).toEqual({ owner_user_id: 6, create_user_id: 6 });

    const before = await count('crm_leads');
    expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '无主线索', owner_user_id: 99999 })).toEqual({ code: 500, msg: '负责人不存在或已停用' });
    await t.db.updateTable('admin_user').set({ status: 0 }).where('user_id', '=', 7).execute();
    try {
      expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '停用线索', owner_user_id: 7 })).toEqual({ code: 500, msg: '负责人不存在或已停用' });
    } finally {
      await t.db.updateTable('admin_user').set({ status: 1 }).where('user_id', '=', 7).execute();
    }
    expect(await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '坏负责人', owner_user_id: 'x' })).toEqual({ code: 500, msg: '负责人格式不正确' });
    expect(await count('crm_leads')).toBe(before);
  });

  it('other modules and every update ignore a supplied owner: the creator owns a new record, transfer moves it', async () => {
    const created = await save('CrmCustomer/addOrUpdate', sales2, 2, { customer_name: '想指定负责人的客户', owner_user_id: 5 }, { 客户级别: 'A（重点客户）' });
    expect(created.code).toBe(0);
    const customer = await t.db.selectFrom('crm_customer').select(['owner_user_id', 'create_user_id']).where('customer_id', '=', created.data.customerId).executeTakeFirstOrThrow();
    expect(customer).toEqual({ owner_user_id: 6, create_user_id: 6 });

    expect((await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '改负责人线索' })).code).toBe(0);
    const leadsId = await newId('crm_leads', 'leads_id');
    expect((await save('CrmLeads/addOrUpdate', sales2, 1, { leadsId, leads_name: '改负责人线索', owner_user_id: 5 })).code).toBe(0);
    expect(await ownerOfLatest('crm_leads', 'leads_id')).toEqual({ owner_user_id: 6, create_user_id: 6 });
  });
});

describe('duplicate lookup (<Mod>/queryList, contract 7.2)', () => {
  it('matches every given value, answers names and owners within the data scope, and an empty page when nothing is given', async () => {
    expect((await save('CrmLeads/addOrUpdate', sales2, 1, { leads_name: '查重_线索%公司', mobile: '13912345678' })).code).toBe(0);
    const leadsId = await newId('crm_leads', 'leads_id');
    // 张伟 is above 刘洋: the lookup shows him who owns the duplicate; 李娜 cannot read 刘洋's
    // records, so it shows her nothing of them (issue 16; category-and-lookup-rights.test.ts)
    expect((await t.call('CrmLeads/queryList', { leadsName: '线索%', mobile: '1234' }, sales)).data.totalRow).toBe(0);
    const leads = (await t.call('CrmLeads/queryList', { leadsName: '线索%', mobile: '1234' }, manager)).data;
    expect(leads).toMatchObject({ totalRow: 1, pageNumber: 1, list: [{ leadsId, leadsName: '查重_线索%公司', ownerUserName: '刘洋' }] });
    expect(leads.list[0]).not.toHaveProperty('mobile');
    // `%` and `_` are literal characters, not wildcards
    expect((await t.call('CrmLeads/queryList', { leadsName: '查重%线索' }, manager)).data.totalRow).toBe(0);
    expect((await t.call('CrmLeads/queryList', { leadsName: '线索%', mobile: '000' }, manager)).data.totalRow).toBe(0);

    const dupId = (await save('CrmCustomer/addOrUpdate', sales2, 2, { customer_name: '查重客户甲', mobile: '13800001111' })).data.customerId;
    const customers = (await t.call('CrmCustomer/queryList', { customerName: '查重客户' }, manager)).data;
    expect(customers.list).toEqual([{ customerId: dupId, customerName: '查重客户甲', ownerUserName: '刘洋' }]);
    // customer phones match exactly
    expect((await t.call('CrmCustomer/queryList', { mobile: '1380000' }, manager)).data.totalRow).toBe(0);
    expect((await t.call('CrmCustomer/queryList', { mobile: '13800001111' }, manager)).data.list).toEqual([expect.objectContaining({ customerId: dupId })]);

    expect((await save('CrmContacts/addOrUpdate', sales2, 3, { name: '查重联系人', customer_id: dupId, telephone: '0571-1234' })).code).toBe(0);
    const contactsId = await newId('crm_contacts', 'contacts_id');
    const contacts = (await t.call('CrmContacts/queryList', { contactsName: '查重', customerName: '客户甲', telephone: '0571-1234' }, manager)).data;
    expect(contacts.list).toEqual([{ contactsId, name: '查重联系人', customerName: '查重客户甲', ownerUserName: '刘洋' }]);
    expect((await t.call('CrmContacts/queryList', { name: '查重', telephone: '0571' }, manager)).data.totalRow).toBe(0);

    expect((await t.call('CrmCustomer/queryList', { customerName: ' ', mobile: '' }, sales)).data).toMatchObject({ list: [], totalRow: 0 });
    expect(await t.call('CrmCustomer/queryList', { customerName: 'x'.repeat(256) }, sales)).toEqual({ code: 500, msg: '客户名称不能超过255个字符' });
  });
});

describe('contacts', () => {
  it('links a customer, shows it in the customer tab and edit form, and blocks the customer delete', async () => {
    const before = await count('crm_contacts');
    expect(await save('CrmContacts/addOrUpdate', sales2, 3, { name: '王经理', customer_id: customerId, email: 'not-an-email' }))
      .toEqual({ code: 500, msg: '电子邮箱：邮箱格式有误' });
    expect(await save('CrmContacts/addOrUpdate', sales2, 3, { name: '王经理' })).toEqual({ code: 500, msg: '客户名称不能为空' });
    expect(await count('crm_contacts')).toBe(before);

    expect((await save('CrmContacts/addOrUpdate', sales2, 3, { name: '王经理', customer_id: customerId, post: '采购' }, { 是否关键决策人: '是' })).code).toBe(0);
    const contactsId = await newId('crm_contacts', 'contacts_id');
    expect((await t.call('CrmContacts/queryById', { contactsId }, sales2)).data)
      .toMatchObject({ name: '王经理', customerId, customerName: '刘洋的客户', 是否关键决策人: '是' });
    expect(await t.call('CrmContacts/queryById', { contactsId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect((await t.call('CrmContacts/queryById', { contactsId }, manager)).data.name).toBe('王经理');

    const tab = await t.call('CrmCustomer/queryContacts', { customerId, pageType: 0 }, sales2);
    expect(tab.data).toEqual([expect.objectContaining({ contactsId, name: '王经理', post: '采购', 是否关键决策人: '是' })]);
    const form = (await t.call('field/queryField', { label: 3, id: contactsId }, sales2)).data as Record<string, unknown>[];
    expect(form.find((f) => f.fieldName === 'customer_id')?.value).toEqual([{ customerId, customerName: '刘洋的客户' }]);

    expect(await t.call('CrmCustomer/deleteByIds', { customerIds: String(customerId) }, sales2)).toEqual({ code: 500, msg: '该客户下有联系人，不能删除' });
    expect((await save('CrmContacts/addOrUpdate', sales2, 3, { contactsId, name: '王总', customer_id: customerId }, { 是否关键决策人: '否' })).code).toBe(0);
    expect((await t.call('CrmContacts/queryById', { contactsId }, sales2)).data).toMatchObject({ name: '王总', 是否关键决策人: '否' });
  });
});

describe('business', () => {
  it('prices the products, logs stage changes, respects team rights and stage groups', async () => {
    const line = { productId, price: '100', salesPrice: '90', num: '2', discount: '10', subtotal: '180' };
    const before = await count('crm_business');
    expect(await save('CrmBusiness/addOrUpdate', sales2, 5, { business_name: '无客户商机', type_id: 1, status_id: 1 }))
      .toEqual({ code: 500, msg: '客户名称不能为空' });
    expect(await save('CrmBusiness/addOrUpdate', sales2, 5, { business_name: '无阶段组', customer_id: customerId }))
      .toEqual({ code: 500, msg: '商机状态组不能为空' });
    expect(await count('crm_business')).toBe(before);

    const created = await save('CrmBusiness/addOrUpdate', sales2, 5,
      { business_name: '年度采购', customer_id: customerId, type_id: 1, status_id: 1, discountRate: '10', totalPrice: '1' }, {}, { product: [line] });
    expect(created.code).toBe(0);
    const businessId = await newId('crm_business', 'business_id');
    const detail = (await t.call('CrmBusiness/queryById', { businessId }, sales2)).data;
    // 2 × 90.00 = 180.00, minus the 10 % order discount: the server's figure, not the request's "1"
    expect(detail).toMatchObject({
      businessName: '年度采购', customerName: '刘洋的客户', typeName: '默认商机组', statusName: '验证客户',
      totalPrice: '162.00', discountRate: '10.00', money: '162.00', isEnd: 0, roUserId: ',', rwUserId: ',',
    });
    const products = (await t.call('CrmBusiness/queryProduct', { businessId, pageType: 0 }, sales2)).data;
    expect(products).toMatchObject({ discountRate: '10.00', money: '162.00' });
    expect(products.list).toEqual([expect.objectContaining({ productId, name: '灵犀标准版', salesPrice: '90.00', num: 2, subtotal: '180.00', 是否上下架: '上架' })]);

    const information = (await t.call('field/information', { types: 5, id: businessId }, sales2)).data as Record<string, unknown>[];
    expect(information.find((r) => r.name === '商机名称')?.value).toBe('年度采购');
    expect(information.find((r) => r.name === '商机阶段')).toEqual({ name: '商机阶段', value: { statusId: 1, statusName: '验证客户' }, formType: 'statusName' });
    expect(information.find((r) => r.name === '客户名称')?.value).toEqual({ customerId, customerName: '刘洋的客户' });
    expect(await t.call('field/information', { types: 5, id: businessId }, sales)).toEqual({ code: 500, msg: '没有权限' });
    const editForm = (await t.call('field/queryField', { label: 5, id: businessId }, sales2)).data as Record<string, unknown>[];
    expect(editForm.find((f) => f.fieldName === 'type_id')?.value).toBe(1);
    expect(editForm.find((f) => f.fieldName === 'product')?.value).toMatchObject({ discountRate: '10.00', totalPrice: '162.00', product: [expect.objectContaining({ productId, salesPrice: '90.00' })] });
    expect(await t.call('CrmBusiness/queryById', { businessId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect((await t.call('CrmBusiness/queryById', { businessId }, manager)).data.businessName).toBe('年度采购');

    // a read-only team member reads but cannot update; read-write can
    await t.db.updateTable('crm_business').set({ ro_user_id: ',5,' }).where('business_id', '=', businessId).execute();
    expect((await t.call('CrmBusiness/queryById', { businessId }, sales)).data.businessName).toBe('年度采购');
    expect(await save('CrmBusiness/addOrUpdate', sales, 5, { businessId, business_name: '改', customer_id: customerId, type_id: 1, status_id: 1 }))
      .toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmBusiness/boostBusinessStatus', { businessId, statusId: 2, isEnd: 0 }, sales)).toEqual({ code: 500, msg: '没有权限' });

    expect((await t.call('CrmBusiness/boostBusinessStatus', { businessId, statusId: 2, isEnd: 0 }, sales2)).code).toBe(0);
    const status = (await t.call('CrmBusiness/queryBusinessStatus', { businessId }, sales2)).data;
    expect(status).toMatchObject({ businessId, statusId: 2, isEnd: 0 });
    expect(status.statusList.map((s: { name: string }) => s.name)).toEqual(['验证客户', '需求分析', '方案/报价']);
    const changes = await t.db.selectFrom('crm_business_change').select('status_id').where('business_id', '=', businessId).orderBy('change_id').execute();
    expect(changes.map((c) => c.status_id)).toEqual([1, 2]);

    // stage groups (admin): rate above 100 refused; a stage of another group refused on save
    expect(await postJson(t, 'businessType/setBusinessType', { crmBusinessType: { name: '大客户组' }, deptIds: [], crmBusinessStatus: [{ name: '初访', rate: '120' }] }, admin))
      .toEqual({ code: 500, msg: '赢单率不能大于100' });
    expect((await postJson(t, 'businessType/setBusinessType', { crmBusinessType: { name: '大客户组' }, deptIds: [3], crmBusinessStatus: [{ name: '初访', rate: '10' }, { name: '签约', rate: '90' }] }, admin)).code).toBe(0);
    const types = (await t.call('businessType/queryBusinessTypeList', { page: 1, limit: 10 }, admin)).data;
    expect(types.totalRow).toBe(2);
    const bigType = types.list.find((x: { name: string }) => x.name === '大客户组');
    expect(bigType.deptIds).toEqual([{ id: 3, name: '销售一组' }]);
    expect(bigType.statusList).toEqual([expect.objectContaining({ name: '初访', rate: '10', orderNum: 1 }), expect.objectContaining({ name: '签约', rate: '90', orderNum: 2 })]);
    const options = (await t.call('CrmBusiness/queryBusinessStatusOptions', {}, sales2)).data;
    expect(options.map((o: { name: string }) => o.name)).toEqual(['默认商机组', '大客户组']);
    expect(await save('CrmBusiness/addOrUpdate', sales2, 5, { businessId, business_name: '年度采购', customer_id: customerId, type_id: bigType.typeId, status_id: 1 }))
      .toEqual({ code: 500, msg: '商机阶段不属于该商机状态组' });
    expect(await t.call('businessType/deleteById', { id: 1 }, admin)).toEqual({ code: 500, msg: '使用中的商机组不可以删除' });

    expect(await t.call('CrmCustomer/deleteByIds', { customerIds: String(customerId) }, sales2)).toEqual({ code: 500, msg: '该客户下有联系人、商机，不能删除' });
    // Without pageType the related list is a Page (contract 1.5).
    const tab = (await t.call('CrmCustomer/queryBusiness', { customerId }, sales2)).data;
    expect(tab).toMatchObject({ pageNumber: 1, pageSize: 10, totalRow: 1, totalPage: 1, firstPage: true, lastPage: true });
    expect(tab.list).toEqual([expect.objectContaining({ businessId, businessName: '年度采购', typeName: '默认商机组', statusName: '需求分析' })]);

    // the business's contacts tab shows the same columns as the customer's, 是否关键决策人 included
    expect((await save('CrmContacts/addOrUpdate', sales2, 3, { name: '商机联系人', customer_id: customerId, post: '总监' }, { 是否关键决策人: '是' })).code).toBe(0);
    const contactsId = await newId('crm_contacts', 'contacts_id');
    expect((await t.call('CrmBusiness/relateContacts', { businessId, contactsIds: String(contactsId) }, sales2)).code).toBe(0);
    const contactsTab = (await t.call('CrmBusiness/queryContacts', { businessId, pageType: 0 }, sales2)).data;
    expect(contactsTab).toEqual([expect.objectContaining({ contactsId, name: '商机联系人', post: '总监', 是否关键决策人: '是' })]);
    expect(contactsTab[0]).not.toHaveProperty('custom');
    const paged = (await t.call('CrmBusiness/queryContacts', { businessId, pageType: 1, page: 1, limit: 10 }, sales2)).data;
    expect(paged).toMatchObject({ totalRow: 1, list: [expect.objectContaining({ contactsId, 是否关键决策人: '是' })] });
  });
});

describe('contracts, plans and receivables', () => {
  it('drafts and edits contracts by status, numbers plans, links receivables and refuses deletes with dependents', async () => {
    const businessId = await newId('crm_business', 'business_id');
    const line = { productId, price: '100', salesPrice: '100', num: '3', discount: '0', subtotal: '300' };
    const entity = { num: '2025001', name: '年度合同', customer_id: customerId, business_id: businessId, company_user_id: '6', discountRate: '0', checkStatus: 5 };
    expect((await save('CrmContract/saveAndUpdate', sales2, 6, entity, {}, { product: [line] })).code).toBe(0);
    const contractId = await newId('crm_contract', 'contract_id');
    const before = await count('crm_contract');
    expect(await save('CrmContract/saveAndUpdate', sales2, 6, { ...entity, name: '重复编号' })).toEqual({ code: 500, msg: '合同编号已存在，请校对后再添加！' });
    expect(await save('CrmContract/saveAndUpdate', sales2, 6, { ...entity, num: '2025002', name: '' })).toEqual({ code: 500, msg: '合同名称不能为空' });
    expect(await count('crm_contract')).toBe(before);

    const detail = (await t.call('CrmContract/queryById', { contractId }, sales2)).data;
    expect(detail).toMatchObject({
      num: '2025001', checkStatus: 5, customerName: '刘洋的客户', businessName: '年度采购', companyUserName: '刘洋', totalPrice: '300.00',
      money: '300.00', receivablesCount: 0, receivablesMoney: '0.00', isAdmin: 0,
    });
    // the business's products follow the contract's
    // queryProduct's `list` is a Page unless pageType is 0 (contract 7.6)
    const businessProducts = (await t.call('CrmBusiness/queryProduct', { businessId }, sales2)).data.list.list;
    expect(businessProducts).toEqual([expect.objectContaining({ productId, num: 3, subtotal: '300.00' })]);
    expect(await t.call('CrmContract/queryById', { contractId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect((await t.call('CrmContract/queryById', { contractId }, manager)).data.num).toBe('2025001');

    // a draft may be edited; submitted (0) it may not
    // A submit goes to the seeded authorised flow: the approver is chosen (crm-examine.test.ts has the flow itself).
    expect((await save('CrmContract/saveAndUpdate', sales2, 6, { ...entity, contractId, checkStatus: undefined }, {}, { product: [line], checkUserId: 4 })).code).toBe(0);
    expect((await t.call('CrmContract/queryById', { contractId }, sales2)).data.checkStatus).toBe(0);
    expect(await save('CrmContract/saveAndUpdate', sales2, 6, { ...entity, contractId, name: '改名' })).toEqual({ code: 500, msg: '不能编辑，请先撤回再编辑！' });

    // plans: 期数 counts up per contract
    const plan = { customer_id: customerId, contract_id: contractId, money: '100', return_date: '2025-07-01', return_type: '电汇', remind: '3' };
    expect((await postJson(t, 'Crm/ReceivablesPlan/saveAndUpdate', { entity: plan }, sales2)).code).toBe(0);
    expect((await postJson(t, 'Crm/ReceivablesPlan/saveAndUpdate', { entity: { ...plan, return_date: '2025-08-01' } }, sales2)).code).toBe(0);
    expect(await postJson(t, 'Crm/ReceivablesPlan/saveAndUpdate', { entity: { ...plan, contract_id: contractId } }, sales)).toEqual({ code: 500, msg: '没有权限' });
    const plans = (await t.call('CrmContract/qureyReceivablesPlanListByContractId', { contractId }, sales2)).data.list;
    expect(plans.map((p: { num: string }) => p.num)).toEqual(['1', '2']);
    expect(plans[0]).toMatchObject({ money: '100.00', returnDate: '2025-07-01', contractNum: '2025001', customerName: '刘洋的客户' });
    const [firstPlan] = plans;
    const planForm = (await t.call('field/queryField', { label: 8, id: firstPlan.planId }, sales2)).data as Record<string, unknown>[];
    expect(planForm.find((f) => f.fieldName === 'contract_id')?.value).toEqual([{ contractId, num: '2025001' }]);

    // receivables: only against an approved contract (the form offers no other), nothing written
    const receivable = { number: '9001', customer_id: customerId, contract_id: contractId, plan_id: firstPlan.planId, money: '100', return_time: '2025-07-02' };
    const receivablesBefore = await count('crm_receivables');
    expect(await save('CrmReceivables/saveOrUpdate', sales2, 7, receivable, { 回款方式: '电汇' }, { checkUserId: 4 }))
      .toEqual({ code: 500, msg: '合同尚未审核通过，不能添加回款' });
    expect(await count('crm_receivables')).toBe(receivablesBefore);
    const { examine_record_id: contractRecordId } = await t.db.selectFrom('crm_contract').select('examine_record_id').where('contract_id', '=', contractId).executeTakeFirstOrThrow();
    expect((await t.call('examineRecord/auditExamine', { recordId: contractRecordId, status: 1, remarks: '', id: contractId }, manager)).code).toBe(0);

    // unique number, plan linked, plan then frozen
    expect((await save('CrmReceivables/saveOrUpdate', sales2, 7, receivable, { 回款方式: '电汇' }, { checkUserId: 4 })).code).toBe(0);
    const receivablesId = await newId('crm_receivables', 'receivables_id');
    expect(await save('CrmReceivables/saveOrUpdate', sales2, 7, { ...receivable, plan_id: undefined }, {}, { checkUserId: 4 }))
      .toEqual({ code: 500, msg: '回款编号已存在，请校对后再添加！' });
    expect((await t.call('CrmReceivables/queryById', { receivablesId }, sales2)).data).toMatchObject({
      number: '9001', checkStatus: 0, contractNum: '2025001', contractName: '年度合同', contractMoney: '300.00', planNum: '1', 回款方式: '电汇', money: '100.00',
    });
    expect(await t.call('CrmReceivables/queryById', { receivablesId }, sales)).toEqual({ code: 0, msg: 'success', data: { dataAuth: 0 } });
    expect(await postJson(t, 'Crm/ReceivablesPlan/saveAndUpdate', { entity: { ...plan, planId: firstPlan.planId } }, sales2))
      .toEqual({ code: 500, msg: '该回款计划已收到回款，请勿编辑' });
    const unpaid = (await t.call('CrmContract/queryReceivablesPlansByContractId', { contractId }, sales2)).data;
    expect(unpaid.map((p: { num: string }) => p.num)).toEqual(['2']);
    expect((await t.call('CrmCustomer/queryReceivables', { customerId }, sales2)).data.list)
      .toEqual([expect.objectContaining({ receivablesId, receivablesNum: '9001', planNum: '1' })]);

    expect(await t.call('CrmContract/deleteByIds', { contractIds: String(contractId) }, sales2)).toEqual({ code: 500, msg: '该合同下有回款，不能删除' });
    expect(await t.call('CrmReceivables/deleteByIds', { receivablesIds: String(receivablesId) }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect((await t.call('CrmReceivables/deleteByIds', { receivablesIds: String(receivablesId) }, sales2)).code).toBe(0);
    const freed = await t.db.selectFrom('crm_receivables_plan').select('receivables_id').where('plan_id', '=', firstPlan.planId).executeTakeFirstOrThrow();
    expect(freed.receivables_id).toBeNull();
    expect((await t.call('CrmContract/deleteByIds', { contractIds: String(contractId) }, sales2)).code).toBe(0);
    expect(await count('crm_receivables_plan')).toBe(0);
  });
});

describe('products and categories', () => {
  it('keeps numbers unique, reads with its category, toggles 上架/下架, and guards categories', async () => {
    const before = await count('crm_product');
    expect(await save('CrmProduct/saveAndUpdate', admin, 4, { name: '重复', category_id: 23, num: '1001', price: '1' }, { 是否上下架: '上架' }))
      .toEqual({ code: 500, msg: '产品编号已存在，请校对后再添加！' });
    expect(await save('CrmProduct/saveAndUpdate', admin, 4, { name: '缺上下架', category_id: 23, num: '1009', price: '1' }))
      .toEqual({ code: 500, msg: '是否上下架不能为空' });
    expect(await count('crm_product')).toBe(before);

    const detail = (await t.call('CrmProduct/queryById', { productId }, sales)).data;
    expect(detail).toMatchObject({ name: '灵犀标准版', num: '1001', price: '100.00', status: 1, categoryName: '默认', 是否上下架: '上架', 单位: '套', onSale: 1 });
    expect((await t.call('CrmProduct/updateStatus', { ids: String(productId), status: 0 }, admin)).code).toBe(0);
    expect((await t.call('CrmProduct/queryById', { productId }, admin)).data).toMatchObject({ 是否上下架: '下架', onSale: 0 });
    // An admin renames the field: 上架/下架 and the system key onSale (what the drawer's actions read) still work.
    await t.db.updateTable('admin_field').set({ name: '在售状态', field_name: '在售状态' }).where('field_id', '=', 36).execute();
    expect((await t.call('CrmProduct/updateStatus', { ids: String(productId), status: 1 }, admin)).code).toBe(0);
    expect((await t.call('CrmProduct/queryById', { productId }, admin)).data).toMatchObject({ 在售状态: '上架', onSale: 1 });
    await t.db.updateTable('admin_field').set({ name: '是否上下架', field_name: '是否上下架' }).where('field_id', '=', 36).execute();
    const form = (await t.call('field/queryField', { label: 4, id: productId }, admin)).data as Record<string, unknown>[];
    expect(form.find((f) => f.fieldName === 'category_id')?.value).toEqual([23]);
    // no menu grants crm.product.delete (contract 3.3), so nobody deletes products
    expect(await t.call('CrmProduct/deleteByIds', { productIds: String(productId) }, admin)).toEqual({ code: 500, msg: '无权访问' });

    expect((await t.call('CrmProductCategory/saveAndUpdate', { name: '软件', pid: 23 }, admin)).code).toBe(0);
    const tree = (await t.call('CrmProductCategory/queryList', { type: 'tree' }, sales)).data;
    expect(tree).toEqual([expect.objectContaining({ categoryId: 23, name: '默认', label: '默认', children: [expect.objectContaining({ name: '软件', pid: 23 })] })]);
    expect(await t.call('CrmProductCategory/deleteById', { id: 23 }, admin)).toEqual({ code: 500, msg: '该产品类别已关联产品，不能删除！' });
    await t.db.updateTable('crm_product').set({ category_id: null }).execute();
    expect(await t.call('CrmProductCategory/deleteById', { id: 23 }, admin)).toEqual({ code: 500, msg: '该类别下有其他产品类别！' });
  });
});

describe('custom field indexes', () => {
  it('exist for the seeded custom fields of every module', async () => {
    const indexes = await t.db.selectFrom('pg_indexes' as never).select('indexname' as never).execute() as unknown as { indexname: string }[];
    const names = new Set(indexes.map((i) => i.indexname));
    // 是否关键决策人 29, 单位 37, 回款方式 61, 线索来源 2
    for (const name of ['crm_contacts_cf_29', 'crm_product_cf_37', 'crm_receivables_cf_61', 'crm_leads_cf_2']) expect(names.has(name)).toBe(true);
  });
});
