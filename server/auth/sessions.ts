/**
 * Login sessions, stored in `admin_session` so every server process sees the same ones. The token
 * travels in the `Admin-Token` header only. Expiry slides: each authenticated request pushes it
 * to now + 1 hour; a session left idle for longer is gone.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const SESSION_TTL_SECONDS = 3600;
/** A refresh younger than this is not written again: saves one UPDATE per request in a burst. */
export const SESSION_REFRESH_SKIP_SECONDS = 60;

export interface LoginSession { token: string; userId: number }

/** A session as resumed: with its expiry after this request's refresh. */
export interface LiveSession extends LoginSession { expiresAt: Date }

const TOKEN_FORMAT = /^[0-9a-f]{32}$/;

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);

export async function createSession(db: Kysely<Database>, userId: number, ip: string | null, now = new Date()): Promise<string> {
  const token = randomBytes(16).toString('hex'); // 32 hex characters, like the original's dashless UUID
  await db.insertInto('admin_session')
    .values({ token, user_id: userId, created_at: now, expires_at: expiryFrom(now), last_seen_ip: ip })
    .execute();
  return token;
}

/**
 * The live session behind a token, refreshed; null when the token is unknown or expired, or its
 * user is gone or disabled (such sessions are deleted on the way).
 */
export async function resumeSession(db: Kysely<Database>, token: string, ip: string | null, now = new Date()): Promise<LiveSession | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const row = await db.selectFrom('admin_session as s')
    .leftJoin('admin_user as u', 'u.user_id', 's.user_id')
    .select(['s.token', 's.user_id', 's.expires_at', 'u.status'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at.getTime() <= now.getTime() || row.status === null || row.status === 0) {
    await deleteSession(db, token);
    return null;
  }
  const refreshedMsAgo = SESSION_TTL_SECONDS * 1000 - (row.expires_at.getTime() - now.getTime());
  if (refreshedMsAgo >= SESSION_REFRESH_SKIP_SECONDS * 1000) return refreshSession(db, token, row.user_id, ip, now);
  return { token: row.token, userId: row.user_id, expiresAt: row.expires_at };
}

/**
 * Pushes a live session's expiry to now + 1 hour; null when it is gone or expired meanwhile.
 * (A refresh that finds no row writes nothing: an expired session stays expired.)
 */
export async function refreshSession(db: Kysely<Database>, token: string, userId: number, ip: string | null, now = new Date()): Promise<LiveSession | null> {
  const expiresAt = expiryFrom(now);
  const refreshed = await db.updateTable('admin_session')
    .set({ expires_at: expiresAt, last_seen_ip: ip })
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .returning('token')
    .executeTakeFirst();
  return refreshed ? { token, userId, expiresAt } : null;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('admin_session').where('token', '=', token).execute();
}

/** After a password change: every other device must log in again. */
export async function deleteOtherSessions(db: Kysely<Database>, userId: number, keepToken: string): Promise<void> {
  await db.deleteFrom('admin_session').where('user_id', '=', userId).where('token', '<>', keepToken).execute();
}

/** After disabling a user or resetting their password (contract 1.4). */
export async function deleteUserSessions(db: Kysely<Database>, userIds: number[]): Promise<void> {
  if (userIds.length) await db.deleteFrom('admin_session').where('user_id', 'in', userIds).execute();
}

/** Housekeeping: expired rows are refused anyway; this only keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('admin_session').where('expires_at', '<=', now).execute();
}
