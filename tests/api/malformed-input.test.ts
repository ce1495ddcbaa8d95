// Malformed input is the caller's fault, not a server failure (issue 16 item 9): a NUL byte (or any
// other C0 control character but tab and line breaks) in a text field, a truncated or garbled
// multipart body, malformed JSON, a wrong content type. Each is refused with a clear Chinese message,
// nothing is written, and the log holds a warn line at most: no error-level stack trace that anyone
// could flood the log with. Unparseable bodies answer HTTP 400 `{code:400, msg}` (our client shows
// the msg of a non-200 envelope); NUL in a parsed body is a validation refusal, HTTP 200 `{code:500}`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiBody, type TestApp } from '../support/testApp.ts';
import { customerCount, customerPayload, postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
const LEVEL_A = 'A（重点客户）';
const ILLEGAL = { code: 500, msg: '请求数据含有非法字符' };
const INCOMPLETE = { code: 400, msg: '上传数据不完整' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

/** Runs `action`, then answers the log lines it produced (warn and above, JSON). */
async function logsOf(action: () => Promise<void>): Promise<string[]> {
  const before = t.logs.length;
  await action();
  return t.logs.slice(before);
}

function expectNoErrorLog(lines: string[]) {
  expect(lines.filter((line) => line.includes('"level":50')).join('\n')).toBe('');
}

async function fileCount(): Promise<number> {
  const row = await t.db.selectFrom('admin_file').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A multipart body cut in the middle of its file part, as a dropped connection leaves it. */
function truncatedMultipart(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = '----lingxiBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(5000)}`;
  return { payload: parts.join('') + file, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a NUL byte in a text field', () => {
  it('is refused in a customer name sent as JSON to CrmCustomer/addOrUpdate; nothing is written, nothing at error level', async () => {
    const before = await customerCount(t);
    let body: ApiBody | undefined;
    const lines = await logsOf(async () => {
      body = await postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, admin, { customer_name: '灵犀\u0000科技' }, { 客户级别: LEVEL_A }), admin);
    });
    expect(body).toEqual(ILLEGAL);
    expect(await customerCount(t)).toBe(before);
    expectNoErrorLog(lines);
  });

  it('is refused in a customer name sent as a form, and in a custom field value', async () => {
    const before = await customerCount(t);
    const payload = await customerPayload(t, admin, { customer_name: '灵犀\u0000科技' }, { 客户级别: LEVEL_A });
    const lines = await logsOf(async () => {
      expect(await t.call('CrmCustomer/addOrUpdate', payload, admin)).toEqual(ILLEGAL);
      const custom = await customerPayload(t, admin, { customer_name: '灵犀控制字符' }, { 客户级别: `${LEVEL_A}\u0001` });
      expect(await postJson(t, 'CrmCustomer/addOrUpdate', custom, admin)).toEqual(ILLEGAL);
      // in a key, too (keys end up in JSON columns)
      expect(await postJson(t, 'CrmCustomer/addOrUpdate', { entity: { 'customer\u0000name': 'x' }, field: [] }, admin)).toEqual(ILLEGAL);
      // and in the query string
      const query = await t.app.inject({ method: 'POST', url: '/api/CrmCustomer/queryById?id=1%00', headers: { 'admin-token': admin } });
      expect(query.json()).toEqual(ILLEGAL);
    });
    expect(await customerCount(t)).toBe(before);
    expectNoErrorLog(lines);
  });

  it('keeps tab and line breaks, which are text', async () => {
    const body = await postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, admin, { customer_name: '灵犀\t多行', remark: '第一行\r\n第二行' }, { 客户级别: LEVEL_A }), admin);
    expect(body.code).toBe(0);
  });

  it('is refused in a login username, anonymously, without an error-level line', async () => {
    const lines = await logsOf(async () => {
      expect(await t.call('login', { username: 'admin\u0000', password: '123456' })).toEqual(ILLEGAL);
      const json = await t.app.inject({
        method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'x\u0000y', password: '1' }),
      });
      expect(json.json()).toEqual(ILLEGAL);
    });
    expectNoErrorLog(lines);
  });

  it('is refused in a multipart field and in an uploaded file name; nothing is stored', async () => {
    const before = await fileCount();
    const lines = await logsOf(async () => {
      const field = new FormData();
      field.append('type', 'file\u0000');
      field.append('file', new Blob(['hello']), 'a.txt');
      const one = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': admin }, payload: field });
      expect(one.json()).toEqual(ILLEGAL);
      const name = new FormData();
      name.append('file', new Blob(['hello']), 'a\u0001b.txt');
      const two = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'admin-token': admin }, payload: name });
      expect(two.json()).toEqual(ILLEGAL);
    });
    expect(await fileCount()).toBe(before);
    expectNoErrorLog(lines);
  });
});

describe('a body that cannot be read', () => {
  it('answers a truncated multipart body to anonymous /api/login with HTTP 400 上传数据不完整, logged at warn', async () => {
    const { payload, contentType } = truncatedMultipart({ username: 'admin', password: '123456' });
    const lines = await logsOf(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INCOMPLETE);
    });
    expectNoErrorLog(lines);
    expect(lines.some((line) => line.includes('"level":40'))).toBe(true);
  });

  it('answers a truncated upload to file/upload the same; no file row, no file left', async () => {
    const before = await fileCount();
    const { payload, contentType } = truncatedMultipart({ type: 'file' });
    const lines = await logsOf(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: { 'content-type': contentType, 'admin-token': admin }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INCOMPLETE);
    });
    expect(await fileCount()).toBe(before);
    expectNoErrorLog(lines);
  });

  it('answers a multipart body without a boundary, or with garbage, the same', async () => {
    const lines = await logsOf(async () => {
      for (const [contentType, payload] of [
        ['multipart/form-data', 'username=a&password=b'],
        ['multipart/form-data; boundary=abc', 'not a multipart body at all'],
      ] as const) {
        const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });
        expect(response.statusCode, `${contentType}: ${payload}`).toBe(400);
        expect(response.json().code).toBe(400);
        expect(response.json().msg).toMatch(/^(上传数据不完整|请求数据格式错误)$/);
      }
      // a part without a name is no parameter: the login misses its username
      const nameless = await t.app.inject({
        method: 'POST', url: '/api/login', headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n--abc--\r\n',
      });
      expect(nameless.json().msg).not.toBe('服务器响应异常');
    });
    expectNoErrorLog(lines);
  });

  it('answers malformed JSON with HTTP 400 请求数据格式错误, logged at warn; nothing is written', async () => {
    const before = await customerCount(t);
    const lines = await logsOf(async () => {
      for (const payload of ['{"entity":{"customer_name":"灵犀"', '{oops', '[1,', '"\\u12"']) {
        const response = await t.app.inject({
          method: 'POST', url: '/api/CrmCustomer/addOrUpdate', headers: { 'content-type': 'application/json', 'admin-token': admin }, payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, msg: '请求数据格式错误' });
      }
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
      expect(anonymous.statusCode).toBe(400);
    });
    expect(await customerCount(t)).toBe(before);
    expectNoErrorLog(lines);
    expect(lines.some((line) => line.includes('"level":40'))).toBe(true);
  });

  it('answers an unsupported content type with HTTP 415 and a body too large with HTTP 413, in the envelope', async () => {
    const lines = await logsOf(async () => {
      const type = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
      expect(type.statusCode).toBe(415);
      expect(type.json()).toEqual({ code: 415, msg: '不支持的请求数据类型' });
      const large = await t.app.inject({
        method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"username":"${'x'.repeat(11 * 1024 * 1024)}"}`,
      });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ code: 413, msg: '请求数据过大' });
    });
    expectNoErrorLog(lines);
  });
});

describe('the database as the last line', () => {
  it('answers PostgreSQL\'s refusal of a NUL in text as a refusal, not 服务器响应异常', async () => {
    const { errorCodeRefusal } = await import('../../server/http/errorHandler.ts');
    expect(errorCodeRefusal({ code: '22021' })).toBe('请求数据含有非法字符');
    expect(errorCodeRefusal({ code: '22P05' })).toBe('请求数据含有非法字符');
    expect(errorCodeRefusal({ code: '23505' })).toBeUndefined();
    // and for real: a NUL that reaches the database unchecked
    const error = await t.db.insertInto('admin_message').values({
      title: 'a\u0000b', label: 9, type: 0, create_user: 1, recipient_user: 1, create_time: new Date(), update_time: new Date(),
    }).execute().catch((e: unknown) => e);
    expect(errorCodeRefusal(error)).toBe('请求数据含有非法字符');
  });
});
