// The calendar view's rules, pure (no React, no DOM): which range a grid shows (weeks from Monday,
// as Chinese calendars start them), the list call's range parameters, the rows as calendar items,
// and a picked slot as the create form's start and end. engine/react/list/calendar draws them. Local
// time throughout, with Date's own arithmetic (new Date(y, m, d + n) crosses months and years).
import type { CalendarGrid, PageCalendar } from './calendarTypes.ts';

export interface TimeRange { start: Date; end: Date }

/** 00:00 of the day `days` after the one holding `date`. */
function dayStart(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the week holding the day, at 00:00. */
function weekStart(date: Date): Date {
  return dayStart(date, -((date.getDay() + 6) % 7));
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateTimeText = (d: Date) => `${dateText(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * The range a grid shows around `date`, its last millisecond included: a month grid the weeks it
 * draws, from the Monday on or before the 1st to the Sunday on or after the last day (four to six
 * rows, as react-big-calendar draws them: asking six weeks always counted, in 共 N 项, items of a
 * week not drawn); a week grid Monday to Sunday; a day grid that day.
 */
export function visibleRange(date: Date, grid: CalendarGrid): TimeRange {
  if (grid === 'month') {
    const start = weekStart(new Date(date.getFullYear(), date.getMonth(), 1));
    const lastWeek = weekStart(new Date(date.getFullYear(), date.getMonth() + 1, 0));
    return { start, end: new Date(dayStart(lastWeek, 7).getTime() - 1) };
  }
  const start = grid === 'week' ? weekStart(date) : dayStart(date);
  return { start, end: new Date(dayStart(start, grid === 'week' ? 7 : 1).getTime() - 1) };
}

/** The list call's parameters for a range (`{startTime: '2026-11-23 00:00:00', endTime: '2027-01-03 23:59:59'}`). */
export function rangeParams(calendar: Pick<PageCalendar, 'range'>, range: TimeRange): Record<string, string> {
  const text = calendar.range.format === 'date' ? dateText : dateTimeText;
  return { [calendar.range.startKey]: text(range.start), [calendar.range.endKey]: text(range.end) };
}

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** `yyyy-MM-dd[ HH:mm[:ss]]` (local time) → Date; anything else → null. */
export function parseWireTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = WIRE_TIME.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(m[3]) ? null : date;
}

export interface CalendarItem {
  /** Unique per drawn item: a repeated event comes once per occurrence under the same record id. */
  key: string;
  id: number;
  title: string;
  start: Date;
  /** For all-day items the day after the last (the grid's convention: the end is exclusive). */
  end: Date;
  allDay: boolean;
  color?: string;
  row: Readonly<Record<string, unknown>>;
}

/** A CSS colour the row may carry: `#rgb`, `#rrggbb` or a name; anything else is not drawn. */
const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,20})$/;

/** The rows as items; a row without a readable start is left out, an end before its start ends at the start. */
export function calendarItems(calendar: PageCalendar, idKey: string, rows: readonly Readonly<Record<string, unknown>>[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (const row of rows) {
    const start = parseWireTime(row[calendar.start]);
    if (!start) continue;
    const end = parseWireTime(row[calendar.end]) ?? start;
    const allDay = calendar.allDay === true;
    const last = end < start ? start : end;
    const color = calendar.color ? row[calendar.color] : undefined;
    items.push({
      key: `${String(row[idKey])}@${start.getTime()}`,
      id: Number(row[idKey]),
      title: String(row[calendar.title] ?? ''),
      start: allDay ? dayStart(start) : start,
      end: allDay ? dayStart(last, 1) : last,
      allDay,
      ...(typeof color === 'string' && COLOR.test(color) ? { color } : {}),
      row,
    });
  }
  return items;
}

/** Where a whole day picked on the month grid starts and ends: office hours, not midnight. */
const DAY_START_HOUR = 9;
const DAY_END_HOUR = 18;

/**
 * A slot picked on the grid as the create form's values. Time picked on a week or day grid is
 * taken as it is; whole days picked on the month grid (the grid gives midnight to midnight) become
 * 09:00-10:00 for one day, 09:00 on the first to 18:00 on the last for several.
 */
export function pickedSlotValues(calendar: PageCalendar, slot: TimeRange, wholeDays: boolean): Record<string, string> | null {
  if (!calendar.create) return null;
  let { start, end } = slot;
  if (wholeDays) {
    const first = dayStart(start);
    const last = dayStart(new Date(end.getTime() - 1));
    start = new Date(first.getFullYear(), first.getMonth(), first.getDate(), DAY_START_HOUR);
    end = last > first
      ? new Date(last.getFullYear(), last.getMonth(), last.getDate(), DAY_END_HOUR)
      : new Date(first.getFullYear(), first.getMonth(), first.getDate(), DAY_START_HOUR + 1);
  }
  return { [calendar.create.start]: dateTimeText(start), [calendar.create.end]: dateTimeText(end) };
}
