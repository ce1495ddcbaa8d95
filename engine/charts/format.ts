// How a chart page shows a value (figures, table cells, axis labels, the chart's accessible name).
// A value the answer lacks shows as — : a missing figure must not pass for a zero.
import { formatMoney } from '../fields/formTypes/displayText.ts';
import type { ChartValueFormat } from './types.ts';

export const MISSING = '—';

/** A number from the server (number or decimal string); unparseable or missing → 0. */
export function numberOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

/** A bucket label of contract 12.1 (`yyyyMM` or `yyyyMMdd`) as people read it: 2026-11 / 11-25. */
export function bucketLabel(type: string): string {
  if (/^\d{6}$/.test(type)) return `${type.slice(0, 4)}-${type.slice(4)}`;
  if (/^\d{8}$/.test(type)) return `${type.slice(4, 6)}-${type.slice(6)}`;
  return type;
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function formatChartValue(value: unknown, format: ChartValueFormat = 'text'): string {
  if (isMissing(value)) return MISSING;
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'count':
      return String(numberOf(value));
    case 'decimal':
      return numberOf(value).toFixed(2);
    case 'percent':
      return `${numberOf(value).toFixed(2)}%`;
    case 'bucket':
      return bucketLabel(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Formats whose values line up on the right in a table. */
export function isNumeric(format: ChartValueFormat | undefined): boolean {
  return format === 'count' || format === 'money' || format === 'decimal' || format === 'percent';
}
