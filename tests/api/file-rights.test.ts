// Issue 16 items 3 and 5: stored files under the rights of the record they belong to, the served
// uploads behind a session (header or the HttpOnly cookie), security headers on every answer, and
// the session cookie the server sets at login and clears at logout.
//
// Seed: 刘洋 (sales2) sees only his own customers; 李娜 (sales) her own and her subordinates' (none
// of them is 刘洋); 张伟 (manager) sees both of theirs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiBody, type TestApp } from '../support/testApp.ts';
import { customerPayload, designerRows, postJson, saveDesign } from './fieldTestHelpers.ts';

let t: TestApp;
let distDir: string;
let admin: string;
let sales: string;
let sales2: string;
let manager: string;

/** 刘洋's customer with an attachment (a file and an image, uploaded before the first save). */
let foreign: { customerId: number; batchId: string; fileId: number; url: string; imageUrl: string };

async function upload(token: string | null, fileName: string, fields: Record<string, string> = {}, content = 'bytes'): Promise<ApiBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content]), fileName);
  const response = await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: token ? { 'admin-token': token } : {}, payload: form });
  return response.json() as ApiBody;
}

async function createCustomer(token: string, name: string, entity: Record<string, unknown> = {}, custom: Record<string, unknown> = {}): Promise<ApiBody> {
  return postJson(t, 'CrmCustomer/addOrUpdate', await customerPayload(t, token, { customer_name: name, ...entity }, custom), token);
}

function download(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header.join('\n') : String(header ?? '');
  return value;
}

async function loginResponse(username: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=${username}&password=123456` });
}

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-rights-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  await fs.writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ distDir });
  [admin, sales, sales2, manager] = await Promise.all(['admin', 'sales', 'sales2', 'manager'].map((u) => t.login(u)));

  const file = await upload(sales2, '合同扫描.pdf');
  const image = await upload(sales2, '门店.png', { batchId: file.batchId, type: 'img' });
  expect(image.batchId).toBe(file.batchId);
  const saved = await createCustomer(sales2, '刘洋的客户', { batch_id: file.batchId });
  expect(saved.code).toBe(0);
  foreign = { customerId: saved.data.customerId, batchId: file.batchId, fileId: file.fileId, url: file.url, imageUrl: image.url };
});
afterAll(async () => {
  await t?.close();
  if (distDir) await fs.rm(distDir, { recursive: true, force: true });
});

describe('a record\'s attachments follow the record\'s rights', () => {
  it('are listed and downloaded by whoever may read the record, and nobody else', async () => {
    expect((await t.call('file/queryByBatchId', { batchId: foreign.batchId }, sales2)).data).toHaveLength(2);
    expect((await t.call('file/queryByBatchId', { batchId: foreign.batchId }, manager)).data).toHaveLength(2);
    expect(await t.call('file/queryByBatchId', { batchId: foreign.batchId }, sales)).toEqual({ code: 500, msg: '没有权限' });

    expect((await download(foreign.url, { 'admin-token': sales2 })).statusCode).toBe(200);
    expect((await download(foreign.imageUrl, { 'admin-token': manager })).statusCode).toBe(200);
    const refused = await download(foreign.url, { 'admin-token': sales });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('bytes');
  });

  it('cannot be removed, renamed or added to by someone who may not edit the record', async () => {
    expect(await t.call('file/removeById', { id: foreign.fileId }, sales)).toEqual({ code: 500, msg: '文件不存在' });
    expect(await t.call('file/renameFileById', { fileId: foreign.fileId, name: '改名.pdf' }, sales)).toEqual({ code: 500, msg: '文件不存在' });
    expect(await upload(sales, 'injected.txt', { batchId: foreign.batchId })).toEqual({ code: 500, msg: '没有权限' });
    const rows = await t.db.selectFrom('admin_file').select(['file_id', 'name']).where('batch_id', '=', foreign.batchId).orderBy('file_id').execute();
    expect(rows.map((r) => r.name)).toEqual(['合同扫描.pdf', '门店.png']);
    expect((await download(foreign.url, { 'admin-token': sales2 })).statusCode).toBe(200); // the bytes are still there
  });

  it('are changed by whoever may edit the record', async () => {
    const extra = await upload(sales2, '补充.txt', { batchId: foreign.batchId });
    expect(extra.code).toBe(0);
    expect((await t.call('file/renameFileById', { fileId: extra.fileId, name: '补充说明.txt' }, manager)).code).toBe(0);
    expect((await t.call('file/removeById', { id: extra.fileId }, sales2)).code).toBe(0);
  });

  it('cannot be taken over by a follow-up or a record save naming their batch', async () => {
    const own = await createCustomer(sales, '李娜的客户');
    expect(own.code).toBe(0);
    const followUps = async () => (await t.db.selectFrom('admin_record').select('record_id').where('batch_id', '=', foreign.batchId).execute()).length;
    const followUp = { typesId: own.data.customerId, content: '拜访', category: '打电话', batchId: foreign.batchId };
    expect(await t.call('CrmCustomer/addRecord', followUp, sales)).toEqual({ code: 500, msg: '附件批次已被其他客户使用' });
    expect(await followUps()).toBe(0);
    // the owner cannot attach them to a follow-up either: a batch belongs to one record
    expect(await t.call('CrmCustomer/addRecord', { ...followUp, typesId: foreign.customerId }, sales2)).toEqual({ code: 500, msg: '附件批次已被其他客户使用' });
    expect(await followUps()).toBe(0);

    const before = await t.db.selectFrom('crm_customer').select('customer_id').execute();
    expect(await createCustomer(sales, '抢附件公司', { batch_id: foreign.batchId })).toEqual({ code: 500, msg: '附件批次已被其他客户使用' });
    expect(await t.db.selectFrom('crm_customer').select('customer_id').execute()).toHaveLength(before.length);
  });

  it('cannot be taken over through a file field either', async () => {
    const rows = await designerRows(t, admin, 2);
    expect((await saveDesign(t, admin, 2, [...rows, { name: '资质文件', type: 8, formType: 'file' }])).code).toBe(0);
    expect(await createCustomer(sales, '字段抢附件公司', {}, { 资质文件: foreign.batchId })).toEqual({ code: 500, msg: '附件批次已被其他客户使用' });
    // the record's own batch in its own file field is fine (the edit form uploads into it)
    const own = await upload(sales, '资质.pdf');
    const saved = await createCustomer(sales, '字段自有附件公司', { batch_id: own.batchId }, { 资质文件: own.batchId });
    expect(saved.code).toBe(0);
    const edited = await createCustomer(sales, '字段自有附件公司', { customer_id: saved.data.customerId }, { 资质文件: own.batchId });
    expect(edited.code).toBe(0);
  });
});

describe('a batch no record names yet is its uploader\'s', () => {
  it('is listed, downloaded, changed and attached by the uploader only', async () => {
    const mine = await upload(sales, '草稿.txt', {}, 'draft');
    expect((await t.call('file/queryByBatchId', { batchId: mine.batchId }, sales)).data).toHaveLength(1);
    expect((await download(mine.url, { 'admin-token': sales })).statusCode).toBe(200);

    for (const other of [sales2, manager, admin]) {
      expect(await t.call('file/queryByBatchId', { batchId: mine.batchId }, other)).toEqual({ code: 500, msg: '没有权限' });
      expect((await download(mine.url, { 'admin-token': other })).statusCode).toBe(404);
      expect(await t.call('file/renameFileById', { fileId: mine.fileId, name: 'x.txt' }, other)).toEqual({ code: 500, msg: '文件不存在' });
      expect(await t.call('file/removeById', { id: mine.fileId }, other)).toEqual({ code: 500, msg: '文件不存在' });
    }
    expect(await upload(sales2, 'mixed.txt', { batchId: mine.batchId })).toEqual({ code: 500, msg: '没有权限' });

    const hisCustomer = await createCustomer(sales2, '刘洋的另一客户');
    expect(await t.call('CrmCustomer/addRecord', { typesId: hisCustomer.data.customerId, content: '拜访', category: '打电话', batchId: mine.batchId }, sales2))
      .toEqual({ code: 500, msg: '附件批次中有他人上传的文件，不能使用' });
    expect(await createCustomer(sales2, '借草稿公司', { batch_id: mine.batchId })).toEqual({ code: 500, msg: '附件批次中有他人上传的文件，不能使用' });

    // attached by its uploader to a follow-up, it follows the follow-up's record from then on
    const herCustomer = await createCustomer(sales, '李娜的跟进客户');
    expect((await t.call('CrmCustomer/addRecord', { typesId: herCustomer.data.customerId, content: '拜访', category: '打电话', batchId: mine.batchId }, sales)).code).toBe(0);
    expect((await t.call('file/queryByBatchId', { batchId: mine.batchId }, manager)).data).toHaveLength(1);
    expect((await download(mine.url, { 'admin-token': manager })).statusCode).toBe(200);
    expect((await download(mine.url, { 'admin-token': sales2 })).statusCode).toBe(404);
    expect(await t.call('file/removeById', { id: mine.fileId }, sales2)).toEqual({ code: 500, msg: '文件不存在' });
  });
});

describe('GET /api/uploads/...', () => {
  it('needs a session: 401 without one, before looking the file up', async () => {
    const anonymous = await download(foreign.url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('bytes');
    expect((await download('/api/uploads/20000101/no-such-file.txt')).statusCode).toBe(401);
    expect((await download(foreign.url, { 'admin-token': 'f'.repeat(32) })).statusCode).toBe(401);
  });

  it('takes the session cookie the login set, as <img src> sends it', async () => {
    const login = await loginResponse('sales2');
    const cookie = cookieOf(login).split(';')[0]!;
    expect(cookie).toBe(`Admin-Token=${login.json()['Admin-Token']}`);
    const image = await download(foreign.imageUrl, { cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-cache');
    const salesCookie = cookieOf(await loginResponse('sales')).split(';')[0]!;
    expect((await download(foreign.imageUrl, { cookie: salesCookie })).statusCode).toBe(404);
  });

  it('answers a cookie whose session is gone with 401 and clears it', async () => {
    const login = await loginResponse('sales2');
    const token = login.json()['Admin-Token'] as string;
    await t.db.deleteFrom('admin_session').where('token', '=', token).execute();
    const gone = await download(foreign.imageUrl, { cookie: `Admin-Token=${token}` });
    expect(gone.statusCode).toBe(401);
    expect(cookieOf(gone)).toMatch(/^Admin-Token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
  });

  it('shows avatars to any signed-in user, and the company logo to anyone', async () => {
    const form = new FormData();
    form.append('file', new Blob(['gif-bytes']), 'me.gif');
    const avatar = (await t.app.inject({ method: 'POST', url: '/api/system/user/updateImg', headers: { 'admin-token': sales2 }, payload: form })).json().data as string;
    expect((await download(avatar, { 'admin-token': sales })).statusCode).toBe(200);
    expect((await download(avatar)).statusCode).toBe(401);

    const logoForm = new FormData();
    logoForm.append('name', '灵犀科技');
    logoForm.append('file', new Blob(['png-bytes']), 'logo.png');
    expect((await t.app.inject({ method: 'POST', url: '/api/sysConfig/setSysConfig', headers: { 'admin-token': admin }, payload: logoForm })).json().code).toBe(0);
    const logo = (await t.call('sysConfig/querySysConfig')).data.logo as string;
    const anonymous = await download(logo);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('png-bytes');
  });
});

describe('the session cookie', () => {
  it('is set by the server at login: HttpOnly, SameSite=Lax, for the whole site, a browser-session cookie', async () => {
    const login = await loginResponse('sales');
    expect(cookieOf(login)).toBe(`Admin-Token=${login.json()['Admin-Token']}; Path=/; HttpOnly; SameSite=Lax`);
    expect(login.json()['Admin-Token']).toMatch(/^[0-9a-f]{32}$/); // the header's token, for the contract's callers
  });

  it('is Secure over https, also behind a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const login = await proxied.app.inject({
        method: 'POST', url: '/api/login', payload: 'username=sales&password=123456',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      });
      expect(cookieOf(login)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('is cleared at logout', async () => {
    const login = await loginResponse('sales');
    const token = login.json()['Admin-Token'] as string;
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'admin-token': token, cookie: `Admin-Token=${token}` } });
    expect(logout.json().code).toBe(0);
    expect(cookieOf(logout)).toMatch(/^Admin-Token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT$/);
    expect((await download(foreign.imageUrl, { cookie: `Admin-Token=${token}` })).statusCode).toBe(401);
  });

  it('is not a login for ordinary calls: those read the header only (no CSRF)', async () => {
    const login = await loginResponse('sales2');
    const cookie = cookieOf(login).split(';')[0]!;
    const response = await t.app.inject({
      method: 'POST', url: '/api/CrmCustomer/queryById', payload: `customerId=${foreign.customerId}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual({ code: 302, msg: '请先登录！' });
  });

  it('is given back by system/user/queryLoginUser when the browser lost it, and left alone otherwise', async () => {
    const token = (await loginResponse('sales')).json()['Admin-Token'] as string;
    const lost = await t.app.inject({ method: 'POST', url: '/api/system/user/queryLoginUser', headers: { 'admin-token': token } });
    expect(lost.json().code).toBe(0);
    expect(cookieOf(lost)).toBe(`Admin-Token=${token}; Path=/; HttpOnly; SameSite=Lax`);
    const kept = await t.app.inject({ method: 'POST', url: '/api/system/user/queryLoginUser', headers: { 'admin-token': token, cookie: `Admin-Token=${token}` } });
    expect(kept.headers['set-cookie']).toBeUndefined();
  });
});

describe('security headers', () => {
  const CSP = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;"
    + "connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'";

  function expectHeaders(response: { headers: Record<string, unknown> }) {
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  }

  it('are on pages, assets, /api answers, uploads and errors', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expectHeaders(page);
    const route = await t.app.inject({ method: 'GET', url: '/crm/customer' });
    expect(route.statusCode).toBe(200);
    expectHeaders(route);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectHeaders(asset);
    expectHeaders(await t.app.inject({ method: 'POST', url: '/api/version' }));
    expectHeaders(await t.app.inject({ method: 'POST', url: '/api/CrmCustomer/queryPageList' }));
    expectHeaders(await t.app.inject({ method: 'POST', url: '/api/no/such/call' }));
    expectHeaders(await download(foreign.url, { 'admin-token': sales2 }));
    expectHeaders(await download(foreign.url));
  });
});

describe('the public logo', () => {
  it('can only be a new upload, the current logo, nothing, or an image the administrator uploaded', async () => {
    const before = (await t.call('sysConfig/querySysConfig')).data;
    expect(await t.call('sysConfig/setSysConfig', { name: '灵犀科技', logo: foreign.imageUrl }, admin)).toEqual({ code: 500, msg: '企业logo格式不正确' });
    expect((await t.call('sysConfig/querySysConfig')).data).toEqual(before);
    expect((await download(foreign.imageUrl)).statusCode).toBe(401);
    expect((await t.call('sysConfig/setSysConfig', { name: '灵犀科技', logo: before.logo }, admin)).code).toBe(0);
    const own = await upload(admin, '新标志.png', { type: 'img' });
    expect((await t.call('sysConfig/setSysConfig', { name: '灵犀科技', logo: own.url }, admin)).code).toBe(0);
    expect((await download(own.url)).statusCode).toBe(200);
    expect((await t.call('sysConfig/setSysConfig', { name: '灵犀科技', logo: '' }, admin)).code).toBe(0);
  });
});
