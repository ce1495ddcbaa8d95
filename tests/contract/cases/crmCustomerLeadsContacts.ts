// Leads, contacts and the follow-up/operation-log calls (contract 6, 7.2, 7.3, 7.5); part of
// crmCustomerCases (crmCustomer.ts).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';
import {
  CONTACTS, CONTACTS_ROW, ensureFollowUp, FOLLOW_UP, FOLLOW_UP_LINKED, LEADS, LEADS_ROW, newContacts, newCustomer, newLeads,
  postJson, uniqueName,
} from './crmCustomerShared.ts';

const XLSX = /spreadsheetml/;

/** A business of a contact (contract 7.5 `CrmContacts/queryBusiness`). */
const BUSINESS_OF_CONTACT = {
  businessId: 'int', businessName: 'string', money: 'decimal?', customerName: 'string', typeName: 'string', statusName: 'string?',
};

const leadsCases: ContractCase[] = [
  { url: 'CrmLeads/queryPageList', see: '6.4', params: () => ({ type: 1 }), answer: ok({ list: [LEADS_ROW], totalRow: 'int' }) },
  {
    url: 'CrmLeads/queryById', see: '7.3',
    params: (fx) => ({ leadsId: fx.leadsId }), answer: ok({ ...LEADS, name: 'string', ownerUserName: 'string' }),
  },
  { url: 'CrmLeads/queryById', see: '3.6', as: 'sales', params: (fx) => ({ leadsId: fx.leadsId }), answer: ok({ dataAuth: 'int' }) },
  {
    url: 'CrmLeads/getRecord', see: '7.2',
    async params(fx, t) {
      await ensureFollowUp(fx, t, 'CrmLeads', 'crm_leads', fx.leadsId);
      return { leadsId: fx.leadsId };
    },
    answer: ok([FOLLOW_UP]),
  },
  {
    // The duplicate lookup answers a Page whatever pageType says (the original paginates always).
    url: 'CrmLeads/queryList', see: '7.2', params: () => ({ leadsName: '有限公司' }),
    answer: ok(page({ leadsId: 'int', leadsName: 'string', ownerUserName: 'string?' })),
    paged: { all: ok(page({ leadsId: 'int', leadsName: 'string', ownerUserName: 'string?' })) },
  },
  { url: 'CrmLeads/batchExportExcel', see: '7.2', params: (fx) => ({ ids: String(fx.leadsId) }), answer: {}, file: XLSX },
  { url: 'CrmLeads/allExportExcel', see: '7.2', params: () => ({ type: 1 }), answer: {}, file: XLSX },
  { url: 'CrmLeads/downloadExcel', see: '7.2', answer: {}, file: XLSX },

  {
    url: 'CrmLeads/addOrUpdate', see: '7.1', write: true,
    params: () => ({ entity: { leads_name: uniqueName('线索'), telephone: '010-12345678' }, field: [] }), answer: ok(),
  },
  {
    url: 'CrmLeads/addRecord', see: '7.2', write: true,
    async params(fx, t) { return { typesId: await newLeads(fx, t), content: '发了资料', category: '发短信', nextTime: '' }; },
    answer: ok(),
  },
  {
    url: 'CrmLeads/changeOwnerUser', see: '7.2', write: true,
    async params(fx, t) { return { leadsIds: String(await newLeads(fx, t)), newOwnerUserId: fx.users.manager }; }, answer: ok(),
  },
  {
    url: 'CrmLeads/transfer', see: '7.3', write: true,
    async params(fx, t) { return { leadsIds: String(await newLeads(fx, t)) }; }, answer: ok(),
  },
  {
    url: 'CrmLeads/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { leadsIds: String(await newLeads(fx, t)) }; }, answer: ok(),
  },
];

const contactsCases: ContractCase[] = [
  { url: 'CrmContacts/queryPageList', see: '6.4', params: () => ({ type: 3 }), answer: ok({ list: [CONTACTS_ROW], totalRow: 'int' }) },
  {
    url: 'CrmContacts/queryById', see: '7.5',
    params: (fx) => ({ contactsId: fx.contactsId }), answer: ok({ ...CONTACTS, customerName: 'string' }),
  },
  { url: 'CrmContacts/queryById', see: '3.6', as: 'sales', params: (fx) => ({ contactsId: fx.contactsId }), answer: ok({ dataAuth: 'int' }) },
  {
    // The contact's own follow-ups and the customer's that name it (contract 7.2), with the
    // customer variant's keys (the original's contacts query selects them too).
    url: 'CrmContacts/getRecord', see: '7.2',
    async params(fx, t) {
      await ensureFollowUp(fx, t, 'CrmContacts', 'crm_contacts', fx.contactsId);
      await ensureFollowUp(fx, t, 'CrmCustomer', 'crm_customer', fx.customerId, {
        businessIds: String(fx.businessId), contactsIds: String(fx.contactsId),
      });
      return { contactsId: fx.contactsId };
    },
    answer: ok([FOLLOW_UP_LINKED]),
  },
  {
    url: 'CrmContacts/queryBusiness', see: '7.5', params: (fx) => ({ contactsId: fx.contactsId }),
    answer: ok(page(BUSINESS_OF_CONTACT)), paged: { all: ok([BUSINESS_OF_CONTACT]) },
  },
  {
    // The duplicate lookup answers a Page whatever pageType says (the original paginates always).
    url: 'CrmContacts/queryList', see: '7.2', params: () => ({ name: '李' }),
    answer: ok(page({ contactsId: 'int', name: 'string', customerName: 'string', ownerUserName: 'string?' })),
    paged: { all: ok(page({ contactsId: 'int', name: 'string', customerName: 'string', ownerUserName: 'string?' })) },
  },
  { url: 'CrmContacts/batchExportExcel', see: '7.2', params: (fx) => ({ ids: String(fx.contactsId) }), answer: {}, file: XLSX },
  { url: 'CrmContacts/allExportExcel', see: '7.2', params: () => ({ type: 3 }), answer: {}, file: XLSX },
  { url: 'CrmContacts/downloadExcel', see: '7.2', answer: {}, file: XLSX },

  {
    url: 'CrmContacts/addOrUpdate', see: '7.1', write: true,
    async params(fx, t) { return { entity: { name: uniqueName('联系人'), customer_id: await newCustomer(fx, t), post: '经理' }, field: [] }; },
    answer: ok(),
  },
  {
    url: 'CrmContacts/addRecord', see: '7.2', write: true,
    async params(fx, t) { return { typesId: await newContacts(fx, t), content: '约了下周面谈', category: '打电话', nextTime: '' }; },
    answer: ok(),
  },
  {
    url: 'CrmContacts/transfer', see: '7.2', write: true,
    async params(fx, t) { return { contactsIds: String(await newContacts(fx, t)), newOwnerUserId: fx.users.manager }; }, answer: ok(),
  },
  {
    // A contact of the fixture business's customer, linked and unlinked below.
    url: 'CrmContacts/relateBusiness', see: '7.5', write: true,
    async params(fx, t) { return { contactsId: await contactOfBusinessCustomer(fx, t), businessIds: String(fx.businessId) }; },
    answer: ok(),
  },
  {
    url: 'CrmContacts/unrelateBusiness', see: '7.5', write: true,
    async params(fx, t) {
      const contactsId = await contactOfBusinessCustomer(fx, t);
      await t.call('CrmContacts/relateBusiness', { contactsId, businessIds: String(fx.businessId) }, fx.tokens.admin);
      return { contactsId, businessIds: String(fx.businessId) };
    },
    answer: ok(),
  },
  {
    url: 'CrmContacts/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { contactsIds: String(await newContacts(fx, t)) }; }, answer: ok(),
  },
];

/** A new contact of the fixture business's customer (one a business of that customer can be linked to). */
async function contactOfBusinessCustomer(fx: Fixture, t: TestApp) {
  const business = await t.db.selectFrom('crm_business').select('customer_id').where('business_id', '=', fx.businessId).executeTakeFirstOrThrow();
  return newContacts(fx, t, business.customer_id);
}

/** Follow-up categories and the operation log (contract 7.2, CrmRecord). */
const recordCases: ContractCase[] = [
  {
    // A customer of its own, created then edited: 新建了客户, 将手机 由…修改为….
    url: 'CrmRecord/queryRecordList', see: '7.2',
    async params(fx, t) {
      const customerId = await newCustomer(fx, t, { mobile: '13700000000' });
      const row = await t.db.selectFrom('crm_customer').select(['customer_name', 'batch_id']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
      await postJson(t, fx.tokens.admin, 'CrmCustomer/addOrUpdate', {
        entity: { customerId, customer_name: row.customer_name, mobile: '13700000001', batchId: row.batch_id }, field: [],
      });
      return { actionId: customerId, types: '2' };
    },
    answer: ok([{
      id: 'int', createUserId: 'int', createTime: 'datetime', types: 'string', actionId: 'int', content: ['string'], realname: 'string', img: 'string?',
    }]),
  },
  { url: 'CrmRecord/queryRecordOptions', see: '7.2', answer: ok(['string']) },
  {
    // The options as they are (read first), so other cases' categories stay valid.
    url: 'CrmRecord/setRecordOptions', see: '7.2', write: true,
    async params(fx, t) { return { value: (await t.call('CrmRecord/queryRecordOptions', {}, fx.tokens.admin)).data }; },
    answer: ok(),
  },
  {
    url: 'CrmRecord/deleteFollowRecord', see: '7.2', write: true,
    async params(fx, t) {
      const customerId = await newCustomer(fx, t);
      await t.call('CrmCustomer/addRecord', { typesId: customerId, content: '要删的跟进', category: '打电话' }, fx.tokens.admin);
      const row = await t.db.selectFrom('admin_record').select('record_id').where('types', '=', 'crm_customer').where('types_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return { recordId: row.record_id };
    },
    answer: ok(),
  },
];

export const crmLeadsContactsCases: ContractCase[] = [...leadsCases, ...contactsCases, ...recordCases];
