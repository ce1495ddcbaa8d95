import { describe, expect, it } from 'vitest';
import { readDate, readDateTime, shownText } from '../../../widgets/fields/date/dateText.ts';

describe('typed dates', () => {
  it.each([
    ['2026-11-26', '2026-11-26'], ['2026/1/5', '2026-01-05'], ['2026.11.26', '2026-11-26'], ['2026年11月26日', '2026-11-26'],
    ['20261126', '2026-11-26'], [' 2024-02-29 ', '2024-02-29'],
  ])('%j → %j', (typed, wire) => expect(readDate(typed)).toBe(wire));
  it.each(['2026-02-30', '2026-13-01', '2026-11', 'abc', '', '2026-11-26 10:00'])('%j is not a day', (typed) => expect(readDate(typed)).toBeNull());
});

describe('typed date-times', () => {
  it.each([
    ['2026-11-26 14:30', '2026-11-26 14:30:00'], ['2026-11-26T9:05', '2026-11-26 09:05:00'], ['2026-11-26 14:30:15', '2026-11-26 14:30:15'],
    ['2026-11-26', '2026-11-26 00:00:00'], ['2026/11/26 8：00', '2026-11-26 08:00:00'],
  ])('%j → %j', (typed, wire) => expect(readDateTime(typed)).toBe(wire));
  it.each(['2026-11-26 24:00', '2026-11-26 14:3', '2026-11-26 14:60', 'soon'])('%j is not a day and time', (typed) => expect(readDateTime(typed)).toBeNull());
});

describe('shown text', () => {
  it('shows the day, or the day and HH:mm', () => {
    expect(shownText('date', '2026-11-26')).toBe('2026-11-26');
    expect(shownText('date', '2026-11-26 00:00:00')).toBe('2026-11-26');
    expect(shownText('datetime', '2026-11-26 14:30:15')).toBe('2026-11-26 14:30');
    expect(shownText('datetime', null)).toBe('');
  });
  it('shows a value that is not a date as it is', () => {
    expect(shownText('date', '明天')).toBe('明天');
    expect(shownText('datetime', '2026-02-30 10:00:00')).toBe('2026-02-30 10:00:00');
  });
});
