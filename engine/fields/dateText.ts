// The wire spellings of formType date (`yyyy-MM-dd`) and datetime (`yyyy-MM-dd HH:mm:ss`), and
// whether a text is one of them and names a real day and time. The form rules use these (so a
// typed `2026-02-30` gets '{name}格式有误' before it is sent) and so do the date widgets.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether year, month (1-12) and day exist in the calendar (no 2月30日). */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC, so no time zone can shift it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealTime(hour: number, minute: number, second = 0): boolean {
  return hour >= 0 && hour < 24 && minute >= 0 && minute < 60 && second >= 0 && second < 60;
}

/** `yyyy-MM-dd`, a real day. */
export function isWireDate(text: string): boolean {
  const m = DATE.exec(text);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `yyyy-MM-dd HH:mm:ss`, a real day and time. */
export function isWireDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3])) && isRealTime(Number(m[4]), Number(m[5]), Number(m[6]));
}
