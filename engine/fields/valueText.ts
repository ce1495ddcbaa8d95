// The small readers every form type's value handling shares: whatever the server sent (a number, a
// comma list, a wrapped object) read as text, an id, a list or a canonical date. Kept apart from
// normalizeValue.ts so the per-formType modules (formTypes/) can use them without importing the
// entry functions that look those modules up.

import type { RecordId } from './definition.ts';

export function toText(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'bigint') return String(raw);
  if (typeof raw === 'boolean') return raw ? '1' : '0';
  return '';
}

/** Ids stay numbers when they look like numbers (the server's ids are ints), strings otherwise. */
export function toId(raw: unknown): RecordId | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = toText(raw).trim();
  if (text === '') return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** "Not filled in" for a single value: nothing, whitespace, or NaN. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** yyyy-MM-dd; DATE columns may arrive as a full datetime. */
export function normalizeDate(raw: unknown): string {
  const text = toText(raw).trim();
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return match ? match[1]! : text;
}

/** yyyy-MM-dd HH:mm:ss; accepts ISO's "T" and a missing seconds part. */
export function normalizeDateTime(raw: unknown): string {
  const text = toText(raw).trim();
  const full = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(text);
  if (full) return `${full[1]} ${full[2]}${full[3] ?? ':00'}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text} 00:00:00`;
  return text;
}
