// The filter every panel of the CRM 仪表盘 shares: a time preset (or a custom date range) and the
// employees / departments it covers. Pure, so the rules are tested without a browser.
import { TIME_PRESETS, type WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';

/** The select's options in order, custom last (i18n keys crmWorkbench.preset.*). */
export const PERIOD_OPTIONS = [...TIME_PRESETS, 'custom'] as const;

/** A salesperson opens the dashboard to see this month; everyone they may see (the server's data scope). */
export const DEFAULT_FILTER: WorkbenchFilter = { type: 'month', userIds: [], deptIds: [] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A custom range needs both dates, the start not after the end; presets are always complete. */
export function filterComplete(filter: WorkbenchFilter): boolean {
  if (filter.type !== 'custom') return true;
  const { startTime = '', endTime = '' } = filter;
  return DATE.test(startTime) && DATE.test(endTime) && startTime <= endTime;
}

/** An SWR key per call and filter: the same filter shares answers across panels and revisits. */
export function filterKey(call: string, filter: WorkbenchFilter, ...extra: Array<string | number>): string {
  const period = filter.type === 'custom' ? `${filter.startTime}~${filter.endTime}` : filter.type;
  return [call, period, filter.userIds.join(','), filter.deptIds.join(','), ...extra].join('|');
}

/** Money from the server (number or decimal string) as a number; unparseable → 0. */
export function moneyOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

/** A bucket label of contract 12.1 (`yyyyMM` or `yyyyMMdd`) as people read it: 2026-11 / 11-25. */
export function bucketLabel(type: string): string {
  if (/^\d{6}$/.test(type)) return `${type.slice(0, 4)}-${type.slice(4)}`;
  if (/^\d{8}$/.test(type)) return `${type.slice(4, 6)}-${type.slice(6)}`;
  return type;
}
