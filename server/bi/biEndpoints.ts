/**
 * BI (商业智能, contract 12): each endpoint refused by the guard without its group's
 * `bi.<group>.read`; its period (12.1 presets or a custom range) or year read first, then its
 * people cut to the caller's reach (biUsers.ts), before anything is counted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import type { Params } from '../http/params.ts';
import { readYear } from '../crm/achievement/achievementInput.ts';
import { type Period, readPeriod } from '../crm/instrument/period.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { type BiGroup, biUsers, type BiUsersOptions, NEEDS_DEPT } from './biUsers.ts';
import { DRILL_RIGHTS, drillList } from './biDrill.ts';
import {
  customerConversionInfo, customerConversionStats, customerRecordCategoryStats, customerRecordInfo, customerRecordStats, districtCycle,
  employeeCycle, employeeCycleInfo, poolStats, poolTable, productCycle, totalCustomerStats, totalCustomerTable,
} from './customerStats.ts';
import { MONTHLY_FIGURES, type MonthlyFigure, monthlyStats, totalContract } from './employeeStats.ts';
import { addBusinessAnalyze, businessWin, sellFunnel, sellFunnelList } from './funnelStats.ts';
import { officeWorkbook } from './officeExport.ts';
import { examineInfo, examineStatistics, logStatistics } from './officeStats.ts';
import { addressAnalyse, portrait, PORTRAITS, type PortraitPath } from './portrait.ts';
import { productStatistics } from './productStatistics.ts';
import { productRanking, RANKINGS, ranking, type RankingPath } from './rankings.ts';
import { readTargetRequest, taskCompleteStatistics } from './targetCompletion.ts';

/** What a BI answer is given: the call, and its people read when it asks (after its own parameters). */
interface BiCall {
  db: Kysely<Database>;
  userId: number;
  params: Params;
  version?: string;
  people(): Promise<number[]>;
}

function bi(path: string, group: BiGroup, answer: (call: BiCall) => Promise<unknown>, rule: Omit<BiUsersOptions, 'knownVersion'> = {}) {
  return endpoint(path, { rights: [`bi.${group}.read`], readOnly: true }, ({ db, userId, params, request }) => {
    const version = requestVersion(request);
    return answer({ db, userId, params, version, people: () => biUsers(db, userId, group, params, { ...rule, knownVersion: version }) });
  });
}

/** Most BI answers: the period, then the people, then the figures. */
const overPeriod = (figures: (db: Kysely<Database>, users: number[], period: Period, call: BiCall) => Promise<unknown>) =>
  async (call: BiCall) => {
    const period = readPeriod(call.params);
    return figures(call.db, await call.people(), period, call);
  };


export const biEndpoints = [
  // 排行榜 ranks a department's people: no userId
  ...(Object.keys(RANKINGS) as RankingPath[]).map((path) =>
    bi(`biRanking/${path}`, 'ranking', overPeriod((db, users, period) => ranking(db, path, users, period)), { ignoreUser: true })),
  bi('biRanking/contractProductRanKing', 'ranking', overPeriod(productRanking)),
  ...(Object.keys(MONTHLY_FIGURES) as MonthlyFigure[]).map((path) => bi(`biEmployee/${path}`, 'contract', async (call) => {
    const year = Number(readYear(call.params));
    return monthlyStats(call.db, path, await call.people(), year);
  }, NEEDS_DEPT)),
  bi('biEmployee/totalContract', 'contract', overPeriod(totalContract), NEEDS_DEPT),
  bi('biFunnel/sellFunnel', 'business', overPeriod((db, users, period, call) => sellFunnel(db, users, period, call.params))),
  bi('biFunnel/addBusinessAnalyze', 'business', overPeriod(addBusinessAnalyze)),
  bi('biFunnel/win', 'business', overPeriod(businessWin)),
  bi('biFunnel/sellFunnelList', 'business', overPeriod((db, users, period, call) => sellFunnelList(db, users, period, call.params))),
  ...Object.entries({
    totalCustomerStats, totalCustomerTable, customerRecordStats, customerRecordInfo,
    customerRecodCategoryStats: customerRecordCategoryStats, // sic: the contract's spelling
    customerConversionStats, poolStats, poolTable, employeeCycle, employeeCycleInfo, districtCycle, productCycle,
  }).map(([path, figures]) => bi(`biCustomer/${path}`, 'customer', overPeriod(figures), NEEDS_DEPT)),
  bi('biCustomer/customerConversionInfo', 'customer', overPeriod((db, users, period, call) => customerConversionInfo(db, users, period, call.params)), NEEDS_DEPT),
  ...(Object.keys(PORTRAITS) as PortraitPath[]).map((path) =>
    bi(`biRanking/${path}`, 'portrait', overPeriod((db, users, period) => portrait(db, path, users, period)))),
  // 城市分布 takes no parameters: everyone within the caller's reach
  bi('biRanking/addressAnalyse', 'portrait', async (call) =>
    addressAnalyse(call.db, await usersInScope(call.db, call.userId, 'bi.portrait', call.version, 'read'))),
  bi('bi/productStatistics', 'product', overPeriod((db, users, period, call) => productStatistics(db, users, period, call.params))),
  bi('bi/taskCompleteStatistics', 'achievement', async (call) => {
    const year = Number(readYear(call.params));
    const request = readTargetRequest(call.params);
    return taskCompleteStatistics(call.db, request, year, await call.people());
  }),
  bi('biWork/logStatistics', 'oa', overPeriod(logStatistics)),
  bi('biWork/examineStatistics', 'oa', overPeriod(examineStatistics)),
  // a figure's records (our own call): any BI group lets in, the figure's group and module are checked inside
  endpoint('biDrill/queryPageList', { rights: DRILL_RIGHTS, readOnly: true }, ({ db, userId, params, request }) =>
    drillList(db, userId, params, requestVersion(request))),
  // the same statistics, as the page's table in an .xlsx (officeExport.ts)
  bi('biWork/logStatisticsExport', 'oa', overPeriod(async (db, users, period) => officeWorkbook('log', await logStatistics(db, users, period)))),
  bi('biWork/examineStatisticsExport', 'oa', overPeriod(async (db, users, period) => officeWorkbook('examine', await examineStatistics(db, users, period)))),
  bi('biWork/examineInfo', 'oa', overPeriod((db, users, period, call) => examineInfo(db, call.userId, users, period, call.params, call.version))),
];
