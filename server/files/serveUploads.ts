/**
 * Serves stored uploads at /api/uploads/<yyyyMMdd>/<file>, each under the rights of the record it
 * belongs to (fileAccess.ts): a session is needed, from the `Admin-Token` header or, because the
 * client puts these URLs in <img src> and links that cannot carry a header, the HttpOnly session
 * cookie (auth/sessionCookie.ts); then read access to the file's batch. Exceptions: the company
 * logo is public (the login page shows it), avatars need only a session.
 *   no session (or a dead one)             HTTP 401, before any lookup, so it reveals nothing
 *   unknown file or no right to it         HTTP 404, the same answer for both
 * Answers are `Cache-Control: private, no-cache`: a shared cache must not hand a file to someone
 * else, and the browser revalidates (through this check) before reusing one.
 * Anything that is not a plain image is sent as an attachment with nosniff, so an uploaded HTML or
 * SVG page cannot run script in our origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { liveSession } from '../auth/sessionCache.ts';
import { dropStaleCookie, requestToken } from '../auth/sessionCookie.ts';
import { dataPaths } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { errorEnvelope } from '../http/envelope.ts';
import { sendApiNotFound } from '../http/errorHandler.ts';
import { currentVersions } from '../permissions/permissionCache.ts';
import { readSysConfig } from '../system/sysConfigEndpoints.ts';
import { isAvatar, mayUseBatch } from './fileAccess.ts';
import { isInlineImage } from './fileNames.ts';
import { UPLOADS_URL_PREFIX } from './fileStore.ts';

/** `<yyyyMMdd>/<disk name>` as admin_file.path holds it, or null for a URL that cannot be one. */
function storedPathOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const rest = url.split('?')[0]!.slice(UPLOADS_URL_PREFIX.length);
  try {
    const relative = decodeURIComponent(rest);
    return /^\d{8}\/[^/\\]+$/.test(relative) ? relative : null;
  } catch {
    return null;
  }
}

function createUploadGuard(db: Kysely<Database>) {
  return async function uploadGuard(request: FastifyRequest, reply: FastifyReply) {
    const arrived = performance.now(); // the session is checked on a version read sent after this
    const relative = storedPathOf(request.url);
    if (relative !== null && relative === storedPathOf((await readSysConfig(db)).logo)) return; // the logo: public

    const token = requestToken(request, { cookie: true });
    const session = token ? await liveSession(db, token, request.ip, await currentVersions(db, arrived)) : null;
    if (!session) {
      dropStaleCookie(request, reply);
      return reply.code(401).send(errorEnvelope(302, '请先登录！'));
    }
    const file = relative === null ? undefined
      : await db.selectFrom('admin_file').selectAll().where('path', '=', relative).executeTakeFirst();
    if (!file) return sendApiNotFound(request, reply);
    if (await isAvatar(db, file)) return;
    if (!(await mayUseBatch(db, session.userId, file.batch_id, 'read'))) return sendApiNotFound(request, reply);
  };
}

export async function serveUploads(app: FastifyInstance, dataDir: string, db: Kysely<Database>): Promise<void> {
  const root = dataPaths.uploads(dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createUploadGuard(db));
    await scope.register(fastifyStatic, {
      root,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', 'private, no-cache');
        reply.header('X-Content-Type-Options', 'nosniff');
        if (!isInlineImage(filePath)) {
          const name = path.basename(filePath).replace(/^[0-9a-f-]{36}-/, '');
          reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        }
      },
    });
  });
}
