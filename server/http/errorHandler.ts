/**
 * Every failure becomes an envelope with HTTP 200 (the client reads `code`), except a call to no
 * route, which is HTTP 404 `{code:404, msg:'404 请求失败'}` (contract 1.2), and a body that cannot be
 * read (malformed JSON, truncated multipart, a wrong content type, too large), which keeps its 4xx
 * status with `{code:<status>, msg}`: the caller's fault, logged at warn without a stack, so that
 * nobody can flood the log with error lines. Unexpected exceptions are logged with their stack and
 * answered `服务器响应异常`: never swallowed, never leaked.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope.ts';
import { BusinessError, IllegalTextError, MalformedBodyError } from './errors.ts';

const UPLOAD_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Database refusals that are the request's fault, the last line behind the checks of params.ts and
 * the body check (bodyParsers.ts): PostgreSQL refuses a NUL in text (22021 `invalid byte sequence`)
 * and in JSON (22P05 `unsupported Unicode escape sequence`).
 */
const REFUSED_BY_DATABASE: Record<string, string> = {
  '22021': '请求数据含有非法字符',
  '22P05': '请求数据含有非法字符',
};

/** The refusal for a database error the caller caused, or undefined. */
export function errorCodeRefusal(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? REFUSED_BY_DATABASE[code] : undefined;
}

/** The message of a body that cannot be read, by its HTTP status. */
function malformedMessage(error: FastifyError, status: number): string {
  if (error instanceof MalformedBodyError) return error.message;
  if (status === 413) return '请求数据过大';
  if (status === 415) return '不支持的请求数据类型';
  return '请求数据格式错误';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BusinessError) {
      if (error instanceof IllegalTextError) request.log.warn({ url: request.url, reason: error.message }, 'refused text with control characters');
      return reply.code(200).send(errorEnvelope(error.code, error.message));
    }
    if (error.code === UPLOAD_TOO_LARGE) {
      return reply.code(200).send(errorEnvelope(500, '上传文件不能超过100MB'));
    }
    // Malformed bodies, unsupported content types...: the caller's fault, not a server failure.
    // Our client (server-adapter/request.ts) shows the msg of a non-200 answer carrying an envelope.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      request.log.warn({ url: request.url, code: error.code, reason: error.message }, 'malformed request');
      // Static files (uploads, the SPA) keep their HTTP status: a browser, not our client, reads it.
      if (request.routeOptions.config?.endpointPath === undefined) {
        return reply.code(status).send(errorEnvelope(status, '请求被拒绝'));
      }
      return reply.code(status).send(errorEnvelope(status, malformedMessage(error, status)));
    }
    const refusal = errorCodeRefusal(error);
    if (refusal !== undefined) {
      request.log.warn({ url: request.url, code: error.code, reason: error.message }, 'refused by the database');
      return reply.code(200).send(errorEnvelope(500, refusal));
    }
    request.log.error({ err: error, url: request.url }, 'unexpected error');
    return reply.code(200).send(errorEnvelope(500, '服务器响应异常'));
  });
}

/**
 * The answer for a call no route matches: JFinal's error renderer (contract 1.2), HTTP 404 with
 * `{code:404, msg:'404 请求失败'}`. The path goes to the log, not to the caller.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ url: request.url, method: request.method }, 'no such route');
  return reply.code(404).send({ code: 404, msg: '404 请求失败' });
}
