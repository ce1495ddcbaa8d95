/**
 * The CRM 仪表盘's calls (Crm/Instrument/*) at scale, through the real app (Fastify inject), for
 * the admin (everyone's records) and a salesperson (本人及下属), over this month and this year.
 * Baseline in the same run: the customer list's default page (CrmCustomer/queryPageList), the call
 * every CRM screen makes and whose budget is known (p50 <= 15 ms); calls alternate with it, so a
 * load change on the machine hits both. Prints p50/p99 per call and the ratio to the list.
 *
 *   npm run seed:demo -- --customers 1000000        # once, into the database below
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lingxi_bench npm run bench:workbench
 *   npm run bench:workbench -- --runs 50
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

const RUNS = Number(arg('runs', '40'));

const CALLS: Array<{ path: string; extra?: Record<string, string> }> = [
  { path: 'Crm/Instrument/queryBulletin' },
  { path: 'Crm/Instrument/queryBulletinInfo', extra: { label: '2', page: '1', limit: '15' } },
  { path: 'Crm/Instrument/sellMonth' },
  { path: 'Crm/Instrument/queryPerformance', extra: { status: '1' } },
  { path: 'Crm/Instrument/queryBusiness' },
  { path: 'Crm/Instrument/queryRecordConunt' },
  { path: 'Crm/Instrument/queryRecordList', extra: { crmType: 'crm_customer', page: '1', limit: '10' } },
];
const PERIODS = ['month', 'year'];
const USERS = ['admin', 'sales'];


const config = readConfig();
const handle = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db);
  const customers = Number((await sql<{ n: number }>`select count(*)::int as n from crm_customer`.execute(handle.db)).rows[0].n);
  log(`\n== ${handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}, ${customers.toLocaleString()} customers, ${RUNS} runs each ==\n`);
  const app = await buildApp({ db: handle.db, dataDir: config.dataDir, logger: { level: 'error' } });
  await app.ready();
  try {
    const call = async (token: string, path: string, payload: Record<string, unknown>, json = false) => {
      const response = await app.inject({
        method: 'POST', url: `/api/${path}`,
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', 'admin-token': token },
        payload: json ? JSON.stringify(payload) : new URLSearchParams(payload as Record<string, string>).toString(),
      });
      const answer = response.json() as { code: number; msg?: string; data: unknown };
      if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    };
    log('| user | period | call | p50 | p99 | list p50 (same run) | call / list | answer |');
    log('|---|---|---|---|---|---|---|---|');
    for (const username of USERS) {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: '123456' } });
      const token = login.json()['Admin-Token'] as string;
      const list = () => call(token, 'CrmCustomer/queryPageList', { page: 1, limit: 15, type: 2 }, true);
      for (const type of PERIODS) {
        for (const c of CALLS) {
          const body = { type, ...c.extra };
          const run = () => call(token, c.path, body);
          for (let i = 0; i < 5; i++) { await run(); await list(); }
          const tc: number[] = [];
          const tl: number[] = [];
          let answer: unknown;
          for (let i = 0; i < RUNS; i++) {
            let start = performance.now();
            answer = await run();
            tc.push(performance.now() - start);
            start = performance.now();
            await list();
            tl.push(performance.now() - start);
          }
          const shown = JSON.stringify(answer && typeof answer === 'object' && 'totalRow' in answer ? { totalRow: (answer as { totalRow: number }).totalRow } : answer);
          log(`| ${username} | ${type} | ${c.path.replace('Crm/Instrument/', '')} | ${ms(percentile(tc, 50))} | ${ms(percentile(tc, 99))} | ${ms(percentile(tl, 50))} | ${(percentile(tc, 50) / percentile(tl, 50)).toFixed(2)}x | ${shown.length > 90 ? `${shown.slice(0, 87)}...` : shown} |`);
        }
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
}
