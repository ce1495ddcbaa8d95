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
