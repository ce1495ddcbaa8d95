/**
 * An app on a fresh test database, driven with `app.inject` (no port). Typical use:
 *
 *   const t = await createTestApp();
 *   const token = await t.login('sales');
 *   const body = await t.call('system/user/queryLoginUser', {}, token);
 *   await t.close();
 *
 * Error logs are captured in `logs` (set TEST_LOG=1 to also print them).
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import qs from 'qs';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/schema.ts';
import type { Endpoint } from '../../server/http/endpoint.ts';
import { createTestDatabase } from './testDatabase.ts';

export { SEED_PASSWORD, SEED_USER } from '../../server/db/seed/index.ts';

/** The envelope as the client sees it; `data` and top-level keys vary per endpoint. */
export type ApiBody = { code: number; msg?: string; data?: any; [key: string]: any };

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  /** Log lines at warn level and above, as JSON strings. */
  logs: string[];
  /** Logs in (password `123456` by default) and returns the Admin-Token; throws when refused. */
  login(username: string, password?: string): Promise<string>;
  /** POSTs form-urlencoded params (qs-style nesting) to /api/<path>; returns the parsed body. */
  call(path: string, params?: Record<string, unknown>, token?: string): Promise<ApiBody>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Endpoints mounted beside the real ones (behind the same guard). */
  extraEndpoints?: Endpoint[];
  /**
   * Runs on the file's own database before the app is built: a test installs a fixture module
   * here (registers it, runs its migration and seed) without touching the shared template.
   */
  beforeBuild?: (db: Kysely<Database>) => Promise<void>;
  /** A built SPA to serve (pages and assets), as buildApp's distDir. */
  distDir?: string;
  /** As buildApp's trustProxy (X-Forwarded-For / -Proto). */
  trustProxy?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      logs.push(line);
      if (process.env.TEST_LOG === '1') process.stderr.write(line);
      done();
    },
  });
  let app: FastifyInstance;
  try {
    await options.beforeBuild?.(database.db);
    app = await buildApp({
      db: database.db, dataDir: database.dataDir, logger: { level: 'warn', stream }, extraEndpoints: options.extraEndpoints,
      distDir: options.distDir, trustProxy: options.trustProxy,
    });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }

  const call: TestApp['call'] = async (path, params = {}, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'admin-token': token } : {}) },
      payload: qs.stringify(params),
    });
    return response.json() as ApiBody;
  };

  return {
    app, db: database.db, engine: database.engine, dataDir: database.dataDir, logs, call,
    async login(username, password = '123456') {
      const body = await call('login', { username, password });
      if (body.code !== 0) throw new Error(`login ${username} refused: ${body.msg}`);
      return body['Admin-Token'] as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
