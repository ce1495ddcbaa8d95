/**
 * Every failure becomes an envelope with HTTP 200 (the client reads `code`), except an unknown
 * /api path, which is HTTP 404 `{code:404, msg:'接口不存在：<path>'}`. Unexpected exceptions are
 * logged with their stack and answered `服务器响应异常`: never swallowed, never leaked.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope.ts';
import { BusinessError } from './errors.ts';

const UPLOAD_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BusinessError) {
      return reply.code(200).send(errorEnvelope(error.code, error.message));
    }
    if (error.code === UPLOAD_TOO_LARGE) {
      return reply.code(200).send(errorEnvelope(500, '上传文件不能超过100MB'));
    }
    // Malformed bodies, unsupported content types...: the caller's fault, not a server failure.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'bad request');
      // Static files (uploads, the SPA) keep their HTTP status: a browser, not our client, reads it.
      if (request.routeOptions.config?.endpointPath === undefined) {
        return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, '请求被拒绝'));
      }
      return reply.code(200).send(errorEnvelope(500, error.statusCode === 413 ? '请求数据过大' : '请求数据格式错误'));
    }
    request.log.error({ err: error, url: request.url }, 'unexpected error');
    return reply.code(200).send(errorEnvelope(500, '服务器响应异常'));
  });
}

/** The answer for a path no route matches under /api/. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorEnvelope(404, `接口不存在：${path}`));
}
