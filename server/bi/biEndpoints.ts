/**
 * BI (商业智能, contract 12): each endpoint refused by the guard without its group's
 * `bi.<group>.read`, its period read (12.1 presets or a custom range) and its user set cut to
 * the caller's reach (biUsers.ts) before anything is counted.
 */
import { endpoint, type EndpointContext } from '../http/endpoint.ts';
import { type Period, readPeriod } from '../crm/instrument/period.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { biUsers } from './biUsers.ts';
import { productRanking, RANKINGS, ranking, type RankingPath } from './rankings.ts';
import {
  customerConversionInfo, customerConversionStats, customerRecordCategoryStats, customerRecordInfo, customerRecordStats, districtCycle,
  employeeCycle, employeeCycleInfo, poolStats, poolTable, productCycle, totalCustomerStats, totalCustomerTable,
} from './customerStats.ts';
import { addressAnalyse, portrait, PORTRAITS, type PortraitPath } from './portrait.ts';
import { productStatistics } from './productStatistics.ts';
import { examineInfo, examineStatistics, logStatistics } from './officeStats.ts';
import { readTargetRequest, taskCompleteStatistics } from './targetCompletion.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { addBusinessAnalyze, businessWin, sellFunnel, sellFunnelList } from './funnelStats.ts';
import { MONTHLY_FIGURES, type MonthlyFigure, monthlyStats, readYear, totalContract } from './employeeStats.ts';

/** 员工业绩分析's people: a department is required (or one employee). */
const contractUsers = (ctx: EndpointContext) =>
  biUsers(ctx.db, ctx.userId, 'contract', ctx.params, { deptRequired: true, knownVersion: requestVersion(ctx.request) });

const businessUsers = (ctx: EndpointContext) =>
  biUsers(ctx.db, ctx.userId, 'business', ctx.params, { knownVersion: requestVersion(ctx.request) });

/** A 销售漏斗 call: its period and people read before anything is counted. */
const funnel = (path: string, answer: (ctx: EndpointContext, users: number[], period: Period) => Promise<unknown>) =>
  endpoint(`biFunnel/${path}`, { rights: ['bi.business.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return answer(ctx, await businessUsers(ctx), period);
  });

/** An 员工客户分析 call: a department (or an employee) required, its period and people read first. */
const customers = (path: string, answer: (db: EndpointContext['db'], users: number[], period: Period) => Promise<unknown>) =>
  endpoint(`biCustomer/${path}`, { rights: ['bi.customer.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    const users = await biUsers(ctx.db, ctx.userId, 'customer', ctx.params, { deptRequired: true, knownVersion: requestVersion(ctx.request) });
    return answer(ctx.db, users, period);
  });

/** A 办公分析 call: its period and people read before anything is counted. */
const office = (path: string, answer: (ctx: EndpointContext, users: number[], period: Period) => Promise<unknown>) =>
  endpoint(`biWork/${path}`, { rights: ['bi.oa.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return answer(ctx, await biUsers(ctx.db, ctx.userId, 'oa', ctx.params, { knownVersion: requestVersion(ctx.request) }), period);
  });

const rankingUsers = (ctx: EndpointContext) =>
  biUsers(ctx.db, ctx.userId, 'ranking', ctx.params, { ignoreUser: true, knownVersion: requestVersion(ctx.request) });

export const biEndpoints = [
  ...(Object.keys(RANKINGS) as RankingPath[]).map((path) => endpoint(`biRanking/${path}`, { rights: ['bi.ranking.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return ranking(ctx.db, path, await rankingUsers(ctx), period);
  })),
  endpoint('biRanking/contractProductRanKing', { rights: ['bi.ranking.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return productRanking(ctx.db, await biUsers(ctx.db, ctx.userId, 'ranking', ctx.params, { knownVersion: requestVersion(ctx.request) }), period);
  }),
  ...(Object.keys(MONTHLY_FIGURES) as MonthlyFigure[]).map((path) => endpoint(`biEmployee/${path}`, { rights: ['bi.contract.read'], readOnly: true }, async (ctx) => {
    const year = readYear(ctx.params);
    return monthlyStats(ctx.db, path, await contractUsers(ctx), year);
  })),
  endpoint('biEmployee/totalContract', { rights: ['bi.contract.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return totalContract(ctx.db, await contractUsers(ctx), period);
  }),
  funnel('sellFunnel', (ctx, users, period) => sellFunnel(ctx.db, users, period, ctx.params)),
  funnel('addBusinessAnalyze', (ctx, users, period) => addBusinessAnalyze(ctx.db, users, period)),
  funnel('win', (ctx, users, period) => businessWin(ctx.db, users, period)),
  funnel('sellFunnelList', (ctx, users, period) => sellFunnelList(ctx.db, users, period)),
  customers('totalCustomerStats', totalCustomerStats),
  customers('totalCustomerTable', totalCustomerTable),
  customers('customerRecordStats', customerRecordStats),
  customers('customerRecordInfo', customerRecordInfo),
  customers('customerRecodCategoryStats', customerRecordCategoryStats), // sic: the contract's spelling
  customers('customerConversionStats', customerConversionStats),
  customers('customerConversionInfo', customerConversionInfo),
  customers('poolStats', poolStats),
  customers('poolTable', poolTable),
  customers('employeeCycle', employeeCycle),
  customers('employeeCycleInfo', employeeCycleInfo),
  customers('districtCycle', districtCycle),
  customers('productCycle', productCycle),
  ...(Object.keys(PORTRAITS) as PortraitPath[]).map((path) => endpoint(`biRanking/${path}`, { rights: ['bi.portrait.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return portrait(ctx.db, path, await biUsers(ctx.db, ctx.userId, 'portrait', ctx.params, { knownVersion: requestVersion(ctx.request) }), period);
  })),
  endpoint('biRanking/addressAnalyse', { rights: ['bi.portrait.read'], readOnly: true }, async (ctx) =>
    addressAnalyse(ctx.db, await usersInScope(ctx.db, ctx.userId, 'bi.portrait', requestVersion(ctx.request), 'read'))),
  endpoint('bi/productStatistics', { rights: ['bi.product.read'], readOnly: true }, async (ctx) => {
    const period = readPeriod(ctx.params);
    return productStatistics(ctx.db, await biUsers(ctx.db, ctx.userId, 'product', ctx.params, { knownVersion: requestVersion(ctx.request) }), period);
  }),
  endpoint('bi/taskCompleteStatistics', { rights: ['bi.achievement.read'], readOnly: true }, async (ctx) => {
    const year = readYear(ctx.params);
    const request = readTargetRequest(ctx.params);
    const users = await biUsers(ctx.db, ctx.userId, 'achievement', ctx.params, { knownVersion: requestVersion(ctx.request) });
    return taskCompleteStatistics(ctx.db, request, year, users);
  }),
  office('logStatistics', (ctx, users, period) => logStatistics(ctx.db, users, period)),
  office('examineStatistics', (ctx, users, period) => examineStatistics(ctx.db, users, period)),
  office('examineInfo', (ctx, users, period) => examineInfo(ctx.db, ctx.userId, users, period, ctx.params, requestVersion(ctx.request))),
];
