// Sessions: the Admin-Token header, expiry, sliding refresh (contract 1.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../server/auth/sessions.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const NOT_LOGGED_IN = { code: 302, msg: '请先登录！' };

async function expiresAt(token: string): Promise<Date> {
  const row = await t.db.selectFrom('admin_session').select('expires_at').where('token', '=', token).executeTakeFirstOrThrow();
  return row.expires_at;
}

describe('sessions', () => {
  it('refuses a call without a token, with HTTP 200 and code 302', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/system/user/queryLoginUser' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  it('refuses an unknown or malformed token', async () => {
    expect(await t.call('system/user/queryLoginUser', {}, '0123456789abcdef0123456789abcdef')).toEqual(NOT_LOGGED_IN);
    expect(await t.call('system/role/auth', {}, 'not-a-token')).toEqual(NOT_LOGGED_IN);
  });

  it('reads the token from the Admin-Token header only', async () => {
    const token = await t.login('sales');
    const viaCookie = await t.app.inject({ method: 'POST', url: '/api/system/user/queryLoginUser', cookies: { 'Admin-Token': token } });
    expect(viaCookie.json()).toEqual(NOT_LOGGED_IN);
    const viaParam = await t.call('system/user/queryLoginUser', { 'Admin-Token': token });
    expect(viaParam).toEqual(NOT_LOGGED_IN);
    const viaHeader = await t.call('system/user/queryLoginUser', {}, token);
    expect(viaHeader.code).toBe(0);
  });

  it('accepts GET as well as POST', async () => {
    const token = await t.login('sales');
    const response = await t.app.inject({ method: 'GET', url: '/api/system/user/queryLoginUser', headers: { 'admin-token': token } });
    expect(response.json()).toMatchObject({ code: 0, data: { username: 'sales' } });
  });

  it('keeps sessions in the database, one hour ahead', async () => {
    const before = Date.now();
    const token = await t.login('sales');
    const expires = (await expiresAt(token)).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_TTL_SECONDS * 1000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_SECONDS * 1000 + 2000);
  });

  it('refuses a session whose expiry has passed, and forgets it', async () => {
    const token = await t.login('sales');
    await t.db.updateTable('admin_session').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
    expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    const row = await t.db.selectFrom('admin_session').select('token').where('token', '=', token).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('slides: an authenticated request moves the expiry an hour ahead again', async () => {
    const token = await t.login('sales');
    const tenMinutesAhead = new Date(Date.now() + 10 * 60_000);
    await t.db.updateTable('admin_session').set({ expires_at: tenMinutesAhead }).where('token', '=', token).execute();
    expect((await t.call('system/role/auth', {}, token)).code).toBe(0);
    const expires = (await expiresAt(token)).getTime();
    expect(expires).toBeGreaterThan(Date.now() + (SESSION_TTL_SECONDS - 120) * 1000);
  });

  it('ends the sessions of a disabled user', async () => {
    const token = await t.login('sales2');
    await t.db.updateTable('admin_user').set({ status: 0 }).where('username', '=', 'sales2').execute();
    expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    await t.db.updateTable('admin_user').set({ status: 1 }).where('username', '=', 'sales2').execute();
  });

  it('lets several sessions of one user live side by side', async () => {
    const first = await t.login('manager');
    const second = await t.login('manager');
    expect(first).not.toBe(second);
    expect((await t.call('system/role/auth', {}, first)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, second)).code).toBe(0);
  });
});
