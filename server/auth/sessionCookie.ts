/**
 * The session cookie `Admin-Token`: set by the server at login (HttpOnly, so no script reads it;
 * SameSite=Lax; Secure over https, also behind TRUST_PROXY with `X-Forwarded-Proto: https`),
 * re-set when the client restores a session it kept (system/user/queryLoginUser, after a browser
 * restart dropped the cookie but not the stored token), cleared at logout and whenever a request
 * carrying it finds the session gone.
 *
 * It exists for what a browser fetches by URL and cannot give a header: stored files
 * (`GET /api/uploads/...`, files/serveUploads.ts) and the live channel (EventSource,
 * live/liveEvents.ts). Only those two read it (`requestToken(request, { cookie: true })`);
 * every other call takes the token from the `Admin-Token` header alone, so a cross-site form or
 * fetch, which the browser would send the cookie with, is not logged in (no CSRF). Excel exports
 * and import error files are POSTs made by script with the header (server-adapter/crmList.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenOf } from '../permissions/accessGuard.ts';

export const SESSION_COOKIE = 'Admin-Token';

function attributes(request: FastifyRequest): string {
  // request.protocol honours X-Forwarded-Proto only when Fastify's trustProxy is on.
  return `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** A browser-session cookie (no Max-Age): the server's sliding expiry decides the rest. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attributes(reply.request)}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(reply.request)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}

/** The token of the `Admin-Token` cookie; null when absent or malformed. */
export function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null; // malformed %-escape: no usable token, the caller is refused as logged out
    }
  }
  return null;
}

/**
 * The request's token: the header first; the cookie only where the caller says so (the two
 * by-URL routes above).
 */
export function requestToken(request: FastifyRequest, options: { cookie: boolean }): string | null {
  return tokenOf(request) ?? (options.cookie ? cookieToken(request) : null);
}

/** A request that sent the cookie and whose session is gone: tell the browser to drop it. */
export function dropStaleCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookieToken(request) !== null) clearSessionCookie(reply);
}

/**
 * Sets the cookie again when the request's (header-authenticated) session is not the one the
 * cookie names: a browser restart drops the session cookie while the client keeps its token.
 */
export function resyncSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  if (cookieToken(request) !== token) setSessionCookie(reply, token);
}
