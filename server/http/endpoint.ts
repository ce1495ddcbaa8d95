/**
 * How an API endpoint is declared and mounted. A module lists its endpoints:
 *
 *   export const userEndpoints = [
 *     endpoint('system/user/queryLoginUser', async (ctx) => loadUserProfile(ctx.db, ctx.userId)),
 *   ];
 *
 * and app.ts mounts every list under /api/ for POST and GET (JFinal accepts any method). Before a
 * handler runs, permissions/accessGuard.ts has checked the session and the endpoint's permission
 * keys (permissions/endpointPermissions.ts). The handler's return value becomes `data` of the
 * success envelope; throw BusinessError to refuse.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginSession } from '../auth/sessions.ts';
import { dataPaths } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { successEnvelope } from './envelope.ts';
import { NotLoggedInError } from './errors.ts';
import { discardUploads, readMultipart, type UploadedFile } from './multipart.ts';
import type { Params } from './params.ts';
import { toClientJson } from './serialize.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard for every authenticated call; null on public endpoints without a token. */
    loginSession: LoginSession | null;
  }
  interface FastifyContextConfig {
    /** The endpoint path without `/api/`, e.g. `system/user/queryUserList`: the permission table's key. */
    endpointPath?: string;
  }
}

/** What every handler can reach: shared services, the request's parameters and its session. */
export interface AppServices {
  db: Kysely<Database>;
  /** DATA_DIR root (uploads live in `uploads/`) */
  dataDir: string;
}

export interface EndpointContext extends AppServices {
  params: Params;
  /** Files of a multipart body, already on disk in a temporary place. */
  files: UploadedFile[];
  request: FastifyRequest;
  session: LoginSession | null;
  /** The logged-in user. The guard guarantees a session on every non-public endpoint. */
  readonly userId: number;
}

export type EndpointHandler = (ctx: EndpointContext) => Promise<unknown>;

export interface Endpoint { path: string; handler: EndpointHandler }

export function endpoint(path: string, handler: EndpointHandler): Endpoint {
  return { path, handler };
}

/** Mounts endpoints on a Fastify scope whose prefix is `/api`. */
export function mountEndpoints(api: FastifyInstance, endpoints: Endpoint[], services: AppServices): void {
  for (const { path, handler } of endpoints) {
    api.route({
      method: ['GET', 'POST'],
      url: `/${path}`,
      config: { endpointPath: path },
      handler: async (request, reply) => {
        const { params, files } = await readParams(request, services.dataDir);
        try {
          const session = request.loginSession;
          const ctx: EndpointContext = {
            ...services, params, files, request, session,
            get userId() {
              if (!session) throw new NotLoggedInError();
              return session.userId;
            },
          };
          const result = await handler(ctx);
          return reply.send(toClientJson(successEnvelope(result)));
        } finally {
          await discardUploads(files);
        }
      },
    });
  }
}

async function readParams(request: FastifyRequest, dataDir: string): Promise<{ params: Params; files: UploadedFile[] }> {
  const query = (request.query ?? {}) as Params;
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, dataPaths.uploadTmp(dataDir));
    return { params: { ...query, ...fields }, files };
  }
  const body = request.body;
  const bodyParams = body && typeof body === 'object' && !Array.isArray(body) ? (body as Params) : {};
  return { params: { ...query, ...bodyParams }, files: [] };
}
