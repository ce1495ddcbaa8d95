/**
 * Request bodies the client sends: form-urlencoded with qs-style nested keys (`a[b]=c`, axios +
 * qs.stringify), JSON, and multipart (read by the endpoint itself, see multipart.ts). A body that
 * cannot be parsed is answered HTTP 400 (errorHandler.ts); one that holds a control character
 * anywhere, in a value or a key, is refused before the access guard and the handler run.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { containsControlCharacters } from './controlCharacters.ts';
import { IllegalTextError } from './errors.ts';
import { MAX_UPLOAD_BYTES } from './multipart.ts';

/** Generous limits: id lists of a batch action can be long; depth stays bounded. */
export const QS_OPTIONS: qs.IParseOptions = { depth: 10, arrayLimit: 1000, parameterLimit: 10_000, allowPrototypes: false };

export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, QS_OPTIONS) as Record<string, unknown>;
}

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(body as string));
  });

  // Fastify's JSON parser (prototype-poisoning safe) refuses an empty body; a bare POST with a
  // JSON content type and no body is common from axios, and means "no parameters".
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    strictJson(request, body as string, done);
  });

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 500 } });

  // The safety net behind params.ts (`<字段>含有非法字符`): one check over the whole parsed query and
  // body of every API route (endpoints, exports, imports), whatever shape the handler reads it in.
  // Multipart fields are checked as they are read (multipart.ts).
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.endpointPath === undefined) return;
    if (containsControlCharacters(request.query) || containsControlCharacters(request.body)) throw new IllegalTextError();
  });
}
