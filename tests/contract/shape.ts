/**
 * The JSON shapes the contract describes (server-contract.md), written as data and checked against
 * real answers. A shape is:
 *
 *   'int' | 'number' | 'string' | 'boolean' | 'decimal' | 'datetime' | 'date' | 'time' | 'any'
 *       a scalar; `decimal` is a JSON string of digits (contract 1.3 rule 2: BigDecimal), `datetime`
 *       a string `yyyy-MM-dd HH:mm:ss` (rule 3), `date` `yyyy-MM-dd`. A trailing `?` also allows
 *       null (`'decimal?'`); `'a|b'` allows either.
 *   [shape]            an array whose every element has that shape (an empty array passes; the
 *                      runner says when a case needs rows).
 *   { key: shape }     an object holding every listed key (null only where the shape allows it);
 *                      other keys may be there too: rows carry their columns and custom fields.
 *   page(row)          the JFinal Page of contract 1.3 rule 5.
 *   mapOf(shape)       an object keyed by data, every value of that shape.
 *
 * Every answer is also checked as a whole (`generalProblems`): keys camelCase by the original's rule
 * (no `_` before a lowercase letter), no ISO timestamps (`2026-01-02T...Z`) anywhere.
 */
export type Scalar = 'int' | 'number' | 'string' | 'boolean' | 'decimal' | 'datetime' | 'date' | 'time' | 'any' | 'null';
export type Shape = string | Shape[] | { [key: string]: Shape } | OneOf | MapOf;

/** Either shape (a data scope answer `{dataAuth:0}` or a row, an array or a Page...). */
export interface OneOf { oneOf: Shape[] }
export const oneOf = (...shapes: Shape[]): OneOf => ({ oneOf: shapes });
const isOneOf = (shape: Shape): shape is OneOf => typeof shape === 'object' && !Array.isArray(shape) && Array.isArray((shape as OneOf).oneOf);

/** An object keyed by data (the address book's initials `A`..`Z`, `#`): every value has `value`'s shape. */
export interface MapOf { mapOf: Shape; keys?: RegExp }
export const mapOf = (value: Shape, keys?: RegExp): MapOf => ({ mapOf: value, ...(keys ? { keys } : {}) });
const isMapOf = (shape: Shape): shape is MapOf => typeof shape === 'object' && !Array.isArray(shape) && 'mapOf' in shape;

/** JFinal's Page (contract 1.3 rule 5) of rows shaped `row`. */
export function page(row: Shape): Record<string, Shape> {
  return { list: [row], pageNumber: 'int', pageSize: 'int', totalPage: 'int', totalRow: 'int', firstPage: 'boolean', lastPage: 'boolean' };
}

/** The success envelope around `data`. */
export function ok(data?: Shape): Record<string, Shape> {
  return data === undefined ? { code: 'int' } : { code: 'int', data };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const DATE = /^\d{4}-\d\d-\d\d$/;
const TIME = /^\d\d:\d\d:\d\d$/;

function scalarProblem(kind: string, value: unknown): string | null {
  switch (kind) {
    case 'any': return value === undefined ? 'missing' : null;
    case 'null': return value === null ? null : `expected null, got ${describe(value)}`;
    case 'int': return Number.isInteger(value) ? null : `expected an integer, got ${describe(value)}`;
    case 'number': return typeof value === 'number' && Number.isFinite(value) ? null : `expected a number, got ${describe(value)}`;
    case 'string': return typeof value === 'string' ? null : `expected a string, got ${describe(value)}`;
    case 'boolean': return typeof value === 'boolean' ? null : `expected a boolean, got ${describe(value)}`;
    case 'decimal': return typeof value === 'string' && DECIMAL.test(value) ? null : `expected a decimal string, got ${describe(value)}`;
    case 'datetime': return typeof value === 'string' && DATETIME.test(value) ? null : `expected yyyy-MM-dd HH:mm:ss, got ${describe(value)}`;
    case 'date': return typeof value === 'string' && DATE.test(value) ? null : `expected yyyy-MM-dd, got ${describe(value)}`;
    case 'time': return typeof value === 'string' && TIME.test(value) ? null : `expected HH:mm:ss, got ${describe(value)}`;
    default: throw new Error(`unknown shape "${kind}"`);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Where `value` differs from `shape`: one line per difference, with its JSON path. */
export function shapeProblems(value: unknown, shape: Shape, path = '$'): string[] {
  if (isOneOf(shape)) {
    const each = shape.oneOf.map((s) => shapeProblems(value, s, path));
    return each.some((p) => p.length === 0) ? [] : [`${path}: matches none of ${shape.oneOf.length} shapes (${each.map((p) => p[0]).join(' / ')})`];
  }
  if (isMapOf(shape)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${describe(value)}`];
    return Object.entries(value).flatMap(([key, inner]) => [
      ...(shape.keys && !shape.keys.test(key) ? [`${path}: unexpected key "${key}"`] : []),
      ...shapeProblems(inner, shape.mapOf, `${path}.${key}`),
    ]).slice(0, 10);
  }
  if (typeof shape === 'string') {
    if (value === undefined) return [`${path}: missing`];
    const nullable = shape.endsWith('?');
    const kinds = (nullable ? shape.slice(0, -1) : shape).split('|');
    if (value === null && (nullable || kinds.includes('null') || kinds.includes('any'))) return [];
    const problems = kinds.map((kind) => scalarProblem(kind, value));
    return problems.includes(null) ? [] : [`${path}: ${problems.join(' or ')}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected an array, got ${describe(value)}`];
    return value.flatMap((item, i) => shapeProblems(item, shape[0], `${path}[${i}]`)).slice(0, 10);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${describe(value)}`];
  const object = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([key, inner]) =>
    key in object ? shapeProblems(object[key], inner, `${path}.${key}`) : [`${path}.${key}: missing`]);
}

/** A key the original's serializer would have converted (contract 1.3 rule 1). */
const SNAKE = /_[a-z]|_$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** What no answer may hold, wherever it is: snake_case keys and ISO timestamps. */
export function generalProblems(value: unknown, snakeKeys: readonly string[] = [], path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => generalProblems(item, snakeKeys, `${path}[${i}]`)).slice(0, 10);
  if (typeof value === 'string') return ISO_TIME.test(value) ? [`${path}: an ISO timestamp ${describe(value)}`] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(SNAKE.test(key) && !snakeKeys.includes(key) ? [`${path}: key "${key}" is not camelCase`] : []),
    ...generalProblems(inner, snakeKeys, `${path}.${key}`),
  ]).slice(0, 10);
}

/** True when the shape promises at least one row somewhere (for the runner's "needs rows" check). */
export function firstList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && Array.isArray((value as { list?: unknown }).list)) return (value as { list: unknown[] }).list;
  return null;
}
