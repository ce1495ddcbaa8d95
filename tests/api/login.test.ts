// Logging in and out as the client does it (contract 1.4 and 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('login', () => {
  it('answers the token, the user and the auth tree at the top level', async () => {
    const body = await t.call('login', { username: 'admin', password: '123456' });
    expect(body.code).toBe(0);
    expect(body['Admin-Token']).toMatch(/^[0-9a-f]{32}$/);
    expect(body.data).toBeUndefined();
    expect(body.user).toMatchObject({
      userId: SEED_USER.admin, username: 'admin', realname: 'admin', deptId: 1, deptName: '办公室', parentName: null,
      mobile: '12312341234', num: '390823685766627', status: 1, lastLoginIp: expect.any(String),
    });
    expect(body.user.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('salt');
    expect(Object.keys(body.auth)).toEqual(expect.arrayContaining(['crm', 'bi', 'manage', 'oa', 'project']));
  });

  it('gives the superior\'s real name as parentName', async () => {
    const body = await t.call('login', { username: 'sales', password: '123456' });
    expect(body.user).toMatchObject({ realname: '李娜', deptName: '销售一组', parentId: SEED_USER.manager, parentName: '张伟', post: '销售代表' });
  });

  it('trims the username', async () => {
    const body = await t.call('login', { username: '  manager ', password: '123456' });
    expect(body.code).toBe(0);
    expect(body.user.username).toBe('manager');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    expect(await t.call('login', { username: 'manager', password: 'wrong-password' })).toEqual({ code: 500, msg: '用户名或密码错误！' });
    expect(await t.call('login', { username: 'nobody', password: '123456' })).toEqual({ code: 500, msg: '用户名或密码错误！' });
  });

  it('names the missing field', async () => {
    expect(await t.call('login', { password: '123456' })).toEqual({ code: 500, msg: '用户名不能为空' });
    expect(await t.call('login', { username: 'admin' })).toEqual({ code: 500, msg: '密码不能为空' });
  });

  it('records the login time and address', async () => {
    await t.db.updateTable('admin_user').set({ last_login_time: null, last_login_ip: null }).where('user_id', '=', SEED_USER.sales2).execute();
    await t.login('sales2');
    const row = await t.db.selectFrom('admin_user').select(['last_login_time', 'last_login_ip']).where('user_id', '=', SEED_USER.sales2).executeTakeFirstOrThrow();
    expect(row.last_login_time).toBeInstanceOf(Date);
    expect(Math.abs(row.last_login_time!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.last_login_ip).toBeTruthy();
  });

  it('refuses a disabled account, even with the right password', async () => {
    await t.db.updateTable('admin_user').set({ status: 0 }).where('user_id', '=', SEED_USER.finance).execute();
    expect(await t.call('login', { username: 'finance', password: '123456' })).toEqual({ code: 500, msg: '账户被禁用！' });
    await t.db.updateTable('admin_user').set({ status: 1 }).where('user_id', '=', SEED_USER.finance).execute();
  });

  it('activates a not-yet-activated account (status 2) at its first login', async () => {
    await t.db.updateTable('admin_user').set({ status: 2 }).where('user_id', '=', SEED_USER.finance).execute();
    const body = await t.call('login', { username: 'finance', password: '123456' });
    expect(body.code).toBe(0);
    expect(body.user.status).toBe(1);
  });

  it('stores scrypt hashes with a salt per user, never the password', async () => {
    const rows = await t.db.selectFrom('admin_user').select(['password', 'salt']).execute();
    for (const row of rows) {
      expect(row.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[0-9a-f]{64}$/);
      expect(row.password).not.toContain('123456');
    }
    expect(new Set(rows.map((r) => r.salt)).size).toBe(rows.length);
  });
});

describe('lockout after wrong passwords', () => {
  it('refuses the 6th attempt, even with the right password, saying how long to wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.call('login', { username: 'sales2', password: `wrong${i}` })).msg).toBe('用户名或密码错误！');
    }
    const refused = await t.call('login', { username: 'sales2', password: '123456' });
    expect(refused.code).toBe(500);
    const match = /^密码错误次数过多，请等(\d+)秒后再重试！$/.exec(refused.msg ?? '');
    expect(match).not.toBeNull();
    const seconds = Number(match![1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(300);
    // other usernames are not affected
    expect((await t.call('login', { username: 'sales', password: '123456' })).code).toBe(0);
  });

  it('lets the username in again once the oldest failure leaves the 5-minute window', async () => {
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const oldest = await t.db.selectFrom('admin_login_attempt').select('id')
      .where('username', '=', 'sales2').where('success', '=', false).orderBy('attempted_at').executeTakeFirstOrThrow();
    await t.db.updateTable('admin_login_attempt').set({ attempted_at: sixMinutesAgo }).where('id', '=', oldest.id).execute();
    expect((await t.call('login', { username: 'sales2', password: '123456' })).code).toBe(0);
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 0; i < 4; i++) await t.call('login', { username: 'sales2', password: 'nope' });
    expect((await t.call('login', { username: 'sales2', password: '123456' })).code).toBe(0);
    for (let i = 0; i < 4; i++) await t.call('login', { username: 'sales2', password: 'nope' });
    expect((await t.call('login', { username: 'sales2', password: '123456' })).code).toBe(0);
  });
});

describe('logout', () => {
  it('deletes the session, so the token no longer works', async () => {
    const token = await t.login('manager');
    expect((await t.call('system/user/queryLoginUser', {}, token)).code).toBe(0);
    expect(await t.call('logout', {}, token)).toMatchObject({ code: 0 });
    const session = await t.db.selectFrom('admin_session').select('token').where('token', '=', token).executeTakeFirst();
    expect(session).toBeUndefined();
    expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual({ code: 302, msg: '请先登录！' });
  });

  it('answers success without a token or with an unknown one', async () => {
    expect((await t.call('logout')).code).toBe(0);
    expect((await t.call('logout', {}, 'f'.repeat(32))).code).toBe(0);
  });
});
