// Reading a call's answer as a chart file names its parts: a dotted path to a field, the rows of a
// list (the answer itself when it is the list), and the conditions of `when`.
import { numberOf } from './format.ts';
import type { ChartCondition } from './types.ts';

export type Row = Readonly<Record<string, unknown>>;

export function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The rows at `path` (or the answer itself); anything that is not a list of objects → []. */
export function rowsAt(data: unknown, path?: string): Row[] {
  const rows = path ? valueAt(data, path) : data;
  return Array.isArray(rows) ? rows.filter((row): row is Row => row !== null && typeof row === 'object') : [];
}

/**
 * Whether a `when` holds: a control's current value, or a field of the answer (numbers compare
 * as numbers, so "0.00" equals 0). Before the answer arrives a field condition does not hold.
 */
export function holds(condition: ChartCondition | undefined, data: unknown, controls: Readonly<Record<string, string>>): boolean {
  if (!condition) return true;
  if ('control' in condition) return controls[condition.control] === condition.eq;
  if (data === undefined || data === null) return false;
  const value = valueAt(data, condition.field);
  if (typeof condition.eq === 'number') return value !== undefined && value !== null && value !== '' && numberOf(value) === condition.eq;
  return String(value ?? '') === condition.eq;
}
