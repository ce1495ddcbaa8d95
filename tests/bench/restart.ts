/**
 * Restart (issue 17 item 14): how long the real server takes, started as a child process on an
 * existing data dir (each way its own), to answer its first call (POST /api/ping), the two ways it can run:
 *
 *   compiled  node dist-server/main.js            (npm start; the build: scripts/build-server.mjs)
 *   tsx       node --import tsx server/main.ts    (npm run serve: TypeScript compiled at each start)
 *
 * alternated over several runs so both see the same machine. For each: the wall time from spawn to
 * the first answer, the child's CPU time by then (/proc; steadier than wall time on a busy
 * machine), and the steps the server reports in its start-up line (loading: Node and our modules;
 * database: PGlite's start or the pool; migrations; seed; housekeeping; http: routes built and
 * listening). Prints medians and the ratio tsx / compiled of this run.
 *
 *   npm run bench:restart                        # PGlite, a temporary data dir
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:restart
 *                                                # a throwaway database on that server, dropped after
 *   npm run bench:restart -- --runs 9
 *
 * Not a test: it prints figures and asserts nothing. Results: docs/benchmarks.md, "Restart".
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const RUNS = Number(arg('runs', '5'));
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (line: string) => process.stdout.write(`${line}\n`);
const baseUrl = process.env.DATABASE_URL || undefined;
const RUN = Date.now().toString(36);

interface Way { name: 'compiled' | 'tsx'; args: string[] }
interface Sample { wallMs: number; cpuMs: number | undefined; steps: Record<string, number> | undefined }

const buildDir = path.join(repoRoot, '.tmp', 'bench-restart', 'dist-server');
const ways: Way[] = [
  { name: 'compiled', args: [path.join(buildDir, 'main.js')] },
  { name: 'tsx', args: ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')] },
];

/** utime + stime of a live process, from /proc (Linux); undefined elsewhere. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of stat(5)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as import('node:net').AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One start: spawn, poll /api/ping until it answers, read the figures, stop the server cleanly. */
async function start(way: Way, dataDir: string, databaseUrl: string | undefined): Promise<Sample> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const began = performance.now();
  const child = spawn(process.execPath, way.args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let wallMs: number | undefined;
  let cpuMs: number | undefined;
  while (wallMs === undefined) {
    if (child.exitCode !== null) throw new Error(`${way.name}: the server exited (${child.exitCode}):\n${output.slice(-3000)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ping`, { method: 'POST' });
      if (response.ok) {
        wallMs = performance.now() - began;
        cpuMs = cpuMsOf(child.pid!);
      }
    } catch { /* not listening yet */ }
    if (wallMs === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The start-up line comes right after listen; give it a moment to be written.
  for (let i = 0; i < 100 && !/"startup":/.test(output); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const line = output.split('\n').find((l) => l.includes('"startup":'));
  const steps = line ? (JSON.parse(line) as { startup: Record<string, number> }).startup : undefined;
  child.kill('SIGTERM'); // PGlite closes cleanly: the next start finds no recovery to do
  await exited;
  if (child.exitCode !== 0) throw new Error(`${way.name}: the server did not stop cleanly (${child.exitCode}):\n${output.slice(-3000)}`);
  return { wallMs, cpuMs, steps };
}

async function withAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);

async function main() {
  log(`restart bench: ${baseUrl ? 'PostgreSQL' : 'PGlite'}, ${RUNS} runs of each way, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const built = performance.now();
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-server.mjs'), '--outdir', buildDir], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);
  log(`server build (scripts/build-server.mjs): ${Math.round(performance.now() - built)} ms`);

  // Each way restarts on its own data dir or database: the seed is skipped when the code that last
  // seeded it starts again (server/db/seed/seedFingerprint.ts), which is what a restart of `npm start`
  // is; two ways sharing one store would re-seed it at every switch and measure a code change instead.
  const stores = new Map<Way['name'], { dataDir: string; databaseUrl: string | undefined }>();
  const drops: (() => Promise<void>)[] = [];
  for (const way of ways) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lingxi-restart-${way.name}-`));
    drops.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (baseUrl) {
      const name = `lingxi_bench_restart_${RUN}_${way.name}`;
      await withAdmin(baseUrl, `create database ${name}`);
      drops.push(() => withAdmin(baseUrl, `drop database if exists ${name} with (force)`));
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    stores.set(way.name, { dataDir, databaseUrl });
  }
  try {
    // The first start of each way creates its store (migrations, seed): what every restart then finds.
    for (const way of ways) {
      const store = stores.get(way.name)!;
      const first = await start(way, store.dataDir, store.databaseUrl);
      log(`first start on an empty ${baseUrl ? 'database' : 'data dir'} (${way.name}): ${ms(first.wallMs)} ms`);
    }
    const samples = new Map<Way['name'], Sample[]>(ways.map((way) => [way.name, []]));
    for (let run = 1; run <= RUNS; run++) {
      const order = run % 2 ? ways : [...ways].reverse(); // alternate who goes first
      for (const way of order) {
        const store = stores.get(way.name)!;
        const sample = await start(way, store.dataDir, store.databaseUrl);
        samples.get(way.name)!.push(sample);
        log(`  run ${run} ${way.name.padEnd(8)} first answer ${ms(sample.wallMs).padStart(6)} ms, CPU ${ms(sample.cpuMs).padStart(6)} ms, steps ${JSON.stringify(sample.steps)}`);
      }
    }
    log('');
    log('way        first answer (median, min-max)   CPU by then (median)   steps (median ms)');
    const medians = new Map<string, { wall: number; cpu: number | undefined }>();
    for (const way of ways) {
      const list = samples.get(way.name)!;
      const walls = list.map((s) => s.wallMs);
      const cpus = list.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
      const stepNames = Object.keys(list.find((s) => s.steps)?.steps ?? {});
      const steps = stepNames.map((step) => `${step} ${ms(median(list.flatMap((s) => (s.steps ? [s.steps[step]!] : []))))}`).join(', ');
      const cpu = cpus.length ? median(cpus) : undefined;
      medians.set(way.name, { wall: median(walls), cpu });
      log(`${way.name.padEnd(10)} ${ms(median(walls)).padStart(6)} ms (${ms(Math.min(...walls))}-${ms(Math.max(...walls))})`.padEnd(44)
        + `${ms(cpu).padStart(6)} ms`.padEnd(23) + steps);
    }
    const compiled = medians.get('compiled')!;
    const tsx = medians.get('tsx')!;
    log('');
    log(`tsx / compiled: first answer ${(tsx.wall / compiled.wall).toFixed(1)}×`
      + (tsx.cpu && compiled.cpu ? `, CPU ${(tsx.cpu / compiled.cpu).toFixed(1)}×` : ''));
    log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    for (const drop of drops) await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
