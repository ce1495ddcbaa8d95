// Businesses, contracts, receivables and their plans, products and categories (contract 6, 7.1,
// 7.2, 7.6-7.10, 3.6). The business calls are here; contracts, receivables and plans in
// crmDealsContracts.ts; products and categories in crmDealsProducts.ts; shapes and helpers in
// crmDealsShared.ts. `CrmProduct/uploadExcel` has its case in crmImports.ts.
//
// The queryPageList calls are not `paged`: contract 6.4's answer is `{list, totalRow, ...}`, no
// Page, whatever `pageType` says (the original's list query reads only page and limit).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';
import { crmDealContractCases } from './crmDealsContracts.ts';
import { crmDealProductCases } from './crmDealsProducts.ts';
import {
  BUSINESS, BUSINESS_ROW, DAY, ensureDealFollowUp, grantUnseededKeys, MEMBER, newBusiness, newContacts, newCustomer, productLine,
  uniqueName, XLSX,
} from './crmDealsShared.ts';
import { FOLLOW_UP_LINKED } from './crmCustomerShared.ts';

/** A business's contacts tab (contract 7.6) and its contracts tab. */
const CONTACTS_TAB = { contactsId: 'int', name: 'string', mobile: 'string?', post: 'string?' };
const CONTRACT_TAB = {
  contractId: 'int', num: 'string', contractName: 'string', customerName: 'string', money: 'decimal', startTime: DAY, endTime: DAY,
  checkStatus: 'int',
};
/** A product line of `CrmBusiness/queryProduct` (contract 7.6). */
const PRODUCT_LINE = {
  productId: 'int', name: 'string', productName: 'string', categoryName: 'string', price: 'decimal', salesPrice: 'decimal', num: 'int',
  discount: 'decimal', subtotal: 'decimal', unit: 'string', 是否上下架: 'string',
};
/** A stage of a group (contract 7.6); the win rate is a varchar column. */
const STAGE = { statusId: 'int', name: 'string', rate: 'string', orderNum: 'int' };

const readCases: ContractCase[] = [
  { url: 'CrmBusiness/queryPageList', see: '6.4', params: () => ({ type: 5 }), answer: ok({ list: [BUSINESS_ROW], totalRow: 'int' }) },
  {
    url: 'CrmBusiness/queryById', see: '7.6',
    params: (fx) => ({ businessId: fx.businessId }),
    answer: ok({ ...BUSINESS, customerName: 'string', typeName: 'string', statusName: 'string', ownerUserName: 'string' }),
  },
  // contract 3.6: a business outside the caller's data scope (the seller sees their own only)
  { url: 'CrmBusiness/queryById', see: '3.6', as: 'sales', params: (fx) => ({ businessId: fx.businessId }), answer: ok({ dataAuth: 'int' }) },
  {
    // the business's own follow-ups, and its customer's that name it (contract 7.2), with the links
    url: 'CrmBusiness/getRecord', see: '7.2',
    async params(fx, t) {
      await ensureDealFollowUp(fx, t, 'CrmBusiness', fx.businessId);
      return { businessId: fx.businessId };
    },
    answer: ok([FOLLOW_UP_LINKED]),
  },
  {
    url: 'CrmBusiness/getMembers', see: '7.2',
    async params(fx, t) {
      const businessId = await newBusiness(fx, t);
      await t.call('CrmBusiness/addMembers', { ids: String(businessId), memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin);
      return { businessId };
    },
    answer: ok([MEMBER]),
  },
  {
    url: 'CrmBusiness/queryBusinessStatus', see: '7.6',
    params: (fx) => ({ businessId: fx.businessId }),
    answer: ok({ businessId: 'int', statusId: 'int', isEnd: 'int', statusRemark: 'string?', statusList: [STAGE] }),
  },
  {
    // the enabled groups the caller's department may use; `deptIds` is the stored ",1,2," text ('' = all)
    url: 'CrmBusiness/queryBusinessStatusOptions', see: '7.6',
    answer: ok([{
      typeId: 'int', name: 'string', deptIds: 'string', createUserId: 'int', createTime: 'datetime', updateTime: 'datetime', status: 'int',
      statusList: [{ ...STAGE, typeId: 'int' }],
    }]),
  },
  // related lists (contract 1.5: a Page by default, every row with pageType 0)
  {
    url: 'CrmBusiness/queryContacts', see: '7.6', params: (fx) => ({ businessId: fx.businessId }),
    answer: ok(page(CONTACTS_TAB)), paged: { all: ok([CONTACTS_TAB]) },
  },
  {
    url: 'CrmBusiness/queryContract', see: '7.6', params: (fx) => ({ businessId: fx.businessId }),
    answer: ok(page(CONTRACT_TAB)), paged: { all: ok([CONTRACT_TAB]) },
  },
  {
    // `list` a Page by default, an array with pageType 0 (contract 7.6); money = the total after the discount
    url: 'CrmBusiness/queryProduct', see: '7.6', params: (fx) => ({ businessId: fx.businessId }),
    answer: ok({ discountRate: 'decimal', money: 'decimal', list: page(PRODUCT_LINE) }),
    paged: { all: ok({ discountRate: 'decimal', money: 'decimal', list: [PRODUCT_LINE] }) },
  },
  {
    url: 'CrmBusiness/batchExportExcel', see: '7.2',
    async params(fx, t) { await grantUnseededKeys(t); return { ids: String(fx.businessId) }; }, answer: {}, file: XLSX,
  },
  {
    url: 'CrmBusiness/allExportExcel', see: '7.2',
    async params(_fx, t) { await grantUnseededKeys(t); return { type: 5 }; }, answer: {}, file: XLSX,
  },
];

/** A business of its own with a member (the sales user, read-only). */
async function businessWithMember(fx: Fixture, t: TestApp) {
  const ids = String(await newBusiness(fx, t));
  await t.call('CrmBusiness/addMembers', { ids, memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin);
  return ids;
}

// writes, each on a business of its own
const writeCases: ContractCase[] = [
  {
    url: 'CrmBusiness/addOrUpdate', see: '7.1, 7.6', write: true,
    async params(fx, t) {
      return {
        entity: {
          business_name: uniqueName('商机'), customer_id: await newCustomer(fx, t), type_id: fx.businessTypeId, status_id: 1,
          deal_date: '2030-06-30 00:00:00', discountRate: '0', totalPrice: '180',
        },
        field: [], product: [productLine(fx)],
      };
    },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/addRecord', see: '7.2', write: true,
    async params(fx, t) { return { typesId: await newBusiness(fx, t), content: '约了演示', category: '上门拜访', nextTime: '' }; },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/addMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: String(await newBusiness(fx, t)), memberIds: String(fx.users.sales), power: 2 }; },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/updateMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: await businessWithMember(fx, t), memberIds: String(fx.users.sales), power: 2 }; },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/deleteMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: await businessWithMember(fx, t), memberIds: String(fx.users.sales) }; },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/transfer', see: '7.2', write: true,
    async params(fx, t) {
      return { businessIds: String(await newBusiness(fx, t)), newOwnerUserId: fx.users.manager, transferType: 2, power: 1 };
    },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/boostBusinessStatus', see: '7.6', write: true,
    async params(fx, t) { return { businessId: await newBusiness(fx, t), statusId: 2, isEnd: 0 }; },
    answer: ok(),
  },
  {
    // 输单 with its reason
    url: 'CrmBusiness/boostBusinessStatus', see: '7.6', write: true,
    async params(fx, t) { return { businessId: await newBusiness(fx, t), isEnd: 2, statusRemark: '价格没谈拢' }; },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/relateContacts', see: '7.6', write: true,
    async params(fx, t) {
      const customerId = await newCustomer(fx, t);
      return { businessId: await newBusiness(fx, t, customerId), contactsIds: String(await newContacts(fx, t, customerId)) };
    },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/unrelateContacts', see: '7.6', write: true,
    async params(fx, t) {
      const customerId = await newCustomer(fx, t);
      const businessId = await newBusiness(fx, t, customerId);
      const contactsIds = String(await newContacts(fx, t, customerId));
      await t.call('CrmBusiness/relateContacts', { businessId, contactsIds }, fx.tokens.admin);
      return { businessId, contactsIds };
    },
    answer: ok(),
  },
  {
    url: 'CrmBusiness/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { businessIds: String(await newBusiness(fx, t)) }; }, answer: ok(),
  },
];

export const crmDealCases: ContractCase[] = [...readCases, ...writeCases, ...crmDealContractCases, ...crmDealProductCases];
