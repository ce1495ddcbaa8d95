/**
 * Reading request parameters. The client sends everything as strings (form-urlencoded), JSON
 * bodies send numbers; these helpers accept both and refuse bad input with a message that names
 * the field, before anything is written (`用户名不能为空`, `部门格式不正确`, `用户名含有非法字符`: a
 * control character other than tab and line breaks, see controlCharacters.ts).
 */
import { hasControlCharacters } from './controlCharacters.ts';
import { BusinessError, IllegalTextError } from './errors.ts';

/** Query string, form or JSON body, and multipart fields merged, body winning over query. */
export type Params = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function scalar(params: Params, key: string, label: string): unknown {
  const value = params[key];
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) throw new BusinessError(`${label}格式不正确`);
  return value;
}

/** A required text, trimmed. */
export function requireText(params: Params, key: string, label: string, maxLength = 255): string {
  const value = optionalText(params, key, label, maxLength);
  if (value === undefined || value === '') throw new BusinessError(`${label}不能为空`);
  return value;
}

/** An optional text, trimmed; `undefined` when absent, `''` when sent empty. */
export function optionalText(params: Params, key: string, label: string, maxLength = 255): string | undefined {
  const value = scalar(params, key, label);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new BusinessError(`${label}格式不正确`);
  const text = String(value).trim();
  if (hasControlCharacters(text)) throw new IllegalTextError(`${label}含有非法字符`);
  if (text.length > maxLength) throw new BusinessError(`${label}不能超过${maxLength}个字符`);
  return text;
}

/** A required password-like text: NOT trimmed (spaces are part of a password). */
export function requireRawText(params: Params, key: string, label: string, maxLength = 255): string {
  const value = scalar(params, key, label);
  if (value === undefined || value === null || value === '') throw new BusinessError(`${label}不能为空`);
  if (typeof value !== 'string' && typeof value !== 'number') throw new BusinessError(`${label}格式不正确`);
  const text = String(value);
  if (hasControlCharacters(text)) throw new IllegalTextError(`${label}含有非法字符`);
  if (text.length > maxLength) throw new BusinessError(`${label}不能超过${maxLength}个字符`);
  return text;
}

/** A required integer. */
export function requireInt(params: Params, key: string, label: string): number {
  const value = optionalInt(params, key, label);
  if (value === undefined) throw new BusinessError(`${label}不能为空`);
  return value;
}

/** An optional integer; blank counts as absent. */
export function optionalInt(params: Params, key: string, label: string): number | undefined {
  const value = scalar(params, key, label);
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number)) throw new BusinessError(`${label}格式不正确`);
  return number;
}

/**
 * The largest id of a serial (int4) column. A larger number names no row, and sent to the database
 * it fails the statement (服务器响应异常): a call taking such an id answers it as a missing record.
 */
export const SERIAL_MAX = 2_147_483_647;

/** Whether `id` may name a row of a serial column (1 to SERIAL_MAX). */
export function isSerialId(id: number): boolean {
  return id > 0 && id <= SERIAL_MAX;
}

/** An optional integer that must be one of `allowed`. */
export function optionalChoice(params: Params, key: string, label: string, allowed: readonly number[]): number | undefined {
  const value = optionalInt(params, key, label);
  if (value !== undefined && !allowed.includes(value)) throw new BusinessError(`${label}格式不正确`);
  return value;
}

/**
 * A choice sent by its number (the contract) or, from a form's select, by its option's text: the
 * number `first + i` is named `choices[i]` (日志类型 1 日报; 重复 0 不重复). Undefined when not sent.
 */
export function readNamedChoice(params: Params, key: string, label: string, choices: readonly string[], first = 0): number | undefined {
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw).trim();
  const byText = choices.indexOf(text);
  if (byText >= 0) return first + byText;
  const n = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(n) && n >= first && n < first + choices.length) return n;
  throw new BusinessError(`${label}格式不正确`);
}

/** Paging parameters of contract 1.5 (`page`, `limit`, `pageType`; 0 = the whole list). */
export interface Paging { page: number; limit: number; pageType: 0 | 1 }

/**
 * The largest page: a list's board view shows up to this many cards from one call (the board's
 * cap, engine/pages/boardQuery.ts BOARD_ROW_CAP); tables ask 15 to 100.
 */
export const MAX_PAGE_SIZE = 5000;

/** Every paged call: `page` 1, `limit` 10 and `pageType` 1 (a Page) unless the caller says otherwise. */
export function readPaging(params: Params): Paging {
  const page = optionalInt(params, 'page', '页码') ?? 1;
  const limit = optionalInt(params, 'limit', '每页条数') ?? 10;
  const pageType = (optionalChoice(params, 'pageType', '分页类型', [0, 1]) ?? 1) as 0 | 1;
  if (page < 1) throw new BusinessError('页码格式不正确');
  if (limit < 1 || limit > MAX_PAGE_SIZE) throw new BusinessError('每页条数格式不正确');
  // the rows skipped, (page - 1) * limit, must stay an exact integer: past that it overflows the
  // database's bigint OFFSET and fails the statement (服务器响应异常)
  if ((page - 1) * limit > Number.MAX_SAFE_INTEGER) throw new BusinessError('页码格式不正确');
  return { page, limit, pageType };
}

/** JFinal's Page object, as the client expects it (contract 1.3 rule 5). */
export interface Page<T> {
  list: T[]; pageNumber: number; pageSize: number; totalPage: number; totalRow: number; firstPage: boolean; lastPage: boolean;
}

export function toPage<T>(list: T[], totalRow: number, paging: Paging): Page<T> {
  const totalPage = Math.ceil(totalRow / paging.limit);
  return {
    list, pageNumber: paging.page, pageSize: paging.limit, totalPage, totalRow,
    firstPage: paging.page === 1, lastPage: paging.page >= totalPage,
  };
}
