/**
 * The law behind every /api call (the client's hiding of buttons is only a courtesy): a live
 * session unless the endpoint is public, then the permission keys the endpoint declares (its
 * `rights`, http/endpoint.ts) checked against the caller's auth tree. Runs as a preHandler, so a refused call never reaches its handler. The
 * keys come from a per-user cache checked against the database's permission version on every
 * call (permissionCache.ts), so a role change is law on the next call, in every process; the
 * session comes from a cache checked against the same row (auth/sessionCache.ts), so a call
 * costs one single-row read.
 *
 * Read-only endpoints (`readOnly`, http/endpoint.ts) do not wait for that read: when the caches
 * already hold the caller's session and keys under the versions this process read last, the
 * handler starts at once while the read is on the wire, and its answer leaves only after the read
 * came back with those same versions (`confirmAdmission`). Otherwise the call is admitted again
 * under the fresh versions (or refused) and the handler runs again. So no answer is ever sent
 * under rights older than a read made after the call arrived: the same law, without the wait.
 * Endpoints that `carriesVersions` (the lists) do not even send that read: one of their own
 * statements reads the versions as extra columns (versionRider.ts).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { cachedLiveSession, liveSession } from '../auth/sessionCache.ts';
import { dropStaleCookie } from '../auth/sessionCookie.ts';
import type { Database } from '../db/schema.ts';
import { NotLoggedInError, PermissionDeniedError } from '../http/errors.ts';
import { userPermissionKeys } from './authTree.ts';
import { currentVersions, lastKnownVersions, rememberRequestVersion, sameVersions, type Versions } from './permissionCache.ts';
import { offerRider } from './versionRider.ts';

/** The token, from the `Admin-Token` header only (never a cookie or a parameter). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['admin-token'];
  return typeof header === 'string' && header !== '' ? header : null;
}

/** Calls admitted on trust: the versions assumed, and the read that must confirm them. */
const unconfirmed = new WeakMap<FastifyRequest, { assumed: Versions; confirm: () => Promise<Versions> }>();

export function createAccessGuard(db: Kysely<Database>) {
  return async function accessGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.loginSession = null;
    const arrived = performance.now(); // the versions that admit this call must be read after it
    const { endpointPath, public: isPublic, readOnly } = request.routeOptions.config;
    if (endpointPath === undefined || isPublic) return;

    const token = tokenOf(request);
    if (!token) throw new NotLoggedInError();
    if (readOnly && await admitOnTrust(db, request, token, arrived)) return;
    // read after the call arrived, before the session: the order both caches rely on
    await admit(db, request, reply, token, await currentVersions(db, arrived));
  };
}

/** The session and the endpoint's keys under `versions`, read after the call arrived. */
async function admit(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, token: string, versions: Versions): Promise<void> {
  const session = await liveSession(db, token, request.ip, versions);
  if (!session) {
    dropStaleCookie(request, reply); // the browser's file cookie names the same dead session
    throw new NotLoggedInError();
  }
  request.loginSession = session;
  rememberRequestVersion(request, versions.permission);

  // The endpoint's own declaration (http/endpoint.ts): any one of its keys suffices.
  const required = request.routeOptions.config.rights;
  if (!required) return;
  const held = await userPermissionKeys(db, session.userId, versions.permission);
  if (!required.some((key) => held.has(key))) throw new PermissionDeniedError();
}

/**
 * Admits a read-only call under the versions this process read last, if its session is cached
 * under them and its keys allow the endpoint; starts the read that must confirm them. False when
 * anything is unknown or refused: the call then takes the full path, which decides.
 */
async function admitOnTrust(db: Kysely<Database>, request: FastifyRequest, token: string, arrived: number): Promise<boolean> {
  const assumed = lastKnownVersions(db);
  if (!assumed) return false;
  const session = cachedLiveSession(db, token, assumed);
  if (!session) return false;
  // An endpoint that carries the read in a statement of its own gets a rider instead (versionRider.ts).
  const carried = request.routeOptions.config.carriesVersions === true;
  const read = carried ? undefined : currentVersions(db, arrived);
  read?.catch(() => {}); // awaited in confirmAdmission; a call that fails before it must not leave it unhandled
  const required = request.routeOptions.config.rights;
  if (required) {
    const held = await userPermissionKeys(db, session.userId, assumed.permission);
    if (!required.some((key) => held.has(key))) return false;
  }
  request.loginSession = session;
  rememberRequestVersion(request, assumed.permission);
  unconfirmed.set(request, { assumed, confirm: read ? () => read : offerRider(db, request, arrived) });
  return true;
}

/**
 * For the endpoint wrapper, after the handler ran: true when its outcome may be sent. False when
 * the call was admitted on trust and the versions moved meanwhile: the call has then been admitted
 * again under the fresh ones (or this throws the refusal), and the handler must run again.
 */
export async function confirmAdmission(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const pending = unconfirmed.get(request);
  if (!pending) return true;
  unconfirmed.delete(request);
  const fresh = await pending.confirm();
  if (sameVersions(fresh, pending.assumed)) return true;
  request.loginSession = null;
  await admit(db, request, reply, tokenOf(request)!, fresh);
  return false;
}
