/**
 * The generated security checks' shared parts (issue 16, "the checks become part of the product's
 * tests"): the mounted routes (tests/support/routeAccess.ts) each with a VALID request taken from
 * its contract case (tests/contract/cases, on the contract fixture's demo data) or `{}` when none
 * has one, a caller that sends it the way the contract says (form, JSON or multipart), a database
 * fingerprint to prove a refused call changed nothing, the auth tree's keys per user, and a
 * seeded random generator so every sample is the same run after run.
 *
 * Sample vs full: `npm test` runs a sample (SECURITY_FULL unset), `npm run test:security` every
 * route, role, mutation and payload (SECURITY_FULL=1). SECURITY_SEED picks another sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import qs from 'qs';
import { CONTRACT_CASES } from '../contract/cases/index.ts';
import type { ContractCase } from '../contract/contractCase.ts';
import { buildFixture, type Fixture, multipart } from '../contract/fixture.ts';
import { type RouteAccess, routeAccessList } from '../support/routeAccess.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

export const FULL = process.env.SECURITY_FULL === '1';
export const SEED = Number(process.env.SECURITY_SEED ?? 16);
export const ROLES = ['admin', 'manager', 'sales', 'sales2', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const NOT_LOGGED_IN = { code: 302, msg: '请先登录！' };
export const DENIED = { code: 500, msg: '无权访问' };
export const SERVER_FAILURE = '服务器响应异常';

/** mulberry32: a small, fast, seeded generator (deterministic samples). */
export function rng(seed = SEED): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` items of `items` chosen by `random`, in their original order (all of them when n >= length). */
export function sample<T>(items: readonly T[], n: number, random: () => number): T[] {
  if (n >= items.length) return [...items];
  const picked = new Set<number>();
  while (picked.size < n) picked.add(Math.floor(random() * items.length));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]!);
}

const root = path.resolve(import.meta.dirname, '../..');
const APPENDIX: { url: string; body: 'form' | 'JSON' | 'multipart' }[] = JSON.parse(fs.readFileSync(path.join(root, 'tests/contract/appendix-a.json'), 'utf8'));
export type BodyKind = 'form' | 'JSON' | 'multipart';
export const bodyKindOf = (url: string): BodyKind => APPENDIX.find((u) => u.url === url)?.body ?? 'form';

export type Params = Record<string, unknown> | unknown[];

/** A mounted route and a request the server accepts on the seeded data (or `{}` when no case has one). */
export interface RouteRequest extends RouteAccess {
  kind: BodyKind;
  params: Params;
  /** The contract case it came from: `write` calls change data when served. */
  case?: ContractCase;
  upload?: { name: string; type: string; content: string | Buffer };
}

export interface SecurityApp {
  t: TestApp;
  fx: Fixture;
  routes: RouteRequest[];
  /** The keys (`crm.customer.save`) each role's auth tree grants. */
  keys: Record<Role, Set<string>>;
}

/**
 * A fresh app on the contract fixture, every role logged in, a request per route. Building the
 * requests runs the cases' `params`, which make records of the admin's to change (as the
 * contract suite does), so it happens once, before any fingerprint is taken.
 */
export async function createSecurityApp(): Promise<SecurityApp> {
  const t = await createTestApp();
  try {
    const fx = await buildFixture(t, ROLES);
    const routes: RouteRequest[] = [];
    for (const route of await routeAccessList()) {
      const c = CONTRACT_CASES.find((x) => x.url === route.path && (x.as ?? 'admin') === 'admin');
      let params: Params = {};
      if (c?.params) {
        try {
          params = await c.params(fx, t);
        } catch (error) {
          throw new Error(`the contract case of ${route.path} could not make its parameters: ${(error as Error).message}`);
        }
      }
      const upload = c?.upload && { ...c.upload, content: typeof c.upload.content === 'function' ? await c.upload.content(fx, t) : c.upload.content };
      routes.push({ ...route, kind: bodyKindOf(route.path), params, ...(c ? { case: c } : {}), ...(upload ? { upload } : {}) });
    }
    // After the cases' params: some add the menu rows an installation would (the export keys).
    const keys = {} as Record<Role, Set<string>>;
    for (const role of ROLES) {
      const tree = await t.call('system/role/auth', {}, fx.tokens[role]);
      if (tree.code !== 0) throw new Error(`system/role/auth as ${role}: ${tree.msg}`);
      keys[role] = treeKeys(tree.data);
    }
    return { t, fx, routes, keys };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** Flattens an auth tree (`{crm: {customer: {save: true}}}`) into its keys (`crm.customer.save`). */
export function treeKeys(tree: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (value === true) keys.add(name);
      else for (const k of treeKeys(value, name)) keys.add(k);
    }
  }
  return keys;
}

/** Whether the route serves `role` by its declaration: public, a session only, or a key the tree holds. */
export function allowedFor(route: RouteAccess, keys: Set<string>): boolean {
  return Boolean(route.public || !route.rights || route.rights.some((key) => keys.has(key)));
}

export interface Answer {
  status: number;
  /** The parsed envelope, or undefined for a file answer (an export, a template). */
  body?: { code?: number; msg?: string; data?: any; [key: string]: unknown };
  ms: number;
}

/** Sends raw bytes / text with the given content type to /api/<path>. */
export async function sendRaw(t: TestApp, path: string, payload: string | Buffer, contentType: string | undefined, token?: string): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (token) headers['admin-token'] = token;
  const response = await t.app.inject({ method: 'POST', url: `/api/${path}`, headers, payload });
  return answerOf(response, performance.now() - started);
}

function answerOf(response: LightMyRequestResponse, ms: number): Answer {
  const type = String(response.headers['content-type'] ?? '');
  let body: Answer['body'];
  if (type.includes('json') || response.body.startsWith('{')) {
    try { body = JSON.parse(response.body); } catch { body = undefined; }
  }
  return { status: response.statusCode, body, ms };
}

/** One call as a client of the contract makes it: the route's body kind, the token header. */
export async function send(t: TestApp, route: Pick<RouteRequest, 'path' | 'kind' | 'upload'>, params: Params, token?: string): Promise<Answer> {
  if (route.kind === 'JSON' || Array.isArray(params)) return sendRaw(t, route.path, JSON.stringify(params), 'application/json', token);
  if (route.upload) {
    const form = multipart(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]), route.upload);
    return sendRaw(t, route.path, form.body, form.headers['content-type'], token);
  }
  return sendRaw(t, route.path, qs.stringify(params), 'application/x-www-form-urlencoded', token);
}

/**
 * Tables a refused call may legitimately touch: sessions and login attempts; the permission
 * version counter (a cache-invalidation stamp a statement-level trigger bumps even when the
 * statement updated no row: sysConfig/setModuleSetting with an unknown settingId does).
 */
const VOLATILE = new Set(['admin_session', 'admin_login_attempt', 'crm_job_lease', 'kysely_migration', 'kysely_migration_lock', 'lingxi_permission_version']);

/**
 * Waits until the imports `messageIds` name (every import when none are named) no longer run (an
 * accepted uploadExcel goes on after its answer); answers those still running after `timeoutMs`.
 * Name them: the contract case of queryImportNum makes an import message with no run behind it,
 * which stays running as long as the process that made it lives.
 */
export async function settleImports(t: TestApp, messageIds?: number[], timeoutMs = 30_000): Promise<string[]> {
  if (messageIds && !messageIds.length) return [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let query = t.db.selectFrom('admin_message').select(['message_id', 'title', 'import_done', 'import_errors', 'create_time'])
      .where('import_state', '=', 'running');
    if (messageIds) query = query.where('message_id', 'in', messageIds);
    const running = await query.execute();
    if (!running.length || Date.now() > deadline) return running.map((row) => JSON.stringify(row));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let fingerprintSql: string | undefined;

/**
 * Every table's row count and a hash of all its rows (sum of hashtext(row::text)): any insert,
 * update or delete shows. Sessions and login attempts are left out (a call may slide a session).
 * A few milliseconds on the fixture's data.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  if (!fingerprintSql) {
    const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
    const tables = rows.map((r) => r.table_name).filter((name) => !VOLATILE.has(name) && /^[a-z_0-9]+$/.test(name));
    fingerprintSql = tables.map((name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as print from ${name} x`).join(' union all ');
  }
  const { rows } = await sql.raw<{ name: string; print: string }>(fingerprintSql).execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** The tables whose print differs (empty when nothing changed). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** Error-level (and fatal) lines among the captured log lines. */
export const errorLines = (lines: readonly string[]) => lines.filter((line) => /"level":(50|60)/.test(line));

/** A refusal by data scope or team (contract 3.6): `没有权限` and kin, or `{dataAuth: 0}` from a detail call. */
export function isRecordRefusal(answer: Answer): boolean {
  const body = answer.body;
  if (!body) return false;
  if (body.code === 0) return body.data?.dataAuth === 0 || body.dataAuth === 0;
  // `…不存在` for a record that exists: refused without telling whether it does (file calls).
  return body.code === 500 && /无权访问|没有权限|无权操作|权限|不存在/.test(String(body.msg));
}

/** A one-line description of an answer for failure lists. */
export function describeAnswer(answer: Answer): string {
  const body = answer.body ? JSON.stringify(answer.body).slice(0, 160) : '(file)';
  return `HTTP ${answer.status} ${body}`;
}
