/**
 * The period of a workbench or BI figure (contract 12.1, 13): a time preset (`type`) or a custom
 * range (`startTime` + `endTime`, `yyyy-MM-dd`, both days included), as local days, and its time
 * series buckets:
 *
 *   today, yesterday         1 daily bucket
 *   week, lastWeek           7 daily buckets (weeks start on Monday)
 *   month, lastMonth         a daily bucket per day of the month
 *   quarter, lastQuarter     3 monthly buckets
 *   year, lastYear           12 monthly buckets
 *   custom                   daily buckets within one calendar month, else monthly (the first and
 *                            last month clipped to the range)
 *
 * Labels are `yyyyMMdd` (daily) and `yyyyMM` (monthly). Bounds are local midnights as Dates, the
 * form `timestamp` columns compare with (db/localTime.ts), and `yyyy-MM-dd` texts for `date`
 * columns (order_date, return_time). Nothing here reads the clock except through `now`.
 */
import { BusinessError } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';

export const PERIOD_PRESETS = [
  'today', 'yesterday', 'week', 'lastWeek', 'month', 'lastMonth', 'quarter', 'lastQuarter', 'year', 'lastYear',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** No `type` and no custom range (the workbench's default view). */
export const DEFAULT_PRESET: PeriodPreset = 'month';
/** A custom range longer than this is refused: 120 monthly buckets are plenty for a chart. */
export const MAX_CUSTOM_YEARS = 10;

export type Granularity = 'day' | 'month';

export interface Bucket {
  /** `yyyyMMdd` or `yyyyMM` */
  label: string;
  /** local midnight, inclusive */
  start: Date;
  /** local midnight, exclusive */
  end: Date;
}

export interface Period {
  preset: PeriodPreset | 'custom';
  /** the first day's local midnight (inclusive) */
  start: Date;
  /** the local midnight after the last day (exclusive) */
  end: Date;
  /** the first day, `yyyy-MM-dd` */
  firstDay: string;
  /** the last day, `yyyy-MM-dd` (inclusive) */
  lastDay: string;
  /** the day after the last one, `yyyy-MM-dd`: `date` columns compare `< endDay` */
  endDay: string;
  granularity: Granularity;
  buckets: Bucket[];
}

/** The days of one calendar month the period covers: what a monthly target is prorated by. */
export interface MonthShare {
  year: number;
  /** 1-12 */
  month: number;
  days: number;
  daysInMonth: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const day = (year: number, monthIndex: number, date: number) => new Date(year, monthIndex, date);

/** `yyyy-MM-dd` of a local date. */
export function dayText(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Calendar days from `a` to `b` (local dates; a DST change does not make a day 23 hours long here). */
function daysBetween(a: Date, b: Date): number {
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

/** [start, end) of a preset on the local calendar of `now`. */
function presetRange(preset: PeriodPreset, now: Date): [Date, Date] {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const monday = d - ((now.getDay() + 6) % 7);
  const quarter = m - (m % 3);
  switch (preset) {
    case 'today': return [day(y, m, d), day(y, m, d + 1)];
    case 'yesterday': return [day(y, m, d - 1), day(y, m, d)];
    case 'week': return [day(y, m, monday), day(y, m, monday + 7)];
    case 'lastWeek': return [day(y, m, monday - 7), day(y, m, monday)];
    case 'month': return [day(y, m, 1), day(y, m + 1, 1)];
    case 'lastMonth': return [day(y, m - 1, 1), day(y, m, 1)];
    case 'quarter': return [day(y, quarter, 1), day(y, quarter + 3, 1)];
    case 'lastQuarter': return [day(y, quarter - 3, 1), day(y, quarter, 1)];
    case 'year': return [day(y, 0, 1), day(y + 1, 0, 1)];
    case 'lastYear': return [day(y - 1, 0, 1), day(y, 0, 1)];
  }
}

const monthStart = (day: string) => day.endsWith('-01');

/**
 * Whether the period's figures can be read from monthly rollups (server/bi/rollups.ts): monthly
 * buckets over whole months (本季度, 上季度, 本年, 去年, a custom range from a 1st to a month's end).
 */
export function inWholeMonths(period: Pick<Period, 'granularity' | 'firstDay' | 'endDay'>): boolean {
  return period.granularity === 'month' && coversWholeMonths(period);
}

/** Whether the period starts on a 1st and ends on a month's last day, however it is bucketed (a total over it may read monthly rollups). */
export function coversWholeMonths(period: Pick<Period, 'firstDay' | 'endDay'>): boolean {
  return monthStart(period.firstDay) && monthStart(period.endDay);
}

const MONTHLY_PRESETS: ReadonlySet<PeriodPreset | 'custom'> = new Set(['quarter', 'lastQuarter', 'year', 'lastYear']);

function buildPeriod(preset: PeriodPreset | 'custom', start: Date, end: Date): Period {
  const last = day(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  const oneMonth = start.getFullYear() === last.getFullYear() && start.getMonth() === last.getMonth();
  const granularity: Granularity = MONTHLY_PRESETS.has(preset) || (preset === 'custom' && !oneMonth) ? 'month' : 'day';
  return {
    preset, start, end, firstDay: dayText(start), lastDay: dayText(last), endDay: dayText(end), granularity,
    buckets: granularity === 'day' ? dailyBuckets(start, end) : monthlyBuckets(start, end),
  };
}

function dailyBuckets(start: Date, end: Date): Bucket[] {
  const buckets: Bucket[] = [];
  for (let i = 0, n = daysBetween(start, end); i < n; i++) {
    const from = day(start.getFullYear(), start.getMonth(), start.getDate() + i);
    buckets.push({ label: dayText(from).replaceAll('-', ''), start: from, end: day(from.getFullYear(), from.getMonth(), from.getDate() + 1) });
  }
  return buckets;
}

function monthlyBuckets(start: Date, end: Date): Bucket[] {
  const buckets: Bucket[] = [];
  for (let month = day(start.getFullYear(), start.getMonth(), 1); month < end; month = day(month.getFullYear(), month.getMonth() + 1, 1)) {
    const next = day(month.getFullYear(), month.getMonth() + 1, 1);
    buckets.push({
      label: `${pad(month.getFullYear(), 4)}${pad(month.getMonth() + 1)}`,
      start: month < start ? start : month, end: next > end ? end : next,
    });
  }
  return buckets;
}

/** A preset's period as of `now`. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): Period {
  const [start, end] = presetRange(preset, now);
  return buildPeriod(preset, start, end);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM-dd` → its local midnight; undefined for anything else (2024-02-30 included). */
export function parseDay(text: string): Date | undefined {
  const m = DAY_TEXT.exec(text);
  if (!m) return undefined;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000) return undefined; // new Date(99, …) would mean 1999
  const parsed = day(year, month - 1, date);
  return parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date ? parsed : undefined;
}

/** A custom range of whole days, both included; refuses as readPeriod does. */
export function customPeriod(firstDay: string, lastDay: string): Period {
  const start = parseDay(firstDay);
  if (!start) throw new BusinessError('开始时间格式不正确');
  const last = parseDay(lastDay);
  if (!last) throw new BusinessError('结束时间格式不正确');
  if (last < start) throw new BusinessError('开始时间不能晚于结束时间');
  if (last >= day(start.getFullYear() + MAX_CUSTOM_YEARS, start.getMonth(), start.getDate())) {
    throw new BusinessError(`时间范围不能超过${MAX_CUSTOM_YEARS}年`);
  }
  return buildPeriod('custom', start, day(last.getFullYear(), last.getMonth(), last.getDate() + 1));
}

function textParam(params: Params, key: string, label: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new BusinessError(`${label}格式不正确`);
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * The period of a request: `type` (a preset) wins; without it, or with `type=custom` (contract
 * 12.1's "custom/absent"), `startTime` + `endTime`; without those the default preset (custom needs
 * them). An unknown preset, a bad day, or one day of the pair alone is refused with a message
 * naming the 时间 at fault.
 */
export function readPeriod(params: Params, now = new Date()): Period {
  const type = textParam(params, 'type', '时间类型');
  if (type !== undefined && type !== 'custom') {
    if (!(PERIOD_PRESETS as readonly string[]).includes(type)) throw new BusinessError('时间类型格式不正确');
    return presetPeriod(type as PeriodPreset, now);
  }
  const startTime = textParam(params, 'startTime', '开始时间');
  const endTime = textParam(params, 'endTime', '结束时间');
  if (startTime === undefined && endTime === undefined && type === undefined) return presetPeriod(DEFAULT_PRESET, now);
  if (startTime === undefined) throw new BusinessError('开始时间不能为空');
  if (endTime === undefined) throw new BusinessError('结束时间不能为空');
  return customPeriod(startTime, endTime);
}

/** The calendar months the period touches, each with the days of it the period covers. */
export function monthShares(period: Period): MonthShare[] {
  const shares: MonthShare[] = [];
  for (let month = day(period.start.getFullYear(), period.start.getMonth(), 1); month < period.end; month = day(month.getFullYear(), month.getMonth() + 1, 1)) {
    const next = day(month.getFullYear(), month.getMonth() + 1, 1);
    const from = month < period.start ? period.start : month;
    const to = next > period.end ? period.end : next;
    shares.push({ year: month.getFullYear(), month: month.getMonth() + 1, days: daysBetween(from, to), daysInMonth: daysBetween(month, next) });
  }
  return shares;
}
