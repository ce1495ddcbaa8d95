/**
 * Filter conditions (contract 6.3) → SQL on alias `r`. A condition's `name` is resolved against
 * whitelists only (the table's columns, the list's joined names, the module's fields by Chinese
 * name); its values are bound parameters, checked against the column's kind first. Anything else
 * is refused with `参数包含非法字段`, before any SQL runs.
 *
 * Differences from the original, on purpose:
 * - `isNull` / `isNotNull` apply even without a value (the original skipped them);
 * - `isNot` and `notContains` keep rows whose value is empty (SQL's `!=` / `NOT LIKE` drop them);
 * - LIKE wildcards in the user's text match literally;
 * - a date-only `end` of a datetime range includes that whole day;
 * - `is` on a multi-value custom field (checkbox, users, departments) matches one of its items.
 */
import { type RawBuilder, sql } from 'kysely';
import { type FormType, isFormType } from '../../../engine/fields/index.ts';
import type { AdminField } from '../../db/schema.ts';
import { customNumberSql, customValueSql, NUMBER_FIELD_TYPES } from '../../db/customFieldIndexes.ts';
import { BusinessError } from '../../http/errors.ts';
import { ALWAYS_FIXED, type ColumnKind, type ListSpec } from './listSpec.ts';

export const ILLEGAL = '参数包含非法字段';

export function illegal(): never {
  throw new BusinessError(ILLEGAL);
}

/** What a name points at: an expression on alias `r`, and how its values compare. */
export interface Target {
  expr: RawBuilder<unknown>;
  kind: ColumnKind;
  /** custom fields: the admin_field type code (5/6 numbers, 4/13 dates, 9/10/12 multi-value) */
  customType?: number;
  /** custom fields: admin_field.field_id */
  fieldId?: number;
  /** entity column name, when the target is one */
  column?: string;
}

/** `customerName` → `customer_name` (sortField is camelCase, contract 6.2). */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const COLUMN_RE = /^[a-z][a-z0-9_]*$/;

/**
 * Resolves a filter/sort name: entity column (always-fixed pseudo-columns and fixed fields are
 * columns), joined name, custom field by Chinese name; camelCase spellings of columns are accepted.
 */
export function resolveName(spec: ListSpec, fields: readonly AdminField[], name: unknown): Target {
  if (typeof name !== 'string' || name === '' || name.length > 60) illegal();
  const custom = fields.find((f) => f.field_type === 0 && f.name === name);
  if (custom) {
    const kind: ColumnKind = NUMBER_FIELD_TYPES.has(custom.type) ? 'num' : 'text';
    return { expr: customValueSql(custom.field_id, 'r'), kind, customType: custom.type, fieldId: custom.field_id };
  }
  for (const candidate of [name, snakeCase(name)]) {
    if (!COLUMN_RE.test(candidate)) continue;
    const fixed = fields.find((f) => f.field_type === 1 && f.field_name === candidate);
    const kind = spec.columns[candidate];
    if (kind && (ALWAYS_FIXED.has(candidate) || fixed || candidate in spec.columns)) {
      return { expr: sql.raw(`r.${candidate}`), kind, column: candidate };
    }
    const joined = spec.joined[candidate];
    if (joined) return { expr: joined.sql, kind: joined.kind };
  }
  return illegal();
}

export interface Condition {
  name?: unknown; condition?: unknown; value?: unknown; formType?: unknown;
  start?: unknown; end?: unknown; startDate?: unknown; endDate?: unknown; typeId?: unknown; statusId?: unknown;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  return illegal();
}

const INT_RE = /^-?\d{1,15}$/;
const NUM_RE = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function checkedDate(v: string): string {
  const m = DATE_RE.exec(v);
  if (!m) illegal();
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) illegal();
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** A value as a bound parameter of the target's kind (refused when it is not one). */
function param(target: Target, raw: unknown): RawBuilder<unknown> {
  const v = text(raw);
  switch (target.kind) {
    case 'int':
      if (!INT_RE.test(v)) illegal();
      return sql`${Number(v)}::bigint`;
    case 'num':
      if (!NUM_RE.test(v)) illegal();
      return sql`${v}::numeric`;
    case 'ts':
      return sql`${checkedDate(v)}::timestamp`;
    case 'date':
      return sql`${checkedDate(v)}::date`;
    default:
      if (target.customType === 4 || target.customType === 13) return sql`${v}`;
      return sql`${v}`;
  }
}

/**
 * The values of an `in` condition as ONE array parameter of the target's kind, each checked as
 * param() checks one. A condition holds up to 10,000 values and a list filters on many columns:
 * one parameter per value passed the 65,535 a statement may bind (seven conditions did).
 */
function arrayParam(target: Target, items: unknown[]): RawBuilder<unknown> {
  const values = items.map((raw) => {
    const v = text(raw);
    switch (target.kind) {
      case 'int':
        if (!INT_RE.test(v)) illegal();
        return Number(v);
      case 'num':
        if (!NUM_RE.test(v)) illegal();
        return v;
      case 'ts':
      case 'date':
        return checkedDate(v);
      default:
        return v;
    }
  });
  const type = target.kind === 'int' ? 'bigint' : target.kind === 'num' ? 'numeric' : target.kind === 'ts' ? 'timestamp' : target.kind === 'date' ? 'date' : 'text';
  return sql`${sql.val(values)}::${sql.raw(type)}[]`;
}

/**
 * What a number condition or sort works on: custom numbers are stored as text, so they compare and
 * sort as numbers through their numeric index (customNumberSql), a value that is not one as empty.
 */
export function numericExpr(target: Target): RawBuilder<unknown> {
  if (target.kind !== 'num' || target.fieldId === undefined) return target.expr;
  return customNumberSql(target.fieldId, 'r');
}

function likePattern(v: string): string {
  return `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const asText = (target: Target) => (target.kind === 'text' ? target.expr : sql`(${target.expr})::text`);

const MULTI_VALUE_TYPES = new Set([9, 10, 12]);

function compare(target: Target, op: '>' | '>=' | '<' | '<=', raw: unknown): RawBuilder<unknown> {
  if (target.kind === 'text') {
    const v = text(raw);
    // dates and datetimes compare as their canonical text; other texts as numbers (the original's MySQL did)
    if (target.customType === 4 || target.customType === 13) return sql`${target.expr} ${sql.raw(op)} ${checkedDate(v).slice(0, target.customType === 4 ? 10 : 19)}`;
    if (!NUM_RE.test(v)) illegal();
    const number = sql`(case when ${target.expr} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${target.expr})::numeric end)`;
    return sql`${number} ${sql.raw(op)} ${v}::numeric`;
  }
  return sql`${numericExpr(target)} ${sql.raw(op)} ${param(target, raw)}`;
}

function rangeEnd(target: Target, raw: unknown): RawBuilder<unknown> {
  const v = text(raw);
  // a date-only end on a datetime column includes that whole day
  if ((target.kind === 'ts' || target.customType === 13) && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const day = checkedDate(v).slice(0, 10);
    return target.kind === 'ts' ? sql`${target.expr} < ${day}::timestamp + interval '1 day'` : sql`${target.expr} <= ${`${day} 23:59:59`}`;
  }
  return compare(target, '<=', v);
}

/**
 * Form types whose conditions are not an operator on the named column (contract 6.3): a business's
 * type and stage, a date range (start/end, as the filter dialog's date facets send it), a place
 * within an address. SQL building, so a server table beside the SQL rather than in the engine.
 */
type ConditionShape = 'stage' | 'range' | 'place';
const CONDITION_SHAPES: Readonly<Partial<Record<FormType, ConditionShape>>> = {
  business_type: 'stage',
  date: 'range',
  datetime: 'range',
  map_address: 'place',
};

/** A business's type, and optionally its stage (a status id, or win / lose / invalid). */
function stageSql(spec: ListSpec, cond: Condition): RawBuilder<unknown> | undefined {
  if (spec.table !== 'crm_business') illegal();
  const parts: RawBuilder<unknown>[] = [];
  if (!blank(cond.typeId)) parts.push(sql`r.type_id = ${param({ expr: sql``, kind: 'int' }, cond.typeId)}`);
  if (!blank(cond.statusId)) {
    const status = text(cond.statusId);
    const end = ({ win: 1, lose: 2, invalid: 3 } as Record<string, number>)[status];
    // A stage means the open businesses in it: a won, lost or invalid one keeps its last stage id
    // but is shown (and filtered) as 赢单/输单/无效.
    parts.push(end !== undefined ? sql`r.is_end = ${end}` : sql`r.status_id = ${param({ expr: sql``, kind: 'int' }, status)} and r.is_end = 0`);
  }
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** A date range, either end open; undefined when neither end is given (the value decides then). */
function rangeSql(target: Target, cond: Condition): RawBuilder<unknown> | undefined {
  const start = cond.start ?? cond.startDate;
  const end = cond.end ?? cond.endDate;
  if (blank(start) && blank(end)) return undefined;
  const parts: RawBuilder<unknown>[] = [];
  if (!blank(start)) parts.push(compare(target, '>=', start));
  if (!blank(end)) parts.push(rangeEnd(target, end));
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** A province, city or district prefix of the stored regions (`省,市,区`). */
function placeSql(target: Target, value: unknown): RawBuilder<unknown> | undefined {
  const place = text(value).replace(/,+$/, '');
  return place === '' ? undefined : sql`${asText(target)} like ${likePattern(place)}`;
}

/** One condition → SQL, or undefined when it is skipped (empty value, contract 6.3). */
export function conditionSql(spec: ListSpec, fields: readonly AdminField[], cond: Condition): RawBuilder<unknown> | undefined {
  if (typeof cond !== 'object' || cond === null || Array.isArray(cond)) illegal();
  const formType = typeof cond.formType === 'string' ? cond.formType : '';
  const op = cond.condition ?? 'is';
  if (typeof op !== 'string') illegal();
  const shape = isFormType(formType) ? CONDITION_SHAPES[formType] : undefined;

  if (shape === 'stage') return stageSql(spec, cond);

  const target = resolveName(spec, fields, cond.name);
  if (op === 'isNull') return sql`${target.expr} is null`;
  if (op === 'isNotNull') return sql`${target.expr} is not null`;
  if (op === 'takePart') {
    if (!('ro_user_id' in spec.columns) || blank(cond.value)) return blank(cond.value) ? undefined : illegal();
    const v = text(cond.value);
    if (!INT_RE.test(v)) illegal();
    const pattern = `%,${Number(v)},%`;
    return sql`(r.ro_user_id like ${pattern} or r.rw_user_id like ${pattern})`;
  }

  const range = shape === 'range' ? rangeSql(target, cond) : undefined;
  if (range) return range;
  if (blank(cond.value)) return undefined;
  if (shape === 'place') return placeSql(target, cond.value);

  const multi = target.customType !== undefined && MULTI_VALUE_TYPES.has(target.customType);
  switch (op) {
    case 'is':
      if (multi) return sql`(',' || ${target.expr} || ',') like ${likePattern(`,${text(cond.value)},`)}`;
      return sql`${numericExpr(target)} = ${param(target, cond.value)}`;
    case 'isNot':
      if (multi) return sql`coalesce(',' || ${target.expr} || ',', '') not like ${likePattern(`,${text(cond.value)},`)}`;
      return sql`${numericExpr(target)} is distinct from ${param(target, cond.value)}`;
    case 'contains':
      return sql`${asText(target)} like ${likePattern(text(cond.value))}`;
    case 'notContains':
      return sql`coalesce(${asText(target)}, '') not like ${likePattern(text(cond.value))}`;
    case 'gt': return compare(target, '>', cond.value);
    case 'egt': return compare(target, '>=', cond.value);
    case 'lt': return compare(target, '<', cond.value);
    case 'elt': return compare(target, '<=', cond.value);
    case 'in': {
      const items = (Array.isArray(cond.value) ? cond.value : text(cond.value).split(','))
        .map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => !blank(item));
      if (items.length > 10_000) illegal();
      if (!items.length) return sql`false`;
      return sql`${numericExpr(target)} = any(${arrayParam(target, items)})`;
    }
    default:
      return illegal();
  }
}

/** The `data` object (or its JSON text) → its conditions. */
export function conditionsOf(data: unknown): Condition[] {
  if (blank(data)) return [];
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      illegal();
    }
  }
  if (value === null || value === '') return [];
  if (typeof value !== 'object' || Array.isArray(value)) illegal();
  return Object.values(value as Record<string, unknown>).map((c) => c as Condition);
}

/** Scene data and request data merged: request keys override the scene's (contract 6.2). */
export function mergeData(base: unknown, request: unknown): Record<string, Condition> {
  const toObject = (d: unknown): Record<string, Condition> => {
    if (blank(d)) return {};
    let value = d;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        illegal();
      }
    }
    if (value === null || value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) illegal();
    return value as Record<string, Condition>;
  };
  return { ...toObject(base), ...toObject(request) };
}
