// Issue 16, generated from the route table: every mounted route gets malformed bodies built from
// its VALID request (the contract case's parameters, tests/security/support.ts): wrong types
// (arrays, objects, numbers where strings are expected and back), a 1 MB value, 1,000-deep JSON,
// NUL bytes, a truncated multipart body, malformed JSON, a wrong content type, unknown and
// prototype-polluting fields, negative and huge paging (page=-1, limit=1e9, pageType=7) and id lists
// of 200,000 ids. Sent as the admin (who reaches the most handlers). For every call:
//   - no HTTP 5xx and no `服务器响应异常`;
//   - no error-level log line (an unhandled error; t.logs holds warn and above as JSON);
//   - a refused call (code ≠ 0 or HTTP 4xx) changed no row (database fingerprint after each call);
//   - an answer within 10 s (an id list must not stall the server).
// The mutations are deterministic; `npm test` runs a seeded sample, SECURITY_FULL=1 all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer, changedTables, createSecurityApp, describeAnswer, errorLines, fingerprint, FULL, type Params, rng, type RouteRequest,
  sample, type SecurityApp, send, sendRaw, SERVER_FAILURE, settleImports,
} from './support.ts';

let s: SecurityApp;
/** The imports the pass started (an accepted uploadExcel): each must end. */
const accepted: number[] = [];
beforeAll(async () => { s = await createSecurityApp(); }, 300_000);
afterAll(async () => {
  if (s) await settleImports(s.t, accepted);
  await s?.t.close();
});

const MB = 'x'.repeat(1 << 20);
const ID_KEY = /^(ids|id|[a-zA-Z]+Ids?|batchId)$/;
const HUGE_IDS = Array.from({ length: 200_000 }, (_, i) => i + 1);

/** One malformed request: a name for the report and how to send it. */
interface Mutation { name: string; run: (route: RouteRequest, token: string) => Promise<Answer> }

const base = (route: RouteRequest): Record<string, unknown> => (Array.isArray(route.params) ? {} : { ...route.params });
const withParams = (params: Params): ((route: RouteRequest, token: string) => Promise<Answer>) => (route, token) => send(s.t, route, params, token);

function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A multipart body cut in its file part, as a dropped connection leaves it. */
function truncatedMultipart(fields: Record<string, unknown>): { payload: string; type: string } {
  const boundary = '----lingxiFuzz7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(4000)}`;
  return { payload: parts.join('') + file, type: `multipart/form-data; boundary=${boundary}` };
}

/** Every mutation of a route, in a fixed order. */
function mutationsOf(route: RouteRequest): Mutation[] {
  const params = base(route);
  const keys = Object.keys(params);
  const list: Mutation[] = [];
  for (const key of keys) {
    const value = params[key];
    list.push({ name: `${key}=[array]`, run: withParams({ ...params, [key]: [value, value] }) });
    list.push({ name: `${key}={object}`, run: withParams({ ...params, [key]: { a: value, b: { c: value } } }) });
    list.push({ name: `${key}=${typeof value === 'number' ? "'abc'" : '12345'}`, run: withParams({ ...params, [key]: typeof value === 'number' ? 'abc' : 12345 }) });
    list.push({ name: `${key}=true`, run: withParams({ ...params, [key]: true }) });
    if (typeof value === 'string' || typeof value === 'number') list.push({ name: `${key}+NUL`, run: withParams({ ...params, [key]: `${value}\u0000x` }) });
    list.push({ name: `${key}=1MB`, run: withParams({ ...params, [key]: MB }) });
    if (ID_KEY.test(key)) {
      list.push({ name: `${key}=200,000 ids`, run: withParams({ ...params, [key]: route.kind === 'JSON' ? HUGE_IDS : HUGE_IDS.join(',') }) });
      list.push({ name: `${key}=-1`, run: withParams({ ...params, [key]: -1 }) });
      list.push({ name: `${key}=9e99`, run: withParams({ ...params, [key]: '9'.repeat(100) }) });
    }
    list.push({ name: `-${key}`, run: withParams(Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, params[k]]))) });
  }
  list.push(
    { name: 'name+NUL', run: withParams({ ...params, name: 'a\u0000b', search: '\u0000' }) },
    { name: 'unknown fields', run: withParams({ ...params, unknownField: 'x', entity: params.entity ?? { zzz: 1 }, constructor: { prototype: { isAdmin: 1 } } }) },
    {
      name: '__proto__ (JSON)',
      run: (r, token) => sendRaw(s.t, r.path, `{"__proto__":{"isAdmin":true,"code":0},${JSON.stringify(params).slice(1)}`.replace(',}', '}'), 'application/json', token),
    },
    { name: 'paging -1 / 1e9 / 7', run: withParams({ ...params, page: -1, limit: 1e9, pageType: 7 }) },
    { name: 'paging 1e9 / -5 / abc', run: withParams({ ...params, page: 1e9, limit: -5, pageType: 'abc' }) },
    { name: 'deep JSON (1000)', run: (r, token) => sendRaw(s.t, r.path, deepJson(1000), 'application/json', token) },
    { name: 'deep form (1000)', run: (r, token) => sendRaw(s.t, r.path, `${'a'}${'[a]'.repeat(1000)}=1`, 'application/x-www-form-urlencoded', token) },
    { name: 'malformed JSON', run: (r, token) => sendRaw(s.t, r.path, '{"entity":{"name":', 'application/json', token) },
    { name: 'JSON array body', run: (r, token) => sendRaw(s.t, r.path, JSON.stringify([params, 1, 'x', null]), 'application/json', token) },
    { name: 'JSON null body', run: (r, token) => sendRaw(s.t, r.path, 'null', 'application/json', token) },
    { name: 'text/plain body', run: (r, token) => sendRaw(s.t, r.path, 'hello', 'text/plain', token) },
    { name: 'no content type', run: (r, token) => sendRaw(s.t, r.path, 'a=1', undefined, token) },
    {
      name: 'truncated multipart', run: (r, token) => {
        const body = truncatedMultipart(params);
        return sendRaw(s.t, r.path, body.payload, body.type, token);
      },
    },
    { name: 'multipart without boundary', run: (r, token) => sendRaw(s.t, r.path, '--x\r\n', 'multipart/form-data', token) },
  );
  if (route.upload) {
    const upload = route.upload;
    list.push(
      { name: 'upload, file name with NUL', run: (r, token) => send(s.t, { ...r, upload: { ...upload, name: 'a\u0000.txt' } }, params, token) },
      { name: 'upload, empty file', run: (r, token) => send(s.t, { ...r, upload: { ...upload, content: '' } }, params, token) },
      { name: 'upload, 1 MB file name', run: (r, token) => send(s.t, { ...r, upload: { ...upload, name: `${'n'.repeat(100_000)}.txt` } }, params, token) },
    );
  }
  return list;
}

/** In the sample: this many mutations per route (all in the full run). */
const SAMPLE_PER_ROUTE = 5;

describe('fuzz: malformed bodies through every mounted route', () => {
  it(`answers every one without a 5xx, an unhandled error or a partial write (${FULL ? 'full run' : 'sample'})`, async () => {
    const { t, fx } = s;
    const random = rng();
    let token = fx.tokens.admin!;
    const problems: string[] = [];
    let calls = 0;
    let slowest = { ms: 0, what: '' };
    let print = await fingerprint(t);
    const routes = [...s.routes.filter((r) => !r.case?.write), ...s.routes.filter((r) => r.case?.write)];
    for (const route of routes) {
      const all = mutationsOf(route);
      for (const mutation of FULL ? all : sample(all, SAMPLE_PER_ROUTE, random)) {
        const logged = t.logs.length;
        const what = `${route.path} [${mutation.name}]`;
        let answer: Answer;
        try {
          answer = await mutation.run(route, route.public ? '' : token);
        } catch (error) {
          problems.push(`${what}: the call threw ${(error as Error).message}`);
          continue;
        }
        calls += 1;
        // an accepted import goes on in the background: let it end before the next fingerprint
        if (route.path.endsWith('/uploadExcel') && answer.body?.code === 0) {
          accepted.push(Number(answer.body.data));
          const running = await settleImports(t, [Number(answer.body.data)]);
          if (running.length) problems.push(`${what}: accepted, its import still runs after 30 s: ${running.join(' ')}`);
        }
        if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what };
        const after = await fingerprint(t);
        const refused = answer.status >= 400 || (answer.body !== undefined && answer.body.code !== 0);
        const changed = refused ? changedTables(print, after) : [];
        print = after;
        const errors = errorLines(t.logs.slice(logged));
        if (answer.status >= 500 || answer.body?.msg === SERVER_FAILURE || errors.length || changed.length || answer.ms > 10_000) {
          problems.push(`${what}: ${describeAnswer(answer)}${changed.length ? `; changed ${changed.join(',')}` : ''}${errors.length ? `; error log: ${errors[0]!.slice(0, 300)}` : ''}${answer.ms > 10_000 ? `; took ${Math.round(answer.ms)} ms` : ''}`);
        }
      }
      // A mutation may have ended the admin's session (a password, a role): sign in again.
      if ((await t.call('system/user/queryLoginUser', {}, token)).code !== 0) {
        problems.push(`${route.path}: the admin's session ended (note, not a failure by itself)`);
        token = await t.login('admin');
      }
    }
    console.log(`fuzz: ${calls} calls over ${routes.length} routes; slowest ${Math.round(slowest.ms)} ms (${slowest.what})`);
    expect(calls).toBeGreaterThan(routes.length * (FULL ? 10 : 4));
    expect(problems).toEqual([]);
  }, FULL ? 1_800_000 : undefined); // the full run: every mutation of 300-odd routes, each with a database fingerprint
});
