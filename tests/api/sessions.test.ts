// Sessions: the Admin-Token header, expiry, sliding refresh (contract 1.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSession } from '../../server/auth/sessionCache.ts';
import { SESSION_TTL_SECONDS } from '../../server/auth/sessions.ts';
import { currentVersions } from '../../server/permissions/permissionCache.ts';
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

  describe('once this process has seen the session live (auth/sessionCache.ts)', () => {
    async function cachedLogin(username: string): Promise<string> {
      const token = await t.login(username);
      expect((await t.call('system/user/queryLoginUser', {}, token)).code).toBe(0);
      return token;
    }

    it('still refuses it after another process deletes it', async () => {
      const token = await cachedLogin('sales');
      await t.db.deleteFrom('admin_session').where('token', '=', token).execute();
      expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    });

    it('still refuses it once its expiry is moved into the past by hand', async () => {
      const token = await cachedLogin('sales');
      await t.db.updateTable('admin_session').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
      expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    });

    it('still refuses it after logout, and after its user is disabled', async () => {
      const loggedOut = await cachedLogin('sales');
      expect((await t.call('logout', {}, loggedOut)).code).toBe(0);
      expect(await t.call('system/user/queryLoginUser', {}, loggedOut)).toEqual(NOT_LOGGED_IN);

      const token = await cachedLogin('sales2');
      await t.db.updateTable('admin_user').set({ status: 0 }).where('username', '=', 'sales2').execute();
      expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
      await t.db.updateTable('admin_user').set({ status: 1 }).where('username', '=', 'sales2').execute();
    });

    it('leaves the other sessions alone when one ends', async () => {
      const [kept, ended] = [await cachedLogin('manager'), await cachedLogin('manager')];
      expect((await t.call('logout', {}, ended)).code).toBe(0);
      expect((await t.call('system/user/queryLoginUser', {}, kept)).code).toBe(0);
    });

    it('writes the sliding expiry back at most once a minute, and ends a session that idles for an hour', async () => {
      const token = await cachedLogin('finance');
      const versions = await currentVersions(t.db);
      const written = (await expiresAt(token)).getTime();
      const inTenSeconds = new Date(Date.now() + 10_000);
      expect(await liveSession(t.db, token, null, versions, inTenSeconds)).toMatchObject({ token });
      expect((await expiresAt(token)).getTime()).toBe(written);

      const inTwoMinutes = new Date(Date.now() + 120_000);
      expect(await liveSession(t.db, token, null, versions, inTwoMinutes)).toMatchObject({ token });
      expect((await expiresAt(token)).getTime()).toBe(inTwoMinutes.getTime() + SESSION_TTL_SECONDS * 1000);

      const idleTooLong = new Date(inTwoMinutes.getTime() + SESSION_TTL_SECONDS * 1000 + 1000);
      expect(await liveSession(t.db, token, null, versions, idleTooLong)).toBeNull();
    });
  });
});
