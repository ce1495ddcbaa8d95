// The calendar view's pure rules (engine/pages/calendarRange.ts): the range each grid shows (weeks
// from Monday), the list call's range parameters, rows as items (repeats keyed per occurrence,
// all-day ends exclusive, unreadable rows left out, colours only when they are colours) and a
// picked slot as the create form's start and end.
import { describe, expect, it } from 'vitest';
import { calendarItems, parseWireTime, pickedSlotValues, rangeParams, visibleRange, type PageCalendar } from '../../../engine/pages/index.ts';

const CALENDAR: PageCalendar = {
  range: { startKey: 'startTime', endKey: 'endTime', format: 'datetime' },
  title: 'title', start: 'startTime', end: 'endTime', color: 'color', grids: ['month', 'week', 'day'],
  create: { start: 'startTime', end: 'endTime' },
};

describe('visibleRange and rangeParams', () => {
  it('a month grid shows the weeks it draws: the Monday on or before the 1st to the Sunday on or after the last day', () => {
    const range = visibleRange(new Date(2026, 10, 27, 15, 0), 'month'); // November 2026 starts on a Sunday
    expect(rangeParams(CALENDAR, range)).toEqual({ startTime: '2026-10-26 00:00:00', endTime: '2026-12-06 23:59:59' });
    const june = visibleRange(new Date(2026, 5, 10), 'month'); // 1 June 2026 is a Monday
    expect(rangeParams(CALENDAR, june)).toEqual({ startTime: '2026-06-01 00:00:00', endTime: '2026-07-05 23:59:59' });
    const february = visibleRange(new Date(2027, 1, 14), 'month'); // February 2027: Monday the 1st to Sunday the 28th, four weeks
    expect(rangeParams(CALENDAR, february)).toEqual({ startTime: '2027-02-01 00:00:00', endTime: '2027-02-28 23:59:59' });
  });

  it('a week grid Monday to Sunday (a Sunday belongs to the week before), a day grid that day; dates for a date range', () => {
    expect(rangeParams(CALENDAR, visibleRange(new Date(2026, 10, 29, 12), 'week'))).toEqual({ startTime: '2026-11-23 00:00:00', endTime: '2026-11-29 23:59:59' });
    expect(rangeParams(CALENDAR, visibleRange(new Date(2026, 10, 27, 12), 'day'))).toEqual({ startTime: '2026-11-27 00:00:00', endTime: '2026-11-27 23:59:59' });
    const byDate = { ...CALENDAR, range: { startKey: 'startDate', endKey: 'endDate', format: 'date' as const } };
    expect(rangeParams(byDate, visibleRange(new Date(2026, 10, 27), 'week'))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });
});

describe('calendarItems', () => {
  it('keys each occurrence of a repeated record apart; an end before its start ends at the start; unreadable rows are left out', () => {
    const rows = [
      { eventId: 7, title: '周会', startTime: '2026-11-02 09:00:00', endTime: '2026-11-02 10:00:00', color: '#53D397' },
      { eventId: 7, title: '周会', startTime: '2026-11-09 09:00:00', endTime: '2026-11-09 10:00:00', color: 'red;background:url(x)' },
      { eventId: 8, title: '倒着的', startTime: '2026-11-03 09:00', endTime: '2026-11-03 08:00' },
      { eventId: 9, title: '坏的', startTime: '2026-02-30 09:00:00', endTime: '2026-02-30 10:00:00' },
    ];
    const items = calendarItems(CALENDAR, 'eventId', rows);
    expect(items.map((item) => item.key)).toEqual([`7@${new Date(2026, 10, 2, 9).getTime()}`, `7@${new Date(2026, 10, 9, 9).getTime()}`, `8@${new Date(2026, 10, 3, 9).getTime()}`]);
    expect(items[0]!.color).toBe('#53D397');
    expect(items[1]!.color).toBeUndefined(); // not a colour: never put in a style
    expect(items[2]!.end).toEqual(items[2]!.start);
  });

  it('all-day items run from the first day to the day after the last', () => {
    const [item] = calendarItems({ ...CALENDAR, allDay: true }, 'taskId', [{ taskId: 1, title: '交付', startTime: '2026-11-27', endTime: '2026-11-28 18:00:00' }]);
    expect(item).toMatchObject({ allDay: true, start: new Date(2026, 10, 27), end: new Date(2026, 10, 29) });
  });

  it('parseWireTime reads days and times, nothing else', () => {
    expect(parseWireTime('2026-11-27')).toEqual(new Date(2026, 10, 27));
    expect(parseWireTime('2026-11-27 08:05')).toEqual(new Date(2026, 10, 27, 8, 5));
    expect(parseWireTime('27/11/2026')).toBeNull();
    expect(parseWireTime(20261127)).toBeNull();
  });
});

describe('pickedSlotValues', () => {
  it('time picked on a week or day grid is taken as it is', () => {
    expect(pickedSlotValues(CALENDAR, { start: new Date(2026, 10, 27, 14, 30), end: new Date(2026, 10, 27, 15, 0) }, false))
      .toEqual({ startTime: '2026-11-27 14:30:00', endTime: '2026-11-27 15:00:00' });
  });

  it('a whole day picked on the month grid is 09:00-10:00; several days 09:00 on the first to 18:00 on the last', () => {
    expect(pickedSlotValues(CALENDAR, { start: new Date(2026, 10, 27), end: new Date(2026, 10, 28) }, true))
      .toEqual({ startTime: '2026-11-27 09:00:00', endTime: '2026-11-27 10:00:00' });
    expect(pickedSlotValues(CALENDAR, { start: new Date(2026, 10, 27), end: new Date(2026, 10, 30) }, true))
      .toEqual({ startTime: '2026-11-27 09:00:00', endTime: '2026-11-29 18:00:00' });
  });

  it('nothing without the descriptor\'s create fields', () => {
    const { create: _none, ...readOnly } = CALENDAR;
    expect(pickedSlotValues(readOnly, { start: new Date(2026, 10, 27), end: new Date(2026, 10, 28) }, true)).toBeNull();
  });
});
