/**
 * The real server under a crowd (issue 16, "Load"): a fresh data dir seeded with the demo data, the
 * server started as a child process (`node --import tsx server/main.ts`, exactly as `npm run serve`),
 * driven over HTTP from this process by N concurrent connections for D seconds with a mixed load:
 *
 *   70 % reads   CrmCustomer / CrmContacts / CrmBusiness / CrmContract queryPageList (with and
 *                without a keyword), CrmCustomer / CrmContacts queryById, field/queryListHead
 *   30 % writes  CrmCustomer/addOrUpdate (create), CrmContacts/addOrUpdate (create), and an update of
 *                a customer the caller owns (each connection updates its own set of customers)
 *
 * half the connections as admin (全部), half as the salesperson 李娜 (本人及下属). Prints the
 * throughput, p50/p95/p99 per kind (list / detail / write) and overall, the errors (HTTP status not
 * 200, or an envelope code not 0), then stops the server and verifies in the database that every
 * acknowledged create exists exactly once (each carries a unique marker in its name) and that every
 * updated customer holds the last acknowledged update. Baseline of the same run, after the load:
 * the customers' list of each user in process (queryList, no HTTP) and its raw SQL (the statements
 * it sent, replayed), sequentially; and the raw list SQL at the same concurrency for the same
 * duration (the database alone: an upper bound of list throughput).
 *
 *   npm run bench:load                                  # PGlite in a temporary data dir
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
 *                                                       # a throwaway database on that server, dropped after
 *   npm run bench:load -- --duration 30 --connections 50 --customers 20000
 *   LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:load   # profile the server
 *
 * Not a test: it prints figures, never asserts timings (it exits 1 only when writes are lost or
 * duplicated). Results: docs/benchmarks.md, "The server under load".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type CompiledQuery, type Kysely, type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import pg from 'pg';
import { Pool } from 'undici';
import { createDatabase } from '../../server/db/database.ts';
import { seedDemo } from '../../server/db/demo/seedDemo.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { readPoolRule, updatePoolRule } from '../../server/crm/pool/poolRules.ts';
import { queryList } from '../../server/records/list/listEndpoints.ts';
import { listSpecOfType } from '../../server/records/list/listSpec.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : (process.env[`LOAD_${name.toUpperCase()}`] ?? fallback);
};
const DURATION_S = Number(arg('duration', '30'));
const CONNECTIONS = Number(arg('connections', '50'));
const CUSTOMERS = Number(arg('customers', '20000'));
const WARMUP_S = Number(arg('warmup', '3'));
const SERVER_NODE_ARGS = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const log = (line: string) => process.stdout.write(`${line}\n`);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUN = Date.now().toString(36);

// ---------------------------------------------------------------- the database of the run

const baseUrl = process.env.DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-load-'));
let databaseUrl: string | undefined;
let scratchDb: string | undefined;
if (baseUrl) {
  scratchDb = `lingxi_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${scratchDb}`);
  await admin.query(`create database ${scratchDb}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${scratchDb}`;
  databaseUrl = url.toString();
}

async function dropScratch() {
  if (!baseUrl || !scratchDb) return;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${scratchDb} with (force)`);
  await admin.end();
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(v < 10 ? 2 : 1)} ms`);

interface Owned { admin: number[]; sales: number[] }
const USER_IDS = { admin: 3, sales: 5 } as const;
type Role = keyof typeof USER_IDS;

let server: ChildProcess | undefined;
/** utime + stime in ms of the processes whose pid `match` (the server; PostgreSQL's backends of the run's database). */
function cpuMsOf(match: (pid: number, cmdline: string) => boolean): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!match(Number(entry), cmdline)) continue;
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone meanwhile */ }
  }
  return ticks * 10; // USER_HZ 100
}

const stopServer = async () => {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
};

try {
  // ------------------------------------------------------------ seed
  const seedStarted = performance.now();
  const owned: Owned = { admin: [], sales: [] };
  const contactIds: number[] = [];
  {
    const handle = await createDatabase({ dataDir, databaseUrl });
    try {
      await migrateToLatest(handle.db);
      await seedDatabase(handle.db);
      await seedDemo(handle.db, { customers: CUSTOMERS });
      const rule = await readPoolRule(handle.db);
      if (rule.enabled) await updatePoolRule(handle.db, { enabled: false, remindEnabled: rule.remindEnabled });
      for (const role of ['admin', 'sales'] as const) {
        const rows = await handle.db.selectFrom('crm_customer').select('customer_id').where('owner_user_id', '=', USER_IDS[role])
          .orderBy('customer_id').limit(CONNECTIONS * 4).execute();
        owned[role] = rows.map((r) => r.customer_id);
      }
      const contacts = await handle.db.selectFrom('crm_contacts').select('contacts_id').where('owner_user_id', '=', USER_IDS.sales)
        .orderBy('contacts_id').limit(200).execute();
      contactIds.push(...contacts.map((r) => r.contacts_id));
    } finally {
      await handle.close();
    }
  }
  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  log(`== bench:load: ${databaseUrl ? `PostgreSQL (${scratchDb})` : `PGlite (${dataDir})`}, ${CUSTOMERS.toLocaleString()} demo customers `
    + `(seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s `
    + `(+${WARMUP_S} s warm-up), ${os.cpus().length} cores, Node ${process.version}, load average ${load} ==`);

  // ------------------------------------------------------------ the server, a child process
  server = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DIST_DIR: path.join(dataDir, 'no-dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const serverLog: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (serverLog.length < 1000) serverLog.push(line);
        const m = /Lingxi API at (http:\/\/[^/ ]+)\/api\//.exec(line);
        if (m) resolve(m[1]);
      }
    });
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    setTimeout(() => reject(new Error('server did not start within 120 s')), 120_000);
  });

  const pool = new Pool(url, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 60_000 });
  type Answer = { status: number; body: { code?: number; msg?: string; data?: any; [k: string]: any } | undefined };
  const post = async (endpointPath: string, body: unknown, token?: string): Promise<Answer> => {
    const response = await pool.request({
      method: 'POST', path: `/api/${endpointPath}`,
      headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    let parsed: Answer['body'];
    try { parsed = JSON.parse(text); } catch { parsed = undefined; }
    return { status: response.statusCode, body: parsed };
  };

  const tokens = {} as Record<Role, string>;
  const fieldsOf = {} as Record<Role, Record<number, Record<string, unknown>[]>>;
  for (const role of ['admin', 'sales'] as const) {
    const login = await post('login', { username: role, password: '123456' });
    tokens[role] = login.body?.['Admin-Token'] as string;
    if (!tokens[role]) throw new Error(`login ${role}: ${JSON.stringify(login.body)}`);
    fieldsOf[role] = {};
    for (const label of [2, 3]) {
      const form = await post('field/queryField', { label }, tokens[role]);
      if (form.body?.code !== 0) throw new Error(`field/queryField ${label}: ${form.body?.msg}`);
      fieldsOf[role][label] = (form.body.data as Record<string, unknown>[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: '' }));
    }
  }
  const withCustom = (role: Role, label: number, custom: Record<string, string>) =>
    fieldsOf[role][label].map((f) => ({ ...f, value: custom[f.name as string] ?? '' }));

  // ------------------------------------------------------------ the workload
  type Kind = 'list' | 'detail' | 'write';
  interface Op { name: string; kind: Kind; weight: number; run: (c: Conn) => Promise<Answer> }
  interface Conn { index: number; role: Role; token: string; seq: number; updateIds: number[]; lastUpdate: Map<number, string> }
  const created: { marker: string; table: 'crm_customer' | 'crm_contacts'; acked: boolean }[] = [];
  const lastUpdates = new Map<number, string>();
  const keywords = ['科技', '杭州', '贸易', '深圳同创', '王'];
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
  const list = (prefix: string, search?: boolean) => (c: Conn) =>
    post(`${prefix}/queryPageList`, { page: 1 + Math.floor(Math.random() * 3), limit: 15, ...(search ? { search: pick(keywords) } : {}) }, c.token);

  const OPS: Op[] = [
    { name: 'customer list', kind: 'list', weight: 14, run: list('CrmCustomer') },
    { name: 'customer list + keyword', kind: 'list', weight: 8, run: list('CrmCustomer', true) },
    { name: 'contacts list', kind: 'list', weight: 8, run: list('CrmContacts') },
    { name: 'contacts list + keyword', kind: 'list', weight: 4, run: list('CrmContacts', true) },
    { name: 'business list', kind: 'list', weight: 7, run: list('CrmBusiness') },
    { name: 'contract list', kind: 'list', weight: 7, run: list('CrmContract') },
    { name: 'customer queryById', kind: 'detail', weight: 10, run: (c) => post('CrmCustomer/queryById', { customerId: pick(owned[c.role]) }, c.token) },
    { name: 'contacts queryById', kind: 'detail', weight: 6, run: (c) => post('CrmContacts/queryById', { contactsId: pick(contactIds) }, c.token) },
    { name: 'field/queryListHead', kind: 'detail', weight: 6, run: (c) => post('field/queryListHead', { label: pick([2, 3, 5, 6]) }, c.token) },
    {
      name: 'customer create', kind: 'write', weight: 14, run: async (c) => {
        const marker = `LOAD-${RUN}-${c.index}-${c.seq++}`;
        const entry = { marker, table: 'crm_customer' as const, acked: false };
        created.push(entry);
        const answer = await post('CrmCustomer/addOrUpdate', { entity: { customer_name: `压测客户 ${marker}` }, field: withCustom(c.role, 2, { 客户级别: 'B（普通客户）' }) }, c.token);
        entry.acked = answer.status === 200 && answer.body?.code === 0;
        return answer;
      },
    },
    {
      name: 'contacts create', kind: 'write', weight: 8, run: async (c) => {
        const marker = `LOAD-${RUN}-${c.index}-${c.seq++}`;
        const entry = { marker, table: 'crm_contacts' as const, acked: false };
        created.push(entry);
        const answer = await post('CrmContacts/addOrUpdate', { entity: { name: `压测联系人 ${marker}`, customer_id: pick(c.updateIds) }, field: withCustom(c.role, 3, {}) }, c.token);
        entry.acked = answer.status === 200 && answer.body?.code === 0;
        return answer;
      },
    },
    {
      name: 'customer update (own)', kind: 'write', weight: 8, run: async (c) => {
        const customerId = pick(c.updateIds);
        const name = `压测改名 LOADU-${RUN}-${c.index}-${c.seq++}`;
        const answer = await post('CrmCustomer/addOrUpdate', { entity: { customer_id: customerId, customer_name: name }, field: withCustom(c.role, 2, { 客户级别: 'A（重点客户）' }) }, c.token);
        if (answer.status === 200 && answer.body?.code === 0) lastUpdates.set(customerId, name);
        return answer;
      },
    },
  ];
  const totalWeight = OPS.reduce((s, o) => s + o.weight, 0);
  const drawOp = () => {
    let r = Math.random() * totalWeight;
    for (const op of OPS) if ((r -= op.weight) < 0) return op;
    return OPS[OPS.length - 1];
  };

  // each connection updates only its own customers (no two connections race on one record)
  const conns: Conn[] = Array.from({ length: CONNECTIONS }, (_, index) => {
    const role: Role = index % 2 === 0 ? 'admin' : 'sales';
    const mine = owned[role].filter((_, i) => i % Math.ceil(CONNECTIONS / 2) === Math.floor(index / 2));
    if (!mine.length) throw new Error(`no customers of ${role} left for connection ${index}`);
    return { index, role, token: tokens[role], seq: 0, updateIds: mine, lastUpdate: new Map() };
  });

  interface Sample { op: string; kind: Kind; ms: number; ok: boolean }
  const samples: Sample[] = [];
  const errors = new Map<string, number>();
  let recording = false;
  let stopAt = 0;
  const started = performance.now();
  const warmEnd = started + WARMUP_S * 1000;
  stopAt = warmEnd + DURATION_S * 1000;
  const loop = async (c: Conn) => {
    while (performance.now() < stopAt) {
      const op = drawOp();
      const t0 = performance.now();
      let ok = false;
      let what = '';
      try {
        const answer = await op.run(c);
        ok = answer.status === 200 && answer.body?.code === 0;
        if (!ok) what = `HTTP ${answer.status} code ${answer.body?.code} ${answer.body?.msg ?? ''}`.trim();
      } catch (error) {
        what = `network: ${(error as Error).message}`;
      }
      const t1 = performance.now();
      recording = t0 >= warmEnd;
      if (recording && t1 <= stopAt) samples.push({ op: op.name, kind: op.kind, ms: t1 - t0, ok });
      if (!ok) errors.set(`${op.name}: ${what}`, (errors.get(`${op.name}: ${what}`) ?? 0) + 1);
    }
  };
  const cpuBefore = process.cpuUsage();
  const serverPid = server.pid!;
  const isServer = (pid: number) => pid === serverPid;
  // PostgreSQL's backends of this run's database (their title names it), beside the server
  const isBackend = (_pid: number, cmdline: string) => scratchDb !== undefined && cmdline.startsWith('postgres: ') && cmdline.includes(` ${scratchDb} `);
  let serverCpu0 = 0;
  let backendCpu0 = 0;
  const warmTimer = setTimeout(() => { serverCpu0 = cpuMsOf(isServer); backendCpu0 = cpuMsOf(isBackend); }, WARMUP_S * 1000);
  await Promise.all(conns.map(loop));
  clearTimeout(warmTimer);
  const serverCpuMs = cpuMsOf(isServer) - serverCpu0;
  const backendCpuMs = scratchDb ? cpuMsOf(isBackend) - backendCpu0 : NaN;
  const cpuBench = process.cpuUsage(cpuBefore);
  await pool.close();

  // ------------------------------------------------------------ figures
  const measuredS = DURATION_S;
  const row = (label: string, set: Sample[]) => {
    const sorted = set.map((s) => s.ms).sort((a, b) => a - b);
    const errs = set.filter((s) => !s.ok).length;
    return `| ${label} | ${set.length.toLocaleString()} | ${(set.length / measuredS).toFixed(1)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted[sorted.length - 1])} | ${errs} |`;
  };
  log(`\nserver: ${url}; load generator CPU ${((cpuBench.user + cpuBench.system) / 1e6 / (DURATION_S + WARMUP_S) * 100).toFixed(0)} % of one core; load average after ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}\n`);
  log(`CPU per request (measured part): server process ${(serverCpuMs / samples.length).toFixed(2)} ms (${(serverCpuMs / measuredS / 10).toFixed(0)} % of one core)`
    + (scratchDb ? `, PostgreSQL backends ${(backendCpuMs / samples.length).toFixed(2)} ms (${(backendCpuMs / measuredS / 10).toFixed(0)} % of one core)` : ' (PGlite runs inside the server process)') + '\n');
  log('| kind | requests | req/s | p50 | p95 | p99 | max | errors |');
  log('|---|---|---|---|---|---|---|---|');
  for (const kind of ['list', 'detail', 'write'] as const) log(row(kind, samples.filter((s) => s.kind === kind)));
  log(row('**all**', samples));
  log('\nper call:\n\n| call | requests | req/s | p50 | p95 | p99 | max | errors |\n|---|---|---|---|---|---|---|---|');
  for (const op of OPS) log(row(op.name, samples.filter((s) => s.op === op.name)));
  const errorTotal = [...errors.values()].reduce((a, b) => a + b, 0);
  log(`\nerrors (whole run, warm-up included): ${errorTotal}`);
  for (const [what, n] of [...errors].sort((a, b) => b[1] - a[1]).slice(0, 10)) log(`  ${n} × ${what}`);

  await stopServer();

  // ------------------------------------------------------------ verification and baseline, in process
  const handle = await createDatabase({ dataDir, databaseUrl });
  let lost = 0;
  try {
    const db = handle.db;
    const counts = new Map<string, number>();
    for (const table of ['crm_customer', 'crm_contacts'] as const) {
      const column = table === 'crm_customer' ? 'customer_name' : 'name';
      const { rows } = await sql<{ marker: string; n: number }>`
        select substring(${sql.ref(column)} from 'LOAD-[0-9a-z]+-[0-9]+-[0-9]+') as marker, count(*)::int as n
        from ${sql.table(table)} where ${sql.ref(column)} like ${`%LOAD-${RUN}-%`} group by 1`.execute(db);
      for (const r of rows) counts.set(`${table}:${r.marker}`, Number(r.n));
    }
    const acked = created.filter((c) => c.acked);
    const missing = acked.filter((c) => (counts.get(`${c.table}:${c.marker}`) ?? 0) === 0).length;
    const duplicated = created.filter((c) => (counts.get(`${c.table}:${c.marker}`) ?? 0) > 1).length;
    const unackedPresent = created.filter((c) => !c.acked && (counts.get(`${c.table}:${c.marker}`) ?? 0) > 0).length;
    const updated = await db.selectFrom('crm_customer').select(['customer_id', 'customer_name']).where('customer_id', 'in', [...lastUpdates.keys(), -1]).execute();
    const staleUpdates = updated.filter((r) => lastUpdates.get(r.customer_id) !== r.customer_name).length
      + (lastUpdates.size - updated.length);
    lost = missing + duplicated + staleUpdates;
    log(`\nwrites: ${acked.length} creates acknowledged (${created.length - acked.length} refused or failed), `
      + `${missing} missing, ${duplicated} duplicated, ${unackedPresent} unacknowledged but present; `
      + `${lastUpdates.size} customers updated, ${staleUpdates} not holding their last acknowledged update`);

    // baseline: the customer list in process and its raw SQL, as bench:list measures them
    const capture = new (class implements KyselyPlugin {
      on = false;
      statements: CompiledQuery[] = [];
      private compiler = new PostgresQueryCompiler();
      transformQuery(a: Parameters<KyselyPlugin['transformQuery']>[0]) {
        if (this.on) this.statements.push(this.compiler.compileQuery(a.node, a.queryId));
        return a.node;
      }
      async transformResult(a: Parameters<KyselyPlugin['transformResult']>[0]) { return a.result; }
    })();
    const spied = db.withPlugin(capture);
    const spec = listSpecOfType(2)!;
    const customerSamples = samples.filter((s) => s.op === 'customer list').map((s) => s.ms).sort((a, b) => a - b);
    log('\nbaseline, same data, after the load (sequential, 200 runs): the customers\' list (page 1, 15) in process and its raw SQL\n');
    log('| user | queryList in process p50 | raw SQL p50 | raw SQL p99 | API under load p50 | under load / raw |');
    log('|---|---|---|---|---|---|');
    let rawForThroughput: CompiledQuery[] = [];
    for (const role of ['admin', 'sales'] as const) {
      const body = { page: 1, limit: 15 };
      capture.statements = [];
      capture.on = true;
      await queryList(spied, USER_IDS[role], spec, body);
      capture.on = false;
      const mine = capture.statements.filter((s) => /from crm_customer r/.test(s.sql));
      if (role === 'admin') rawForThroughput = mine;
      const replay = async () => { await Promise.all(mine.map((s) => db.executeQuery(s))); };
      const inProcess: number[] = [];
      const raw: number[] = [];
      for (let i = 0; i < 220; i++) {
        let t0 = performance.now();
        await queryList(db, USER_IDS[role], spec, body);
        if (i >= 20) inProcess.push(performance.now() - t0);
        t0 = performance.now();
        await replay();
        if (i >= 20) raw.push(performance.now() - t0);
      }
      inProcess.sort((a, b) => a - b);
      raw.sort((a, b) => a - b);
      const rawP50 = percentile(raw, 50);
      log(`| ${role} | ${ms(percentile(inProcess, 50))} | ${ms(rawP50)} | ${ms(percentile(raw, 99))} | ${ms(percentile(customerSamples, 50))} (both users) | ${(percentile(customerSamples, 50) / rawP50).toFixed(1)}x |`);
    }
    // the database alone at the same concurrency: raw list statements, CONNECTIONS loops, 10 s
    const rawSeconds = Math.min(10, DURATION_S);
    let rawDone = 0;
    const rawTimes: number[] = [];
    const rawStop = performance.now() + rawSeconds * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < rawStop) {
        const t0 = performance.now();
        await Promise.all(rawForThroughput.map((s) => db.executeQuery(s)));
        rawTimes.push(performance.now() - t0);
        rawDone++;
      }
    }));
    rawTimes.sort((a, b) => a - b);
    const rawRate = rawDone / rawSeconds;
    const apiRate = samples.length / measuredS;
    log(`\nraw list SQL alone, ${CONNECTIONS} concurrent loops, ${rawSeconds} s: ${rawRate.toFixed(0)} lists/s, p50 ${ms(percentile(rawTimes, 50))}, p99 ${ms(percentile(rawTimes, 99))}`);
    log(`server, mixed load: ${apiRate.toFixed(0)} req/s = ${(apiRate / rawRate).toFixed(2)}x the raw list rate`);
    log(`\nbudget (issue 16): >= 300 req/s ${apiRate >= 300 ? 'PASS' : 'FAIL'} (${apiRate.toFixed(0)}); p99 <= 300 ms `
      + `${percentile(samples.map((s) => s.ms).sort((a, b) => a - b), 99) <= 300 ? 'PASS' : 'FAIL'}; 0 errors ${errorTotal === 0 ? 'PASS' : 'FAIL'}; nothing lost ${lost === 0 ? 'PASS' : 'FAIL'}`);
  } finally {
    await handle.close();
  }
  if (lost) process.exitCode = 1;
} finally {
  await stopServer();
  await dropScratch();
  if (!process.env.LOAD_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
}
