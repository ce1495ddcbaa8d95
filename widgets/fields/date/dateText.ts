// What a person types into a date or date-time field, read into the wire spelling, and the wire
// value written back as the field shows it. Shown: `yyyy-MM-dd` and `yyyy-MM-dd HH:mm` (seconds
// are kept in the value but not shown). Typed: also `2026/11/26`, `2026.11.26`, `2026年11月26日`,
// `20261126`, one-digit months and days, a `T` or spaces before the time, and seconds.
import { isRealDay, isRealTime } from '../../../engine/fields/dateText.ts';

export type DateMode = 'date' | 'datetime';

const DAY = String.raw`(\d{4})\s*(?:[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?|(\d{2})(\d{2}))`;
const TYPED_DATE = new RegExp(`^${DAY}$`);
const TYPED_DATE_TIME = new RegExp(String.raw`^${DAY}(?:(?:\s+|\s*T\s*)(\d{1,2})\s*[:：]\s*(\d{2})(?:\s*[:：]\s*(\d{2}))?)?$`);

const pad = (n: number) => String(n).padStart(2, '0');

export interface DayParts { year: number; month: number; day: number }
export interface DateTimeParts extends DayParts { hour: number; minute: number; second: number }

function dayOf(m: RegExpExecArray): DayParts | null {
  const year = Number(m[1]);
  const month = Number(m[2] ?? m[4]);
  const day = Number(m[3] ?? m[5]);
  return isRealDay(year, month, day) ? { year, month, day } : null;
}

export const wireDate = ({ year, month, day }: DayParts) => `${year}-${pad(month)}-${pad(day)}`;
export const wireDateTime = (p: DateTimeParts) => `${wireDate(p)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;

/** Typed text → `yyyy-MM-dd`, or null when it is not a real day. */
export function readDate(text: string): string | null {
  const m = TYPED_DATE.exec(text.trim());
  const day = m && dayOf(m);
  return day ? wireDate(day) : null;
}

/** Typed text → the parts of a day and time; a bare day is its midnight. */
export function readDateTimeParts(text: string): DateTimeParts | null {
  const m = TYPED_DATE_TIME.exec(text.trim());
  const day = m && dayOf(m);
  if (!m || !day) return null;
  const hour = Number(m[6] ?? 0);
  const minute = Number(m[7] ?? 0);
  const second = Number(m[8] ?? 0);
  return isRealTime(hour, minute, second) ? { ...day, hour, minute, second } : null;
}

/** Typed text → `yyyy-MM-dd HH:mm:ss`, or null. */
export function readDateTime(text: string): string | null {
  const parts = readDateTimeParts(text);
  return parts ? wireDateTime(parts) : null;
}

/** Typed text → the wire value of the mode, or null. */
export function readTyped(mode: DateMode, text: string): string | null {
  return mode === 'date' ? readDate(text) : readDateTime(text);
}

/**
 * The wire value → the text the field shows: the day, or the day and `HH:mm`. A value that is not
 * one (a bad value from elsewhere) is shown as it is, so the rule's message has something to point at.
 */
export function shownText(mode: DateMode, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  if (mode === 'date') {
    const day = readDate(text.slice(0, 10));
    return day && /^\d{4}-\d{2}-\d{2}(?:[ T].*)?$/.test(text) ? day : text;
  }
  const parts = readDateTimeParts(text);
  return parts ? `${wireDate(parts)} ${pad(parts.hour)}:${pad(parts.minute)}` : text;
}

/** Today, or this minute, in the browser's clock (the suite's users and server share one zone). */
export function nowParts(now = new Date()): DateTimeParts {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate(), hour: now.getHours(), minute: now.getMinutes(), second: 0 };
}

/** The format a field of the mode shows, as its hint when the field has none. */
export const FORMAT_HINT: Readonly<Record<DateMode, string>> = { date: 'yyyy-MM-dd', datetime: 'yyyy-MM-dd HH:mm' };
