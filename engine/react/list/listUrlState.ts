// A list's state as the query string of its address (issue 17): keyword, scene, filters, sort, page
// and rows per page, so reload, Back and Forward restore them and a colleague opens the same list.
// Pure: ListScreen's data hook (useListData.ts) writes and reads it through a ListAddress.
//
//   /crm/customer?q=杭州&scene=我负责的客户&sort=createTime&order=asc&page=3&limit=30
//
// Defaults are left out, so a list as it opens has no query at all: no keyword, the user's default
// scene, no filter, the server's order, page 1, 15 rows. The scene goes by its name, not its id:
// scene ids are per user, while the system scenes' names (全部客户, 我负责的客户…) are the same for
// everyone, so a shared link selects the colleague's own scene of that name; a name the reader does
// not have falls back to their default scene. The advanced filter is one `filter` parameter, the
// JSON array of its condition objects (server-contract 6.3, the same objects the list call sends).
// `limit` is written when it is not 15 and read, when absent, as the list's remembered size
// (pageSizePreference.ts). Anything unreadable is dropped, never an error: a hand-edited link
// still opens its list.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, controlParams, defaultScene, type FilterData, type ListState, type PageControl, type SceneLike, type SortOrder } from '../../pages/index.ts';

export interface NamedScene extends SceneLike {
  name: string;
}

export interface ListUrlContext {
  /** The user's scenes of this list ([] for a list without scenes). */
  scenes: readonly NamedScene[];
  /** Rows per page when the query names none (the remembered size); 15 by default. */
  defaultLimit?: number;
  /**
   * The list's controls (office approvals' 审批类型, 状态, 时间): each value is the query parameter of
   * the control's own name (`categoryId=5&startTime=2026-01-01`), a tab left out at its default.
   */
  controls?: readonly PageControl[];
}

/** The query names of a list's controls (a date range has two). */
function controlNames(controls: readonly PageControl[] | undefined): string[] {
  return (controls ?? []).flatMap((control) => (control.kind === 'dateRange' ? [control.param, control.to] : [control.param]));
}

/** A tab's value when the query names none. */
function controlDefault(control: PageControl): string | undefined {
  return control.kind === 'tabs' ? String(control.default ?? control.options[0]?.value ?? '') : undefined;
}

/** The query's parameter names, in the order they are written. */
export const LIST_QUERY_KEYS = ['q', 'scene', 'filter', 'sort', 'order', 'page', 'limit'] as const;

const MAX_PAGE = 1_000_000;
const MAX_TEXT = 200;
const ORDER_NAMES: Readonly<Record<SortOrder, string>> = { 1: 'desc', 2: 'asc' };

function paramsOf(query: string | URLSearchParams): URLSearchParams {
  return typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
}

function sceneByName(scenes: readonly NamedScene[], name: string): NamedScene | undefined {
  return scenes.find((scene) => scene.name === name);
}

/** The scene a query names (its name), or null when it names none. */
export function sceneNameInQuery(query: string | URLSearchParams): string | null {
  const name = paramsOf(query).get('scene');
  return name ? name : null;
}

function readPage(text: string | null): number {
  if (!text || !/^\d{1,7}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readLimit(text: string | null, fallback: number): number {
  const limit = Number(text);
  return text && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : fallback;
}

/** The filter's condition objects: an array of objects with a name, a condition and a form type; anything else is dropped. */
export function readFilter(text: string | null): FilterData {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!Array.isArray(parsed)) return {};
  const data: FilterData = {};
  for (const entry of parsed) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const raw = entry as Record<string, unknown>;
    if (typeof raw.name !== 'string' || !raw.name || typeof raw.formType !== 'string') continue;
    // every part of a condition object is text on the wire (6.3); numbers are kept as their text
    const object: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number') object[key] = String(value);
    }
    object.condition ??= '';
    object.value ??= '';
    let key = raw.name;
    for (let n = 2; key in data; n += 1) key = `${raw.name}#${n}`;
    data[key] = object as unknown as FilterData[string];
  }
  return data;
}

function writeFilter(filter: FilterData): string | null {
  const conditions = Object.values(filter);
  if (!conditions.length) return null;
  // empty parts are left out (most conditions have no range, type or display)
  return JSON.stringify(conditions.map((condition) => Object.fromEntries(
    Object.entries(condition).filter(([key, value]) => value !== undefined && value !== null && (value !== '' || key === 'value')),
  )));
}

/** The list state a query describes, its scene resolved among the user's scenes (else their default). */
export function listStateFromQuery(query: string | URLSearchParams, context: ListUrlContext): ListState {
  const params = paramsOf(query);
  const named = sceneNameInQuery(params);
  const scene = (named !== null ? sceneByName(context.scenes, named) : undefined) ?? defaultScene(context.scenes);
  const sortField = (params.get('sort') ?? '').slice(0, MAX_TEXT) || null;
  const order: SortOrder | null = sortField ? (params.get('order') === 'asc' ? 2 : 1) : null;
  const controlValues: Record<string, string> = {};
  for (const name of controlNames(context.controls)) {
    const value = (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
    if (value) controlValues[name] = value;
  }
  return {
    ...(context.controls?.length ? { params: controlParams(context.controls, { params: controlValues }) } : {}),
    search: (params.get('q') ?? '').trim().slice(0, MAX_TEXT),
    sceneId: scene ? scene.sceneId : null,
    filter: readFilter(params.get('filter')),
    sortField,
    order,
    page: readPage(params.get('page')),
    limit: readLimit(params.get('limit'), context.defaultLimit ?? DEFAULT_PAGE_SIZE),
  };
}

/** The canonical query of a list state (no leading '?'; '' for a list as it opens). */
export function listStateToQuery(state: ListState, context: ListUrlContext): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('q', search);
  if (state.sceneId !== null) {
    const scene = context.scenes.find((s) => s.sceneId === state.sceneId);
    const fallback = defaultScene(context.scenes);
    if (scene && scene.sceneId !== fallback?.sceneId) params.set('scene', scene.name);
  }
  const filter = writeFilter(state.filter);
  if (filter) params.set('filter', filter);
  const values = controlParams(context.controls, state);
  for (const control of context.controls ?? []) {
    for (const name of control.kind === 'dateRange' ? [control.param, control.to] : [control.param]) {
      const value = values[name];
      if (value && value !== controlDefault(control)) params.set(name, value);
    }
  }
  if (state.sortField && state.order) {
    params.set('sort', state.sortField);
    params.set('order', ORDER_NAMES[state.order]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  return params.toString();
}

/** Whether two list states ask for the same list (what the query would say of each). */
export function sameListQuery(a: ListState, b: ListState, context: ListUrlContext): boolean {
  return listStateToQuery(a, context) === listStateToQuery(b, context);
}

/** A query as this module would write it (unknown parameters dropped, defaults left out). */
export function canonicalListQuery(query: string | URLSearchParams, context: ListUrlContext): string {
  return listStateToQuery(listStateFromQuery(query, context), context);
}
