// The login lockout under attack (issue 16, items 2, 4 and 7; docs/security.md "Login: lockout,
// timing, password changes"): parallel guesses, an anonymous caller locking an account out,
// password spraying, username probing, updatePassword guessing and the pruning of old attempts.
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDerivations } from '../../server/auth/password.ts';
import { createTestApp, SEED_USER, type ApiBody, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const WRONG = '用户名或密码错误！';
const LOCKED = /^密码错误次数过多，请等(\d+)秒后再重试！$/;

/** A call from a given client address (the server reads request.ip; TRUST_PROXY is off here). */
async function callFrom(address: string, path: string, params: Record<string, unknown>, token?: string): Promise<ApiBody> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'admin-token': token } : {}) },
    payload: qs.stringify(params),
  });
  return response.json() as ApiBody;
}
const loginFrom = (address: string, username: string, password: string) => callFrom(address, 'login', { username, password });

function lockSeconds(body: ApiBody): number {
  const match = LOCKED.exec(body.msg ?? '');
  if (!match) throw new Error(`expected the lockout message, got ${JSON.stringify(body)}`);
  return Number(match[1]);
}

async function failures(username: string, address?: string): Promise<number> {
  let query = t.db.selectFrom('admin_login_attempt').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('username', '=', username).where('success', '=', false);
  if (address) query = query.where('address', '=', address);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Moves every attempt of the key back in time, as if the caller had waited. */
async function age(seconds: number, where: { username?: string; address?: string }): Promise<void> {
  const rows = await t.db.selectFrom('admin_login_attempt').select(['id', 'attempted_at'])
    .$if(!!where.username, (q) => q.where('username', '=', where.username!))
    .$if(!!where.address, (q) => q.where('address', '=', where.address!))
    .execute();
  for (const row of rows) {
    await t.db.updateTable('admin_login_attempt').set({ attempted_at: new Date(row.attempted_at.getTime() - seconds * 1000) })
      .where('id', '=', row.id).execute();
  }
}

describe('parallel guesses (item 2)', () => {
  it('checks at most 5 of 50 parallel wrong passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => loginFrom('10.1.0.1', 'sales2', `wrong${i}`)));
    const checked = answers.filter((a) => a.msg === WRONG);
    expect(checked).toHaveLength(5);
    for (const refused of answers.filter((a) => a.msg !== WRONG)) expect(lockSeconds(refused)).toBeGreaterThanOrEqual(1);
    expect(await failures('sales2', '10.1.0.1')).toBe(5);
  });

  it('refuses a right password inside a parallel batch once the 5 are used', async () => {
    const batch = Array.from({ length: 50 }, (_, i) => loginFrom('10.1.0.1', 'sales2', i === 25 ? '123456' : `again${i}`));
    const answers = await Promise.all(batch);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(0);
    for (const answer of answers) expect(lockSeconds(answer)).toBeLessThanOrEqual(300);
    expect(await failures('sales2', '10.1.0.1')).toBe(5);
  });

  it('checks at most 5 of 200 parallel guesses, a right one among them included', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      loginFrom('10.1.0.2', 'manager', i === 150 ? '123456' : `guess${i}`)));
    const checked = answers.filter((a) => !LOCKED.test(a.msg ?? ''));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(await failures('manager', '10.1.0.2')).toBeLessThanOrEqual(5);
  });
});

describe('an anonymous caller cannot lock an account out everywhere (item 4)', () => {
  it('locks the guessing address only: the right password from another address still works', async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom('10.2.0.1', 'admin', `nope${i}`)).msg).toBe(WRONG);
    expect(lockSeconds(await loginFrom('10.2.0.1', 'admin', '123456'))).toBeGreaterThanOrEqual(1);
    expect((await loginFrom('10.2.0.99', 'admin', '123456')).code).toBe(0);
    // and the attacker's lock survives the real user's login elsewhere
    expect(lockSeconds(await loginFrom('10.2.0.1', 'admin', '123456'))).toBeGreaterThanOrEqual(1);
  });

  it('makes the wait grow with each failure after the lock, up to a cap', async () => {
    const address = '10.2.0.2';
    for (let i = 0; i < 5; i++) await loginFrom(address, 'finance', `x${i}`);
    const first = lockSeconds(await loginFrom(address, 'finance', 'x'));
    expect(first).toBeLessThanOrEqual(300);
    const waits: number[] = [first];
    for (let round = 0; round < 6; round++) {
      await age(3700, { username: 'finance', address }); // longer than any wait: the next guess is checked
      expect((await loginFrom(address, 'finance', `y${round}`)).msg).toBe(WRONG);
      waits.push(lockSeconds(await loginFrom(address, 'finance', 'y')));
    }
    // 6th failure: 10 minutes, then 20, 40, then the 1-hour cap
    expect(waits[1]).toBeGreaterThan(300);
    expect(waits[1]).toBeLessThanOrEqual(600);
    expect(waits[2]).toBeGreaterThan(600);
    expect(waits[3]).toBeGreaterThan(1200);
    for (const wait of waits.slice(4)) expect(wait).toBeLessThanOrEqual(3600);
    expect(waits[6]).toBeGreaterThan(2400);
    // a success from that address, once it may try, starts afresh
    await age(3700, { username: 'finance', address });
    expect((await loginFrom(address, 'finance', '123456')).code).toBe(0);
    expect(await failures('finance', address)).toBe(0);
  });

  it('caps guesses from one address across usernames (password spraying)', async () => {
    const address = '10.2.0.3';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom(address, `spray${i}`, '123456')));
    expect(answers.filter((a) => a.msg === WRONG).length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => LOCKED.test(a.msg ?? '')).length).toBeGreaterThanOrEqual(30);
    // the address is refused for any username, even with a right password ...
    expect(lockSeconds(await loginFrom(address, 'sales', '123456'))).toBeGreaterThanOrEqual(1);
    // ... while other addresses are not
    expect((await loginFrom('10.2.0.4', 'sales', '123456')).code).toBe(0);
  });

  it('caps guesses at one username from many addresses, except from an address that logged in before', async () => {
    expect((await loginFrom('10.3.0.1', 'sales', '123456')).code).toBe(0); // a known address
    for (let i = 0; i < 50; i++) expect((await loginFrom(`10.4.${Math.floor(i / 10)}.${i % 10}`, 'sales', `bot${i}`)).msg).toBe(WRONG);
    expect(lockSeconds(await loginFrom('10.4.9.9', 'sales', '123456'))).toBeGreaterThanOrEqual(1); // an unknown address
    expect((await loginFrom('10.3.0.1', 'sales', '123456')).code).toBe(0);
  });
});

describe('usernames cannot be probed, old attempts are pruned (item 7)', () => {
  it('derives a password hash for an unknown username too', async () => {
    const before = passwordDerivations();
    expect((await loginFrom('10.5.0.1', 'no-such-user', '123456')).msg).toBe(WRONG);
    expect(passwordDerivations() - before).toBe(1);
    const existing = passwordDerivations();
    expect((await loginFrom('10.5.0.1', 'manager', 'not-it')).msg).toBe(WRONG);
    expect(passwordDerivations() - existing).toBe(1);
  });

  it('says 账户被禁用！ only to someone who knows the password', async () => {
    await t.db.updateTable('admin_user').set({ status: 0 }).where('user_id', '=', SEED_USER.finance).execute();
    try {
      expect((await loginFrom('10.5.0.2', 'finance', 'not-it')).msg).toBe(WRONG);
      expect((await loginFrom('10.5.0.2', 'finance', '123456')).msg).toBe('账户被禁用！');
    } finally {
      await t.db.updateTable('admin_user').set({ status: 1 }).where('user_id', '=', SEED_USER.finance).execute();
    }
  });

  it('limits wrong old passwords in updatePassword like wrong logins', async () => {
    const token = (await loginFrom('10.5.0.3', 'manager', '123456'))['Admin-Token'] as string;
    expect(token).toBeTruthy();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      callFrom('10.5.0.3', 'system/user/updatePassword', { oldPwd: `bad${i}`, newPwd: 'abcdef' }, token)));
    expect(answers.filter((a) => a.msg === '密码输入错误')).toHaveLength(5);
    expect(answers.filter((a) => LOCKED.test(a.msg ?? ''))).toHaveLength(15);
    // the right old password is refused too while locked
    expect(lockSeconds(await callFrom('10.5.0.3', 'system/user/updatePassword', { oldPwd: '123456', newPwd: 'abcdef' }, token)))
      .toBeGreaterThanOrEqual(1);
  });

  it('prunes old attempts of every username, unknown ones included', async () => {
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    await t.db.insertInto('admin_login_attempt')
      .values(Array.from({ length: 40 }, (_, i) => ({ username: `ghost${i}`, address: '10.6.0.1', attempted_at: old, success: false })))
      .execute();
    await loginFrom('10.6.0.2', 'someone-else', 'x');
    const left = await t.db.selectFrom('admin_login_attempt').select('id').where('username', 'like', 'ghost%').execute();
    expect(left).toHaveLength(0);
  });

  it('keeps at most the per-address cap of rows for a flood of unknown usernames from one address', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom('10.6.0.3', `flood${round}-${i}`, 'x')));
    }
    const rows = await t.db.selectFrom('admin_login_attempt').select('id').where('address', '=', '10.6.0.3').execute();
    expect(rows.length).toBeLessThanOrEqual(30);
  });
});
