import { describe, expect, it } from 'vitest';
import routesFile from '../../schemas/routes.json';
import {
  activeMenuIndex, areaRedirect, filterRoutes, findRoute, firstPermittedPath, hasManageRight, sidebarMenu,
  topNavAreas, type AuthTree, type RouteDef,
} from '../../engine/routes/index.ts';
import { adminTree, salesTree } from '../support/authTrees.ts';

const routes = routesFile.routes as RouteDef[];

function paths(list: readonly RouteDef[]): string[] {
  return list.map((r) => r.path ?? `(${r.title})`);
}
function area(list: readonly RouteDef[], path: string): RouteDef | undefined {
  return list.find((r) => r.path === path);
}
/** Every full path a filtered tree still routes to. */
function allPaths(list: readonly RouteDef[], parent = ''): string[] {
  return list.flatMap((r) => {
    const full = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent}/${r.path}`;
    return [...(r.path === undefined ? [] : [full]), ...allPaths(r.children ?? [], full)];
  });
}

describe('filterRoutes: each index rule', () => {
  const open: RouteDef = { path: '/open', title: 'routes.x', component: 'X' };
  const group0: RouteDef = { path: '/crm', title: 'routes.x', component: 'X', meta: { requiresAuth: true, index: 0, type: 'crm' } };
  const level1: RouteDef = { path: '/leads', title: 'routes.x', component: 'X', meta: { requiresAuth: true, index: 1, type: 'crm', subType: 'leads' } };
  const deep: RouteDef = { path: '/field', title: 'routes.x', component: 'X', meta: { requiresAuth: true, index: 2, type: 'manage', subType: 'crm.field' } };

  it('shows a route without requiresAuth even with an empty tree', () => {
    expect(paths(filterRoutes([open], {}))).toEqual(['/open']);
  });

  it('index 0 needs the group; an empty object counts as present', () => {
    expect(paths(filterRoutes([group0], { crm: {} }))).toEqual(['/crm']);
    expect(paths(filterRoutes([group0], { oa: {} }))).toEqual([]);
  });

  it('index 1 needs auth[type][subType]', () => {
    expect(paths(filterRoutes([level1], { crm: { leads: { index: true } } }))).toEqual(['/leads']);
    expect(paths(filterRoutes([level1], { crm: { customer: { index: true } } }))).toEqual([]);
    expect(paths(filterRoutes([level1], {}))).toEqual([]);
  });

  it('deeper routes need the whole dotted chain down to the last key', () => {
    expect(paths(filterRoutes([deep], { manage: { crm: { field: true } } }))).toEqual(['/field']);
    expect(paths(filterRoutes([deep], { manage: { crm: { pool: true } } }))).toEqual([]);
    expect(paths(filterRoutes([deep], { manage: { system: { read: true } } }))).toEqual([]);
    // A leaf flag is not a branch: `crm: true` does not grant `crm.field`.
    expect(paths(filterRoutes([deep], { manage: { crm: true } }))).toEqual([]);
  });

  it('a requiresAuth route without a type is never shown', () => {
    const broken: RouteDef = { path: '/b', title: 'routes.x', component: 'X', meta: { requiresAuth: true, index: 0 } };
    expect(filterRoutes([broken], adminTree)).toEqual([]);
  });

  it('filters children the same way, and drops a child with its parent', () => {
    const parent: RouteDef = { ...group0, children: [open, level1] };
    expect(paths(filterRoutes([parent], { crm: {} })[0]!.children!)).toEqual(['/open']);
    expect(filterRoutes([parent], {})).toEqual([]);
  });

  it('drops a menu group whose pages are all filtered out, but keeps an empty area', () => {
    const group: RouteDef = { title: 'routes.g', children: [level1] };
    const areaRoute: RouteDef = { ...group0, children: [group] };
    const [kept] = filterRoutes([areaRoute], { crm: {} });
    expect(kept!.path).toBe('/crm');
    expect(kept!.children).toEqual([]);
  });

  it('does not change the input', () => {
    const before = JSON.stringify(routes);
    filterRoutes(routes, salesTree);
    expect(JSON.stringify(routes)).toBe(before);
  });
});

describe('filterRoutes on routes.json', () => {
  it('gives the admin every area and every admin page', () => {
    const filtered = filterRoutes(routes, adminTree);
    expect(paths(filtered)).toEqual(['/login', '/404', '/workbench', '/crm', '/bi', '/project', '/manager', '/person']);
    expect(allPaths(filtered)).toEqual(allPaths(routes));
  });

  // Everyone reads the announcements addressed to them (the server decides which); creating one
  // (notice-new) needs oa.announcement.save, which the salesperson lacks.
  it('gives the salesperson office (announcements to read, not to create), crm and project, without address book, bi or admin', () => {
    const filtered = filterRoutes(routes, salesTree);
    expect(paths(filtered)).toEqual(['/login', '/404', '/workbench', '/crm', '/project', '/person']);
    const office = paths(area(filtered, '/workbench')!.children!);
    expect(office).toContain('notice');
    expect(office).not.toContain('notice-new');
    expect(office).not.toContain('address-book');
    expect(office).toContain('schedule-new');
    expect(paths(area(filtered, '/crm')!.children!)).toEqual(
      ['workbench', 'message', 'clue', 'customer', 'contacts', 'seas', 'business', 'contract', 'money', 'product']);
  });

  it('maps crm modules to their permission keys (clue -> leads, seas -> pool, money -> receivables)', () => {
    const { pool: _pool, leads: _leads, receivables: _rec, ...rest } = salesTree.crm as Record<string, AuthTree>;
    const filtered = filterRoutes(routes, { ...salesTree, crm: rest });
    expect(paths(area(filtered, '/crm')!.children!)).toEqual(
      ['workbench', 'message', 'customer', 'contacts', 'business', 'contract', 'product']);
  });

  it('hides a BI group without its bi sub-flag', () => {
    const filtered = filterRoutes(routes, { bi: { business: { read: true }, oa: { read: true } } });
    const groups = area(filtered, '/bi')!.children!.map((g) => g.title);
    expect(groups).toEqual(['routes.bi.group.business', 'routes.bi.group.oa']);
  });

  it('filters the admin backend by manage sub-rights', () => {
    const tree: AuthTree = { manage: { users: { read: true }, crm: { pool: true } } };
    const filtered = filterRoutes(routes, tree);
    expect(allPaths(area(filtered, '/manager')!.children!, '/manager')).toEqual(['/manager/employee-dep', '/manager/customer']);
    // system without read grants no enterprise home
    const noRead = filterRoutes(routes, { manage: { system: { update: true } } });
    expect(area(noRead, '/manager')!.children).toEqual([]);
  });
});

describe('where / goes', () => {
  it('is the first permitted menu’s first child', () => {
    expect(firstPermittedPath(filterRoutes(routes, adminTree))).toBe('/workbench/index');
    expect(firstPermittedPath(filterRoutes(routes, salesTree))).toBe('/workbench/index');
  });

  it('skips areas the user lacks, and enters menu groups', () => {
    // office disabled for this company: the crm area comes first
    const { oa: _oa, ...noOffice } = salesTree;
    expect(firstPermittedPath(filterRoutes(routes, noOffice))).toBe('/crm/workbench');
    expect(firstPermittedPath(filterRoutes(routes, { bi: { ranking: { read: true } } }))).toBe('/bi/rankingContract');
  });

  it('falls back to the personal center when no menu is granted', () => {
    expect(firstPermittedPath(filterRoutes(routes, {}))).toBe('/person/index');
  });

  it('redirects an area to its declared page, or the first page the user may open', () => {
    const bi = (tree: AuthTree) => areaRedirect(area(filterRoutes(routes, tree), '/bi')!);
    expect(bi(adminTree)).toBe('/bi/customerTotal');
    expect(bi({ bi: { business: { read: true } } })).toBe('/bi/funnelstatistics');
    const manager = areaRedirect(area(filterRoutes(routes, { manage: { examineFlow: { update: true } } }), '/manager')!);
    expect(manager).toBe('/manager/system-examine');
  });
});

describe('navigation', () => {
  it('shows the top areas the tree grants, in order', () => {
    expect(topNavAreas(adminTree).map((a) => [a.key, a.path])).toEqual([
      ['office', '/workbench'], ['crm', '/crm'], ['bi', '/bi'], ['project', '/project'],
    ]);
    expect(topNavAreas(salesTree).map((a) => a.key)).toEqual(['office', 'crm', 'project']);
    expect(topNavAreas({})).toEqual([]);
  });

  it('offers the admin backend with any manage flag only', () => {
    expect(hasManageRight(adminTree)).toBe(true);
    expect(hasManageRight({ manage: { crm: { field: true } } })).toBe(true);
    expect(hasManageRight(salesTree)).toBe(false);
    expect(hasManageRight({ manage: {} })).toBe(false);
  });

  it('highlights a hidden page’s list item, and other pages by their own path', () => {
    const noticeNew = findRoute(routes, '/workbench/notice-new')!;
    expect(activeMenuIndex(noticeNew.route, noticeNew.fullPath)).toBe('/workbench/notice');
    const customer = findRoute(routes, '/crm/customer')!;
    expect(activeMenuIndex(customer.route, customer.fullPath)).toBe('/crm/customer');
    const field = findRoute(routes, '/manager/custom-field/handlefield/crm_customer/2/客户')!;
    expect(activeMenuIndex(field.route, field.fullPath)).toBe('/manager/custom-field');
  });

  it('finds routes with params and rejects unknown paths', () => {
    expect(findRoute(routes, '/project/list/12')?.fullPath).toBe('/project/list/:workId');
    expect(findRoute(routes, '/bi/funnelstatistics')?.route.component).toBe('bi/funnelstatistics');
    expect(findRoute(routes, '/crm/nowhere')).toBeUndefined();
  });

  it('lists the sidebar without hidden pages, with BI groups as headings', () => {
    const office = sidebarMenu(area(filterRoutes(routes, salesTree), '/workbench')!);
    const officePaths = office.map((e) => (e.kind === 'item' ? e.path : e.title));
    expect(officePaths).toEqual(['/workbench/index', '/workbench/schedule', '/workbench/task', '/workbench/notice', '/workbench/journal',
      '/workbench/examine', '/workbench/email', '/workbench/journalList']);
    const bi = sidebarMenu(area(filterRoutes(routes, adminTree), '/bi')!);
    expect(bi.every((e) => e.kind === 'group')).toBe(true);
    expect(bi).toHaveLength(8);
    const first = bi[0]!;
    expect(first.kind === 'group' && first.items[0]).toMatchObject({ kind: 'item', path: '/bi/customerTotal' });
  });
});
