/**
 * GET /api/field/events: the live channel, Server-Sent Events telling an open screen what changed
 * (the path is the field stream's, which it began as; the client opens one per page):
 *
 *   event: fieldVersion     data: {"label":2,"version":7}       a module's fields changed
 *   event: rights           data: {"fingerprint":"152-1x9…"}    the user's permission keys, at
 *                           connect and whenever they change (engine/routes/authFingerprint.ts)
 *   event: sessionEnded     data: {}                            the session is gone; the stream ends
 *
 * plus a `: heartbeat` comment every 15 s (proxies drop silent connections). After a reconnect the
 * browser compares `field/queryVersions` with what it has, and the first `rights` with its tree.
 *
 * Authentication: the `Admin-Token` header, or the HttpOnly `Admin-Token` session cookie the
 * server set at login (auth/sessionCookie.ts), because EventSource cannot set headers. That is why
 * this route is not an `endpoint()`: the access guard reads the header only and skips routes
 * without an endpointPath, so this handler checks the session itself. The cookie is accepted here
 * and for stored files only: the stream reveals version numbers and a hash of the user's own
 * rights, so a cross-site request gains nothing (and cannot read the answer without CORS).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dropStaleCookie, requestToken } from '../auth/sessionCookie.ts';
import { resumeSession } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { errorEnvelope } from '../http/envelope.ts';
import { LiveHub, type LiveHubOptions } from './liveHub.ts';

export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

/** Mounts the stream on the /api scope; the hub and every open stream end when the app closes. */
export function registerLiveEvents(api: FastifyInstance, db: Kysely<Database>, options: LiveHubOptions = {}): LiveHub {
  // LIVE_PUSH=poll: the polling path, bench:live's baseline (and a way out should NOTIFY misbehave)
  const hub = new LiveHub(db, api.log, { mode: process.env.LIVE_PUSH === 'poll' ? 'poll' : 'notify', ...options });
  const openStreams = new Set<() => void>();

  api.get('/field/events', async (request, reply) => {
    const token = requestToken(request, { cookie: true });
    const session = token ? await resumeSession(db, token, request.ip) : null;
    // 401, not the 200 envelope: EventSource gives up on a non-200 instead of retrying forever.
    if (!session || !token) {
      dropStaleCookie(request, reply);
      return reply.code(401).send(errorEnvelope(302, '请先登录！'));
    }

    const response = reply.raw;
    const send = (text: string) => { if (!response.writableEnded) response.write(text); };
    let close = () => {};
    // Subscribed (listening, against fresh baselines) before the headers go out: once the browser
    // sees the stream open, every later change reaches it.
    const unsubscribe = await hub.subscribe({
      userId: session.userId,
      token,
      onField: (change) => send(`event: fieldVersion\ndata: ${JSON.stringify(change)}\n\n`),
      onRights: (fingerprint) => send(`event: rights\ndata: ${JSON.stringify({ fingerprint })}\n\n`),
      onSessionEnded: () => {
        send('event: sessionEnded\ndata: {}\n\n');
        close();
      },
    });
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

    close = () => {
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
  return hub;
}
