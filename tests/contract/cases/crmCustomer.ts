// Leads, customers and the public pool, contacts, follow-ups (contract 6, 7.1-7.5). The customer
// and pool calls are here; leads, contacts and CrmRecord in crmCustomerLeadsContacts.ts.
//
// No case: the three `uploadExcel` (multipart, contract 7.2): the server checks the upload is a
// real .xlsx (a zip) before answering its messageId, and a case's `upload.content` is text.
// `CrmCustomer/getUserCustomerAnalysis` has no route in the original (contract 17, `stale`).
// The queryPageList calls are not `paged`: contract 6.4's answer is `{list, totalRow, ...}`, no
// Page, whatever `pageType` says (the original's list query reads only page and limit).
import type { ContractCase } from '../contractCase.ts';
import { ok, page } from '../shape.ts';
import { crmLeadsContactsCases } from './crmCustomerLeadsContacts.ts';
import {
  CUSTOMER, CUSTOMER_ROW, DAY, ensureFollowUp, FOLLOW_UP_LINKED, newCustomer, newPoolCustomer, POOL_ROW, postJson, uniqueName,
} from './crmCustomerShared.ts';

const XLSX = /spreadsheetml/;

/** A `getMembers` row (contract 7.2, team members). */
const MEMBER = { id: 'int', realname: 'string', name: 'string?', power: 'string', groupRole: 'string' };

/** Related lists of a customer (contract 7.4). */
const CONTACTS_TAB = { contactsId: 'int', name: 'string', mobile: 'string?', post: 'string?', telephone: 'string?', 是否关键决策人: 'string?' };
const BUSINESS_TAB = {
  businessId: 'int', businessName: 'string', money: 'decimal?', isEnd: 'int', typeId: 'int', statusId: 'int?', customerName: 'string',
  typeName: 'string', statusName: 'string?', progressBar: 'string',
};
const CONTRACT_TAB = {
  contractId: 'int', num: 'string', contractName: 'string', customerName: 'string', money: 'decimal?', startTime: `${DAY}?`,
  endTime: `${DAY}?`, checkStatus: 'int', receivablesMoneyCount: 'decimal',
};
const PLAN_TAB = {
  planId: 'int', num: 'string', customerName: 'string', contractNum: 'string', money: 'decimal?', returnDate: `${DAY}?`, returnType: 'string?',
  remind: 'int?', remark: 'string?',
};
const RECEIVABLES_TAB = {
  receivablesId: 'int', receivablesNum: 'string', contractName: 'string', contractMoney: 'decimal?', receivablesMoney: 'decimal?',
  ownerUserName: 'string', checkStatus: 'int', returnTime: `${DAY}?`, num: 'string?',
};

/** A `queryCustomerSetting` row (contract 7.4, owner and lock limits). */
const LIMIT_ROW = {
  settingId: 'int', settingName: 'string', customerNum: 'int', customerDeal: 'int', range: 'string',
  userIds: [{ userId: 'int', realname: 'string', img: 'string?' }], deptIds: [{ id: 'int', name: 'string' }],
};

const customerTab = (url: string, row: Record<string, string>): ContractCase => ({
  url, see: '7.4', params: (fx) => ({ customerId: fx.customerId }), answer: ok(page(row)), paged: { all: ok([row]) },
});

const customerCases: ContractCase[] = [
  // reads
  { url: 'CrmCustomer/queryPageList', see: '6.4', params: () => ({ type: 2 }), answer: ok({ list: [CUSTOMER_ROW], totalRow: 'int' }) },
  {
    url: 'CrmCustomer/queryPoolPageList', see: '6.4', params: () => ({ type: 9 }),
    answer: ok({ list: [POOL_ROW], totalRow: 'int', putInPoolTodayNum: 'int' }),
  },
  {
    url: 'CrmCustomer/queryById', see: '7.4',
    params: (fx) => ({ customerId: fx.customerId }), answer: ok({ ...CUSTOMER, ownerUserName: 'string', isPool: 'int' }),
  },
  // contract 3.6: a customer outside the caller's data scope (the seller sees their own only)
  { url: 'CrmCustomer/queryById', see: '3.6', as: 'sales', params: (fx) => ({ customerId: fx.customerId }), answer: ok({ dataAuth: 'int' }) },
  {
    url: 'CrmCustomer/getRecord', see: '7.2',
    async params(fx, t) {
      await ensureFollowUp(fx, t, 'CrmCustomer', 'crm_customer', fx.customerId, {
        businessIds: String(fx.businessId), contactsIds: String(fx.contactsId),
      });
      return { customerId: fx.customerId };
    },
    answer: ok([FOLLOW_UP_LINKED]),
  },
  {
    url: 'CrmCustomer/getMembers', see: '7.2',
    async params(fx, t) {
      const customerId = await newCustomer(fx, t);
      await t.call('CrmCustomer/addMembers', { ids: String(customerId), memberIds: `${fx.users.sales}`, power: 1 }, fx.tokens.admin);
      return { customerId };
    },
    answer: ok([MEMBER]),
  },
  customerTab('CrmCustomer/queryContacts', CONTACTS_TAB),
  customerTab('CrmCustomer/queryBusiness', BUSINESS_TAB),
  customerTab('CrmCustomer/queryContract', CONTRACT_TAB),
  customerTab('CrmCustomer/queryReceivablesPlan', PLAN_TAB),
  customerTab('CrmCustomer/queryReceivables', RECEIVABLES_TAB),
  // The duplicate lookup answers a Page whatever pageType says (the original paginates always).
  {
    url: 'CrmCustomer/queryList', see: '7.2', params: () => ({ customerName: '有限公司' }),
    answer: ok(page({ customerId: 'int', customerName: 'string', ownerUserName: 'string?' })),
    paged: { all: ok(page({ customerId: 'int', customerName: 'string', ownerUserName: 'string?' })) },
  },
  {
    url: 'CrmCustomer/getRulesSetting', see: '7.4',
    answer: ok({
      dealDay: 'string', followupDay: 'string', customerConfig: 'int', contractConfig: 'int', contractDay: 'string',
      putInPoolRemindConfig: 'int', putInPoolRemindDays: 'string',
    }),
  },
  {
    // A lock-limit rule with a user and a department (the seeded ones have neither), so the
    // nested lists have rows; its limit is high and binds nobody the other cases use.
    url: 'CrmCustomer/queryCustomerSetting', see: '7.4',
    async params(fx, t) {
      const name = '契约用例的锁定规则';
      const found = await t.db.selectFrom('crm_customer_setting').select('setting_id').where('setting_name', '=', name).executeTakeFirst();
      if (!found) {
        const body = await postJson(t, fx.tokens.admin, 'CrmCustomer/customerSetting', {
          settingName: name, customerNum: 10000, customerDeal: 0, type: 2, userList: [fx.users.finance], deptList: [4],
        });
        if (body.code !== 0) throw new Error(`case setup: customerSetting refused: ${body.msg}`);
      }
      return { type: 2 };
    },
    answer: ok(page(LIMIT_ROW)), paged: { all: ok([LIMIT_ROW]) },
  },
  { url: 'CrmCustomer/batchExportExcel', see: '7.2', params: (fx) => ({ ids: String(fx.customerId) }), answer: {}, file: XLSX },
  { url: 'CrmCustomer/allExportExcel', see: '7.2', params: () => ({ type: 2 }), answer: {}, file: XLSX },
  { url: 'CrmCustomer/downloadExcel', see: '7.2', answer: {}, file: XLSX },
  {
    url: 'CrmCustomer/poolBatchExportExcel', see: '7.2',
    async params(fx, t) { return { ids: String(await newPoolCustomer(fx, t)) }; }, answer: {}, file: XLSX,
  },
  { url: 'CrmCustomer/poolAllExportExcel', see: '7.2', params: () => ({ type: 9 }), answer: {}, file: XLSX },

  // writes, each on a customer of its own
  {
    url: 'CrmCustomer/addOrUpdate', see: '7.1', write: true,
    params: () => ({ entity: { customer_name: uniqueName('客户'), mobile: '13900000000', next_time: '2030-01-01 09:00:00' }, field: [] }),
    answer: ok({ customerId: 'int', customerName: 'string' }),
  },
  {
    url: 'CrmCustomer/addRecord', see: '7.2', write: true,
    async params(fx, t) { return { typesId: await newCustomer(fx, t), content: '上门拜访了', category: '上门拜访', nextTime: '' }; },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/addMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: String(await newCustomer(fx, t)), memberIds: String(fx.users.sales), power: 2 }; },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/updateMembers', see: '7.2', write: true,
    async params(fx, t) {
      const ids = String(await newCustomer(fx, t));
      await t.call('CrmCustomer/addMembers', { ids, memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin);
      return { ids, memberIds: String(fx.users.sales), power: 2 };
    },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/deleteMembers', see: '7.2', write: true,
    async params(fx, t) {
      const ids = String(await newCustomer(fx, t));
      await t.call('CrmCustomer/addMembers', { ids, memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin);
      return { ids, memberIds: String(fx.users.sales) };
    },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/transfer', see: '7.2', write: true,
    async params(fx, t) {
      return { customerIds: String(await newCustomer(fx, t)), newOwnerUserId: fx.users.manager, transferType: 2, power: 1, changeType: '1,2,3' };
    },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/lock', see: '7.4', write: true,
    async params(fx, t) { return { ids: String(await newCustomer(fx, t)), isLock: 1 }; }, answer: ok(),
  },
  {
    url: 'CrmCustomer/setDealStatus', see: '7.4', write: true,
    async params(fx, t) { return { ids: String(await newCustomer(fx, t)), dealStatus: 1 }; }, answer: ok(),
  },
  {
    url: 'CrmCustomer/updateCustomerByIds', see: '7.4', write: true,
    async params(fx, t) { return { ids: String(await newCustomer(fx, t)) }; }, answer: ok(),
  },
  {
    url: 'CrmCustomer/distributeByIds', see: '7.4', write: true,
    async params(fx, t) { return { ids: String(await newPoolCustomer(fx, t)), userId: fx.users.manager }; }, answer: ok(),
  },
  {
    url: 'CrmCustomer/receiveByIds', see: '7.4', write: true,
    async params(fx, t) { return { ids: String(await newPoolCustomer(fx, t)) }; }, answer: ok(),
  },
  {
    url: 'CrmCustomer/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { customerIds: String(await newCustomer(fx, t)) }; }, answer: ok(),
  },
  {
    // The same rule values back (read first), so the pool cases above and the others' keep theirs.
    url: 'CrmCustomer/updateRulesSetting', see: '7.4', write: true,
    async params(fx, t) {
      const { data } = await t.call('CrmCustomer/getRulesSetting', {}, fx.tokens.admin);
      return {
        followupDay: data.followupDay, dealDay: data.dealDay, type: data.customerConfig,
        putInPoolRemindConfig: data.putInPoolRemindConfig, putInPoolRemindDays: data.putInPoolRemindDays,
      };
    },
    answer: ok(),
  },
  {
    url: 'CrmCustomer/customerSetting', see: '7.4', write: true,
    params: (fx) => ({ settingName: '契约用例的新规则', customerNum: 10000, customerDeal: 1, type: 1, userList: [fx.users.sales2], deptList: [] }),
    answer: ok(),
  },
  {
    url: 'CrmCustomer/deleteCustomerSetting', see: '7.4', write: true,
    async params(fx, t) {
      const name = uniqueName('规则');
      const body = await postJson(t, fx.tokens.admin, 'CrmCustomer/customerSetting', {
        settingName: name, customerNum: 10000, customerDeal: 0, type: 2, userList: [], deptList: [],
      });
      if (body.code !== 0) throw new Error(`case setup: customerSetting refused: ${body.msg}`);
      const row = await t.db.selectFrom('crm_customer_setting').select('setting_id').where('setting_name', '=', name).executeTakeFirstOrThrow();
      return { settingId: row.setting_id };
    },
    answer: ok(),
  },
];

export const crmCustomerCases: ContractCase[] = [...customerCases, ...crmLeadsContactsCases];
