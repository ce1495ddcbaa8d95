// A record's address under its list (issue 17): `/crm/customer/20001` is customer 20001 opened over
// the customer list. Every record list route (a RecordPage naming its module) gets a hidden `:id`
// child derived here, never written by hand in schemas/routes.json, so a module that is only a
// descriptor and a route gets its record addresses too; the router keeps the list mounted while
// the drawer opens and closes. The other helpers go between a list's path and its records' paths. The list's own state (keyword, scene, filters, sort, page)
// is the query string of either (engine/react/list/listUrlState.ts).

import { joinPath } from './paths.ts';
import type { RouteDef } from './types.ts';

/** The path segment a record list route's child declares for the record's id. */
export const RECORD_SEGMENT = ':id';

/** The page component that shows a module's list and opens its records (pages/records/RecordPage). */
const RECORD_PAGE = 'RecordPage';

/**
 * The routes with every record list route given its record child: the same page, module, list and
 * title, hidden from the menus, highlighting its list. Pure: the input is not changed.
 */
export function withRecordRoutes(routes: readonly RouteDef[], parentPath = ''): RouteDef[] {
  return routes.map((route) => {
    const fullPath = joinPath(parentPath, route.path);
    const children = route.children ? withRecordRoutes(route.children, fullPath) : undefined;
    const isRecordList = route.component === RECORD_PAGE && route.module !== undefined && route.view === undefined
      && route.path !== undefined && route.path !== RECORD_SEGMENT;
    if (!isRecordList || children?.some((child) => child.path === RECORD_SEGMENT)) {
      return children ? { ...route, children } : route;
    }
    const record: RouteDef = {
      path: RECORD_SEGMENT,
      component: RECORD_PAGE,
      module: route.module,
      ...(route.list ? { list: route.list } : {}),
      ...(route.lists ? { lists: route.lists } : {}),
      title: route.title,
      hidden: true,
      meta: { menuIndex: fullPath },
    };
    return { ...route, children: [...(children ?? []), record] };
  });
}

/**
 * The path of `module`'s record list (the first RecordPage route naming it, as the menu offers it):
 * `customer` → `/crm/customer`; null when the app has none. A record's own address is under it
 * (`recordPath`), whichever screen it was opened from.
 */
export function recordListPath(routes: readonly RouteDef[], module: string, parentPath = ''): string | null {
  for (const route of routes) {
    const fullPath = joinPath(parentPath, route.path);
    if (route.component === RECORD_PAGE && route.module === module && route.view === undefined && route.path !== undefined && route.path !== RECORD_SEGMENT) return fullPath;
    const inChildren = route.children ? recordListPath(route.children, module, fullPath) : null;
    if (inChildren) return inChildren;
  }
  return null;
}

/** `/crm/customer` + 20001 → `/crm/customer/20001`. */
export function recordPath(listPath: string, id: number | string): string {
  return `${listPath.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}

/**
 * The record segment of a pathname under its list path, as written (decoded); null on the list
 * itself or elsewhere. Validating it is the drawer's job: `/crm/customer/abc` opens a drawer that
 * says there is no such record rather than the 404 page, so a mistyped link still lands on its list.
 */
export function recordInPath(listPath: string, pathname: string): string | null {
  const base = listPath.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length + 1).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest; // a malformed escape: still "some record", which the drawer reports as not found
  }
}

/** A record id as the server knows them: a positive whole number; null for anything else. */
export function recordId(segment: string | null): number | null {
  if (segment === null || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}
