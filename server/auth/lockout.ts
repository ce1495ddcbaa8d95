/**
 * Brute-force guard for `login` and `system/user/updatePassword` (contract 1.4; the design and its
 * reasons: docs/security.md, "Login: lockout, timing, password changes"). Three limits, each
 * counted over the rows of `admin_login_attempt` (a database table, so they hold across server
 * processes):
 *
 * 1. per username + client address: 5 failures within 5 minutes lock that pair until the 5th most
 *    recent leaves the window (the contract's rule); each failure after the 5th within a day
 *    locks it for 10 minutes after that failure, then 20, 40, capped at one hour. A success from
 *    the pair clears its failures. The lock applies to the guessing address only.
 * 2. per client address, any username (password spraying, floods of unknown usernames): 30
 *    failures within 15 minutes lock the address until the 30th most recent leaves the window.
 * 3. per username, any address (guessing from many addresses): 50 failures within an hour lock
 *    the username, except from an address that logged in to it successfully within 30 days.
 *
 * Atomic: an attempt reserves its row (counted as a failure) BEFORE the password is checked, in
 * one transaction that holds advisory locks on its username and its address, so however many
 * guesses arrive at once, every limit sees all the earlier reservations and at most the allowed
 * number of passwords is ever checked. A right password turns the reservation into a success;
 * a wrong one leaves it as the failure. Refused attempts write nothing: waiting always helps.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 300;
/** Failures after the 5th: the wait after the latest doubles from 10 minutes up to this cap. */
export const LOCKOUT_BACKOFF_CAP_SECONDS = 3600;
/** How long a failure counts towards the backoff; older failures are pruned. */
export const FAILURE_MEMORY_SECONDS = 24 * 3600;
export const ADDRESS_MAX_FAILURES = 30;
export const ADDRESS_WINDOW_SECONDS = 900;
export const USERNAME_MAX_FAILURES = 50;
export const USERNAME_WINDOW_SECONDS = 3600;
/** An address that logged in to a username within this time is not held by limit 3. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
/** Rows deleted per pruning statement: bounds the cost one attempt pays for everyone's old rows. */
const PRUNE_BATCH = 100;

export type Reservation = { attemptId: number; waitSeconds: 0 } | { attemptId: null; waitSeconds: number };

/** The address the limits count by: request.ip (TRUST_PROXY decides whether X-Forwarded-For is believed). */
export function clientAddress(request: { ip?: string }): string {
  return (request.ip ?? '').slice(0, 64);
}

/** The contract's text with its typo mended (在 → 再, issue 17 item 10; docs/server.md deviations). */
export function lockoutMessage(waitSeconds: number): string {
  return `密码错误次数过多，请等${waitSeconds}秒后再重试！`;
}

const secondsAgo = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);
const plus = (at: Date, seconds: number) => at.getTime() + seconds * 1000;

/** The wait after the n-th failure (n > 5) of a username + address within a day. */
export function backoffSeconds(failures: number): number {
  if (failures <= LOCKOUT_MAX_FAILURES) return 0;
  return Math.min(LOCKOUT_WINDOW_SECONDS * 2 ** (failures - LOCKOUT_MAX_FAILURES), LOCKOUT_BACKOFF_CAP_SECONDS);
}

/**
 * Reserves an attempt for the username from the address: its row id, to settle once the password
 * is checked, or the whole seconds to wait (nothing written).
 */
export async function reserveAttempt(db: Kysely<Database>, username: string, address: string, now = new Date()): Promise<Reservation> {
  const reservation = await db.transaction().execute(async (trx): Promise<Reservation> => {
    // Username first, then address, in every transaction: two reservations never wait on each other in a cycle.
    await sql`select pg_advisory_xact_lock(hashtext('login:username'), hashtext(${username}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext('login:address'), hashtext(${address}))`.execute(trx);

    const failed = trx.selectFrom('admin_login_attempt').select('attempted_at').where('success', '=', false);
    let lockedUntil = 0;

    // 1. username + address: the contract's window, then the backoff
    const pair = await failed.where('username', '=', username).where('address', '=', address)
      .where('attempted_at', '>', secondsAgo(now, FAILURE_MEMORY_SECONDS))
      .orderBy('attempted_at', 'desc').limit(LOCKOUT_MAX_FAILURES + 5).execute();
    if (pair.length >= LOCKOUT_MAX_FAILURES) {
      lockedUntil = Math.max(
        plus(pair[LOCKOUT_MAX_FAILURES - 1].attempted_at, LOCKOUT_WINDOW_SECONDS),
        plus(pair[0].attempted_at, backoffSeconds(pair.length)),
      );
    }

    // 2. address, any username
    const nthFromAddress = await failed.where('address', '=', address)
      .where('attempted_at', '>', secondsAgo(now, ADDRESS_WINDOW_SECONDS))
      .orderBy('attempted_at', 'desc').offset(ADDRESS_MAX_FAILURES - 1).limit(1).executeTakeFirst();
    if (nthFromAddress) lockedUntil = Math.max(lockedUntil, plus(nthFromAddress.attempted_at, ADDRESS_WINDOW_SECONDS));

    // 3. username, any address, unless this address has logged in to it before
    const nthForUsername = await failed.where('username', '=', username)
      .where('attempted_at', '>', secondsAgo(now, USERNAME_WINDOW_SECONDS))
      .orderBy('attempted_at', 'desc').offset(USERNAME_MAX_FAILURES - 1).limit(1).executeTakeFirst();
    if (nthForUsername) {
      const known = await trx.selectFrom('admin_login_attempt').select('id')
        .where('username', '=', username).where('address', '=', address).where('success', '=', true)
        .where('attempted_at', '>', secondsAgo(now, KNOWN_ADDRESS_SECONDS)).limit(1).executeTakeFirst();
      if (!known) lockedUntil = Math.max(lockedUntil, plus(nthForUsername.attempted_at, USERNAME_WINDOW_SECONDS));
    }

    if (lockedUntil > now.getTime()) {
      return { attemptId: null, waitSeconds: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)) };
    }
    const row = await trx.insertInto('admin_login_attempt')
      .values({ username, address, attempted_at: now, success: false })
      .returning('id').executeTakeFirstOrThrow();
    return { attemptId: Number(row.id), waitSeconds: 0 };
  });
  if (reservation.attemptId !== null) await pruneOldAttempts(db, now);
  return reservation;
}

/**
 * The password was right: the pair's failures go (this reservation included) and the address is
 * remembered as one that logged in to the username (one success row per pair).
 */
export async function settleSuccess(db: Kysely<Database>, username: string, address: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_login_attempt').where('username', '=', username).where('address', '=', address).execute();
    await trx.insertInto('admin_login_attempt').values({ username, address, attempted_at: now, success: true }).execute();
  });
}

/** The attempt was neither a wrong password nor a login (a disabled account's right password). */
export async function releaseAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.deleteFrom('admin_login_attempt').where('id', '=', attemptId).execute();
}

/**
 * Failures older than a day and remembered successes older than 30 days, whatever their username
 * (unknown ones included), at most PRUNE_BATCH of each per attempt: every checked attempt pays a
 * bounded share, through the indexes of migration 0017, and the table cannot outgrow what the
 * limits admit.
 */
export async function pruneOldAttempts(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('admin_login_attempt').where('id', 'in', (eb) => eb.selectFrom('admin_login_attempt').select('id')
    .where('success', '=', false).where('attempted_at', '<', secondsAgo(now, FAILURE_MEMORY_SECONDS)).limit(PRUNE_BATCH)).execute();
  await db.deleteFrom('admin_login_attempt').where('id', 'in', (eb) => eb.selectFrom('admin_login_attempt').select('id')
    .where('attempted_at', '<', secondsAgo(now, KNOWN_ADDRESS_SECONDS)).limit(PRUNE_BATCH)).execute();
}
