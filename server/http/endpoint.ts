/**
 * How an API endpoint is declared and mounted. A module lists its endpoints:
 *
 *   export const userEndpoints = [
 *     endpoint('system/user/queryLoginUser', async (ctx) => loadUserProfile(ctx.db, ctx.userId)),
 *   ];
 *
 * and app.ts mounts every list under /api/ for POST and GET (JFinal accepts any method). An endpoint
 * declares who may call it where it is declared: `endpoint(path, { rights: ['crm.leads.save'] },
 * handler)` passes a caller holding ANY of the keys (contract 3.7), `{ public: true }` anyone,
 * nothing a valid session. Before a handler runs, permissions/accessGuard.ts checks exactly that.
 * The handler's return value becomes `data` of the success envelope (a FileAnswer: the file itself);
 * throw BusinessError to refuse.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginSession } from '../auth/sessions.ts';
import { dataPaths } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { successEnvelope } from './envelope.ts';
import { confirmAdmission } from '../permissions/accessGuard.ts';
import { NotLoggedInError } from './errors.ts';
import { discardUploads, readMultipart, type UploadedFile } from './multipart.ts';
import { FileAnswer } from './fileAnswer.ts';
import type { Params } from './params.ts';
import { AnswerBytes, clientJsonText } from './serialize.ts';

/** What Fastify sets for an object it serialises; set here for the answers written as text. */
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard for every authenticated call; null on public endpoints without a token. */
    loginSession: LoginSession | null;
  }
  interface FastifyContextConfig {
    /** The endpoint path without `/api/`, e.g. `system/user/queryUserList`. */
    endpointPath?: string;
    /** The permission keys of the endpoint (any one suffices); absent: a session is enough. */
    rights?: readonly string[];
    /** Reachable without logging in (the original's `@Clear` routes). */
    public?: boolean;
    /** Writes nothing: may start on cached rights while the guard confirms them (permissions/accessGuard.ts). */
    readOnly?: boolean;
    /** Read-only, and a statement of its own carries the guard's confirming read (permissions/versionRider.ts). */
    carriesVersions?: boolean;
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
  /** For the few calls that set a header of their own (the session cookie, auth/sessionCookie.ts). */
  reply: FastifyReply;
  session: LoginSession | null;
  /** The logged-in user. The guard guarantees a session on every non-public endpoint. */
  readonly userId: number;
}

export type EndpointHandler = (ctx: EndpointContext) => Promise<unknown>;

/** Who may call an endpoint: holders of any of `rights`, anyone (`public`), or else any session. */
export interface EndpointAccess {
  rights?: readonly string[];
  public?: boolean;
  /**
   * The handler writes nothing (no row, no file, no session), so it may run before the guard's
   * version read has confirmed the cached rights, and run again if they moved (accessGuard.ts).
   */
  readOnly?: boolean;
  /**
   * Read-only, and one of its statements (a list's count, a page) adds the version columns the
   * guard's confirmation needs (permissions/versionRider.ts `claimRider`), so the guard sends no
   * read of its own: one statement less per call.
   */
  carriesVersions?: boolean;
}

export interface Endpoint extends EndpointAccess { path: string; handler: EndpointHandler }

export function endpoint(path: string, handler: EndpointHandler): Endpoint;
export function endpoint(path: string, access: EndpointAccess, handler: EndpointHandler): Endpoint;
export function endpoint(path: string, accessOrHandler: EndpointAccess | EndpointHandler, maybeHandler?: EndpointHandler): Endpoint {
  if (typeof accessOrHandler === 'function') return { path, handler: accessOrHandler };
  return { path, ...accessOrHandler, handler: maybeHandler! };
}

/** The route config the access guard reads: the path and the endpoint's access. */
export function accessConfig(path: string, access: EndpointAccess = {}): {
  endpointPath: string; rights?: readonly string[]; public?: boolean; readOnly?: boolean; carriesVersions?: boolean;
} {
  return {
    endpointPath: path,
    ...(access.rights ? { rights: access.rights } : {}),
    ...(access.public ? { public: true } : {}),
    ...(access.readOnly || access.carriesVersions ? { readOnly: true } : {}),
    ...(access.carriesVersions ? { carriesVersions: true } : {}),
  };
}

/** Mounts endpoints on a Fastify scope whose prefix is `/api`. */
export function mountEndpoints(api: FastifyInstance, endpoints: Endpoint[], services: AppServices): void {
  for (const { path, handler, ...access } of endpoints) {
    api.route({
      method: ['GET', 'POST'],
      url: `/${path}`,
      config: accessConfig(path, access),
      handler: async (request, reply) => {
        const { params, files } = await readParams(request, services.dataDir);
        try {
          let outcome: { result: unknown } | { error: unknown };
          for (;;) {
            const session = request.loginSession;
            // the services named, not spread: a spread followed by keys of its own is V8's slow path (withFields.ts)
            const ctx: EndpointContext = {
              db: services.db, dataDir: services.dataDir, params, files, request, reply, session,
              get userId() {
                if (!session) throw new NotLoggedInError();
                return session.userId;
              },
            };
            try {
              outcome = { result: await handler(ctx) };
            } catch (error) {
              outcome = { error };
            }
            // a read-only call admitted on trust waits here for the guard's confirmation, its error too
            const confirmed = await confirmAdmission(services.db, request, reply).catch((error: unknown) => {
              discard(outcome);
              throw error;
            });
            if (confirmed) break;
            discard(outcome); // admitted again under fresh rights: the handler runs again
          }
          if ('error' in outcome) throw outcome.error;
          if (outcome.result instanceof FileAnswer) {
            return reply.header('Content-Type', outcome.result.contentType).header('Content-Disposition', outcome.result.disposition).send(outcome.result.body);
          }
          if (outcome.result instanceof AnswerBytes) {
            return reply.type(JSON_TYPE).send(outcome.result.bytes);
          }
          return reply.type(JSON_TYPE).send(clientJsonText(successEnvelope(outcome.result)));
        } finally {
          await discardUploads(files);
        }
      },
    });
  }
}

/** An outcome that will not be sent lets go of what it holds (a statement still streaming). */
function discard(outcome: { result: unknown } | { error: unknown }): void {
  if ('result' in outcome && outcome.result instanceof AnswerBytes) outcome.result.bytes.destroy();
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
