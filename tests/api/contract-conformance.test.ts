// Contract conformance, generated from the contract's URL list (tests/contract/appendix-a.json, a
// copy of server-contract.md Appendix A with each call's body kind): every URL is answered, at
// /api/<url> and at the root, or belongs to a module not built yet (`until`), a list that may only
// shrink; every paged call answers a Page by default; every call whose answer the contract
// describes answers in that shape on seeded data (tests/contract/cases/*.ts).
import fs from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CASES } from '../contract/cases/index.ts';
import type { ContractCase, Params } from '../contract/contractCase.ts';
import { buildFixture, type Fixture, multipart } from '../contract/fixture.ts';
import { firstList, generalProblems, shapeProblems } from '../contract/shape.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

interface ContractUrl { url: string; body: 'form' | 'JSON' | 'multipart'; download?: boolean; until?: 'office' | 'project' | 'bi'; stale?: boolean }

const root = path.resolve(import.meta.dirname, '../..');
const APPENDIX: ContractUrl[] = JSON.parse(fs.readFileSync(path.join(root, 'tests/contract/appendix-a.json'), 'utf8'));
const CONTRACT_FILE = path.resolve(root, '../shared/reference/server-contract.md');
/** Calls of modules not built yet. A module's issue brings them: this number may only go down. */
const MOST_UNBUILT = 0;

let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await buildFixture(t, [...new Set(['admin', ...CONTRACT_CASES.map((c) => c.as ?? 'admin')])]);
}, 300_000);
afterAll(async () => { await t?.close(); });

/** An `Admin-Token` header naming no session: a client whose session is gone. */
const NO_SESSION = 'ffffffffffffffffffffffffffffffff';

const bodyKindOf = (url: string) => APPENDIX.find((u) => u.url === url)?.body ?? 'form';

/** One call as a client of the contract makes it: POST, the Appendix A body kind, the token header. */
async function send(url: string, params: Params | unknown[], token: string | undefined, prefix = '/api/') {
  const headers: Record<string, string> = token ? { 'admin-token': token } : {};
  const kind = bodyKindOf(url);
  const body = kind === 'JSON'
    ? { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(params) }
    : { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: qs.stringify(params) };
  return t.app.inject({ method: 'POST', url: `${prefix}${url}`, ...body });
}

async function callCase(c: ContractCase, extra: Params = {}) {
  const token = fx.tokens[c.as ?? 'admin'];
  const given = await c.params?.(fx, t);
  // A JSON call may take an array as its whole body (achievement/setAchievement, contract 12.3).
  if (Array.isArray(given)) return send(c.url, given, token);
  const params = { ...given, ...extra };
  if (c.upload) {
    const content = typeof c.upload.content === 'function' ? await c.upload.content(fx, t) : c.upload.content;
    const form = multipart(Object.entries(params).map(([k, v]) => [k, String(v)]), { ...c.upload, content });
    return t.app.inject({ method: 'POST', url: `/api/${c.url}`, headers: { 'admin-token': token, ...form.headers }, payload: form.body });
  }
  return send(c.url, params, token);
}

function problemsOf(answer: unknown, c: ContractCase, shape = c.answer): string[] {
  const problems = [...shapeProblems(answer, shape), ...generalProblems(answer, ['Admin-Token', ...(c.snakeKeys ?? [])])];
  const data = (answer as { data?: unknown }).data;
  const rows = firstList(data) ?? firstList((data as { list?: unknown } | undefined)?.list);
  if (rows && rows.length === 0 && !c.mayBeEmpty) problems.push('$.data: no rows on the seeded data, so their shape went unchecked');
  return problems;
}

describe('the contract\'s URL list (Appendix A)', () => {
  // The contract itself sits beside the checkout on a team machine, not in a clone of the repository.
  it.skipIf(!fs.existsSync(CONTRACT_FILE))('is the contract\'s own list, each URL once', () => {
    const contract = fs.readFileSync(CONTRACT_FILE, 'utf8');
    const appendix = contract.slice(contract.indexOf('## Appendix A'));
    const listed = [...appendix.matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm)].map((m) => m[1]);
    expect(APPENDIX.map((u) => u.url)).toEqual(listed);
  });

  // Probed without a session: a route answers (code 302, or the call itself when public), and
  // nothing is changed; a missing one answers HTTP 404.
  it('answers every URL but those of modules not built yet, at /api/ and at the root', async () => {
    const missing: string[] = [];
    for (const { url } of APPENDIX.filter((u) => !u.until && !u.stale)) {
      for (const prefix of ['/api/', '/']) {
        if ((await send(url, {}, undefined, prefix)).statusCode === 404) missing.push(`${prefix}${url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists as not built only calls that answer 404, and ever fewer of them', async () => {
    const unbuilt = APPENDIX.filter((u) => u.until);
    expect(unbuilt.length).toBeLessThanOrEqual(MOST_UNBUILT);
    const answered: string[] = [];
    for (const { url } of unbuilt) {
      if ((await send(url, {}, undefined)).statusCode !== 404) answered.push(url);
    }
    // A module that arrives takes its calls off the list (appendix-a.json `until`).
    expect(answered).toEqual([]);
  });

  it('answers the calls the original has no route for as it did: 404 (contract 17)', async () => {
    for (const { url } of APPENDIX.filter((u) => u.stale)) {
      const response = await send(url, {}, NO_SESSION);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 404, body: { code: 404, msg: '404 请求失败' } });
    }
  });
});

describe('the envelope (contract 1.2)', () => {
  it('answers a gone session with code 302', async () => {
    const response = await send('system/user/queryLoginUser', {}, NO_SESSION);
    expect(response.json()).toEqual({ code: 302, msg: '请先登录！' });
  });
});

describe('answers in the contract\'s shape, on seeded data', () => {
  const reads = CONTRACT_CASES.filter((c) => !c.write);
  const writes = CONTRACT_CASES.filter((c) => c.write);
  for (const c of [...reads, ...writes]) {
    it(`${c.url}${c.as ? ` as ${c.as}` : ''} (contract ${c.see})`, async () => {
      const response = await callCase(c);
      if (c.file) {
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['content-type'])).toMatch(c.file);
        return;
      }
      const answer = response.json();
      await c.settle?.(answer, fx, t);
      expect({ code: answer.code, msg: answer.msg }).toMatchObject({ code: 0 });
      expect(problemsOf(answer, c)).toEqual([]);
      if (!c.paged) return;
      // contract 1.5: page 1 of 10 by default; pageType 0 every row, without the Page
      const data = answer.data as Record<string, unknown>;
      const pageObject = 'pageNumber' in data ? data : (data.list as Record<string, unknown>);
      expect(pageObject).toMatchObject({ pageNumber: 1, pageSize: 10, firstPage: true });
      const all = (await callCase(c, { pageType: 0 })).json();
      expect(problemsOf(all, c, c.paged.all)).toEqual([]);
    });
  }
});

describe('the figures README and docs/server.md give', () => {
  it('count the answered calls and those checked against their described shape', () => {
    const answered = APPENDIX.filter((u) => !u.until && !u.stale).length;
    const checked = new Set(CONTRACT_CASES.map((c) => c.url)).size;
    const figure = `${answered} of ${APPENDIX.length} contract URLs answered, ${checked} checked against the shape the contract describes`;
    for (const file of ['README.md', 'docs/server.md']) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toContain(figure);
    }
  });
});
