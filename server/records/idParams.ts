/**
 * Id lists in requests and in comma-wrapped columns: batch calls (`ids`, `customerIds`,
 * `memberIds`...) send a csv or a JSON array; team and follow-up link columns store `,3,7,`.
 */
import { BusinessError } from '../http/errors.ts';
import type { Params } from '../http/params.ts';

/** A csv of ids (`"1,2,3"`, also a JSON array); refuses blanks with `<label>不能为空`. */
export function requireIds(params: Params, key: string, label: string): number[] {
  const ids = optionalIds(params, key, label);
  if (!ids.length) throw new BusinessError(`${label}不能为空`);
  return ids;
}

/** The distinct ids in request order; anything but digits refuses with `<label>格式不正确`. */
export function optionalIds(params: Params, key: string, label: string): number[] {
  const value = params[key];
  if (value === undefined || value === null) return [];
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
  if (parts === null) throw new BusinessError(`${label}格式不正确`);
  const ids: number[] = [];
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    if (!/^\d{1,15}$/.test(part)) throw new BusinessError(`${label}格式不正确`);
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `[3, 7]` → `,3,7,` (the team and follow-up id columns). */
export function wrapIds(ids: number[]): string {
  return ids.length ? `,${ids.join(',')},` : ',';
}

/** `,3,7,` → [3, 7] */
export function teamMembers(column: string | null): number[] {
  return (column ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number);
}
