/**
 * A repeated event's occurrences in a range (contract 10.3 `type`: 0 不重复, 1 每天, 2 每周, 3 每月,
 * 4 每年). Each occurrence keeps the event's length and starts at the first start moved by whole
 * days, weeks, months or years, in local wall time (a 09:00 meeting stays at 09:00 across a daylight
 * saving change). A monthly event on the 31st falls on the last day of shorter months (Jan 31 →
 * Feb 28 → Mar 31: always counted from the first start, so it comes back to the 31st), and a yearly
 * one on Feb 29 on Feb 28 of common years: an office calendar that silently skipped those months
 * would lose a month-end meeting. The repetition has no end (the table has no such column).
 *
 * Overlap is inclusive at both ends, as the calendar asks whole days (`00:00:00` to `23:59:59`):
 * an occurrence counts when it starts at or before the range's end and ends at or after its start.
 */

export const REPEAT = { none: 0, daily: 1, weekly: 2, monthly: 3, yearly: 4 } as const;

export interface Occurrence { start: Date; end: Date }

/** The k-th occurrence's start (k = 0 is the first start). */
export function occurrenceStart(first: Date, type: number, k: number): Date {
  const y = first.getFullYear();
  const mo = first.getMonth();
  const d = first.getDate();
  const time = [first.getHours(), first.getMinutes(), first.getSeconds(), first.getMilliseconds()] as const;
  switch (type) {
    case REPEAT.daily: return new Date(y, mo, d + k, ...time);
    case REPEAT.weekly: return new Date(y, mo, d + 7 * k, ...time);
    case REPEAT.monthly: return clampedDay(y, mo + k, d, time);
    case REPEAT.yearly: return clampedDay(y + k, mo, d, time);
    default: return new Date(first);
  }
}

function clampedDay(year: number, month: number, day: number, time: readonly [number, number, number, number]): Date {
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(day, lastDay), ...time);
}

const DAY_MS = 86_400_000;

/** A k at or before the first occurrence that can overlap the range (a cheap lower bound, never past it). */
function firstCandidate(first: Date, length: number, type: number, rangeStart: Date): number {
  const gap = rangeStart.getTime() - length - first.getTime();
  if (gap <= 0) return 0;
  // a day is at least 23 hours (daylight saving); a month at least 28 days, a year 365
  const period = { [REPEAT.daily]: 1, [REPEAT.weekly]: 7, [REPEAT.monthly]: 31, [REPEAT.yearly]: 366 }[type] ?? 1;
  return Math.max(0, Math.floor(gap / (period * DAY_MS)) - 1);
}

/** Every occurrence of the event overlapping [rangeStart, rangeEnd], in order. */
export function occurrencesIn(start: Date, end: Date, type: number, rangeStart: Date, rangeEnd: Date): Occurrence[] {
  const length = Math.max(0, end.getTime() - start.getTime());
  const overlaps = (s: Date) => s.getTime() <= rangeEnd.getTime() && s.getTime() + length >= rangeStart.getTime();
  if (!Object.values(REPEAT).includes(type as never) || type === REPEAT.none) {
    return overlaps(start) ? [{ start: new Date(start), end: new Date(start.getTime() + length) }] : [];
  }
  const found: Occurrence[] = [];
  for (let k = firstCandidate(start, length, type, rangeStart); ; k++) {
    const s = occurrenceStart(start, type, k);
    if (s.getTime() > rangeEnd.getTime()) break;
    if (overlaps(s)) found.push({ start: s, end: new Date(s.getTime() + length) });
  }
  return found;
}
