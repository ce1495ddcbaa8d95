/**
 * BI (商业智能) at scale: every BI call company-wide (the admin, 办公室 and every department below
 * it) for 本年 and 去年 (the yearly pages: this year and the last), through the real app (Fastify
 * inject), on two demo databases measured in the same run: 100,000 and 1,000,000 customers. Prints
 * p50 / p99 at each size and the ratio 1M / 100k, against the budgets of issue 21: p50 <= 200 ms at
 * 1,000,000, ratio <= 3.
 *
 *   createdb lingxi_bench_bi_100k && DATABASE_URL=…/lingxi_bench_bi_100k npm run seed:demo -- --customers 100000
 *   createdb lingxi_bench_bi_1m   && DATABASE_URL=…/lingxi_bench_bi_1m   npm run seed:demo -- --customers 1000000
 *   npm run bench:bi -- --runs 20 [--small URL] [--large URL] [--only biRanking]
 *
 * Results: docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { arg, log, ms, percentile } from './benchKit.ts';

const RUNS = Number(arg('runs', '20'));
const SMALL = arg('small', 'postgres://postgres@127.0.0.1:5432/lingxi_bench_bi_100k');
const LARGE = arg('large', 'postgres://postgres@127.0.0.1:5432/lingxi_bench_bi_1m');
const ONLY = arg('only', '');
const P50_BUDGET = 200;
const RATIO_BUDGET = 3;

const year = new Date().getFullYear();
const COMPANY = { deptId: 1 };
const PAGE = { page: 1, limit: 15 };

interface BiCall { path: string; params: Record<string, unknown>; yearly?: boolean }

const RANKINGS = [
  'contractRanKing', 'receivablesRanKing', 'contractCountRanKing', 'productCountRanKing', 'customerCountRanKing', 'contactsCountRanKing',
  'customerGenjinCountRanKing', 'recordCountRanKing', 'travelCountRanKing', 'contractProductRanKing',
];
const CUSTOMER = [
  'totalCustomerStats', 'totalCustomerTable', 'customerRecordStats', 'customerRecordInfo', 'customerRecodCategoryStats', 'customerConversionStats',
  'customerConversionInfo', 'poolStats', 'poolTable', 'employeeCycle', 'employeeCycleInfo', 'districtCycle', 'productCycle',
];
const CALLS: BiCall[] = [
  ...RANKINGS.map((path) => ({ path: `biRanking/${path}`, params: COMPANY })),
  ...['contractNumStats', 'contractMoneyStats', 'receivablesMoneyStats'].map((path) => ({ path: `biEmployee/${path}`, params: COMPANY, yearly: true })),
  { path: 'biEmployee/totalContract', params: COMPANY },
  { path: 'biFunnel/sellFunnel', params: { ...COMPANY, typeId: 1 } },
  ...['addBusinessAnalyze', 'win'].map((path) => ({ path: `biFunnel/${path}`, params: COMPANY })),
  // the record lists as their tables ask them: a page of 15 and the total
  { path: 'biFunnel/sellFunnelList', params: { ...COMPANY, ...PAGE } },
  ...CUSTOMER.map((path) => ({ path: `biCustomer/${path}`, params: path === 'customerConversionInfo' ? { ...COMPANY, ...PAGE } : COMPANY })),
  ...['portrait', 'portraitLevel', 'portraitSource'].map((path) => ({ path: `biRanking/${path}`, params: COMPANY })),
  { path: 'biRanking/addressAnalyse', params: {} },
  { path: 'bi/productStatistics', params: { ...COMPANY, ...PAGE } },
  { path: 'bi/taskCompleteStatistics', params: { type: 1, deptId: 1 }, yearly: true },
  { path: 'biWork/logStatistics', params: COMPANY },
  { path: 'biWork/examineStatistics', params: COMPANY },
  { path: 'biWork/examineInfo', params: { ...COMPANY, userId: 3, categoryId: 1, page: 1, limit: 15 } },
  // a bar's records: the year's new customers of the company (the list behind 客户汇总's bars)
  { path: 'biDrill/queryPageList', params: { ...COMPANY, ...PAGE, figure: 'newCustomers' } },
].filter((call) => !ONLY || call.path.includes(ONLY));

/** The two periods of a call: 本年 / 去年, or this year / the last for the yearly pages. */
const periods = (call: BiCall) => (call.yearly
  ? [{ name: 'year', params: { year } }, { name: 'lastYear', params: { year: year - 1 } }]
  : [{ name: 'year', params: { type: 'year' } }, { name: 'lastYear', params: { type: 'lastYear' } }]);

interface Site { label: string; customers: number; close(): Promise<void>; call(path: string, params: Record<string, unknown>): Promise<unknown> }

async function open(label: string, databaseUrl: string): Promise<Site> {
  const handle = await createDatabase({ databaseUrl });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db);
  const customers = Number((await sql<{ n: number }>`select count(*)::int as n from crm_customer`.execute(handle.db)).rows[0]!.n);
  // 业绩目标 needs a target: 办公室's (the top department's) contract target of both years, as an admin would set it
  for (const y of [year, year - 1]) {
    await sql`delete from crm_achievement where type = 2 and obj_id = 1 and status = 1 and year = ${String(y)}`.execute(handle.db);
    const months = Object.fromEntries(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].map((m) => [m, '100000.00']));
    await handle.db.insertInto('crm_achievement').values({ obj_id: 1, type: 2, year: String(y), status: 1, ...months, yeartarget: '1200000.00' }).execute();
  }
  const app = await buildApp({ db: handle.db, dataDir: readConfig().dataDir, logger: { level: 'error' } });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: '123456' } });
  const token = login.json()['Admin-Token'] as string;
  return {
    label, customers,
    async call(path, params) {
      const response = await app.inject({
        method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(params),
      });
      const answer = response.json() as { code: number; msg?: string; data: unknown };
      if (answer.code !== 0) throw new Error(`${label} ${path}: ${answer.msg}`);
      return answer.data;
    },
    async close() { await app.close(); await handle.close(); },
  };
}

async function time(site: Site, path: string, params: Record<string, unknown>): Promise<number[]> {
  for (let i = 0; i < 2; i++) await site.call(path, params);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await site.call(path, params);
    times.push(performance.now() - started);
  }
  return times;
}

const small = await open('100k', SMALL);
const large = await open('1M', LARGE);
try {
  log(`\n== PostgreSQL, BI company-wide as admin: ${small.customers.toLocaleString()} and ${large.customers.toLocaleString()} customers, ${RUNS} runs each ==\n`);
  log('| call | period | 100k p50 | 100k p99 | 1M p50 | 1M p99 | 1M / 100k | p50 <= 200 ms | ratio <= 3 |');
  log('|---|---|---|---|---|---|---|---|---|');
  let failures = 0;
  let lines = 0;
  const worst: Array<[string, number]> = [];
  for (const call of CALLS) {
    for (const period of periods(call)) {
      const params = { ...call.params, ...period.params };
      // sizes in turns per call: a load change on the machine hits both
      const tSmall = await time(small, call.path, params);
      const tLarge = await time(large, call.path, params);
      const [s50, l50] = [percentile(tSmall, 50), percentile(tLarge, 50)];
      const ratio = l50 / s50;
      const okTime = l50 <= P50_BUDGET;
      const okRatio = ratio <= RATIO_BUDGET;
      if (!okTime || !okRatio) failures++;
      lines++;
      worst.push([`${call.path} ${period.name}`, l50]);
      log(`| ${call.path} | ${period.name} | ${ms(s50)} | ${ms(percentile(tSmall, 99))} | ${ms(l50)} | ${ms(percentile(tLarge, 99))} | ${ratio.toFixed(2)}x | ${okTime ? 'PASS' : 'FAIL'} | ${okRatio ? 'PASS' : 'FAIL'} |`);
    }
  }
  worst.sort((a, b) => b[1] - a[1]);
  log(`\n${lines - failures} of ${lines} lines within both budgets; slowest at 1M: ${worst.slice(0, 5).map(([name, t]) => `${name} ${ms(t)}`).join(', ')}`);
} finally {
  await small.close();
  await large.close();
}
