// What the shell's navigation shows: the landing page, the top areas, the admin entry, the
// sidebar and its active item. All derived from the filtered routes and the permission tree.
import type { AuthTree, RouteDef } from './types.ts';
import { hasParams, joinPath } from './paths.ts';

/** The first page a user can open under a route: its first listed child, into groups. */
function firstPage(route: RouteDef, parentPath: string): string | undefined {
  const fullPath = joinPath(parentPath, route.path);
  for (const child of route.children ?? []) {
    if (child.hidden) continue;
    if (child.children?.length) {
      const nested = firstPage(child, fullPath);
      if (nested) return nested;
      // A page whose children are all hidden (a record list and its `:id`) is itself the page.
      if (child.path === undefined) continue;
    }
    const childPath = joinPath(fullPath, child.path);
    if (child.path !== undefined && !hasParams(childPath)) return childPath;
  }
  return undefined;
}

/** Where `/` sends a signed-in user: the first permitted menu's first child. */
export function firstPermittedPath(filtered: readonly RouteDef[], fallback = '/person/index'): string {
  for (const route of filtered) {
    if (route.hidden || !route.children?.length) continue;
    const page = firstPage(route, '');
    if (page) return page;
  }
  // Every signed-in user may open the personal center, so it is the landing page of last resort.
  return fallback;
}

/**
 * Where an area route (such as /bi) redirects: its declared redirect when the user may open it,
 * else the first page the user may open there (a user without bi.customer lands on the funnel).
 */
export function areaRedirect(area: RouteDef): string | undefined {
  const areaPath = joinPath('', area.path);
  const first = firstPage(area, '');
  if (!area.redirect) return first;
  const permitted = (routes: readonly RouteDef[], parent: string): boolean =>
    routes.some((r) => {
      const full = joinPath(parent, r.path);
      return full === area.redirect || (r.children ? permitted(r.children, full) : false);
    });
  return permitted(area.children ?? [], areaPath) ? area.redirect : first;
}

export interface NavArea {
  key: 'office' | 'crm' | 'bi' | 'project';
  /** i18n key of the label. */
  title: string;
  path: string;
}

const AREAS: ReadonlyArray<NavArea & { group: keyof AuthTree }> = [
  { key: 'office', title: 'nav.office', path: '/workbench', group: 'oa' },
  { key: 'crm', title: 'nav.crm', path: '/crm', group: 'crm' },
  { key: 'bi', title: 'nav.bi', path: '/bi', group: 'bi' },
  { key: 'project', title: 'nav.project', path: '/project', group: 'project' },
];

/** The top-navigation areas, in the product's order; an area shows when its flag is set. */
export function topNavAreas(auth: AuthTree): NavArea[] {
  return AREAS.filter((area) => Boolean(auth[area.group])).map(({ key, title, path }) => ({ key, title, path }));
}

/** Whether the user gets the admin-backend entry: any manage flag at all. */
export function hasManageRight(auth: AuthTree): boolean {
  const manage = auth.manage;
  if (!manage) return false;
  if (manage === true) return true;
  return Object.values(manage).some(Boolean);
}

/** The sidebar item to highlight: the route's menuIndex, or its own path. */
export function activeMenuIndex(route: RouteDef, fullPath: string): string {
  return route.meta?.menuIndex ?? fullPath;
}

export type MenuEntry =
  | { kind: 'item'; path: string; title: string; icon?: string; dynamicMenu?: RouteDef['dynamicMenu']; badge?: RouteDef['badge'] }
  | { kind: 'group'; title: string; icon?: string; items: MenuEntry[] };

/** The sidebar of one area: its listed children (hidden ones excluded), groups as headings. */
export function sidebarMenu(area: RouteDef, parentPath = ''): MenuEntry[] {
  const areaPath = joinPath(parentPath, area.path);
  const entries: MenuEntry[] = [];
  for (const child of area.children ?? []) {
    if (child.hidden) continue;
    if (child.path === undefined) {
      const items = sidebarMenu(child, areaPath);
      if (items.length) entries.push({ kind: 'group', title: child.title, icon: child.icon, items });
      continue;
    }
    entries.push({
      kind: 'item', path: joinPath(areaPath, child.path), title: child.title, icon: child.icon,
      ...(child.dynamicMenu ? { dynamicMenu: child.dynamicMenu } : {}),
      ...(child.badge ? { badge: child.badge } : {}),
    });
  }
  return entries;
}
