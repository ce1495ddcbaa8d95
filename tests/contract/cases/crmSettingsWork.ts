// The back-log (待办事项, contract 8.1-8.2) and the CRM workbench (仪表盘, contract 13).
// DATE columns (contract and plan days) come back `yyyy-MM-dd`: contract 1.3 rule 3 leaves their
// rendering unverified, and docs/server.md ("Database conventions") gives ours.
import type { ContractCase } from '../contractCase.ts';
import { ok, page } from '../shape.ts';
import { approvals, CONTRACT_ROW, CUSTOMER_ROW, LEADS_ROW, listOf, RECEIVABLES_ROW } from './crmSettingsSupport.ts';

/** A row of CrmBackLog/remindReceivables (contract 8.2). */
const PLAN_REMINDER = {
  num: 'string', customerId: 'int', customerName: 'string?', contractId: 'int', contractNum: 'string', money: 'decimal',
  returnDate: 'date', returnType: 'string?', remind: 'int?', remark: 'string?',
};

/** A file of a batch (contract 14.1 file/queryByBatchId). */
const FILE = {
  fileId: 'int', name: 'string', size: 'string', createUserId: 'int', createUserName: 'string?', createTime: 'datetime', filePath: 'string',
  fileType: 'string', batchId: 'string',
};

/**
 * A follow-up as getRecord shapes it (contract 7.2), with the workbench's lists (contract 13). The
 * fixture's own follow-up, the newest, carries a file; the demo's link no business or contact.
 */
const FOLLOW_UP = {
  recordId: 'int', userImg: 'string?', realname: 'string?', createTime: 'datetime', content: 'string', category: 'string?',
  nextTime: 'datetime?', batchId: 'string?', businessIds: 'string?', contactsIds: 'string?', img: [FILE], file: [FILE],
  businessList: [{ businessId: 'int', businessName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
};

/** The whole year: the demo's records spread over months. */
const YEAR = { type: 'year' };

const backlogCases: ContractCase[] = [
  {
    url: 'CrmBackLog/num', see: '8.1',
    // every key the admin's rights and the seeded config (pool rule, reminders on) open
    answer: ok({
      todayCustomer: 'int', followCustomer: 'int', putInPoolRemind: 'int', followLeads: 'int', checkContract: 'int',
      endContract: 'int', checkReceivables: 'int', remindReceivablesPlan: 'int',
    }),
  },
  {
    // 2 已逾期 of the admin's subordinates
    url: 'CrmBackLog/todayCustomer', see: '8.2', params: () => ({ type: 2, isSub: 2 }),
    answer: ok(listOf(CUSTOMER_ROW)),
  },
  {
    url: 'CrmBackLog/followLeads', see: '8.2', params: () => ({ type: 1, isSub: 2 }),
    answer: ok(listOf(LEADS_ROW)),
  },
  {
    url: 'CrmBackLog/followCustomer', see: '8.2', params: () => ({ type: 1, isSub: 2 }),
    answer: ok(listOf(CUSTOMER_ROW)),
  },
  {
    // customers the pool rule takes within the reminder's days (the demo's times are relative to now)
    url: 'CrmBackLog/putInPoolRemind', see: '8.2', params: () => ({ isSub: 2 }),
    answer: ok(listOf(CUSTOMER_ROW)),
  },
  {
    url: 'CrmBackLog/checkContract', see: '8.2',
    params: async (fx, t) => { await approvals(fx, t); return { type: 1, isSub: 1 }; },
    answer: ok(listOf(CONTRACT_ROW)),
  },
  {
    url: 'CrmBackLog/checkReceivables', see: '8.2',
    params: async (fx, t) => { await approvals(fx, t); return { type: 1, isSub: 1 }; },
    answer: ok(listOf(RECEIVABLES_ROW)),
  },
  {
    // 1 即将到期 (within the seeded 24 days): the approved contract of crmSettingsSupport.ts
    url: 'CrmBackLog/endContract', see: '8.2',
    params: async (fx, t) => { await approvals(fx, t); return { type: 1, isSub: 1 }; },
    answer: ok(listOf(CONTRACT_ROW)),
  },
  {
    // 2 已回款: the demo pays the first plan of the first contracts
    url: 'CrmBackLog/remindReceivables', see: '8.2', params: () => ({ type: 2, isSub: 2 }),
    answer: ok(page(PLAN_REMINDER)), paged: { all: ok([PLAN_REMINDER]) },
  },
  {
    url: 'CrmBackLog/setCustomerFollowup', see: '8.2', write: true, params: (fx) => ({ ids: String(fx.customerId) }),
    answer: ok(),
  },
  {
    url: 'CrmBackLog/setLeadsFollowup', see: '8.2', write: true, params: (fx) => ({ ids: String(fx.leadsId) }),
    answer: ok(),
  },
];

const instrumentCases: ContractCase[] = [
  {
    url: 'Crm/Instrument/queryBulletin', see: '13', params: () => YEAR,
    answer: ok({
      businessCount: 'int', contactsCount: 'int', contractCount: 'int', customerCount: 'int', productCount: 'int', leadsCount: 'int',
      receivablesCount: 'int', recordCount: 'int', recordStatusCount: 'int',
    }),
  },
  {
    url: 'Crm/Instrument/queryBulletinInfo', see: '13', params: () => ({ ...YEAR, label: 2 }),
    answer: ok(listOf(CUSTOMER_ROW)),
  },
  {
    url: 'Crm/Instrument/sellMonth', see: '13', params: () => YEAR,
    answer: ok({
      list: [{ type: 'string', contractMoneys: 'decimal', receivablesMoneys: 'decimal' }],
      totlaContractMoney: 'decimal', totlaReceivablesMoney: 'decimal',
    }),
  },
  {
    url: 'Crm/Instrument/queryPerformance', see: '13', params: () => ({ ...YEAR, status: 1 }),
    answer: ok({ contractMoneys: 'decimal', receivablesMoneys: 'decimal', achievementMoneys: 'decimal', proportion: 'decimal' }),
  },
  {
    url: 'Crm/Instrument/queryBusiness', see: '13', params: () => YEAR,
    answer: ok({
      list: [{ count: 'int', name: 'string', orderNum: 'int', money: 'decimal', typeId: 'int' }],
      sumMoney: 'decimal', sumShu: 'decimal', sumYing: 'decimal',
    }),
  },
  {
    url: 'Crm/Instrument/queryRecordConunt', see: '13', params: () => YEAR,
    answer: ok([{ crmType: 'string', count: 'int' }]),
  },
  {
    // a Page (contract 1.5: page/limit, the original's Db.paginate)
    url: 'Crm/Instrument/queryRecordList', see: '13', params: () => ({ ...YEAR, crmType: 'crm_customer' }),
    answer: ok(page(FOLLOW_UP)), paged: { all: ok([FOLLOW_UP]) },
  },
];

export const crmSettingWorkCases: ContractCase[] = [...backlogCases, ...instrumentCases];
