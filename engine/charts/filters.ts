// The page's filters as values and as request parameters. Every call of the page gets the same
// parameters (contract 12.1, 13: a period and the people it covers), a section adds its controls'.
// Pure, so the rules are tested without a browser.
import type { ChartCall, ChoiceOption, PageFilter, PeriodType, SectionControl } from './types.ts';
import { TIME_PRESETS } from './types.ts';

export interface PeriodValue {
  type: PeriodType;
  /** yyyy-MM-dd, with type custom */
  startTime?: string;
  endTime?: string;
}

export interface MembersValue {
  userIds: readonly number[];
  deptIds: readonly number[];
}

export interface FilterValues {
  period?: PeriodValue;
  members?: MembersValue;
  /** year and select filters, by their parameter */
  params: Readonly<Record<string, string>>;
}

/** contract 12.1: the BI client opens on this year; a page may say otherwise (仪表盘: this month). */
export const DEFAULT_PERIOD: PeriodType = 'year';

/** The period select's options in order, 自定义 last when offered. */
export function periodOptions(filter: Extract<PageFilter, { kind: 'period' }>): PeriodType[] {
  return [...(filter.presets ?? TIME_PRESETS), ...(filter.custom === false ? [] : ['custom' as const])];
}

/**
 * What a page opens on: its default period, everyone the user may see (or, with `start: ownDept`,
 * the user's own department when known), this year, a fixed select's first option.
 */
export function defaultFilterValues(filters: readonly PageFilter[], now = new Date(), ownDeptId?: number): FilterValues {
  const values: { period?: PeriodValue; members?: MembersValue; params: Record<string, string> } = { params: {} };
  for (const filter of filters) {
    if (filter.kind === 'period') values.period = { type: filter.default ?? DEFAULT_PERIOD };
    else if (filter.kind === 'members') values.members = { userIds: [], deptIds: filter.start === 'ownDept' && ownDeptId ? [ownDeptId] : [] };
    else if (filter.kind === 'year') values.params[filter.param] = String(now.getFullYear());
    else values.params[filter.param] = filter.options?.[0]?.value ?? '';
  }
  return values;
}

/** A year filter's choices: this year first, then the nine before it. */
export function yearOptions(now = new Date()): string[] {
  return Array.from({ length: 10 }, (_, index) => String(now.getFullYear() - index));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A custom range needs both dates, the start not after the end; presets are always complete. */
export function periodComplete(period: PeriodValue): boolean {
  if (period.type !== 'custom') return true;
  const { startTime = '', endTime = '' } = period;
  return DATE.test(startTime) && DATE.test(endTime) && startTime <= endTime;
}

/** The form fields of the filters: a preset or a range, people as csv (or the first one), the rest as they are. */
export function filterParams(filters: readonly PageFilter[], values: FilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'period' && values.period) {
      const { period } = values;
      if (period.type === 'custom') {
        params.startTime = period.startTime ?? '';
        params.endTime = period.endTime ?? '';
      } else {
        params.type = period.type;
      }
    } else if (filter.kind === 'members' && values.members) {
      const csv = (ids: readonly number[]) => (filter.multiple === false ? ids.slice(0, 1) : ids).join(',');
      if (values.members.userIds.length) params[filter.users] = csv(values.members.userIds);
      if (values.members.deptIds.length) params[filter.depts] = csv(values.members.deptIds);
    } else if (filter.kind === 'year' || filter.kind === 'select') {
      const value = values.params[filter.param];
      if (value) params[filter.param] = value;
    }
  }
  return params;
}

/** What a section's controls start on: a toggle's default or first option, the first tab, a fixed select's first option. */
export function defaultControlValues(controls: readonly SectionControl[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of controls) {
    values[control.param] = (control.kind === 'toggle' ? control.default : undefined) ?? control.options?.[0]?.value ?? '';
  }
  return values;
}

/** A select of a source without a choice yet takes the source's first option once it has arrived. */
export function withSourceDefaults(controls: ReadonlyArray<PageFilter | SectionControl>, values: Readonly<Record<string, string>>,
  options: Readonly<Record<string, readonly ChoiceOption[]>> | undefined): Record<string, string> {
  const next = { ...values };
  for (const control of controls) {
    if (control.kind === 'select' && control.source && !next[control.param]) next[control.param] = options?.[control.source]?.[0]?.value ?? '';
  }
  return next;
}

/** The named option sources the controls ask (businessTypes...), each once. */
export function controlSources(controls: ReadonlyArray<PageFilter | SectionControl>): string[] {
  return [...new Set(controls.flatMap((control) => (control.kind === 'select' && control.source ? [control.source] : [])))];
}

/** A required select without a value holds every call back (its options are still on their way). */
export function controlsReady(controls: ReadonlyArray<PageFilter | SectionControl>, values: Readonly<Record<string, string>>): boolean {
  return controls.every((control) => control.kind !== 'select' || !control.required || Boolean(values[control.param]));
}

/**
 * A call's parameters: its fixed ones, then the filters', the section's controls' (empty ones
 * left out) and the page of a paged call.
 */
export function callParams(call: ChartCall, filter: Readonly<Record<string, string>>, controls: Readonly<Record<string, string>> = {},
  paging?: { page: number; limit: number }): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(call.params ?? {})) params[key] = String(value);
  Object.assign(params, filter);
  for (const [key, value] of Object.entries(controls)) if (value !== '') params[key] = value;
  if (call.paged && paging) {
    params.page = String(paging.page);
    params.limit = String(paging.limit);
  }
  return params;
}

/** A cache key per call and parameters: the same question shares its answer across sections and revisits. */
export function callKey(path: string, params: Readonly<Record<string, string>>): string {
  const query = Object.keys(params).sort().map((key) => `${key}=${encodeURIComponent(params[key]!)}`).join('&');
  return `${path}?${query}`;
}
