// The HTTP layer: envelope, serialisation (contract 1.3), bodies, errors, unknown paths.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '../../server/http/endpoint.ts';
import { BusinessError } from '../../server/http/errors.ts';
import { requireText } from '../../server/http/params.ts';
import { toCamelKey, toClientJson } from '../../server/http/serialize.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// Probe endpoints, mounted behind the real guard: they need a session like any other.
const probes = [
  endpoint('probe/echo', async ({ params }) => params),
  endpoint('probe/refuse', async ({ params }) => { throw new BusinessError(`拒绝：${requireText(params, 'why', '原因')}`); }),
  endpoint('probe/crash', async () => { throw new Error('database on fire'); }),
  endpoint('probe/row', async ({ db }) => {
    const { rows } = await sql<Record<string, unknown>>`
      select 1200.00::numeric(12,2) as total_price, 0.5::numeric as discount_rate, 7::bigint as owner_user_id,
             timestamp '2026-03-04 05:06:07.89' as create_time, date '2026-03-04' as return_time,
             null::text as remark, 3 as count_5`.execute(db);
    return rows[0];
  }),
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ extraEndpoints: probes });
  token = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

describe('key conversion (contract 1.3 rule 1)', () => {
  it('follows the original rule exactly', () => {
    expect(toCamelKey('customer_id')).toBe('customerId');
    expect(toCamelKey('hide_value')).toBe('hideValue');
    expect(toCamelKey('count_5')).toBe('count_5');
    expect(toCamelKey('name_')).toBe('name');
    expect(toCamelKey('owner_user_id_')).toBe('ownerUserId');
    expect(toCamelKey('deptName')).toBe('deptName');
    expect(toCamelKey('客户_名称')).toBe('客户_名称');
    expect(toCamelKey('客户名称')).toBe('客户名称');
    expect(toCamelKey('Admin-Token')).toBe('Admin-Token');
    expect(toCamelKey('a_B')).toBe('a_B');
  });

  it('converts keys at any depth, keeps nulls, formats dates', () => {
    expect(toClientJson({ user_info: { dept_id: 1, last_login_time: new Date(2026, 0, 2, 3, 4, 5), img: null }, list_: [{ file_id: 1 }] }))
      .toEqual({ userInfo: { deptId: 1, lastLoginTime: '2026-01-02 03:04:05', img: null }, list: [{ fileId: 1 }] });
  });

  it('keeps key order, drops undefined, sends big ids as text, bytes as base64 and a broken date as null', () => {
    const answer = toClientJson({
      z_last: 1, a_first: undefined, safe_id: 7n, huge_id: 2n ** 70n, raw_bytes: Buffer.from('灵犀'), bad_time: new Date(Number.NaN),
      nested_list: [[{ inner_key: new Date(2026, 10, 29, 23, 59, 9) }], null, 'text_value'],
    });
    expect(JSON.stringify(answer)).toBe(JSON.stringify({
      zLast: 1, safeId: 7, hugeId: '1180591620717411303424', rawBytes: Buffer.from('灵犀').toString('base64'), badTime: null,
      nestedList: [[{ innerKey: '2026-11-29 23:59:09' }], null, 'text_value'],
    }));
  });
});

describe('values from the database', () => {
  it('sends decimals as strings, datetimes as yyyy-MM-dd HH:mm:ss, dates as yyyy-MM-dd, ids as numbers, nulls kept', async () => {
    const body = await t.call('probe/row', {}, token);
    expect(body).toEqual({
      code: 0, msg: 'success',
      data: {
        totalPrice: '1200.00', discountRate: '0.5', ownerUserId: 7, createTime: '2026-03-04 05:06:07',
        returnTime: '2026-03-04', remark: null, count_5: 3,
      },
    });
  });

  it('round-trips a Date through a timestamp column as local wall time', async () => {
    const when = new Date(2026, 5, 7, 8, 9, 10);
    await t.db.updateTable('admin_user').set({ last_login_time: when }).where('username', '=', 'finance').execute();
    const row = await t.db.selectFrom('admin_user').select('last_login_time').where('username', '=', 'finance').executeTakeFirstOrThrow();
    expect(row.last_login_time!.getTime()).toBe(when.getTime());
    const { rows } = await sql<{ text: string }>`select last_login_time::text as text from admin_user where username = 'finance'`.execute(t.db);
    expect(rows[0].text).toBe('2026-06-07 08:09:10');
  });
});

describe('request bodies', () => {
  it('parses form-urlencoded with qs-style nested keys and merges the query string', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/probe/echo?page=2&sort=asc&scene%5Bid%5D=3',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'admin-token': token },
      payload: 'entity%5Bcustomer_name%5D=%E7%81%B5%E7%8A%80&entity%5Bowner%5D%5Bid%5D=5&ids%5B%5D=1&ids%5B%5D=2&sort=desc',
    });
    // keys are camel-converted on the way out like everything else
    expect(response.json().data).toEqual({ page: '2', sort: 'desc', scene: { id: '3' }, entity: { customerName: '灵犀', owner: { id: '5' } }, ids: ['1', '2'] });
  });

  it('parses JSON bodies, and an empty JSON body as no parameters', async () => {
    const json = await t.app.inject({
      method: 'POST', url: '/api/probe/echo', headers: { 'admin-token': token }, payload: { search: '张', filters: [{ name: 'x' }] },
    });
    expect(json.json().data).toEqual({ search: '张', filters: [{ name: 'x' }] });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(json.headers['content-length'])).toBe(Buffer.byteLength(json.body));
    const empty = await t.app.inject({
      method: 'POST', url: '/api/probe/echo', headers: { 'admin-token': token, 'content-type': 'application/json' }, payload: '',
    });
    expect(empty.json()).toEqual({ code: 0, msg: 'success', data: {} });
  });

  it('answers a malformed JSON body with HTTP 400 and an envelope, not a crash (tests/api/malformed-input.test.ts)', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/probe/echo', headers: { 'admin-token': token, 'content-type': 'application/json' }, payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求数据格式错误' });
  });

  it('reads multipart fields as parameters', async () => {
    const form = new FormData();
    form.append('name', '灵犀');
    form.append('type', 'img');
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'admin-token': token }, payload: form });
    expect(response.json().data).toEqual({ name: '灵犀', type: 'img' });
  });
});

describe('errors', () => {
  it('answers a BusinessError as code 500 with its message, HTTP 200', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/probe/refuse', headers: { 'admin-token': token, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'why=%E6%B5%8B%E8%AF%95',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: '拒绝：测试' });
    expect(await t.call('probe/refuse', {}, token)).toEqual({ code: 500, msg: '原因不能为空' });
  });

  it('logs an unexpected exception and answers 服务器响应异常 without its details', async () => {
    const logged = t.logs.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/crash', headers: { 'admin-token': token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: '服务器响应异常' });
    const lines = t.logs.slice(logged).join('\n');
    expect(lines).toContain('database on fire');
    expect(lines).toContain('"level":50');
  });

  it('answers a call to no route with HTTP 404 and the original\'s envelope, under /api/ and at the root, logged in or not', async () => {
    for (const url of ['/api/CrmCustomer/noSuchThing?x=1', '/CrmCustomer/noSuchThing']) {
      for (const headers of [{}, { 'admin-token': token }]) {
        const response = await t.app.inject({ method: 'POST', url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, msg: '404 请求失败' });
      }
    }
  });

  it('answers the contract\'s calls at the root as under /api/, POST only (contract 1.1)', async () => {
    const atRoot = await t.app.inject({
      method: 'POST', url: '/system/user/queryLoginUser', headers: { 'admin-token': token },
    });
    expect(atRoot.statusCode).toBe(200);
    expect(atRoot.json()).toEqual(await t.call('system/user/queryLoginUser', {}, token));
    // the guard holds at the root too
    expect((await t.app.inject({ method: 'POST', url: '/system/user/queryLoginUser' })).json()).toEqual({ code: 302, msg: '请先登录！' });
    // a GET at the root is a page, never a call
    expect((await t.app.inject({ method: 'GET', url: '/system/user/queryLoginUser', headers: { 'admin-token': token } })).statusCode).toBe(404);
  });

  it('answers the public endpoints without a session', async () => {
    expect((await t.call('sysConfig/querySysConfig')).code).toBe(0);
    expect(await t.call('version')).toMatchObject({ code: 0, name: 'Lingxi' });
    expect(await t.call('ping')).toMatchObject({ code: 0, data: ['数据库连接成功'] });
  });
});
