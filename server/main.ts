/**
 * Starts the server: config from the environment, database (migrated and seeded), HTTP on
 * 0.0.0.0:PORT. `npm start` runs it compiled (dist-server/main.js, scripts/build-server.mjs);
 * `npm run serve` from the sources with `node --import tsx server/main.ts` (Node 20 cannot strip
 * types), which compiles every file at each start: seconds more (docs/benchmarks.md, "Restart").
 * `startServer` is also what end-to-end tests call to get a real server in-process.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirBusyError } from './db/dataDirLock.ts';
import { closeDeadImports } from './crm/import/importMessages.ts';
import { type PoolJobHandle, startPoolJob } from './crm/pool/poolJob.ts';
import { databaseLabel } from './db/databaseLabel.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { seedIfChanged } from './db/seed/seedFingerprint.ts';
import { startTaskOverdueJob } from './task/taskOverdueJob.ts';
import type { JobHandle } from './db/clusterJobs.ts';

export interface StartServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  /** PostgreSQL instead of PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  distDir?: string;
  /** Default 0.0.0.0. */
  host?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /**
   * The cluster-wide jobs, every 5 minutes, once across all processes: the auto-pool job
   * (crm/pool/poolJob.ts) and the overdue-task job (task/taskOverdueJob.ts). Default true.
   */
  poolJob?: boolean;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:8080` */
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Stops HTTP, then closes the database. Safe to call twice. */
  close(): Promise<void>;
  /** Milliseconds each step of the start took (the start-up log line; tests/bench/restart.ts). */
  startup: StartupSteps;
}

export interface StartupSteps {
  database: number;
  migrations: number;
  seed: number;
  /** Expired sessions deleted, dead imports closed. */
  housekeeping: number;
  /** Routes and plugins built, listening. */
  http: number;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let app: FastifyInstance | undefined;
  let poolJob: PoolJobHandle | undefined;
  let overdueJob: JobHandle | undefined;
  const steps: StartupSteps = { database: 0, migrations: 0, seed: 0, housekeeping: 0, http: 0 };
  let stepStart = started;
  const stepDone = (step: keyof StartupSteps) => {
    const now = performance.now();
    steps[step] = Math.round(now - stepStart);
    stepStart = now;
  };
  // The routes are built while the database opens (PGlite: most of a second), not after it: they
  // only keep `db` for later. Nothing is served before the migrations and seed below are done.
  const building = buildApp({
    db: database.db, dataDir: options.dataDir, distDir: options.distDir, logger: options.logger, trustProxy: options.trustProxy,
  }).then((built) => { app = built; return built; });
  building.catch(() => {}); // awaited below
  try {
    await database.ready;
    stepDone('database');
    await migrateToLatest(database.db);
    stepDone('migrations');
    // A restart of an unchanged server on its own data skips the seed's statements.
    await seedIfChanged(database.db);
    stepDone('seed');
    await deleteExpiredSessions(database.db);
    // Imports a crashed process left running answer 导入中断 from the first call on (issue 16 item 10).
    const interrupted = await closeDeadImports(database.db);
    stepDone('housekeeping');
    const built = await building;
    if (interrupted.length) built.log.info({ messageIds: interrupted }, `${interrupted.length} import(s) of a process that is gone marked interrupted`);
    await built.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
    stepDone('http'); // what is left of building the routes once the data is ready, and listening
    const log = built.log;
    if (options.poolJob !== false) {
      poolJob = startPoolJob(database.db, {
        onError: (error) => log.error({ err: error }, 'customer pool job failed'),
        onMoved: (ids) => log.info(`customer pool job: ${ids.length} customer(s) put into the pool`),
      });
      overdueJob = startTaskOverdueJob(database.db, {
        onError: (error) => log.error({ err: error }, 'overdue task job failed'),
        onDelayed: (ids) => log.info(`overdue task job: ${ids.length} task(s) marked 延期`),
      });
    }
  } catch (error) {
    await building.catch(() => undefined);
    await app?.close();
    await database.close();
    throw error;
  }
  if (!app) throw new Error('unreachable: the app was built');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  let closing: Promise<void> | undefined;
  const running = app;
  return {
    url: `http://127.0.0.1:${port}`,
    app: running,
    db: database.db,
    startup: steps,
    // The jobs first: a run in progress finishes before the database closes.
    close: () => (closing ??= Promise.all([poolJob?.stop(), overdueJob?.stop()]).then(() => running.close()).then(() => database.close())),
  };
}

async function main() {
  const codeLoaded = performance.now(); // since the process started: Node itself and our modules' loading
  const config = readConfig();
  const server = await startServer({
    port: config.port, dataDir: config.dataDir, databaseUrl: config.databaseUrl, distDir: config.distDir,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  server.app.log.info(`Lingxi API at ${server.url}/api/ (${databaseLabel(config)})`);
  const loading = Math.round(codeLoaded);
  const steps = Object.entries(server.startup).map(([step, ms]) => `${step} ${ms}`).join(', ');
  server.app.log.info({ startup: { loading, ...server.startup } },
    `started in ${Math.round(performance.now())} ms (ms: loading ${loading}, ${steps})`);
  const stop = async (signal: string) => {
    server.app.log.info(`${signal}: closing`);
    try {
      await server.close(); // PGlite must be closed or its files may need recovery next time
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    // a busy data dir is the operator's to resolve: its message says how, a stack would bury it
    console.error(error instanceof DataDirBusyError ? error.message : error);
    process.exit(1);
  });
}
