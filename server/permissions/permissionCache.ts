/**
 * Per-user cache of what the access guard and the data scope compute on every call: the
 * permission keys of the auth tree (4 queries and a tree walk, ~3 ms a call before) and the data
 * scope per realm (1-4 queries). docs/permissions-cache.md tells the whole story.
 *
 * Correctness across processes: an entry is used only while the database's permission version
 * (`lingxi_permission_version`, migration 0010) is the one it was computed under. Triggers bump
 * the version, inside the writing transaction, on every change to roles, role menus, user-role
 * bindings, menus, module switches (admin_config), departments, and users' reporting line,
 * department or status. So each call pays one single-row read instead of the rebuild, and a
 * change made by any process (or by hand in psql) is seen by every process on its next call.
 * Reading the version before the data makes a stale entry impossible: an entry is never stored
 * under a version newer than the data it was built from.
 *
 * `invalidatePermissions()` drops entries of this process at once (for code that changes those
 * tables with triggers disabled, or tests); ENTRY_TTL_MS bounds an entry's life regardless, a
 * safety net rather than the mechanism.
 */
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const ENTRY_TTL_MS = 60_000;
/** Bounds memory: beyond this many users per database the cache starts over. */
const MAX_USERS = 10_000;

interface Entry {
  version: string;
  createdAt: number;
  /** slot ('keys', 'scope:crm.customer', ...) → the pending or settled computation */
  slots: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<object, Map<number, Entry>>();

/**
 * Whose cache a database handle uses: a handle and its `withPlugin` copies share one (they share
 * the dialect's adapter); a transaction has its own, dropped with it (below, `cachedForUser`).
 */
function cacheKeyOf(db: Kysely<Database>): object {
  return db.isTransaction ? db : db.getExecutor().adapter;
}
/** invalidatePermissions() without a database: entries created until this time are dropped. */
let invalidatedAt = 0;

/** The two numbers of `lingxi_permission_version`, as strings (bigint). */
export interface Versions {
  /** moves on every change to roles, menus, departments, users' standing, fields, settings */
  permission: string;
  /** moves on every deleted session (migration 0011; auth/sessionCache.ts) */
  sessions: string;
}

/** A version read on the wire, and when it was sent (performance.now()). */
interface Read { versions: Promise<Versions>; sentAt: number }

/** Version reads on the wire, per database: calls arriving meanwhile share them (see below). */
const reading = new WeakMap<Kysely<Database>, Read>();
/** Per database, the read that starts when the one on the wire returns (for `sentAfter` callers). */
const following = new WeakMap<Kysely<Database>, Promise<Versions>>();

/**
 * The current versions. A call that arrives while another call's read is on the wire shares that
 * read: the list handler asks for its field rows, scope and pool rule at once without three reads.
 * (Reusing a read across calls, even for a second, would let a caller outside an HTTP call, or a
 * test right after a change, see a version from before the change.)
 *
 * `sentAfter` (a performance.now() time): only a read sent at or after it will do. The access
 * guard passes the moment the call reached it, so a call is never admitted on a read sent before
 * it arrived, which could predate a revocation committed in between: such a call waits for the
 * read that follows the one on the wire, shared by every call in the same position.
 */
export function currentVersions(db: Kysely<Database>, sentAfter?: number): Promise<Versions> {
  const pending = reading.get(db);
  if (!pending) return startRead(db);
  if (sentAfter === undefined || pending.sentAt >= sentAfter) return pending.versions;
  let next = following.get(db);
  if (!next) {
    const settled = pending.versions.then(() => undefined, () => undefined);
    next = settled.then(() => {
      following.delete(db);
      return currentVersions(db, sentAfter);
    });
    following.set(db, next);
  }
  return next;
}

function startRead(db: Kysely<Database>): Promise<Versions> {
  const versions = sql<{ version: string | number; session_generation: string | number }>`
    select version, session_generation from lingxi_permission_version where id = 1`.execute(db)
    .then(({ rows }): Versions => ({ permission: String(rows[0]?.version ?? '0'), sessions: String(rows[0]?.session_generation ?? '0') }));
  const read = { versions, sentAt: performance.now() };
  reading.set(db, read);
  const done = () => { if (reading.get(db) === read) reading.delete(db); };
  versions.then((fresh) => { lastRead.set(db, fresh); done(); }, done);
  return versions;
}

/** The versions of the last read that came back, per database (accessGuard.ts's optimistic path). */
const lastRead = new WeakMap<Kysely<Database>, Versions>();

/**
 * The versions this process read last, or undefined before its first read. A guess, never a
 * licence: whoever serves a call under it must confirm it with a read made after the call arrived
 * (accessGuard.ts, `confirmAdmission`).
 */
export function lastKnownVersions(db: Kysely<Database>): Versions | undefined {
  return lastRead.get(db);
}

/** Versions a statement of a call read as columns of its own (versionRider.ts): the last read, as startRead's. */
export function noteVersionsRead(db: Kysely<Database>, versions: Versions): void {
  lastRead.set(db, versions);
}

export function sameVersions(a: Versions, b: Versions): boolean {
  return a.permission === b.permission && a.sessions === b.sessions;
}

/** The current permission version (a string: bigint). */
export async function permissionVersion(db: Kysely<Database>): Promise<string> {
  return (await currentVersions(db)).permission;
}

/**
 * The user's cache entry for the current version (a fresh one when the version moved or the
 * entry is too old). Concurrent calls of one user share the computations (promises are stored).
 */
async function entryOf(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<Entry> {
  const version = knownVersion ?? await permissionVersion(db);
  const key = cacheKeyOf(db);
  let users = caches.get(key);
  if (!users) {
    users = new Map();
    caches.set(key, users);
  }
  const now = Date.now();
  let entry = users.get(userId);
  if (!entry || entry.version !== version || now - entry.createdAt > ENTRY_TTL_MS || entry.createdAt <= invalidatedAt) {
    if (users.size >= MAX_USERS) users.clear();
    entry = { version, createdAt: now, slots: new Map() };
    users.set(userId, entry);
  }
  return entry;
}

let enabled = true;
/** Benchmarks only (tests/bench/list.ts measures with and without): off = compute on every call. */
export function setPermissionCacheEnabled(on: boolean): void {
  enabled = on;
}

/** A cached value of the user (computed once per version); a failed computation is not kept. */
export async function cachedForUser<T>(
  db: Kysely<Database>, userId: number, slot: string, compute: () => Promise<T>, knownVersion?: string,
): Promise<T> {
  if (!enabled) return compute();
  if (db.isTransaction) {
    // Inside a transaction (a save checks the data scope under its row locks): the database's own
    // cache answers when it holds the slot under the version this transaction reads. Looked up,
    // never written: a transaction may have moved the version itself (then no committed entry
    // matches), and what it computed from its uncommitted rows must not outlive a rollback; that
    // stays in the transaction's own cache.
    const version = knownVersion ?? await permissionVersion(db);
    const shared = caches.get(db.getExecutor().adapter)?.get(userId);
    const hit = shared && shared.version === version && Date.now() - shared.createdAt <= ENTRY_TTL_MS && shared.createdAt > invalidatedAt
      ? shared.slots.get(slot) as Promise<T> | undefined : undefined;
    if (hit) return hit;
    knownVersion = version;
  }
  const entry = await entryOf(db, userId, knownVersion);
  let pending = entry.slots.get(slot) as Promise<T> | undefined;
  if (!pending) {
    const computing = compute();
    pending = computing;
    entry.slots.set(slot, computing);
    computing.catch(() => { if (entry.slots.get(slot) === computing) entry.slots.delete(slot); });
  }
  return pending;
}

/** Not a user id: the entry of settings shared by every user (field rows, the pool rule). */
const SHARED = -1;

/**
 * A setting every user reads, cached under the same version: the triggers of migration 0010 also
 * cover admin_field (field/save) and admin_config (pool rule, module switches).
 */
export function cachedSetting<T>(db: Kysely<Database>, slot: string, compute: () => Promise<T>, knownVersion?: string): Promise<T> {
  return cachedForUser(db, SHARED, slot, compute, knownVersion);
}

/** The version the access guard read for a call (after the call arrived), by request. */
const versionOfRequest = new WeakMap<object, string>();

export function rememberRequestVersion(request: object, version: string): void {
  versionOfRequest.set(request, version);
}

/**
 * The version read by the guard for this call, if any: handlers pass it on so that their cached
 * scope and settings cost no second read. Never stale: it was read after the call arrived.
 */
export function requestVersion(request: object | undefined): string | undefined {
  return request ? versionOfRequest.get(request) : undefined;
}

/** Drops the cached permissions of one user, or of everyone (this process; other processes follow the version). */
export function invalidatePermissions(db?: Kysely<Database>, userId?: number): void {
  if (!db) {
    // a WeakMap cannot be walked: entries made until now are dropped when next looked at
    invalidatedAt = Date.now();
    return;
  }
  const users = caches.get(cacheKeyOf(db));
  if (!users) return;
  if (userId === undefined) users.clear();
  else users.delete(userId);
}
