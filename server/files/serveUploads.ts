/**
 * Serves stored uploads at /api/uploads/<yyyyMMdd>/<file>. No session needed: the client puts
 * these URLs in <img src> and links, which cannot carry the Admin-Token header (the original
 * served them publicly too); the uuid in every name makes them unguessable. Anything that is not
 * a plain image is sent as an attachment with nosniff, so an uploaded HTML or SVG page cannot run
 * script in our origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { dataPaths } from '../config.ts';
import { isInlineImage } from './fileNames.ts';
import { UPLOADS_URL_PREFIX } from './fileStore.ts';

export async function serveUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = dataPaths.uploads(dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply, filePath) {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!isInlineImage(filePath)) {
        const name = path.basename(filePath).replace(/^[0-9a-f-]{36}-/, '');
        reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      }
    },
  });
}
