// The one request client of the browser (spec sections 8 and 9). Every call is a POST under /api/;
// the body is form-urlencoded unless the call is marked JSON or multipart. The envelope
// {code, msg, data} is checked here, once: code 0 resolves, 302 raises the forced-logout dialog,
// anything else rejects and shows msg. Blob downloads with HTTP 200 pass through unchecked.
import { formEncode } from './formEncode.ts';
import { getToken, TOKEN_HEADER } from './token.ts';
import { presentError, presentForcedLogout } from './presenter.ts';
import { NETWORK_FAILURE_MSG, RequestError, TRANSPORT_ERROR_CODE } from './errors.ts';

export const API_BASE = '/api/';
export const DEFAULT_TIMEOUT_MS = 150_000;
/** The customer-pool batch export may take minutes. */
export const POOL_EXPORT_TIMEOUT_MS = 600_000;
export const SESSION_EXPIRED_CODE = 302;

export type BodyEncoding = 'form' | 'json' | 'multipart';

export interface RequestOptions {
  /** 'form' (default, qs-style nested keys), 'json', or 'multipart' for uploads. */
  encoding?: BodyEncoding;
  timeout?: number;
  /** No toast on failure: for the calls the spec lets fail quietly (approvals, lists, counts). */
  silent?: boolean;
  /** The caller's own cancellation (an unmounted screen); cancelled calls never toast. */
  signal?: AbortSignal;
}

/** The server's envelope. A few calls (login, file upload) put their payload at the top level. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
  [key: string]: unknown;
}

export type RequestData = Record<string, unknown> | FormData | undefined;

export function apiUrl(path: string): string {
  // The spec also names a fixed path, /api/file/upload: accept it as it is.
  return path.startsWith(API_BASE) ? path : API_BASE + path.replace(/^\/+/, '');
}

function toFormData(data: RequestData): FormData {
  if (data instanceof FormData) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

function encodeBody(data: RequestData, encoding: BodyEncoding): { body: BodyInit; contentType?: string } {
  switch (encoding) {
    case 'json':
      return { body: JSON.stringify(data ?? {}), contentType: 'application/json;charset=UTF-8' };
    case 'multipart':
      // fetch writes the multipart boundary into the header itself.
      return { body: toFormData(data) };
    case 'form':
      if (data instanceof FormData) throw new TypeError('FormData needs the multipart encoding');
      return { body: formEncode(data ?? {}), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
}

/** Rejects with a transport failure and tells the user, unless the caller asked for silence. */
function transportFailure(kind: 'network' | 'timeout' | 'aborted', options: RequestOptions, extra: { status?: number; cause?: unknown } = {}): never {
  if (kind !== 'aborted' && !options.silent) presentError(NETWORK_FAILURE_MSG);
  throw new RequestError({ code: TRANSPORT_ERROR_CODE, msg: NETWORK_FAILURE_MSG, kind, ...extra });
}

async function post(path: string, data: RequestData, options: RequestOptions, read: (response: Response) => Promise<unknown>): Promise<unknown> {
  const { body, contentType } = encodeBody(data, options.encoding ?? 'form');
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  const failureKind = () => (timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network');

  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), { method: 'POST', headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch (cause) {
      return transportFailure(failureKind(), options, { cause });
    }
    if (response.status !== 200) {
      // Our server answers an unknown /api path with HTTP 404 and an envelope naming it: show that
      // message rather than blaming the network. Anything else non-200 is a transport failure.
      const envelope = await readEnvelope(response);
      if (envelope) return checkEnvelope(envelope, options);
      return transportFailure('network', options, { status: response.status });
    }
    try {
      return await read(response);
    } catch (cause) {
      return transportFailure(failureKind(), options, { status: response.status, cause });
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The JSON envelope of a non-200 answer, when it carries a message; otherwise null. */
async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>>;
    return typeof body?.code === 'number' && body.code !== 0 && typeof body.msg === 'string' && body.msg ? (body as Envelope<unknown>) : null;
  } catch {
    return null; // not JSON (a proxy's error page): a transport failure
  }
}

function checkEnvelope<T>(body: unknown, options: RequestOptions): Envelope<T> {
  const envelope = body as Envelope<T>;
  if (envelope && typeof envelope === 'object' && envelope.code === 0) return envelope;
  const code = typeof envelope?.code === 'number' ? envelope.code : TRANSPORT_ERROR_CODE;
  const msg = typeof envelope?.msg === 'string' ? envelope.msg : '';
  if (code === SESSION_EXPIRED_CODE) presentForcedLogout();
  else if (msg && !options.silent) presentError(msg);
  throw new RequestError({ code, msg, kind: 'envelope', body: envelope as Record<string, unknown> });
}

/** A call answered with an envelope; resolves with the whole envelope when code is 0. */
export async function request<T = unknown>(path: string, data?: RequestData, options: RequestOptions = {}): Promise<Envelope<T>> {
  const body = await post(path, data, options, (response) => response.json());
  return checkEnvelope<T>(body, options);
}

/** The usual case: the payload under `data`. */
export async function requestData<T>(path: string, data?: RequestData, options?: RequestOptions): Promise<T> {
  return (await request<T>(path, data, options)).data as T;
}

/** A file download: with HTTP 200 the Blob comes back as it is, without an envelope check. */
export async function requestBlob(path: string, data?: RequestData, options: RequestOptions = {}): Promise<Blob> {
  return (await post(path, data, options, (response) => response.blob())) as Blob;
}
