/**
 * `login`, `logout`, `version`, `ping`: the endpoints reachable without a session.
 *
 * Login order matters: the lockout reserves the attempt first (a locked username + address is
 * refused even with the right password, and parallel guesses cannot pass it: auth/lockout.ts),
 * then user + password (one message for both, and an unknown user costs the same scrypt work as a
 * known one, so usernames cannot be probed), then the account status, told only to someone who
 * gave the right password. docs/security.md, "Login: lockout, timing, password changes".
 */
import { sql } from 'kysely';
import { topLevel } from '../http/envelope.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { requireRawText, requireText } from '../http/params.ts';
import { tokenOf } from '../permissions/accessGuard.ts';
import { buildAuthTree } from '../permissions/authTree.ts';
import { loadUserProfile } from '../system/userProfile.ts';
import { clientAddress, lockoutMessage, releaseAttempt, reserveAttempt, settleSuccess } from './lockout.ts';
import { verifyPasswordOrDummy } from './password.ts';
import { createSession, deleteSession } from './sessions.ts';
import { clearSessionCookie, setSessionCookie } from './sessionCookie.ts';

export const PRODUCT_NAME = 'Lingxi';
export const PRODUCT_VERSION = '0.1.0';

export const loginEndpoints = [
  endpoint('login', { public: true }, async ({ db, params, request, reply }) => {
    const username = requireText(params, 'username', '用户名', 100);
    const password = requireRawText(params, 'password', '密码', 200);

    const address = clientAddress(request);
    const reservation = await reserveAttempt(db, username, address);
    if (reservation.attemptId === null) throw new BusinessError(lockoutMessage(reservation.waitSeconds));

    const user = await db.selectFrom('admin_user')
      .select(['user_id', 'password', 'salt', 'status'])
      .where('username', '=', username)
      .executeTakeFirst();
    // The reserved row stays as the failure.
    if (!(await verifyPasswordOrDummy(password, user)) || !user) throw new BusinessError('用户名或密码错误！');
    if (user.status === 0) {
      await releaseAttempt(db, reservation.attemptId);
      throw new BusinessError('账户被禁用！');
    }

    const now = new Date();
    await settleSuccess(db, username, address, now);
    await db.updateTable('admin_user')
      .set({
        last_login_time: now,
        last_login_ip: request.ip,
        status: sql<number>`case when status = 2 then 1 else status end`, // first login activates
      })
      .where('user_id', '=', user.user_id)
      .execute();
    const token = await createSession(db, user.user_id, request.ip, now);
    setSessionCookie(reply, token); // HttpOnly: for the files and the stream a browser opens by URL
    const [profile, auth] = await Promise.all([loadUserProfile(db, user.user_id), buildAuthTree(db, user.user_id)]);
    return topLevel({ 'Admin-Token': token, user: profile, auth });
  }),

  // Answers success even without a (known) token: the client calls it to leave in any state.
  endpoint('logout', { public: true }, async ({ db, request, reply }) => {
    const token = tokenOf(request);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply);
  }),

  endpoint('version', { public: true }, async () => topLevel({ name: PRODUCT_NAME, version: PRODUCT_VERSION })),

  endpoint('ping', { public: true }, async ({ db, request }) => {
    try {
      await sql`select 1`.execute(db);
      return ['数据库连接成功'];
    } catch (error) {
      request.log.error({ err: error }, 'ping: database unreachable');
      return ['数据库连接异常'];
    }
  }),
];
