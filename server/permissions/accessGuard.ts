/**
 * The law behind every /api call (the client's hiding of buttons is only a courtesy): a live
 * session unless the endpoint is public, then the permission keys the endpoint declares (its
 * `rights`, http/endpoint.ts) checked against the caller's auth tree. Runs as a preHandler, so a refused call never reaches its handler. The
 * keys come from a per-user cache checked against the database's permission version on every
 * call (permissionCache.ts), so a role change is law on the next call, in every process; the
 * session comes from a cache checked against the same row (auth/sessionCache.ts), so a call
 * costs one single-row read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { liveSession } from '../auth/sessionCache.ts';
import { dropStaleCookie } from '../auth/sessionCookie.ts';
import type { Database } from '../db/schema.ts';
import { NotLoggedInError, PermissionDeniedError } from '../http/errors.ts';
import { userPermissionKeys } from './authTree.ts';
import { currentVersions, rememberRequestVersion } from './permissionCache.ts';

/** The token, from the `Admin-Token` header only (never a cookie or a parameter). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['admin-token'];
  return typeof header === 'string' && header !== '' ? header : null;
}

export function createAccessGuard(db: Kysely<Database>) {
  return async function accessGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.loginSession = null;
    const { endpointPath, rights, public: isPublic } = request.routeOptions.config;
    if (endpointPath === undefined || isPublic) return;

    const token = tokenOf(request);
    if (!token) throw new NotLoggedInError();
    // read after the call arrived, before the session: the order both caches rely on
    const versions = await currentVersions(db);
    const session = await liveSession(db, token, request.ip, versions);
    if (!session) {
      dropStaleCookie(request, reply); // the browser's file cookie names the same dead session
      throw new NotLoggedInError();
    }
    request.loginSession = session;

    // The endpoint's own declaration (http/endpoint.ts): any one of its keys suffices.
    const required = rights;
    if (!required) return;
    rememberRequestVersion(request, versions.permission);
    const held = await userPermissionKeys(db, session.userId, versions.permission);
    if (!required.some((key) => held.has(key))) throw new PermissionDeniedError();
  };
}
