/**
 * How fast an admin's change reaches an open screen (issue 17 item 13): from the start of the
 * admin's call to the moment the salesperson's open live channel (GET /api/field/events, the stream
 * the browser keeps open) carries the event:
 *
 *   rights   system/role/updateRoleMenu takes one right from 销售员角色, then gives it back
 *            (each a sample): the stream's `rights` event with the new fingerprint
 *   fields   field/save of the contacts' fields (label 3): the stream's `fieldVersion` event
 *
 * The server runs as child processes (`node --import tsx server/main.ts`, as `npm run serve`). On
 * PostgreSQL (DATABASE_URL set) two of them on one throwaway database: the admin talks to one, the
 * stream is open on the other, so the change crosses processes (LISTEN/NOTIFY). On PGlite one
 * process (its data dir takes one). Each configuration runs twice: with the push (NOTIFY, or
 * in process on PGlite) and, as the baseline of the same run, with LIVE_PUSH=poll (the polling path
 * the push replaced: every 400 ms). Prints p50 / p95 / max per kind and mode, and the ratio
 * baseline ÷ push. Budget: p95 <= 300 ms. Not a test: it prints figures.
 *
 *   npm run bench:live                                              # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live
 *   npm run bench:live -- --samples 60
 *
 * Results: docs/benchmarks.md, "Live changes".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createTestDataDir } from '../support/testDatabase.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argValue = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SAMPLES = argValue('samples', 30);
const BUDGET_MS = 300;
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Server { url: string; child: ChildProcess }

async function startServer(dataDir: string, databaseUrl: string | undefined, push: 'notify' | 'poll'): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'info', DIST_DIR: path.join(dataDir, 'no-dist'), LIVE_PUSH: push },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const m = /Lingxi API at (http:\/\/[^/ ]+)\/api\//.exec(buffer);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    setTimeout(() => reject(new Error('server did not start within 120 s')), 120_000);
  });
  return { url, child };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function post(server: Server, endpointPath: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(`${server.url}/api/${endpointPath}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) }, body: JSON.stringify(body),
  });
  const answer = await response.json() as { code: number; msg?: string };
  if (answer.code !== 0) throw new Error(`${endpointPath}: ${answer.msg}`);
  return answer;
}

/** The open screen's stream: each event with its arrival time. */
async function openStream(server: Server, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/field/events`, { headers: { cookie: `Admin-Token=${token}` }, signal: controller.signal });
  const waiting = new Set<{ type: string; resolve: (at: number) => void }>();
  const reading = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const type = /^event: (\w+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          for (const waiter of [...waiting]) {
            if (waiter.type === type) {
              waiting.delete(waiter);
              waiter.resolve(at);
            }
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    /** Resolves with the arrival time of the next event of this type. */
    next(type: string, timeoutMs = 5000): Promise<number> {
      return new Promise((resolve, reject) => {
        const waiter = { type, resolve: (at: number) => { clearTimeout(timer); resolve(at); } };
        const timer = setTimeout(() => { waiting.delete(waiter); reject(new Error(`no ${type} event within ${timeoutMs} ms`)); }, timeoutMs);
        waiting.add(waiter);
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Figures = Record<'rights' | 'fields', number[]>;

async function measure(dataDir: string, databaseUrl: string | undefined, push: 'notify' | 'poll'): Promise<Figures> {
  const admins = await startServer(dataDir, databaseUrl, push);
  // PostgreSQL: the screen's server is another process; PGlite: the same one
  const screens = databaseUrl ? await startServer(dataDir, databaseUrl, push) : admins;
  const figures: Figures = { rights: [], fields: [] };
  try {
    const admin = (await post(admins, 'login', { username: 'admin', password: '123456' }))['Admin-Token'] as string;
    const sales = (await post(screens, 'login', { username: 'sales', password: '123456' }))['Admin-Token'] as string;
    const roles = (await post(admins, 'system/role/getRoleByType', { roleType: 2 }, admin)).data as { roleId: number; roleName: string; dataType: number; rules: { data: number[]; bi: number[] } }[];
    const role = roles.find((r) => r.roleName === '销售员角色');
    if (!role) throw new Error('销售员角色 not found');
    const rules = [...role.rules.data, ...role.rules.bi];
    const taken = rules[rules.length - 1]; // one of her rights: taken, then given back
    const fields = (await post(admins, 'field/list', { label: 3 }, admin)).data;

    const stream = await openStream(screens, sales);
    await stream.next('rights'); // the fingerprint at connect
    for (let i = 0; i < SAMPLES * 2; i += 1) {
      const kind = i % 2 === 0 ? 'rights' : 'fields';
      await pause(50 + Math.random() * 400); // anywhere in a poll period
      const event = stream.next(kind === 'rights' ? 'rights' : 'fieldVersion');
      const started = performance.now();
      if (kind === 'rights') {
        const without = (i / 2) % 2 === 0;
        await post(admins, 'system/role/updateRoleMenu', { id: role.roleId, type: role.dataType, rules: without ? rules.filter((id) => id !== taken) : rules }, admin);
      } else {
        await post(admins, 'field/save', { label: 3, data: fields }, admin);
      }
      figures[kind].push((await event) - started);
    }
    await stream.close();
  } finally {
    if (screens !== admins) await stopServer(screens);
    await stopServer(admins);
  }
  return figures;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const target = await createTestDataDir();
  try {
    log(`== bench:live: ${databaseUrl ? 'PostgreSQL, two server processes' : 'PGlite, one server process'}, ${SAMPLES} samples per kind, `
      + `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')} ==`);
    const push = await measure(target.dataDir, target.databaseUrl, 'notify');
    const poll = await measure(target.dataDir, target.databaseUrl, 'poll');
    log('');
    log('| kind | path | p50 ms | p95 ms | max ms |');
    log('|---|---|---|---|---|');
    for (const kind of ['rights', 'fields'] as const) {
      for (const [name, figures] of [[databaseUrl ? 'push (LISTEN/NOTIFY)' : 'push (in process)', push], ['baseline: polling 400 ms', poll]] as const) {
        const values = figures[kind];
        log(`| ${kind} | ${name} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`);
      }
    }
    log('');
    for (const kind of ['rights', 'fields'] as const) {
      const p95 = percentile(push[kind], 95);
      log(`${kind}: push p95 ${p95.toFixed(0)} ms (budget ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'PASS' : 'FAIL'}); `
        + `baseline ÷ push: p50 ${(percentile(poll[kind], 50) / percentile(push[kind], 50)).toFixed(1)}x, p95 ${(percentile(poll[kind], 95) / p95).toFixed(1)}x`);
    }
    log(`load average after: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    await target.cleanup();
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
