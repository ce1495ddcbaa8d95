// The list request (server-contract 6.2) from the screen's state, and the small rules around it:
// page sizes, the default scene, the sort cycle, the response's extras. Pure functions.
import type { FilterData } from './filterConditions.ts';
import type { PageControl, PageDef, PageExtra } from './types.ts';

/** shell-and-calls.md / contract 6.2: the client offers 15, 30, 60 and 100 rows a page. */
export const PAGE_SIZES = [15, 30, 60, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;

/** Contract 6.2: order 1 = descending, 2 = ascending. */
export type SortOrder = 1 | 2;

export interface ListState {
  page: number;
  limit: number;
  search: string;
  /** The chosen scene; null = none (the 'All' scene when the module has none). */
  sceneId: number | null;
  sortField: string | null;
  order: SortOrder | null;
  /** The advanced filter's conditions (contract 6.3). */
  filter: FilterData;
  /** The list controls' values by parameter name, as sent (PageControl); absent or '' = not set. */
  params?: Readonly<Record<string, string>>;
}

export interface ListQuery {
  page: number;
  limit: number;
  /** The record lists' type code; a `plain` list sends none. */
  type?: number | string;
  search?: string;
  sceneId?: number;
  sortField?: string;
  order?: SortOrder;
  data?: FilterData;
}

export function initialListState(): ListState {
  return { page: 1, limit: DEFAULT_PAGE_SIZE, search: '', sceneId: null, sortField: null, order: null, filter: {} };
}

/** What the list call's query depends on: the page's type and fixed parameters, its controls and request kind. */
export type ListQueryPage = Pick<PageDef, 'type' | 'listParams'> & Partial<Pick<PageDef, 'controls' | 'request' | 'searchPlaceholder'>>;

/** The value a tabs control sends when the state names none: its default, else its first option. */
function tabsDefault(control: Extract<PageControl, { kind: 'tabs' }>): string {
  return String(control.default ?? control.options[0]?.value ?? '');
}

/**
 * The controls' parameters as the list call takes them: a tab always (its default until chosen), a
 * select and a date range only when set. Values the state holds for parameters no control declares
 * are not sent (a hand-edited address cannot add parameters).
 */
export function controlParams(controls: readonly PageControl[] | undefined, state: Pick<ListState, 'params'>): Record<string, string> {
  const values = state.params ?? {};
  const out: Record<string, string> = {};
  for (const control of controls ?? []) {
    if (control.kind === 'tabs') {
      const chosen = values[control.param];
      out[control.param] = chosen !== undefined && control.options.some((o) => String(o.value) === chosen) ? chosen : tabsDefault(control);
      continue;
    }
    const names = control.kind === 'dateRange' ? [control.param, control.to] : [control.param];
    for (const name of names) if (values[name]) out[name] = values[name]!;
  }
  return out;
}

export function buildListQuery(page: ListQueryPage, state: ListState): ListQuery {
  if (page.request === 'plain') {
    // Paging, the controls, the keyword when the list offers a search box, and the fixed parameters: nothing the call does not take.
    const keyword = page.searchPlaceholder !== undefined ? state.search.trim() : '';
    return { page: state.page, limit: state.limit, ...controlParams(page.controls, state), ...(keyword ? { search: keyword } : {}), ...page.listParams };
  }
  const query: ListQuery = { page: state.page, limit: state.limit, type: page.type };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.sceneId !== null) query.sceneId = state.sceneId;
  if (state.sortField && state.order) {
    query.sortField = state.sortField;
    query.order = state.order;
  }
  if (Object.keys(state.filter).length > 0) query.data = state.filter;
  const controls = controlParams(page.controls, state);
  return page.listParams || page.controls ? { ...query, ...controls, ...page.listParams } : query;
}

/** The query of 导出 (all matching rows): the list's filters without its paging. */
export function exportQuery(page: ListQueryPage, state: ListState): Omit<ListQuery, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...rest } = buildListQuery(page, state);
  return rest;
}

/** A header click: none → descending → ascending → none; another column starts descending. */
export function nextSort(state: Pick<ListState, 'sortField' | 'order'>, field: string): Pick<ListState, 'sortField' | 'order'> {
  if (state.sortField !== field || !state.order) return { sortField: field, order: 1 };
  if (state.order === 1) return { sortField: field, order: 2 };
  return { sortField: null, order: null };
}

export interface SceneLike {
  sceneId: number;
  isDefault?: number | boolean | null;
}

/** The scene a list opens with: the one with isDefault 1, else the first; null when there is none. */
export function defaultScene<S extends SceneLike>(scenes: readonly S[]): S | null {
  return scenes.find((scene) => Number(scene.isDefault) === 1) ?? scenes[0] ?? null;
}

export function pageCount(totalRow: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalRow) / Math.max(1, limit)));
}

/** A dotted path read from the list response's `data` (`money.contractMoney`); undefined when absent. */
export function extraValue(response: unknown, extra: Pick<PageExtra, 'from'>): unknown {
  let node: unknown = response;
  for (const key of extra.from.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
