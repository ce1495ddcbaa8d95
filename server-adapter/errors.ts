// The one error type every call rejects with, so callers can tell a refused call (the server said
// no, with a Chinese msg) from a transport failure (the server was not reached or did not answer).

export type RequestErrorKind = 'envelope' | 'network' | 'timeout' | 'aborted';

/** `code` for failures that never produced an envelope. */
export const TRANSPORT_ERROR_CODE = -1;

export const NETWORK_FAILURE_MSG = '网络请求失败，请稍候再试';

export class RequestError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: RequestErrorKind;
  /** The HTTP status, when a response arrived. */
  readonly status?: number;
  /** The whole envelope of a refused call. */
  readonly body?: Record<string, unknown>;

  constructor(init: { code: number; msg: string; kind: RequestErrorKind; status?: number; body?: Record<string, unknown>; cause?: unknown }) {
    super(init.msg, { cause: init.cause });
    this.name = 'RequestError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
  }
}
