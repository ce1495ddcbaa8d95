// The workbench / BI period (server/crm/instrument/period.ts, contract 12.1): each preset's local
// days and buckets on a fixed clock, custom ranges and their granularity, the refusals naming 时间,
// and the months a period covers (what targets are prorated by).
import { afterEach, describe, expect, it } from 'vitest';
import { customPeriod, monthShares, type Period, presetPeriod, readPeriod } from '../../../server/crm/instrument/period.ts';

/** 2024-05-15, a Wednesday, 10:30 local. */
const NOW = new Date(2024, 4, 15, 10, 30);
const at = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h);

const summary = (p: Period) => ({
  firstDay: p.firstDay, lastDay: p.lastDay, endDay: p.endDay, granularity: p.granularity,
  labels: p.buckets.map((b) => b.label),
});
const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => {
  const d = new Date(Number(from.slice(0, 4)), Number(from.slice(4, 6)) - 1, Number(from.slice(6, 8)) + i);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
});

describe('presets on the local calendar', () => {
  it('today and yesterday: one daily bucket', () => {
    expect(summary(presetPeriod('today', NOW))).toEqual({ firstDay: '2024-05-15', lastDay: '2024-05-15', endDay: '2024-05-16', granularity: 'day', labels: ['20240515'] });
    expect(summary(presetPeriod('yesterday', NOW))).toEqual({ firstDay: '2024-05-14', lastDay: '2024-05-14', endDay: '2024-05-15', granularity: 'day', labels: ['20240514'] });
    const today = presetPeriod('today', NOW);
    expect(today.start).toEqual(new Date(2024, 4, 15));
    expect(today.end).toEqual(new Date(2024, 4, 16));
    expect(presetPeriod('yesterday', at(2024, 3, 1)).firstDay).toBe('2024-02-29');
  });

  it('week and lastWeek: Monday to Sunday, 7 daily buckets', () => {
    expect(summary(presetPeriod('week', NOW))).toEqual({ firstDay: '2024-05-13', lastDay: '2024-05-19', endDay: '2024-05-20', granularity: 'day', labels: days('20240513', 7) });
    expect(summary(presetPeriod('lastWeek', NOW))).toEqual({ firstDay: '2024-05-06', lastDay: '2024-05-12', endDay: '2024-05-13', granularity: 'day', labels: days('20240506', 7) });
    // a Sunday belongs to the week that began six days before; a Monday starts one
    expect(presetPeriod('week', at(2024, 5, 19)).firstDay).toBe('2024-05-13');
    expect(presetPeriod('week', at(2024, 5, 13, 0)).firstDay).toBe('2024-05-13');
    // across a year end
    expect(summary(presetPeriod('week', at(2025, 1, 1)))).toMatchObject({ firstDay: '2024-12-30', lastDay: '2025-01-05', labels: days('20241230', 7) });
  });

  it('month and lastMonth: a daily bucket per day', () => {
    expect(summary(presetPeriod('month', NOW))).toEqual({ firstDay: '2024-05-01', lastDay: '2024-05-31', endDay: '2024-06-01', granularity: 'day', labels: days('20240501', 31) });
    expect(summary(presetPeriod('lastMonth', NOW))).toEqual({ firstDay: '2024-04-01', lastDay: '2024-04-30', endDay: '2024-05-01', granularity: 'day', labels: days('20240401', 30) });
    expect(presetPeriod('month', at(2024, 2, 10)).buckets).toHaveLength(29);
    expect(summary(presetPeriod('lastMonth', at(2024, 1, 10)))).toMatchObject({ firstDay: '2023-12-01', lastDay: '2023-12-31', labels: days('20231201', 31) });
  });

  it('quarter and lastQuarter: 3 monthly buckets', () => {
    expect(summary(presetPeriod('quarter', NOW))).toEqual({ firstDay: '2024-04-01', lastDay: '2024-06-30', endDay: '2024-07-01', granularity: 'month', labels: ['202404', '202405', '202406'] });
    expect(summary(presetPeriod('lastQuarter', NOW))).toEqual({ firstDay: '2024-01-01', lastDay: '2024-03-31', endDay: '2024-04-01', granularity: 'month', labels: ['202401', '202402', '202403'] });
    expect(summary(presetPeriod('lastQuarter', at(2024, 2, 1)))).toMatchObject({ firstDay: '2023-10-01', lastDay: '2023-12-31', labels: ['202310', '202311', '202312'] });
    expect(presetPeriod('quarter', at(2024, 12, 31)).firstDay).toBe('2024-10-01');
  });

  it('year and lastYear: 12 monthly buckets', () => {
    const labels = (y: number) => Array.from({ length: 12 }, (_, i) => `${y}${String(i + 1).padStart(2, '0')}`);
    expect(summary(presetPeriod('year', NOW))).toEqual({ firstDay: '2024-01-01', lastDay: '2024-12-31', endDay: '2025-01-01', granularity: 'month', labels: labels(2024) });
    expect(summary(presetPeriod('lastYear', NOW))).toEqual({ firstDay: '2023-01-01', lastDay: '2023-12-31', endDay: '2024-01-01', granularity: 'month', labels: labels(2023) });
  });

  it('buckets tile the period: each starts where the last ended', () => {
    for (const preset of ['week', 'month', 'quarter', 'year'] as const) {
      const p = presetPeriod(preset, NOW);
      expect(p.buckets[0].start).toEqual(p.start);
      expect(p.buckets.at(-1)!.end).toEqual(p.end);
      for (let i = 1; i < p.buckets.length; i++) expect(p.buckets[i].start).toEqual(p.buckets[i - 1].end);
    }
  });
});

describe('custom ranges', () => {
  it('within one calendar month: daily buckets, both days included', () => {
    expect(summary(customPeriod('2024-02-03', '2024-02-10'))).toEqual({
      firstDay: '2024-02-03', lastDay: '2024-02-10', endDay: '2024-02-11', granularity: 'day', labels: days('20240203', 8),
    });
    expect(customPeriod('2024-02-29', '2024-02-29').buckets.map((b) => b.label)).toEqual(['20240229']);
  });

  it('across months: monthly buckets, the first and last clipped to the range', () => {
    const p = customPeriod('2024-01-20', '2024-03-05');
    expect(summary(p)).toEqual({ firstDay: '2024-01-20', lastDay: '2024-03-05', endDay: '2024-03-06', granularity: 'month', labels: ['202401', '202402', '202403'] });
    expect(p.buckets[0].start).toEqual(new Date(2024, 0, 20));
    expect(p.buckets[2].end).toEqual(new Date(2024, 2, 6));
    expect(customPeriod('2023-12-31', '2024-01-01').buckets.map((b) => b.label)).toEqual(['202312', '202401']);
  });
});

describe('readPeriod: the request parameters', () => {
  it('a preset wins; no preset and no range is this month', () => {
    expect(readPeriod({ type: 'week', startTime: '2020-01-01', endTime: '2020-01-02' }, NOW).firstDay).toBe('2024-05-13');
    expect(summary(readPeriod({}, NOW))).toEqual(summary(presetPeriod('month', NOW)));
    expect(readPeriod({ type: '', startTime: '', endTime: '' }, NOW).preset).toBe('month');
    expect(readPeriod({ startTime: '2024-03-01', endTime: '2024-03-31' }, NOW)).toMatchObject({ preset: 'custom', firstDay: '2024-03-01', lastDay: '2024-03-31' });
    // contract 12.1's "custom/absent": type=custom takes the range (the dashboard's list details send it)
    expect(readPeriod({ type: 'custom', startTime: '2024-03-01', endTime: '2024-03-31' }, NOW)).toMatchObject({ preset: 'custom', firstDay: '2024-03-01' });
  });

  it.each([
    [{ type: 'decade' }, '时间类型格式不正确'],
    [{ type: { a: 1 } }, '时间类型格式不正确'],
    [{ startTime: '2024-3-01', endTime: '2024-03-31' }, '开始时间格式不正确'],
    [{ startTime: '2024-02-30', endTime: '2024-03-31' }, '开始时间格式不正确'],
    [{ startTime: '2024-03-01', endTime: '2024-13-01' }, '结束时间格式不正确'],
    [{ startTime: '0099-01-01', endTime: '2024-01-01' }, '开始时间格式不正确'],
    [{ startTime: '2024-03-01' }, '结束时间不能为空'],
    [{ endTime: '2024-03-01' }, '开始时间不能为空'],
    [{ type: 'custom' }, '开始时间不能为空'],
    [{ startTime: '2024-03-02', endTime: '2024-03-01' }, '开始时间不能晚于结束时间'],
    [{ startTime: '2014-01-01', endTime: '2024-01-01' }, '时间范围不能超过10年'],
  ])('refuses %j with %s', (params, message) => {
    expect(() => readPeriod(params, NOW)).toThrow(message);
  });

  it('accepts a range of exactly ten years', () => {
    expect(readPeriod({ startTime: '2014-01-01', endTime: '2023-12-31' }, NOW).buckets).toHaveLength(120);
  });
});

describe('monthShares: the days of each month a period covers', () => {
  it('whole months for month, quarter and year', () => {
    expect(monthShares(presetPeriod('month', NOW))).toEqual([{ year: 2024, month: 5, days: 31, daysInMonth: 31 }]);
    expect(monthShares(presetPeriod('quarter', NOW)).map((m) => [m.month, m.days, m.daysInMonth])).toEqual([[4, 30, 30], [5, 31, 31], [6, 30, 30]]);
    expect(monthShares(presetPeriod('year', NOW))).toHaveLength(12);
  });

  it('part of a month for today and a week across two months', () => {
    expect(monthShares(presetPeriod('today', NOW))).toEqual([{ year: 2024, month: 5, days: 1, daysInMonth: 31 }]);
    expect(monthShares(presetPeriod('week', at(2024, 5, 1)))).toEqual([
      { year: 2024, month: 4, days: 2, daysInMonth: 30 }, { year: 2024, month: 5, days: 5, daysInMonth: 31 },
    ]);
    expect(monthShares(customPeriod('2023-12-20', '2024-02-10')).map((m) => [m.year, m.month, m.days, m.daysInMonth]))
      .toEqual([[2023, 12, 12, 31], [2024, 1, 31, 31], [2024, 2, 10, 29]]);
  });
});

describe('a daylight-saving change (America/New_York)', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('keeps one bucket per calendar day and counts calendar days', () => {
    process.env.TZ = 'America/New_York';
    expect([new Date(2024, 2, 10).getTimezoneOffset(), new Date(2024, 2, 11).getTimezoneOffset()]).toEqual([300, 240]);
    // clocks went forward on Sunday 2024-03-10 (a 23-hour day) and back on 2024-11-03 (25 hours)
    const spring = presetPeriod('week', new Date(2024, 2, 8, 12));
    expect(spring.buckets.map((b) => b.label)).toEqual(days('20240304', 7));
    expect(spring.buckets.every((b) => b.start.getHours() === 0)).toBe(true);
    expect(monthShares(presetPeriod('month', new Date(2024, 10, 15)))).toEqual([{ year: 2024, month: 11, days: 30, daysInMonth: 30 }]);
    expect(presetPeriod('month', new Date(2024, 2, 15)).buckets).toHaveLength(31);
  });
});
