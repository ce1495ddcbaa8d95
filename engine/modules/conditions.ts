// Evaluates a descriptor's declarative conditions (types.ts `Condition`) on a record row. Numbers
// and numeric strings compare as numbers, because queryById answers `isLock: 1` from one server
// and `"1"` from another; `null` matches only a key that is present and null (a pool customer's
// `ownerUserId`), never a missing one.
import type { Condition } from './types.ts';

type Row = Readonly<Record<string, unknown>>;
type Scalar = string | number | boolean | null;

function same(value: unknown, expected: Scalar): boolean {
  if (expected === null) return value === null;
  if (value === null || value === undefined) return false;
  if (typeof expected === 'number' || (typeof expected === 'string' && typeof value === 'number')) {
    const a = Number(value);
    const b = Number(expected);
    if (Number.isFinite(a) && Number.isFinite(b)) return a === b;
  }
  return value === expected || String(value) === String(expected);
}

/** A row's value at a key; a dotted path reads inside it (an approval's `permission.isUpdate`, `createUser.realname`). */
export function valueAt(row: Row, field: string): unknown {
  if (field in row || !field.includes('.')) return row[field];
  let node: unknown = row;
  for (const key of field.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function matches(condition: Condition, row: Row, states: Readonly<Record<string, Condition>> = {}, depth = 0): boolean {
  // A state that refers to itself would loop forever; the meta schema cannot see that.
  if (depth > 16) throw new Error('condition nested too deeply (a state referring to itself?)');
  if ('all' in condition) return condition.all.every((c) => matches(c, row, states, depth + 1));
  if ('any' in condition) return condition.any.some((c) => matches(c, row, states, depth + 1));
  if ('not' in condition) return !matches(condition.not, row, states, depth + 1);
  if ('state' in condition) {
    const state = states[condition.state];
    if (!state) throw new Error(`unknown state "${condition.state}"`);
    return matches(state, row, states, depth + 1);
  }
  const value = valueAt(row, condition.field);
  if ('eq' in condition) return same(value, condition.eq);
  if ('ne' in condition) return !same(value, condition.ne);
  return condition.in.some((expected) => same(value, expected));
}
