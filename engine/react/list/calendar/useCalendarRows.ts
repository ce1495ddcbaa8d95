// The rows of the calendar's visible range: the list call asked for that range (the descriptor's
// range keys), again when the range moves or the list reloads; an answer for a range no longer
// shown is dropped.
import { useEffect, useRef, useState } from 'react';
import { rangeParams, type PageCalendar, type TimeRange } from '../../../pages/index.ts';
import { messageOf } from '../../errorMessage.ts';
import { answerRows } from '../answerRows.ts';

export type CalendarRows =
  | { status: 'loading'; rows: readonly Record<string, unknown>[] }
  | { status: 'ready'; rows: readonly Record<string, unknown>[] }
  | { status: 'error'; rows: readonly Record<string, unknown>[]; message: string };

export function useCalendarRows(query: (call: string, params: Record<string, unknown>) => Promise<unknown>, call: string, calendar: PageCalendar, range: TimeRange,
  listParams: Record<string, string | number> | undefined, revision: number): [CalendarRows, () => void] {
  const [state, setState] = useState<CalendarRows>({ status: 'loading', rows: [] });
  const [attempt, setAttempt] = useState(0);
  const sequence = useRef(0);
  const startTime = range.start.getTime();
  const endTime = range.end.getTime();
  useEffect(() => {
    const mine = ++sequence.current;
    // The rows shown stay while the next range loads: the grid does not flash empty.
    setState((current) => ({ status: 'loading', rows: current.rows }));
    const params = { ...listParams, ...rangeParams(calendar, { start: new Date(startTime), end: new Date(endTime) }) };
    query(call, params).then(
      (data) => { if (mine === sequence.current) setState({ status: 'ready', rows: answerRows(data) }); },
      (error: unknown) => { if (mine === sequence.current) setState((current) => ({ status: 'error', rows: current.rows, message: messageOf(error) })); },
    );
  }, [query, call, calendar, startTime, endTime, listParams, revision, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
