// Team members of customers, business and contracts (contract 7.2): getMembers, addMembers,
// updateMembers, deleteMembers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';
import { createCustomer, customerRow, insertBusiness, insertContract, logLines, OK } from './crmActivityHelpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
let sales2: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales, sales2] = await Promise.all(['admin', 'manager', 'sales', 'sales2'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

describe('customer team', () => {
  it('adds, changes and removes members; the owner comes first and can be neither added nor removed', async () => {
    const customerId = await createCustomer(t, sales, '团队客户');
    expect((await t.call('CrmCustomer/getMembers', { customerId }, sales)).data).toEqual([
      { id: 5, realname: '李娜', name: '销售一组', power: '负责人权限', groupRole: '负责人' },
    ]);
    // 销售员角色 has no crm.customer.teamsave
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '6', power: 1 }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '6,5', power: 1 }, manager))
      .toEqual({ code: 500, msg: '负责人不能重复选为团队成员!' });
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '6,7', power: 1 }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ ro_user_id: ',6,7,', rw_user_id: ',' });
    expect(await t.call('CrmCustomer/updateMembers', { ids: customerId, memberIds: '6', power: 2 }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ ro_user_id: ',7,', rw_user_id: ',6,' });
    expect((await t.call('CrmCustomer/getMembers', { customerId }, sales2)).data).toEqual([
      { id: 5, realname: '李娜', name: '销售一组', power: '负责人权限', groupRole: '负责人' },
      { id: 7, realname: '王芳', name: '财务部', power: '只读', groupRole: '普通成员' },
      { id: 6, realname: '刘洋', name: '销售一组', power: '读写', groupRole: '普通成员' },
    ]);

    expect(await t.call('CrmCustomer/deleteMembers', { ids: customerId, memberIds: '5' }, manager)).toEqual({ code: 500, msg: '负责人不能移出团队' });
    expect(await t.call('CrmCustomer/deleteMembers', { ids: customerId, memberIds: '7' }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ ro_user_id: ',', rw_user_id: ',6,' });
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '999', power: 1 }, manager)).toEqual({ code: 500, msg: '团队成员不存在或已停用' });
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '', power: 1 }, manager)).toEqual({ code: 500, msg: '团队成员不能为空' });

    expect((await logLines(t, sales, 2, customerId)).slice(0, 3)).toEqual([
      '将王芳移出团队', '将刘洋添加为团队成员（读写）', '将刘洋、王芳添加为团队成员（只读）',
    ]);
  });

  it('refuses records outside the data scope, and a whole batch when one record is refused', async () => {
    const adminsOwn = await createCustomer(t, admin, '管理员的客户');
    const salesOwn = await createCustomer(t, sales, '李娜的客户');
    expect(await t.call('CrmCustomer/getMembers', { customerId: adminsOwn }, manager)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/addMembers', { ids: `${salesOwn},${adminsOwn}`, memberIds: '6', power: 1 }, manager)).toEqual({ code: 500, msg: '没有权限' });
    expect(await customerRow(t, salesOwn)).toMatchObject({ ro_user_id: ',' });
    expect(await t.call('CrmCustomer/addMembers', { ids: '999999', memberIds: '6', power: 1 }, manager)).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
  });

  it('a member may leave a team without write access, but not remove others', async () => {
    const customerId = await createCustomer(t, admin, '经理只读的客户');
    expect(await t.call('CrmCustomer/addMembers', { ids: customerId, memberIds: '4,6', power: 1 }, admin)).toEqual(OK);
    expect(await t.call('CrmCustomer/deleteMembers', { ids: customerId, memberIds: '6' }, manager)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/deleteMembers', { ids: customerId, memberIds: '4' }, manager)).toEqual(OK);
    expect(await customerRow(t, customerId)).toMatchObject({ ro_user_id: ',6,' });
    expect(await t.call('CrmCustomer/getMembers', { customerId }, manager)).toEqual({ code: 500, msg: '没有权限' });
  });
});

describe('business and contract teams', () => {
  it('work alike, with their own permission keys', async () => {
    const customerId = await createCustomer(t, sales, '商机合同客户');
    const businessId = await insertBusiness(t, customerId, 5, '团队商机');
    const contractId = await insertContract(t, customerId, 5, '团队合同');
    expect(await t.call('CrmBusiness/addMembers', { ids: businessId, memberIds: '6', power: 2 }, manager)).toEqual(OK);
    expect(await t.call('CrmContract/addMembers', { ids: contractId, memberIds: '6', power: 1 }, manager)).toEqual(OK);
    expect((await t.call('CrmBusiness/getMembers', { businessId }, sales2)).data.map((m: { id: number; power: string }) => [m.id, m.power]))
      .toEqual([[5, '负责人权限'], [6, '读写']]);
    expect((await t.call('CrmContract/getMembers', { contractId }, sales2)).data.map((m: { id: number; power: string }) => [m.id, m.power]))
      .toEqual([[5, '负责人权限'], [6, '只读']]);
    expect(await t.call('CrmContract/addMembers', { ids: contractId, memberIds: '5', power: 1 }, manager)).toEqual({ code: 500, msg: '负责人不能重复选为团队成员!' });
    expect(await t.call('CrmContract/deleteMembers', { ids: contractId, memberIds: '6' }, manager)).toEqual(OK);
    expect((await t.call('CrmContract/getMembers', { contractId }, sales)).data).toHaveLength(1);
    expect(await logLines(t, sales, 5, businessId)).toEqual(['将刘洋添加为团队成员（读写）']);
  });
});

describe('one access rule for team calls and record calls', () => {
  it('a read-only member reads the record, its team and follow-ups but cannot save it; a read-write member saves', async () => {
    const customerId = await createCustomer(t, sales, '成员权限客户');
    const businessId = await insertBusiness(t, customerId, 5, '成员权限商机');
    const saveBusiness = (name: string) => postJson(t, 'CrmBusiness/addOrUpdate', {
      entity: { businessId, business_name: name, customer_id: customerId, type_id: 1, status_id: 1 }, field: [],
    }, sales2);
    expect((await t.call('CrmBusiness/queryById', { businessId }, sales2)).data).toEqual({ dataAuth: 0 });
    expect(await t.call('CrmBusiness/getMembers', { businessId }, sales2)).toEqual({ code: 500, msg: '没有权限' });

    expect(await t.call('CrmBusiness/addMembers', { ids: businessId, memberIds: '6', power: 1 }, manager)).toEqual(OK);
    expect((await t.call('CrmBusiness/queryById', { businessId }, sales2)).data.businessName).toBe('成员权限商机');
    expect((await t.call('CrmBusiness/getMembers', { businessId }, sales2)).data).toHaveLength(2);
    expect(await t.call('CrmBusiness/addRecord', { typesId: businessId, content: '只读成员的跟进', category: '打电话' }, sales2)).toEqual(OK);
    expect(await saveBusiness('只读成员改名')).toEqual({ code: 500, msg: '没有权限' });

    expect(await t.call('CrmBusiness/updateMembers', { ids: businessId, memberIds: '6', power: 2 }, manager)).toEqual(OK);
    expect((await saveBusiness('读写成员改名')).code).toBe(0);
    expect((await t.call('CrmBusiness/queryById', { businessId }, sales)).data.businessName).toBe('读写成员改名');
  });
});
