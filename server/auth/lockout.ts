/**
 * Brute-force guard (contract 1.4): 5 wrong passwords for a username within 5 minutes lock that
 * username until the oldest of them leaves the window; even the right password is refused
 * meanwhile. Attempts live in the database so the count holds across server processes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 300;

const windowStart = (now: Date) => new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000);

/** Whole seconds until a further attempt is allowed; 0 when not locked. */
export async function lockoutSecondsLeft(db: Kysely<Database>, username: string, now = new Date()): Promise<number> {
  const failures = await db.selectFrom('admin_login_attempt')
    .select('attempted_at')
    .where('username', '=', username)
    .where('success', '=', false)
    .where('attempted_at', '>', windowStart(now))
    .orderBy('attempted_at', 'desc')
    .limit(LOCKOUT_MAX_FAILURES)
    .execute();
  if (failures.length < LOCKOUT_MAX_FAILURES) return 0;
  // The window frees a slot when the 5th most recent failure gets older than the window.
  const freedAt = failures[LOCKOUT_MAX_FAILURES - 1].attempted_at.getTime() + LOCKOUT_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

export async function recordFailedLogin(db: Kysely<Database>, username: string, now = new Date()): Promise<void> {
  await db.insertInto('admin_login_attempt').values({ username, attempted_at: now, success: false }).execute();
  // Rows older than the window can never count again.
  await db.deleteFrom('admin_login_attempt')
    .where('username', '=', username)
    .where('attempted_at', '<=', windowStart(now))
    .execute();
}

/** A successful login clears the username's record and notes the success. */
export async function recordSuccessfulLogin(db: Kysely<Database>, username: string, now = new Date()): Promise<void> {
  await db.deleteFrom('admin_login_attempt').where('username', '=', username).execute();
  await db.insertInto('admin_login_attempt').values({ username, attempted_at: now, success: true }).execute();
}
