// Contracts, receivables and receivables plans (contract 6.4, 7.1, 7.2, 7.7, 7.8, 3.6). The saves
// go through the approval flow (contract 9.1): the seeded flows are authorised ones, so a submit
// names its approver (`checkUserId`); `checkStatus: 5` keeps a draft.
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { ok, page } from '../shape.ts';
import { FOLLOW_UP } from './crmCustomerShared.ts';
import {
  approvedContract, CONTRACT, CONTRACT_ROW, customFields, DAY, ensureDealFollowUp, grantUnseededKeys, MEMBER, must, newContract,
  newCustomer, newPlan, newReceivables, postJson, productLine, RECEIVABLES, RECEIVABLES_ROW, uniqueName, uniqueNumber, XLSX,
} from './crmDealsShared.ts';

/** A product line of `qureyProductListByContractId` (contract 7.7). */
const PRODUCT_LINE = {
  productId: 'int', productName: 'string', price: 'decimal', salesPrice: 'decimal', num: 'int', discount: 'decimal', subtotal: 'decimal',
  categoryName: 'string', batchId: 'string', unit: 'string', 是否上下架: 'string',
};
/** A contract's receivables tab and plans tab (contract 7.7). */
const RECEIVABLES_TAB = {
  receivablesId: 'int', receivablesNum: 'string', contractName: 'string', contractMoney: 'decimal', ownerUserName: 'string',
  checkStatus: 'int', returnTime: DAY, receivablesMoney: 'decimal', planNum: 'string',
};
const PLAN_TAB = {
  planId: 'int', num: 'string', customerName: 'string', contractNum: 'string', remind: 'int', money: 'decimal', returnDate: DAY,
  returnType: 'string', remark: 'string?',
};

const contractTab = (url: string, row: Record<string, string>): ContractCase => ({
  url, see: '7.7', params: (fx) => ({ contractId: fx.contractId }), answer: ok(page(row)), paged: { all: ok([row]) },
});

const readCases: ContractCase[] = [
  {
    // `money`: the sums over the page's approved contracts (contract 6.4, contract only)
    url: 'CrmContract/queryPageList', see: '6.4', params: () => ({ type: 6 }),
    answer: ok({ list: [CONTRACT_ROW], totalRow: 'int', money: { contractMoney: 'decimal', receivedMoney: 'decimal' } }),
  },
  {
    url: 'CrmContract/queryById', see: '7.7',
    params: (fx) => ({ contractId: fx.contractId }),
    answer: ok({
      ...CONTRACT, customerName: 'string', ownerUserName: 'string', businessName: 'string', contactsName: 'string', companyUserName: 'string',
      receivablesCount: 'int', receivablesMoney: 'decimal', isAdmin: 'int',
    }),
  },
  { url: 'CrmContract/queryById', see: '3.6', as: 'sales', params: (fx) => ({ contractId: fx.contractId }), answer: ok({ dataAuth: 'int' }) },
  {
    url: 'CrmContract/getRecord', see: '7.2',
    async params(fx, t) {
      await ensureDealFollowUp(fx, t, 'CrmContract', fx.contractId);
      return { contractId: fx.contractId };
    },
    answer: ok([FOLLOW_UP]),
  },
  {
    url: 'CrmContract/getMembers', see: '7.2',
    async params(fx, t) {
      const { contractId } = await newContract(fx, t);
      await t.call('CrmContract/addMembers', { ids: String(contractId), memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin);
      return { contractId };
    },
    answer: ok([MEMBER]),
  },
  {
    // the paged variant puts the Page keys beside discountRate and money (contract 7.7)
    url: 'CrmContract/qureyProductListByContractId', see: '7.7', params: (fx) => ({ contractId: fx.contractId }),
    answer: ok({ discountRate: 'decimal', money: 'decimal', ...page(PRODUCT_LINE) }),
    paged: { all: ok({ discountRate: 'decimal', money: 'decimal', list: [PRODUCT_LINE] }) },
  },
  contractTab('CrmContract/qureyReceivablesListByContractId', RECEIVABLES_TAB),
  contractTab('CrmContract/qureyReceivablesPlanListByContractId', PLAN_TAB),
  {
    // the receivables form's plan picker: the plans no receivable has paid yet (the fixture's contract has one)
    url: 'CrmContract/queryReceivablesPlansByContractId', see: '7.7', params: (fx) => ({ contractId: fx.contractId }),
    answer: ok([{ planId: 'int', num: 'string', money: 'decimal', returnDate: DAY, returnType: 'string' }]),
  },
  {
    url: 'CrmContract/batchExportExcel', see: '7.2',
    async params(fx, t) { await grantUnseededKeys(t); return { ids: String(fx.contractId) }; }, answer: {}, file: XLSX,
  },
  {
    url: 'CrmContract/allExportExcel', see: '7.2',
    async params(_fx, t) { await grantUnseededKeys(t); return { type: 6 }; }, answer: {}, file: XLSX,
  },

  { url: 'CrmReceivables/queryPageList', see: '6.4', params: () => ({ type: 7 }), answer: ok({ list: [RECEIVABLES_ROW], totalRow: 'int' }) },
  {
    url: 'CrmReceivables/queryById', see: '7.8',
    params: (fx) => ({ receivablesId: fx.receivablesId }),
    answer: ok({
      ...RECEIVABLES, customerName: 'string', contractNum: 'string', contractName: 'string', contractMoney: 'decimal', ownerUserName: 'string',
      planNum: 'string',
    }),
  },
  {
    url: 'CrmReceivables/queryById', see: '3.6', as: 'sales', params: (fx) => ({ receivablesId: fx.receivablesId }), answer: ok({ dataAuth: 'int' }),
  },
  {
    url: 'CrmReceivables/batchExportExcel', see: '7.2',
    async params(fx, t) { await grantUnseededKeys(t); return { ids: String(fx.receivablesId) }; }, answer: {}, file: XLSX,
  },
  {
    url: 'CrmReceivables/allExportExcel', see: '7.2',
    async params(_fx, t) { await grantUnseededKeys(t); return { type: 7 }; }, answer: {}, file: XLSX,
  },
];

/** A draft contract of its own with a member (the sales user, read-only); its id as csv. */
async function contractWithMember(fx: Fixture, t: TestApp): Promise<string> {
  const ids = String((await newContract(fx, t)).contractId);
  await must('contract addMembers', t.call('CrmContract/addMembers', { ids, memberIds: String(fx.users.sales), power: 1 }, fx.tokens.admin));
  return ids;
}

// writes, each on a record of its own
const writeCases: ContractCase[] = [
  {
    // submitted to the seeded authorised flow: the manager approves
    url: 'CrmContract/saveAndUpdate', see: '7.1, 7.7', write: true,
    async params(fx, t) {
      return {
        entity: {
          num: uniqueNumber(), name: uniqueName('合同'), customer_id: await newCustomer(fx, t), order_date: '2030-01-02',
          start_time: '2030-01-02', end_time: '2031-01-01', company_user_id: fx.users.admin, discountRate: '0', totalPrice: '180',
        },
        field: await customFields(fx, t, 6), product: [productLine(fx)], checkUserId: fx.users.manager,
      };
    },
    answer: ok(),
  },
  {
    url: 'CrmContract/addRecord', see: '7.2', write: true,
    async params(fx, t) { return { typesId: (await newContract(fx, t)).contractId, content: '寄出了合同', category: '发短信', nextTime: '' }; },
    answer: ok(),
  },
  {
    url: 'CrmContract/addMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: String((await newContract(fx, t)).contractId), memberIds: String(fx.users.sales), power: 2 }; },
    answer: ok(),
  },
  {
    url: 'CrmContract/updateMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: await contractWithMember(fx, t), memberIds: String(fx.users.sales), power: 2 }; },
    answer: ok(),
  },
  {
    url: 'CrmContract/deleteMembers', see: '7.2', write: true,
    async params(fx, t) { return { ids: await contractWithMember(fx, t), memberIds: String(fx.users.sales) }; },
    answer: ok(),
  },
  {
    url: 'CrmContract/transfer', see: '7.2', write: true,
    async params(fx, t) {
      return { contractIds: String((await newContract(fx, t)).contractId), newOwnerUserId: fx.users.manager, transferType: 1 };
    },
    answer: ok(),
  },
  {
    url: 'CrmContract/contractDiscard', see: '7.7', write: true,
    async params(fx, t) { return { contractId: (await approvedContract(fx, t)).contractId }; }, answer: ok(),
  },
  {
    url: 'CrmContract/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { contractIds: String((await newContract(fx, t)).contractId) }; }, answer: ok(),
  },
  {
    // The same reminder settings back (read first), so the others' cases keep theirs.
    url: 'CrmContract/setContractConfig', see: '7.7', write: true,
    async params(fx, t) {
      const { data } = await must('getRulesSetting', t.call('CrmCustomer/getRulesSetting', {}, fx.tokens.admin));
      return { status: data.contractConfig, contractDay: data.contractDay };
    },
    answer: ok(),
  },
  {
    // against an approved contract of its own, paying its plan; submitted to the manager
    url: 'CrmReceivables/saveOrUpdate', see: '7.1, 7.8', write: true,
    async params(fx, t) {
      const { contractId, customerId } = await approvedContract(fx, t);
      await must('plan create', postJson(t, fx.tokens.admin, 'Crm/ReceivablesPlan/saveAndUpdate', {
        entity: { customer_id: customerId, contract_id: contractId, money: '100', return_date: '2030-02-01', return_type: '电汇', remind: '2' }, field: [],
      }));
      const plan = await t.db.selectFrom('crm_receivables_plan').select('plan_id').where('contract_id', '=', contractId).executeTakeFirstOrThrow();
      return {
        entity: {
          number: uniqueNumber(), customer_id: customerId, contract_id: contractId, plan_id: plan.plan_id, money: '100',
          return_time: '2030-02-01', remark: '首付款',
        },
        field: await customFields(fx, t, 7, { 回款方式: '电汇' }), checkUserId: fx.users.manager,
      };
    },
    answer: ok(),
  },
  {
    url: 'CrmReceivables/deleteByIds', see: '7.2', write: true,
    async params(fx, t) { return { receivablesIds: String(await newReceivables(fx, t)) }; }, answer: ok(),
  },
  {
    url: 'Crm/ReceivablesPlan/saveAndUpdate', see: '7.8', write: true,
    async params(fx, t) {
      const { contractId, customerId } = await newContract(fx, t);
      return {
        entity: { customerId, contractId, money: '300', returnDate: '2030-04-01', returnType: '支票', remind: '5', remark: '第一期' }, field: [],
      };
    },
    answer: ok(),
  },
  {
    url: 'Crm/ReceivablesPlan/deleteByIds', see: '7.2, 7.8', write: true,
    async params(fx, t) { return { planIds: String(await newPlan(fx, t)) }; }, answer: ok(),
  },
];

export const crmDealContractCases: ContractCase[] = [...readCases, ...writeCases];
