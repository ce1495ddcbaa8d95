/**
 * The errors a handler throws to answer the caller. Anything else that escapes a handler is an
 * unexpected failure: it is logged and answered `服务器响应异常` (see errorHandler.ts).
 */

/** A refusal the user should read: `{code:500, msg}` with HTTP 200 (contract 1.2). */
export class BusinessError extends Error {
  readonly code: number = 500;
  constructor(message: string) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** No, unknown or expired session: the client shows its "你已被登出" modal. */
export class NotLoggedInError extends BusinessError {
  override readonly code = 302;
  constructor() {
    super('请先登录！');
    this.name = 'NotLoggedInError';
  }
}

/** The caller's auth tree lacks every key the endpoint accepts. */
export class PermissionDeniedError extends BusinessError {
  constructor() {
    super('无权访问');
    this.name = 'PermissionDeniedError';
  }
}

/**
 * Text holding a control character (NUL above all, see controlCharacters.ts): a refusal like any
 * other (`{code:500, msg}`, HTTP 200), logged at warn because it is a probe more often than a typo.
 */
export class IllegalTextError extends BusinessError {
  constructor(message = '请求数据含有非法字符') {
    super(message);
    this.name = 'IllegalTextError';
  }
}

/**
 * A body that cannot be read: truncated or garbled multipart, for one. The caller's fault, not a
 * server failure: HTTP 400 with `{code:400, msg}` (see errorHandler.ts), logged at warn.
 */
export class MalformedBodyError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'MalformedBodyError';
  }
}
