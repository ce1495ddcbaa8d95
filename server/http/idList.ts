/**
 * Id lists in request parameters: the ONE reader every call that takes several ids uses (`ids`,
 * `customerIds`, `memberIds`, `userIds`, `noHideIds`, ...). A list comes as a csv (`"3,7"`, the
 * form-urlencoded client), a number, or a JSON / qs array (`[3, "7"]`, `[{userId: 3}]` with
 * `objectKeys`). The reader
 *   - keeps each id's first occurrence, in request order, de-duplicating with a Set: linear time
 *     (an `includes()` pass was quadratic: 200,000 ids held the event loop for 31 s);
 *   - refuses anything but a positive integer of at most 15 digits with `<字段>格式不正确`;
 *   - refuses more distinct ids than the bound with `<字段>最多一次选择<N>条`, before any statement.
 *
 * Bounds (docs/security.md "Id lists, product categories, duplicate lookups"):
 *   MAX_BATCH_IDS   1,000: batch actions on records and admin lists. The client selects on one
 *                   table page (at most 100 rows, engine/pages/listQuery.ts PAGE_SIZES), so this is
 *                   ten pages' worth; it keeps every `in (...)` list far below the 65,535 bind
 *                   parameters one statement may carry and a batch's transaction short.
 *   MAX_EXPORT_IDS  100,000: the export of selected records; those ids travel as ONE array
 *                   parameter (`= any($1::bigint[])`), so the size is bounded only by the work.
 * Calls with their own real size pass `max` (the board's reorder: BOARD_ROW_CAP, 5,000 cards).
 */
import { BusinessError } from './errors.ts';
import type { Params } from './params.ts';

export const MAX_BATCH_IDS = 1000;
export const MAX_EXPORT_IDS = 100_000;

/** A statement's `in (...)` list never holds more than this many ids (see `inChunks`). */
export const SQL_IN_CHUNK = 1000;

export interface IdListOptions {
  /** The most distinct ids accepted; MAX_BATCH_IDS unless given. */
  max?: number;
  /** Keys read from an array item that is an object (`[{userId: 3}]`), first present wins. */
  objectKeys?: readonly string[];
}

const ID = /^\d{1,15}$/;

function idOf(item: unknown, label: string, objectKeys: readonly string[] | undefined): number | undefined {
  let value = item;
  if (typeof value === 'object' && value !== null && objectKeys) {
    const record = value as Record<string, unknown>;
    value = objectKeys.map((key) => record[key]).find((v) => v !== undefined && v !== null);
  }
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value > 0) return value;
    throw new BusinessError(`${label}格式不正确`);
  }
  if (typeof value !== 'string') throw new BusinessError(`${label}格式不正确`);
  const text = value.trim();
  if (text === '') return undefined; // `1,,2` and a trailing comma, as the client may send
  if (!ID.test(text)) throw new BusinessError(`${label}格式不正确`);
  const id = Number(text);
  if (id === 0) throw new BusinessError(`${label}格式不正确`);
  return id;
}

/** The distinct ids of a csv / number / array value, in request order; absent or blank = []. */
export function readIdList(value: unknown, label: string, options: IdListOptions = {}): number[] {
  const max = options.max ?? MAX_BATCH_IDS;
  if (value === undefined || value === null) return [];
  let items: readonly unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') items = value.split(',');
  else if (typeof value === 'number') items = [value];
  else throw new BusinessError(`${label}格式不正确`);
  const seen = new Set<number>();
  for (const item of items) {
    const id = idOf(item, label, options.objectKeys);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    if (seen.size > max) throw new BusinessError(`${label}最多一次选择${max}条`);
  }
  return [...seen];
}

/** `params[key]` as an id list; [] when absent. */
export function optionalIds(params: Params, key: string, label: string, options?: IdListOptions): number[] {
  return readIdList(params[key], label, options);
}

/** `params[key]` as a non-empty id list: `<label>不能为空` otherwise. */
export function requireIds(params: Params, key: string, label: string, options?: IdListOptions): number[] {
  const ids = optionalIds(params, key, label, options);
  if (!ids.length) throw new BusinessError(`${label}不能为空`);
  return ids;
}

/** Slices of at most `size` ids, for statements that must list ids one parameter each. */
export function inChunks<T>(ids: readonly T[], size = SQL_IN_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}
