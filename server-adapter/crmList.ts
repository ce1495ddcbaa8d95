// The CRM list calls (server-contract 6.2-6.4, 7.2, 7.4, 5.6): queryPageList (the pool's
// queryPoolPageList), the batch actions named by a page file, the column calls, the Excel exports
// (blob downloads saved under the server's Content-Disposition file name) and the import. The
// paths come from the page JSON; this module only knows how to send them.
import { apiUrl, request, requestData, SESSION_EXPIRED_CODE, type RequestOptions } from './request.ts';
import { queryListHead, type ListHeadColumn } from './fields.ts';
import { formEncode } from './formEncode.ts';
import { getToken, TOKEN_HEADER } from './token.ts';
import { presentError, presentForcedLogout } from './presenter.ts';
import { NETWORK_FAILURE_MSG, RequestError, TRANSPORT_ERROR_CODE } from './errors.ts';
import { saveBlob } from '../widgets/saveBlob.ts';

export type ListRow = Record<string, unknown>;

/** queryPageList's `data` (contract 6.4): rows, the total, and per module a few extras. */
export interface ListPage {
  list: ListRow[];
  totalRow: number;
  /** Contract (6): sums over the page's approved contracts. */
  money?: { contractMoney?: string | number | null; receivedMoney?: string | number | null } | null;
  /** Pool (9): customers put into the pool today. */
  putInPoolTodayNum?: number | null;
  [key: string]: unknown;
}

/** The JSON body of queryPageList (contract 6.2); the engine builds it (engine/pages buildListQuery). */
export type ListQueryBody = Record<string, unknown>;

/** `<listCall>` (JSON). Fails quietly (spec section 8: list calls): the screen shows the message itself. */
export async function queryPageList(call: string, body: ListQueryBody, options?: RequestOptions): Promise<ListPage> {
  const data = await requestData<Partial<ListPage> | ListRow[] | null>(call, body, { silent: true, ...options, encoding: 'json' });
  // A call answering the whole list (work/queryTaskByWorkId, workbench/myTask: its groups) is one page of it.
  if (Array.isArray(data)) return { list: data, totalRow: data.length };
  return { ...(data ?? {}), list: Array.isArray(data?.list) ? data!.list : [], totalRow: Number(data?.totalRow ?? 0) || 0 };
}

/** A batch action: its form parameters (ids csv, the chosen member, fixed params). */
export async function runListAction(call: string, params: Record<string, unknown>, options?: RequestOptions): Promise<void> {
  await request(call, params, options);
}

export { queryListHead, type ListHeadColumn };

/** `field/queryFieldConfig` (form `label`): the visible and hidden columns, `{id, name}` each (contract 5.6). */
export interface FieldConfig {
  value: Array<{ id: number; name: string; [key: string]: unknown }>;
  hideValue: Array<{ id: number; name: string; [key: string]: unknown }>;
}

export async function queryFieldConfig(label: number, options?: RequestOptions): Promise<FieldConfig> {
  const data = await requestData<Partial<FieldConfig> & { hide_value?: FieldConfig['hideValue'] }>('field/queryFieldConfig', { label }, options);
  return { value: data?.value ?? [], hideValue: data?.hideValue ?? data?.hide_value ?? [] };
}

/** `field/fieldConfig`: `noHideIds` in order (at least two, else 至少显示2列), `hideIds`. */
export async function saveFieldConfig(label: number, shown: readonly number[], hidden: readonly number[], options?: RequestOptions): Promise<void> {
  await request('field/fieldConfig', { label, noHideIds: shown.join(','), hideIds: hidden.join(',') }, options);
}

/** `field/setFelidStyle` (sic): a column's width for this user. */
export async function setColumnWidth(types: string, field: string, width: number, options?: RequestOptions): Promise<void> {
  await request('field/setFelidStyle', { types, field, width: Math.round(width) }, options);
}

/** What a refused export tells the user: the envelope's message (302: the forced logout), else the network one. */
function refusal(body: unknown, status: number): RequestError {
  const envelope = (body ?? {}) as { code?: unknown; msg?: unknown };
  const code = typeof envelope.code === 'number' ? envelope.code : TRANSPORT_ERROR_CODE;
  const msg = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_FAILURE_MSG;
  if (code === SESSION_EXPIRED_CODE) presentForcedLogout();
  else presentError(msg);
  return new RequestError({ code, msg, kind: code === TRANSPORT_ERROR_CODE ? 'network' : 'envelope', status });
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function dispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const raw = (plain[2] ?? plain[1] ?? '').trim();
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}


export interface ExportRequest {
  call: string;
  params: Record<string, unknown>;
  encoding?: 'json' | 'form';
  timeout?: number;
  /** Used when the server names no file. */
  fallbackName: string;
}

/**
 * An Excel export: POST, and with HTTP 200 a file whose name comes from Content-Disposition. An
 * answer that is an envelope after all (a refusal such as 无权访问 with HTTP 200) is shown as the
 * server's message; a non-200 answer goes through the request client's rules.
 */
export async function downloadExport({ call, params, encoding = 'form', timeout, fallbackName }: ExportRequest): Promise<string> {
  const headers: Record<string, string> = {
    'Content-Type': encoding === 'json' ? 'application/json;charset=UTF-8' : 'application/x-www-form-urlencoded;charset=UTF-8',
  };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  const body = encoding === 'json' ? JSON.stringify(params) : formEncode(params);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout ?? 150_000);
  let response: Response;
  try {
    response = await fetch(apiUrl(call), { method: 'POST', headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch (cause) {
    presentError(NETWORK_FAILURE_MSG);
    throw cause;
  } finally {
    clearTimeout(timer);
  }
  if (response.status !== 200 || (response.headers.get('Content-Type') ?? '').includes('application/json')) {
    throw refusal(await response.json().catch(() => null), response.status);
  }
  const blob = await response.blob();
  const name = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** `<Prefix>/downloadExcel`: the import template. */
export function downloadTemplate(call: string, fallbackName: string): Promise<string> {
  return downloadExport({ call, params: {}, fallbackName });
}

/**
 * `<Prefix>/uploadExcel` (multipart): starts an import; the answer is the message id to follow.
 * Silent by default: a refusal (not an .xlsx, no 客户名称 column) is shown inside the import dialog.
 * A 20 MB workbook on a slow line takes a while, hence the longer timeout.
 */
export async function uploadImport(call: string, input: { file: File; repeatHandling: 1 | 2; ownerUserId?: number }, options?: RequestOptions): Promise<number | string | null> {
  const form = new FormData();
  form.append('file', input.file);
  form.append('repeatHandling', String(input.repeatHandling));
  if (input.ownerUserId !== undefined) form.append('ownerUserId', String(input.ownerUserId));
  return requestData<number | string | null>(call, form, { silent: true, timeout: 300_000, ...options, encoding: 'multipart' });
}

/** `system/message/queryImportNum`: rows processed so far, or null when the import has finished. */
export function queryImportNum(messageId: number | string): Promise<number | null> {
  return requestData<number | null>('system/message/queryImportNum', { messageId }, { silent: true });
}

/**
 * What queryImportInfo reports. Ours, beside the contract's totals: `status` (finished, stopped,
 * failed) and the rows saved and skipped (`successSize`, `skipSize`; absent when the server does
 * not know them, e.g. an import whose process died).
 */
export interface ImportInfo { totalSize: number; errSize: number; status?: string; successSize?: number; skipSize?: number }

/** `system/message/queryImportInfo`: the totals, at the top level of the envelope. */
export async function queryImportInfo(messageId: number | string): Promise<ImportInfo> {
  const envelope = await request<unknown>('system/message/queryImportInfo', { messageId }, { silent: true });
  const top = envelope as unknown as { totalSize?: unknown; errSize?: unknown; status?: unknown; successSize?: unknown; skipSize?: unknown; data?: { totalSize?: unknown; errSize?: unknown } };
  return {
    totalSize: Number(top.totalSize ?? top.data?.totalSize ?? 0), errSize: Number(top.errSize ?? top.data?.errSize ?? 0),
    ...(typeof top.status === 'string' ? { status: top.status } : {}),
    ...(typeof top.successSize === 'number' && typeof top.skipSize === 'number' ? { successSize: top.successSize, skipSize: top.skipSize } : {}),
  };
}

/** The calls a list screen makes, as one object: a story passes its own of the same shape. */
export interface CrmListApi {
  queryPageList(call: string, body: ListQueryBody): Promise<ListPage>;
  queryListHead(label: number): Promise<ListHeadColumn[]>;
  queryFieldVersion(label: number): Promise<number | undefined>;
  queryFieldConfig(label: number): Promise<FieldConfig>;
  saveFieldConfig(label: number, shown: readonly number[], hidden: readonly number[]): Promise<void>;
  setColumnWidth(types: string, field: string, width: number): Promise<void>;
  runAction(call: string, params: Record<string, unknown>): Promise<void>;
  download(request: ExportRequest): Promise<string>;
  uploadImport?(call: string, input: { file: File; repeatHandling: 1 | 2; ownerUserId?: number }): Promise<number | string | null>;
  queryImportNum?(messageId: number | string): Promise<number | null>;
  queryImportInfo?(messageId: number | string): Promise<ImportInfo>;
  /** Subscribes to the module's field changes (server-adapter/fieldEvents). */
  subscribeFields?(label: number, onChange: () => void, loadedVersion?: number): () => void;
}
