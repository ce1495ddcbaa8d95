// BI's calls (contract 12.2): 排行榜, 员工业绩分析, 销售漏斗, 员工客户分析, 客户画像, 产品分析 and 业绩目标, as the admin over the
// company (办公室, department 1, and every department below it), this year or the last ten of the
// demo data.
import type { ContractCase } from '../contractCase.ts';
import { ok, type Shape } from '../shape.ts';

const year = new Date().getFullYear();
const COMPANY = { deptId: 1, startTime: `${year - 9}-01-01`, endTime: `${year}-12-31` };
const PERSON = { realname: 'string', structureName: 'string?' };

export const biCases: ContractCase[] = [
  { url: 'biRanking/contractRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ money: 'decimal', ownerUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/receivablesRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ money: 'decimal', ownerUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/contractCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', ownerUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/productCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', ownerUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/customerCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', createUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/contactsCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', createUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/customerGenjinCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', ownerUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/recordCountRanKing', see: '12.2', params: () => COMPANY, answer: ok([{ count: 'int', createUserId: 'int', ...PERSON }]) },
  { url: 'biRanking/travelCountRanKing', see: '12.2', params: () => COMPANY, mayBeEmpty: true, answer: ok([{ count: 'int', createUserId: 'int', ...PERSON }]) },
  {
    url: 'biRanking/contractProductRanKing', see: '12.2', params: () => COMPANY,
    answer: ok([{ num: 'int', categoryName: 'string?', productName: 'string', categoryId: 'int?', productId: 'int' }]),
  },
  ...['contractNumStats', 'contractMoneyStats', 'receivablesMoneyStats'].map((path): ContractCase => ({
    url: `biEmployee/${path}`, see: '12.2', params: () => ({ deptId: 1, year }),
    answer: ok([{
      month: 'string', thisMonth: path === 'contractNumStats' ? 'int' : 'decimal', lastMonth: path === 'contractNumStats' ? 'int' : 'decimal',
      lastYear: path === 'contractNumStats' ? 'int' : 'decimal', lastMonthGrowth: 'int', lastYearGrowth: 'int',
    }]),
  })),
  {
    url: 'biEmployee/totalContract', see: '12.2', params: () => COMPANY,
    answer: ok({
      contractNum: 'int', contractMoney: 'decimal', receivablesMoney: 'decimal', unreceivedMoney: 'decimal',
      list: [{ type: 'string', contractNum: 'int', contractMoney: 'decimal', receivablesMoney: 'decimal' }],
    }),
  },
  {
    url: 'biFunnel/sellFunnel', see: '12.2', params: () => ({ ...COMPANY, typeId: 1 }),
    answer: ok([{ count: 'int', name: 'string', orderNum: 'int', money: 'decimal', typeId: 'int', statusId: 'int' }]),
  },
  { url: 'biFunnel/addBusinessAnalyze', see: '12.2', params: () => COMPANY, answer: ok([{ type: 'string', businessNum: 'int', businessMoney: 'decimal' }]) },
  { url: 'biFunnel/win', see: '12.2', params: () => COMPANY, answer: ok([{ type: 'string', businessEnd: 'int', businessNum: 'int', proportion: 'int' }]) },
  {
    url: 'biFunnel/sellFunnelList', see: '12.2', params: () => COMPANY,
    answer: ok([{
      businessId: 'int', businessName: 'string', createTime: 'datetime', createUserId: 'int', createUserName: 'string?', customerId: 'int',
      customerName: 'string?', dealDate: 'date?', money: 'decimal', ownerUserId: 'int', ownerUserName: 'string?', statusId: 'int?',
      statusName: 'string?', typeId: 'int?', typeName: 'string?',
    }]),
  },
  ...biCustomerCases(),
  ...['portrait', 'portraitLevel', 'portraitSource'].map((path, i): ContractCase => ({
    url: `biRanking/${path}`, see: '12.2', params: () => COMPANY,
    answer: ok([{ allCustomer: 'int', dealCustomer: 'int', [['industry', 'level', 'source'][i]!]: 'string' }]),
  })),
  { url: 'biRanking/addressAnalyse', see: '12.2', answer: ok([{ allCustomer: 'int', dealCustomer: 'int', address: 'string' }]) },
  {
    url: 'bi/productStatistics', see: '12.2', params: () => COMPANY,
    answer: ok([{
      productId: 'int', categoryName: 'string?', categoryId: 'int?', productName: 'string', contracNum: 'string', ownerUserName: 'string?', customerName: 'string?',
      productPrice: 'decimal', productNum: 'int', productSubtotal: 'decimal', contractId: 'int', customerId: 'int',
    }]),
  },
  {
    // a target made for the case: the admin's contract target of this year
    url: 'bi/taskCompleteStatistics', see: '12.2',
    params: async (fx, t) => {
      const zero = { february: '0', march: '0', april: '0', may: '0', june: '0', july: '0', august: '0', september: '0', october: '0', november: '0', december: '0' };
      await t.db.insertInto('crm_achievement').values({ obj_id: fx.users.admin, type: 3, year: String(year), status: 1, january: '1000', ...zero, yeartarget: '1000' }).execute();
      return { year, type: 1, userId: fx.users.admin };
    },
    answer: ok([{ month: 'string', achievement: 'decimal', receivables: 'decimal', rate: 'decimal' }]),
  },
  {
    url: 'biWork/logStatistics', see: '12.2', params: () => COMPANY, mayBeEmpty: true,
    answer: ok([{ realname: 'string', username: 'string', img: 'string?', userId: 'int', count: 'int', commentCount: 'int', unCommentCount: 'int', unReadCont: 'int' }]),
  },
  {
    url: 'biWork/examineStatistics', see: '12.2', params: () => COMPANY,
    answer: ok({ categoryList: [{ categoryId: 'int', title: 'string' }], userList: [{ userId: 'int', username: 'string', realname: 'string', img: 'string?', count_1: 'int' }] }),
  },
  // the same statistics as the page's table in an .xlsx (Appendix A → blob)
  { url: 'biWork/logStatisticsExport', see: '12.2', params: () => COMPANY, answer: {}, file: /spreadsheetml/ },
  { url: 'biWork/examineStatisticsExport', see: '12.2', params: () => COMPANY, answer: {}, file: /spreadsheetml/ },
  {
    // the latest approval's author and category
    url: 'biWork/examineInfo', see: '12.2', mayBeEmpty: true,
    params: async (_fx, t) => {
      const latest = await t.db.selectFrom('oa_examine').select(['create_user_id', 'category_id']).orderBy('examine_id', 'desc').executeTakeFirst();
      return { ...COMPANY, userId: latest?.create_user_id ?? 3, categoryId: latest?.category_id ?? 1, page: 1, limit: 10 };
    },
    answer: ok({ money: 'decimal', duration: 'decimal', list: 'any', totalRow: 'int' }),
  },
];

/** 员工客户分析's thirteen calls over the company for the last ten years. */
function biCustomerCases(): ContractCase[] {
  const bucketed = (path: string, row: Record<string, Shape>): ContractCase =>
    ({ url: `biCustomer/${path}`, see: '12.2', params: () => COMPANY, answer: ok([{ type: 'string', ...row }]) });
  const people = (path: string, row: Record<string, Shape>): ContractCase =>
    ({ url: `biCustomer/${path}`, see: '12.2', params: () => COMPANY, answer: ok([{ realname: 'string', ...row }]) });
  return [
    bucketed('totalCustomerStats', { customerNum: 'int', dealCustomerNum: 'int' }),
    people('totalCustomerTable', {
      customerNum: 'int', dealCustomerNum: 'int', dealCustomerRate: 'int', contractMoney: 'decimal', receivablesMoney: 'decimal', unreceivedMoney: 'int', completedRate: 'int',
    }),
    bucketed('customerRecordStats', { recordCount: 'int', customerCount: 'int' }),
    people('customerRecordInfo', { recordCount: 'int', customerCount: 'int' }),
    { url: 'biCustomer/customerRecodCategoryStats', see: '12.2', params: () => COMPANY, answer: ok([{ category: 'string', recordNum: 'int', proportion: 'int' }]) },
    bucketed('customerConversionStats', { customerNum: 'int', pro: 'int', dealCustomerNum: 'int' }),
    {
      url: 'biCustomer/customerConversionInfo', see: '12.2', params: () => COMPANY,
      answer: ok([{
        batchId: 'string', customerName: 'string', contractName: 'string', contractMoney: 'decimal', receivablesMoney: 'decimal', ownerUserName: 'string?',
        createUserName: 'string?', createTime: 'datetime', updateTime: 'datetime', orderDate: 'date', 客户行业: 'string?', 客户来源: 'string?',
      }]),
    },
    bucketed('poolStats', { putInNum: 'int', receiveNum: 'int' }),
    people('poolTable', { deptName: 'string?', putInNum: 'int', receiveNum: 'int' }),
    bucketed('employeeCycle', { cycle: 'number', customerNum: 'int' }),
    people('employeeCycleInfo', { cycle: 'number', customerNum: 'int' }),
    { url: 'biCustomer/districtCycle', see: '12.2', params: () => COMPANY, answer: ok([{ type: 'string', cycle: 'number', customerNum: 'int' }]) },
    { url: 'biCustomer/productCycle', see: '12.2', params: () => COMPANY, answer: ok([{ productName: 'string', cycle: 'number', customerNum: 'int' }]) },
  ];
}
