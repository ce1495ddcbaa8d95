/**
 * "Today" of the 待办 rules, in the server's local time: `timestamp` columns hold local wall time
 * (db/localTime.ts), so a day is [local midnight, next local midnight) bound as Dates, and `date`
 * columns (end_time, return_date) compare with local `yyyy-MM-dd` strings. One clock read per call,
 * so a count and its list never straddle midnight differently.
 */
import { formatLocalDateTime } from '../../db/localTime.ts';

export interface BacklogToday {
  /** the call's moment (the put-in-pool reminder counts from it, as the pool job does) */
  now: Date;
  /** today 00:00 and tomorrow 00:00, local */
  start: Date;
  end: Date;
  /** today as `yyyy-MM-dd` */
  date: string;
  /** today + n calendar days as `yyyy-MM-dd` */
  plusDays(n: number): string;
}

const dayOf = (date: Date) => formatLocalDateTime(date).slice(0, 10);

export function backlogToday(now = new Date()): BacklogToday {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    now, start, end, date: dayOf(start),
    plusDays: (n) => dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + n)),
  };
}
