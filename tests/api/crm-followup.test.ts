// Follow-ups (<Prefix>/addRecord, getRecord, CrmRecord/deleteFollowRecord), follow-up options and
// the operation log (CrmRecord/queryRecordList), contract 7.2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { createCustomer, customerRow, insertBusiness, insertContact, insertContract, insertLeads, logLines, OK } from './crmActivityHelpers.ts';
import { customerPayload, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, sales2] = await Promise.all(['admin', 'sales', 'sales2'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

describe('addRecord', () => {
  it('refuses missing fields and bad dates, writing nothing', async () => {
    const customerId = await createCustomer(t, sales, '校验客户');
    const base = { typesId: customerId, content: '电话沟通', category: '打电话' };
    expect(await t.call('CrmCustomer/addRecord', { ...base, category: '' }, sales)).toEqual({ code: 500, msg: '跟进类型不能为空' });
    expect(await t.call('CrmCustomer/addRecord', { ...base, content: ' ' }, sales)).toEqual({ code: 500, msg: '跟进内容不能为空' });
    expect(await t.call('CrmCustomer/addRecord', { ...base, typesId: '' }, sales)).toEqual({ code: 500, msg: '客户不能为空' });
    expect(await t.call('CrmCustomer/addRecord', { ...base, nextTime: '2025-02-30 10:00:00' }, sales)).toEqual({ code: 500, msg: '下次联系时间格式不正确' });
    expect(await t.call('CrmCustomer/addRecord', { ...base, typesId: 999999 }, sales)).toEqual({ code: 500, msg: '该客户不存在或已被删除' });
    expect((await t.call('CrmCustomer/getRecord', { customerId }, sales)).data).toEqual([]);
    expect((await customerRow(t, customerId)).followup).toBe(0);
  });

  it('marks the customer followed, keeps the last content and pushes the next time to the named contacts and business', async () => {
    const customerId = await createCustomer(t, sales, '跟进客户');
    const contactsId = await insertContact(t, customerId, 5, '王经理');
    const businessId = await insertBusiness(t, customerId, 5, '大单');
    const otherCustomer = await createCustomer(t, sales, '别家客户');
    const stranger = await insertContact(t, otherCustomer, 5, '别家联系人');

    expect(await t.call('CrmCustomer/addRecord', {
      typesId: customerId, content: '约了下周见面', category: '上门拜访', nextTime: '2030-05-06 09:30:00', contactsIds: String(stranger),
    }, sales)).toEqual({ code: 500, msg: '联系人不属于该客户' });

    const batchId = 'b0000000000000000000000000000001';
    await t.db.insertInto('admin_file').values([
      { name: 'a.png', size: 2048, create_user_id: 5, create_time: new Date(), path: 'x/a.png', file_path: '/api/uploads/x/a.png', file_type: 'img', batch_id: batchId },
      { name: 'b.pdf', size: 100, create_user_id: 5, create_time: new Date(), path: 'x/b.pdf', file_path: '/api/uploads/x/b.pdf', file_type: 'file', batch_id: batchId },
    ]).execute();
    expect(await t.call('CrmCustomer/addRecord', {
      typesId: customerId, content: '约了下周见面', category: '上门拜访', nextTime: '2030-05-06 09:30:00',
      contactsIds: String(contactsId), businessIds: String(businessId), batchId,
    }, sales)).toEqual(OK);

    const customer = await customerRow(t, customerId);
    expect(customer).toMatchObject({ followup: 1, last_content: '约了下周见面' });
    expect(customer.next_time).toEqual(new Date(2030, 4, 6, 9, 30, 0));
    const contact = await t.db.selectFrom('crm_contacts').select('next_time').where('contacts_id', '=', contactsId).executeTakeFirstOrThrow();
    const business = await t.db.selectFrom('crm_business').select('next_time').where('business_id', '=', businessId).executeTakeFirstOrThrow();
    expect(contact.next_time).toEqual(new Date(2030, 4, 6, 9, 30, 0));
    expect(business.next_time).toEqual(new Date(2030, 4, 6, 9, 30, 0));

    const records = (await t.call('CrmCustomer/getRecord', { customerId }, sales)).data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      recordId: expect.any(Number), realname: '李娜', content: '约了下周见面', category: '上门拜访', nextTime: '2030-05-06 09:30:00',
      batchId, contactsIds: `,${contactsId},`, businessIds: `,${businessId},`,
      contactsList: [expect.objectContaining({ contactsId, name: '王经理' })],
      businessList: [expect.objectContaining({ businessId, businessName: '大单' })],
      img: [expect.objectContaining({ name: 'a.png', size: '2KB', fileType: 'img' })],
      file: [expect.objectContaining({ name: 'b.pdf', fileType: 'file' })],
    });
    expect(records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the author's id lets the client offer 删除 on one's own follow-ups
    expect(records[0].createUserId).toBe(5);

    // the contact and the business see the customer's follow-up that names them, besides their own
    expect(await t.call('CrmContacts/addRecord', { typesId: contactsId, content: '联系人自己的跟进', category: '打电话' }, sales)).toEqual(OK);
    const forContact = (await t.call('CrmContacts/getRecord', { contactsId }, sales)).data;
    expect(forContact.map((r: { content: string }) => r.content)).toEqual(['联系人自己的跟进', '约了下周见面']);
    const forBusiness = (await t.call('CrmBusiness/getRecord', { businessId }, sales)).data;
    expect(forBusiness.map((r: { content: string }) => r.content)).toEqual(['约了下周见面']);
    expect((await t.call('CrmContacts/getRecord', { contactsId: stranger }, sales)).data).toEqual([]);
  });

  it('leads get followup, last content and next time; leads and contracts answer without business/contacts keys', async () => {
    const leadsId = await insertLeads(t, 5, '展会线索');
    expect(await t.call('CrmLeads/addRecord', { typesId: leadsId, content: '发了资料', category: '发短信', nextTime: '2030-01-02 03:04:05' }, sales)).toEqual(OK);
    const leads = await t.db.selectFrom('crm_leads').selectAll().where('leads_id', '=', leadsId).executeTakeFirstOrThrow();
    expect(leads).toMatchObject({ followup: 1, last_content: '发了资料', next_time: new Date(2030, 0, 2, 3, 4, 5) });
    const [record] = (await t.call('CrmLeads/getRecord', { leadsId }, sales)).data;
    expect(record).toMatchObject({ content: '发了资料', category: '发短信', createUserId: 5, img: [], file: [] });
    expect(record).not.toHaveProperty('businessList');

    const customerId = await createCustomer(t, sales, '合同客户');
    const contractId = await insertContract(t, customerId, 5, '年度合同');
    expect(await t.call('CrmContract/addRecord', { typesId: contractId, content: '催款', category: '打电话' }, sales)).toEqual(OK);
    const [contractRecord] = (await t.call('CrmContract/getRecord', { contractId }, sales)).data;
    expect(contractRecord).toMatchObject({ content: '催款' });
    expect(contractRecord).not.toHaveProperty('contactsIds');
  });
});

describe('添加到日程 (isEvent)', () => {
  it('puts the next contact time on the author\'s schedule, linked to the customer; a lead is named only; no time, no event', async () => {
    const customerId = await createCustomer(t, sales, '日程客户');
    const before = await t.db.selectFrom('oa_event').select('event_id').execute();
    expect(await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '带报价单上门', category: '上门拜访', nextTime: '2030-05-06 09:30:00', isEvent: 1 }, sales)).toEqual(OK);
    const events = await t.call('OaEvent/queryList', { startTime: '2030-05-06 00:00:00', endTime: '2030-05-06 23:59:59' }, sales);
    const event = (events.data as Array<Record<string, unknown>>).find((row) => row.title === '联系客户：日程客户');
    expect(event).toMatchObject({ startTime: '2030-05-06 09:30:00', endTime: '2030-05-06 10:30:00', content: '带报价单上门', customerIds: `,${customerId},` });
    expect((event!.customerList as Array<{ customerId: number }>).map((c) => c.customerId)).toEqual([customerId]);
    // the customer's 日程 tab lists it
    const tab = await t.call('OaEvent/queryEventRelation', { customerIds: customerId, page: 1, limit: 10 }, sales);
    expect((tab.data as { list: Array<{ title: string }> }).list.map((row) => row.title)).toEqual(['联系客户：日程客户']);

    const leadsId = await insertLeads(t, 5, '日程线索');
    expect(await t.call('CrmLeads/addRecord', { typesId: leadsId, content: '再打一次', category: '打电话', nextTime: '2030-05-07 14:00:00', isEvent: 1 }, sales)).toEqual(OK);
    const leadEvent = await t.db.selectFrom('oa_event').select(['title', 'create_user_id']).where('title', '=', '联系线索：日程线索').executeTakeFirstOrThrow();
    expect(Number(leadEvent.create_user_id)).toBe(5);

    // isEvent without a next time: refused, nothing written (no follow-up either)
    expect(await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '没有时间', category: '打电话', isEvent: 1 }, sales))
      .toEqual({ code: 500, msg: '添加到日程需要填写下次联系时间' });
    // without isEvent: the follow-up only
    expect(await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '不上日程', category: '打电话', nextTime: '2030-05-08 09:00:00' }, sales)).toEqual(OK);
    const after = await t.db.selectFrom('oa_event').select('event_id').execute();
    expect(after.length - before.length).toBe(2);
    expect((await t.call('CrmCustomer/getRecord', { customerId }, sales)).data).toHaveLength(2);
  });
});

describe('access', () => {
  it('refuses users outside the data scope; read-only members may add follow-ups; pool customers need write access', async () => {
    const customerId = await createCustomer(t, sales, '李娜独有客户');
    expect(await t.call('CrmCustomer/getRecord', { customerId }, sales2)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/addRecord', { typesId: customerId, content: 'x', category: '打电话' }, sales2)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmRecord/queryRecordList', { types: 2, actionId: customerId }, sales2)).toEqual({ code: 500, msg: '没有权限' });

    await t.db.updateTable('crm_customer').set({ ro_user_id: ',6,' }).where('customer_id', '=', customerId).execute();
    expect(await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '只读成员跟进', category: '打电话' }, sales2)).toEqual(OK);
    expect((await t.call('CrmCustomer/getRecord', { customerId }, sales2)).data[0].content).toBe('只读成员跟进');

    const poolId = await createCustomer(t, admin, '公海客户');
    await t.db.updateTable('crm_customer').set({ owner_user_id: null }).where('customer_id', '=', poolId).execute();
    expect((await t.call('CrmCustomer/getRecord', { customerId: poolId }, sales)).data).toEqual([]);
    expect(await t.call('CrmCustomer/addRecord', { typesId: poolId, content: 'x', category: '打电话' }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmCustomer/addRecord', { typesId: poolId, content: '管理员跟进', category: '打电话' }, admin)).toEqual(OK);
  });

  it('deleteFollowRecord: the author or a writer deletes it with its files; others are refused', async () => {
    const customerId = await createCustomer(t, sales, '删跟进客户');
    const batchId = 'd0000000000000000000000000000001';
    await t.db.insertInto('admin_file').values({ name: 'c.txt', size: 1, create_user_id: 5, create_time: new Date(), path: 'x/c.txt', file_path: '/api/uploads/x/c.txt', batch_id: batchId }).execute();
    await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '待删', category: '打电话', batchId }, sales);
    const [{ recordId }] = (await t.call('CrmCustomer/getRecord', { customerId }, sales)).data;
    expect(await t.call('CrmRecord/deleteFollowRecord', { recordId }, sales2)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmRecord/deleteFollowRecord', { recordId }, sales)).toEqual(OK);
    expect((await t.call('CrmCustomer/getRecord', { customerId }, sales)).data).toEqual([]);
    expect(await t.db.selectFrom('admin_file').select('file_id').where('batch_id', '=', batchId).execute()).toEqual([]);
    expect(await t.call('CrmRecord/deleteFollowRecord', { recordId }, sales)).toEqual({ code: 500, msg: '该跟进记录不存在或已被删除' });
  });
});

describe('CrmBackLog/setLeadsFollowup and setCustomerFollowup', () => {
  it('mark records followed up without a follow-up record, for readers only; a pool customer needs write access', async () => {
    const leadsId = await insertLeads(t, 5, '待跟进线索');
    const other = await insertLeads(t, 6, '刘洋的线索');
    expect(await t.call('CrmBackLog/setLeadsFollowup', { ids: `${leadsId},${other}` }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect((await t.db.selectFrom('crm_leads').select('followup').where('leads_id', '=', leadsId).executeTakeFirstOrThrow()).followup).toBe(0);
    expect(await t.call('CrmBackLog/setLeadsFollowup', { ids: String(leadsId) }, sales)).toEqual(OK);
    expect((await t.db.selectFrom('crm_leads').select('followup').where('leads_id', '=', leadsId).executeTakeFirstOrThrow()).followup).toBe(1);
    expect((await t.call('CrmLeads/getRecord', { leadsId }, sales)).data).toEqual([]);
    expect(await t.call('CrmBackLog/setLeadsFollowup', { ids: '' }, sales)).toEqual({ code: 500, msg: '线索不能为空' });
    expect(await t.call('CrmBackLog/setLeadsFollowup', { ids: '999999' }, sales)).toEqual({ code: 500, msg: '该线索不存在或已被删除' });

    const customerId = await createCustomer(t, sales, '待跟进客户');
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: String(customerId) }, sales2)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: String(customerId) }, sales)).toEqual(OK);
    expect((await customerRow(t, customerId)).followup).toBe(1);
    const poolId = await createCustomer(t, admin, '公海待跟进');
    await t.db.updateTable('crm_customer').set({ owner_user_id: null }).where('customer_id', '=', poolId).execute();
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: String(poolId) }, sales)).toEqual({ code: 500, msg: '没有权限' });
    expect(await t.call('CrmBackLog/setCustomerFollowup', { ids: String(poolId) }, admin)).toEqual(OK);
  });
});

describe('follow-up options', () => {
  it('lists the seeded options; only a settings admin replaces them, and a restart does not bring removed ones back', async () => {
    expect((await t.call('CrmRecord/queryRecordOptions', {}, sales)).data).toEqual(['打电话', '发短信', '上门拜访']);
    expect(await postJson(t, 'CrmRecord/setRecordOptions', { value: ['微信'] }, sales)).toEqual({ code: 500, msg: '无权访问' });
    expect(await postJson(t, 'CrmRecord/setRecordOptions', { value: ['微信', ' '] }, admin)).toEqual({ code: 500, msg: '跟进记录选项不能为空' });
    expect(await postJson(t, 'CrmRecord/setRecordOptions', { value: ['微信', '微信'] }, admin)).toEqual({ code: 500, msg: '跟进记录选项不能重复' });
    expect(await postJson(t, 'CrmRecord/setRecordOptions', { value: ['打电话', '微信', '邮件', '展会'] }, admin)).toEqual(OK);
    expect((await t.call('CrmRecord/queryRecordOptions', {}, sales)).data).toEqual(['打电话', '微信', '邮件', '展会']);
    expect(await postJson(t, 'CrmRecord/setRecordOptions', { value: ['微信'] }, admin)).toEqual(OK);
    await seedDatabase(t.db);
    expect((await t.call('CrmRecord/queryRecordOptions', {}, sales)).data).toEqual(['微信']);
  });
});

describe('operation log', () => {
  it('logs the creation and each changed field of a customer save, newest first', async () => {
    const customerId = await createCustomer(t, sales, '日志客户');
    const payload = await customerPayload(t, sales, { customerId, customer_name: '日志客户（改）', mobile: '13800138000' }, { 客户级别: 'B（普通客户）' });
    expect((await postJson(t, 'CrmCustomer/addOrUpdate', payload, sales)).code).toBe(0);
    const body = await t.call('CrmRecord/queryRecordList', { types: 2, actionId: customerId }, sales);
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), createUserId: 5, types: '2', actionId: customerId, realname: '李娜' });
    expect(body.data.map((row: { content: string[] }) => row.content)).toEqual([
      ['将客户名称 由日志客户修改为日志客户（改）。', '将手机 由空修改为13800138000。', '将客户级别 由A（重点客户）修改为B（普通客户）。'],
      ['新建了客户'],
    ]);
    // an unchanged save logs nothing
    expect((await postJson(t, 'CrmCustomer/addOrUpdate', payload, sales)).code).toBe(0);
    expect(await logLines(t, sales, 2, customerId)).toHaveLength(4);
    expect(await t.call('CrmRecord/queryRecordList', { types: 99, actionId: customerId }, sales)).toEqual({ code: 500, msg: '类型格式不正确' });
  });
});
