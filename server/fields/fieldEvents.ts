/**
 * GET /api/field/events: Server-Sent Events telling a browser that a label's fields changed, so an
 * open form or list can reload its definitions:
 *
 *   event: fieldVersion
 *   data: {"label":2,"version":7}
 *
 * plus a `: heartbeat` comment every 15 s (proxies drop silent connections). After a reconnect the
 * browser compares `field/queryVersions` with what it has.
 *
 * Authentication: the `Admin-Token` header, or the `Admin-Token` cookie, because EventSource cannot
 * set headers (the browser keeps the token in that cookie too). That is why this route is not an
 * `endpoint()`: the access guard reads the header only and skips routes without an endpointPath,
 * so this handler checks the session itself. The cookie is accepted here and nowhere else: the
 * stream only reveals version numbers, so a cross-site request gains nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resumeSession } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { errorEnvelope } from '../http/envelope.ts';
import { tokenOf } from '../permissions/accessGuard.ts';
import { FieldVersionHub } from './fieldVersionHub.ts';

export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== 'Admin-Token') continue;
    const raw = rest.join('=');
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null; // malformed %-escape: no usable token, the caller is refused as logged out
    }
  }
  return null;
}

/** Mounts the stream on the /api scope; the hub and every open stream end when the app closes. */
export function registerFieldEvents(api: FastifyInstance, db: Kysely<Database>): void {
  const hub = new FieldVersionHub(db, api.log);
  const openStreams = new Set<() => void>();

  api.get('/field/events', async (request, reply) => {
    const token = tokenOf(request) ?? cookieToken(request);
    const session = token ? await resumeSession(db, token, request.ip) : null;
    // 401, not the 200 envelope: EventSource gives up on a non-200 instead of retrying forever.
    if (!session) return reply.code(401).send(errorEnvelope(302, '请先登录！'));

    const response = reply.raw;
    const send = (text: string) => { if (!response.writableEnded) response.write(text); };
    // Subscribed (against a fresh baseline) before the headers go out: once the browser sees the
    // stream open, every later change reaches it.
    const unsubscribe = await hub.subscribe((change) => send(`event: fieldVersion\ndata: ${JSON.stringify(change)}\n\n`));
    reply.hijack();
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no', // nginx would otherwise buffer the stream
    });
    send(`retry: ${RETRY_MS}\n: connected\n\n`);
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();

    const close = () => {
      if (!openStreams.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    openStreams.add(close);
    response.on('close', close);
  });

  // Open streams would keep server.close() waiting forever: end them before it runs.
  api.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
    await hub.stop();
  });
}
