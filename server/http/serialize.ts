/**
 * What every response goes through before JSON.stringify (contract 1.3): keys snake→camel at any
 * depth, Dates as `yyyy-MM-dd HH:mm:ss` local time, nulls kept. Decimals are already strings:
 * the database layer reads `numeric` columns as text (db/database.ts).
 */
import type { Readable } from 'node:stream';
import { formatLocalDateTime } from '../db/localTime.ts';
import { successEnvelopeAround } from './envelope.ts';

const keyCache = new Map<string, string>();

/**
 * The original server's exact rule: an underscore followed by a lowercase ASCII letter is
 * removed and the letter upper-cased; any other underscore is kept, except a trailing one,
 * which is dropped. `customer_id`→`customerId`, `count_5`→`count_5`, `Admin-Token` unchanged.
 */
export function toCamelKey(key: string): string {
  if (!key.includes('_')) return key;
  const cached = keyCache.get(key);
  if (cached !== undefined) return cached;
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const ch = key[i];
    if (ch !== '_') { out += ch; continue; }
    const next = key[i + 1];
    if (next === undefined) continue; // trailing underscore dropped
    if (next >= 'a' && next <= 'z') { out += next.toUpperCase(); i++; continue; }
    out += ch;
  }
  if (keyCache.size < 10_000) keyCache.set(key, out);
  return out;
}

/**
 * A copy of `value` in the shape the client expects: what `clientJsonText` writes as text, kept as
 * objects for the Excel export's rows (thousands a file) and for an answer with its own `toJSON`.
 * Own keys by index rather than Object.entries (a [key, value] pair per key was half of its time).
 */
export function toClientJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return typeof value === 'bigint' ? bigintAnswer(value) : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatLocalDateTime(value);
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = toClientJson(value[i]);
    return out;
  }
  if (Buffer.isBuffer(value)) return value.toString('base64');
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) out[toCamelKey(key)] = toClientJson(inner);
  }
  return out;
}

const bigintAnswer = (value: bigint) => (Number.isSafeInteger(Number(value)) ? Number(value) : value.toString());

/**
 * `JSON.stringify(toClientJson(value))`, the same text, written in one pass without the copy: what
 * the endpoints send. Building the copy and then its JSON was 0.4 ms of a month of events (56 rows)
 * and the copy's objects garbage to collect; writing the text directly takes under half of that
 * (docs/benchmarks.md, 2026-11-29). A test holds the two equal over generated answers.
 */
export function clientJsonText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string': return JSON.stringify(value);
    case 'number': return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean': return value ? 'true' : 'false';
    case 'bigint': return JSON.stringify(bigintAnswer(value));
    case 'object': break;
    default: return 'null'; // a function or symbol: what JSON.stringify writes for it in an array
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'null' : `"${formatLocalDateTime(value)}"`;
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i ? ',' : '') + clientJsonText(value[i]);
    return `${text}]`;
  }
  if (Buffer.isBuffer(value)) return `"${value.toString('base64')}"`;
  let text = '{';
  let first = true;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'function') {
      // an answer that shapes its own JSON (scenes' config adds `hide_value` that way): the client
      // copy keeps its toJSON, which JSON.stringify then calls; written the same way here
      if (key === 'toJSON') return JSON.stringify(toClientJson(value));
      continue; // JSON.stringify leaves out a key whose value is a function, undefined or a symbol
    }
    if (inner === undefined || typeof inner === 'symbol') continue;
    text += (first ? '' : ',') + quotedClientKey(key) + clientJsonText(inner);
    first = false;
  }
  return `${text}}`;
}

const quotedKeys = new Map<string, string>();

/** `"customerId":` for `customer_id`: a key as it is written in the answer's text. */
function quotedClientKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(toCamelKey(key))}:`;
    if (quotedKeys.size < 10_000) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/**
 * A whole answer (envelope included) as bytes the database wrote, already in the client's shape
 * (camelCase keys, wire dates): the endpoint sends them as they come, never decoded, parsed or
 * walked. For the few answers large enough for that to dominate (a project's board of thousands of
 * cards); the statement that builds it owns the shape (work/boardJson.ts) and writes the data
 * between `AnswerBytes.around(...)`'s bytes.
 */
export class AnswerBytes {
  constructor(readonly bytes: Readable) {}

  /** What goes before and after data written as `before` … `after` to make the success envelope. */
  static around(before: string, after: string) {
    const text = successEnvelopeAround(before, after);
    return { before: Buffer.from(text.before), after: Buffer.from(text.after) };
  }
}
