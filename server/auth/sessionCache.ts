/**
 * Sessions this process has seen live, so that a call costs the guard one single-row read (the
 * versions, which it reads for the permission cache anyway) instead of the session join.
 *
 * An entry is trusted only while both numbers of `lingxi_permission_version` are the ones read
 * before the session was: every deleted session bumps the session generation, and disabling,
 * deleting or moving a user bumps the permission version, in the writing transaction (migrations
 * 0010, 0011), in whatever process or psql session it happens. And only before the expiry the
 * database holds: idle sessions still end after an hour. The sliding expiry is written back as
 * before, at most once a minute per session (`SESSION_REFRESH_SKIP_SECONDS`), by the process that
 * serves the call; the write finds no row if the session went meanwhile, and the call is refused.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sameVersions, type Versions } from '../permissions/permissionCache.ts';
import { type LiveSession, refreshSession, resumeSession, SESSION_REFRESH_SKIP_SECONDS, SESSION_TTL_SECONDS } from './sessions.ts';

interface Entry { session: LiveSession; versions: Versions }

/** Bounds memory: beyond this many sessions per database the cache starts over. */
const MAX_SESSIONS = 10_000;
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

function trusted(entry: Entry, versions: Versions, now: Date): boolean {
  return sameVersions(entry.versions, versions) && entry.session.expiresAt.getTime() > now.getTime();
}

/** Milliseconds since the session's expiry was last written back. */
function refreshedMsAgo(entry: Entry, now: Date): number {
  return SESSION_TTL_SECONDS * 1000 - (entry.session.expiresAt.getTime() - now.getTime());
}

/**
 * The session behind `token` from this process's cache alone, if it is trusted under `versions`
 * and its expiry needs no write back; otherwise null (the caller takes `liveSession`'s path).
 * Reads nothing: the optimistic path of read-only calls (permissions/accessGuard.ts).
 */
export function cachedLiveSession(db: Kysely<Database>, token: string, versions: Versions, now = new Date()): LiveSession | null {
  const entry = cacheOf(db).get(token);
  if (!entry || !trusted(entry, versions, now)) return null;
  return refreshedMsAgo(entry, now) < SESSION_REFRESH_SKIP_SECONDS * 1000 ? entry.session : null;
}

function cacheOf(db: Kysely<Database>): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The live session behind `token`, as `resumeSession` answers it. `versions` must have been read
 * after the call arrived and before this lookup: an entry is never stored under numbers newer
 * than the session row it was read from, so a deletion it has not seen always shows as a change.
 */
export async function liveSession(db: Kysely<Database>, token: string, ip: string | null, versions: Versions, now = new Date()): Promise<LiveSession | null> {
  const cache = cacheOf(db);
  const entry = cache.get(token);
  if (entry && trusted(entry, versions, now)) {
    if (refreshedMsAgo(entry, now) < SESSION_REFRESH_SKIP_SECONDS * 1000) return entry.session;
    const refreshed = await refreshSession(db, token, entry.session.userId, ip, now);
    if (refreshed) entry.session = refreshed;
    else cache.delete(token);
    return refreshed;
  }
  const session = await resumeSession(db, token, ip, now);
  if (!session) {
    cache.delete(token);
    return null;
  }
  if (cache.size >= MAX_SESSIONS) cache.clear();
  cache.set(token, { session, versions });
  return session;
}
