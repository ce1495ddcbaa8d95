/**
 * `timestamp` (without time zone) columns hold the server's local wall time, like the original
 * MySQL DATETIME columns. Both engines must agree on that, so we convert explicitly instead of
 * trusting each driver's default (PGlite writes a Date as UTC wall time, pg as local time).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** '00'..'99': the two-digit parts of every date an answer carries, without a string built per part. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => pad(n));

/** Date → `yyyy-MM-dd HH:mm:ss.SSS` in local time (what a `timestamp` column stores). */
export function toLocalTimestamp(date: Date): string {
  return `${formatLocalDateTime(date)}.${pad(date.getMilliseconds(), 3)}`;
}

/** Date → `yyyy-MM-dd HH:mm:ss` in local time: the wire format of contract 1.3. */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)} ${TWO_DIGITS[date.getHours()]}:${TWO_DIGITS[date.getMinutes()]}:${TWO_DIGITS[date.getSeconds()]}`;
}

/** Date → `yyyyMMdd` in local time (upload folders). */
export function formatCompactDate(date: Date): string {
  return formatLocalDate(date).replaceAll('-', '');
}

/** Date → `yyyy-MM-dd` in local time (a day column, a detail's due day). */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${TWO_DIGITS[date.getMonth() + 1]}-${TWO_DIGITS[date.getDate()]}`;
}

const TIMESTAMP_TEXT = /^(\d{4,})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/;

/** PostgreSQL's text form of a `timestamp` → Date, read as local time. */
export function parseLocalTimestamp(text: string): Date | string {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return text; // 'infinity', BC dates: leave as they are rather than invent a Date
  const ms = m[7] ? Math.floor(Number(m[7].padEnd(6, '0')) / 1000) : 0;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), ms);
}

/** A query parameter bound to a `timestamp`: Dates become local wall time, strings pass through. */
export function serializeLocalTimestamp(value: unknown): string {
  return value instanceof Date ? toLocalTimestamp(value) : String(value);
}
