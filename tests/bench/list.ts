/**
 * CrmCustomer/queryPageList at scale, through the real app (Fastify inject: access guard, session,
 * data scope, list engine, serialisation) against the raw SQL of the same list (the same page,
 * capped count and row statements, sent straight to the database), in the same run, on PostgreSQL
 * and PGlite. Prints p50/p99 per scenario and the API/raw ratio.
 *
 *   npm run bench:list                                  # both engines, 1,000,000 customers
 *   npm run bench:list -- --engine postgres --customers 200000
 *
 * PostgreSQL: a scratch database `lingxi_bench_list_<hex>` created through DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end. PGlite: a temp data dir.
 * Data: server/db/demo/seedDemo.ts. Results: docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { seedDemo } from '../../server/db/demo/seedDemo.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const CUSTOMERS = Number(arg('customers', '1000000'));
const ENGINES = arg('engine', 'both') === 'both' ? ['postgres', 'pglite'] : [arg('engine', 'both')];
const RUNS = Number(arg('runs', '60'));
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Scenario { name: string; body: Record<string, unknown>; raw: { where: string; order: string } }

const SCENARIOS: Scenario[] = [
  { name: 'default scene', body: { page: 1, limit: 15 }, raw: { where: 'r.owner_user_id is not null', order: 'r.update_time desc, r.customer_id desc' } },
  {
    name: 'keyword 杭州博远', body: { page: 1, limit: 15, search: '杭州博远' },
    raw: { where: "r.owner_user_id is not null and (r.customer_name like '%杭州博远%' or r.telephone like '%杭州博远%' or r.mobile like '%杭州博远%')", order: 'r.update_time desc, r.customer_id desc' },
  },
  {
    name: 'custom filter+sort', body: { page: 1, limit: 15, data: { l: { name: '客户级别', condition: 'is', value: 'B（普通客户）' } }, sortField: '客户来源', order: 2 },
    raw: { where: "r.owner_user_id is not null and (r.custom->>'17') = 'B（普通客户）'", order: "(r.custom->>'18') asc" },
  },
];

const ROW_SQL = (ids: number[]) => `
  select r.*, (select u.realname from admin_user u where u.user_id = r.owner_user_id) as owner_user_name,
    (select u.realname from admin_user u where u.user_id = r.create_user_id) as create_user_name,
    (select max(a.create_time) from admin_record a where a.types = 'crm_customer' and a.types_id = r.customer_id) as last_time,
    (select count(*)::int from crm_customer b where b.customer_id = r.customer_id) as business_count
  from crm_customer r where r.customer_id in (${ids.join(',')})`;

async function rawList(db: Kysely<Database>, s: Scenario): Promise<void> {
  const page = await sql.raw<{ customer_id: number }>(`select r.customer_id from crm_customer r where ${s.raw.where} order by ${s.raw.order} limit 15 offset 0`).execute(db);
  const count = await sql.raw<{ n: number }>(`select count(*)::int as n from (select 1 from crm_customer r where ${s.raw.where} limit 10001) c`).execute(db);
  // past the cap the engine asks the planner for an estimate: so does the raw run
  if (Number(count.rows[0].n) > 10_000) await sql.raw(`explain (format json) select 1 from crm_customer r where ${s.raw.where}`).execute(db);
  const ids = page.rows.map((r) => Number(r.customer_id));
  if (ids.length) await sql.raw(ROW_SQL(ids)).execute(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function open(engine: string): Promise<{ handle: DatabaseHandle; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingxi-bench-list-'));
  if (engine === 'pglite') {
    const handle = await createDatabase({ dataDir });
    return { handle, dataDir, cleanup: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `lingxi_bench_list_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  return {
    handle, dataDir,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchEngine(engine: string): Promise<void> {
  log(`\n== ${engine}, ${CUSTOMERS.toLocaleString()} customers ==`);
  const { handle, dataDir, cleanup } = await open(engine);
  try {
    const db = handle.db;
    const started = performance.now();
    await migrateToLatest(db);
    await seedDatabase(db);
    await seedDemo(db, { customers: CUSTOMERS }, log);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({ db, dataDir, logger: { level: 'error' } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: '123456' } });
      const token = login.json()['Admin-Token'] as string;
      log('| scenario | API p50 | API p99 | raw SQL p50 | raw SQL p99 | ratio p50 | rows/total |');
      log('|---|---|---|---|---|---|---|');
      for (const s of SCENARIOS) {
        let answer: { data: { list: unknown[]; totalRow: number } } | undefined;
        const api = await measure(RUNS, async () => {
          const response = await app.inject({
            method: 'POST', url: '/api/CrmCustomer/queryPageList',
            headers: { 'content-type': 'application/json', 'admin-token': token }, payload: JSON.stringify(s.body),
          });
          answer = response.json();
        });
        const raw = await measure(RUNS, () => rawList(db, s));
        log(`| ${s.name} | ${api.p50.toFixed(1)} ms | ${api.p99.toFixed(1)} ms | ${raw.p50.toFixed(1)} ms | ${raw.p99.toFixed(1)} ms | ${(api.p50 / raw.p50).toFixed(2)}x | ${answer?.data.list.length}/${answer?.data.totalRow} |`);
      }
      const exportStart = performance.now();
      const before = process.memoryUsage().rss;
      const exported = await app.inject({
        method: 'POST', url: '/api/CrmCustomer/allExportExcel',
        headers: { 'content-type': 'application/json', 'admin-token': token },
        payload: JSON.stringify({ data: { l: { name: 'customer_id', condition: 'elt', value: String(100_000) } } }),
      });
      log(`export of the first 100,000 customers: ${((performance.now() - exportStart) / 1000).toFixed(1)} s, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB xlsx, rss ${(before / 1e6).toFixed(0)} -> ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (inject buffers the whole reply)`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}

for (const engine of ENGINES) await benchEngine(engine);
