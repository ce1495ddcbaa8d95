// A record's address under its list: /crm/customer/20001 (engine/routes/recordPaths.ts), and the
// record routes the engine derives for every record list route of routes.json.
import { describe, expect, it } from 'vitest';
import routesFile from '../../schemas/routes.json';
import {
  filterRoutes, findRoute, firstPermittedPath, recordId, recordInPath, recordListPath, recordPath, sidebarMenu, withRecordRoutes, type RouteDef,
} from '../../engine/routes/index.ts';

const written = routesFile.routes as RouteDef[];
const routes = withRecordRoutes(written);

describe('record paths', () => {
  it('puts the record under its list and reads it back', () => {
    expect(recordPath('/crm/customer', 20001)).toBe('/crm/customer/20001');
    expect(recordPath('/crm/customer/', '20001')).toBe('/crm/customer/20001');
    expect(recordInPath('/crm/customer', '/crm/customer/20001')).toBe('20001');
    expect(recordInPath('/crm/customer', '/crm/customer/20001/')).toBe('20001');
    expect(recordInPath('/crm/customer', '/crm/customer')).toBeNull();
    expect(recordInPath('/crm/customer', '/crm/customers/1')).toBeNull();
    expect(recordInPath('/crm/customer', '/crm/customer/1/2')).toBeNull();
    expect(recordInPath('/crm/customer', '/crm/customer/%E5%AE%A2')).toBe('客');
    expect(recordInPath('/crm/customer', '/crm/customer/%E5')).toBe('%E5');
  });

  it('takes only positive whole numbers as record ids', () => {
    expect(recordId('20001')).toBe(20001);
    for (const bad of [null, '', '0', '-1', '1e3', '01', '1.5', 'abc', '99999999999999999']) expect(recordId(bad)).toBeNull();
  });
});

describe('a module\'s record address, wherever its record was opened', () => {
  it('is under the module\'s list route as the menu offers it', () => {
    expect(recordListPath(written, 'customer')).toBe('/crm/customer');
    expect(recordListPath(written, 'contacts')).toBe('/crm/contacts');
    expect(recordListPath(routes, 'leads')).toBe('/crm/clue');
    expect(recordListPath(written, 'examine')).toBe('/workbench/examine');
    expect(recordListPath(written, 'nothing')).toBeNull();
  });
});

describe('the record routes derived from routes.json', () => {
  it('are never written by hand, and deriving them leaves the file as it was', () => {
    expect(JSON.stringify(written)).not.toContain('":id"');
    const before = JSON.stringify(written);
    withRecordRoutes(written);
    expect(JSON.stringify(written)).toBe(before);
  });

  it('gives a route that names only a module its record route too (a new module needs no more)', () => {
    const area: RouteDef = { path: '/workbench', title: 'routes.workbench', children: [
      { path: 'visit', component: 'RecordPage', module: 'fixture_visit', title: 'routes.oa.visit' },
      { path: 'pool', component: 'RecordPage', module: 'fixture_visit', list: 'pool', title: 'routes.oa.pool' },
      { path: 'notes', component: 'oa/notes', title: 'routes.oa.notes' },
    ] };
    const derived = withRecordRoutes([area]);
    expect(findRoute(derived, '/workbench/visit/7')?.route).toEqual({
      path: ':id', component: 'RecordPage', module: 'fixture_visit', title: 'routes.oa.visit', hidden: true, meta: { menuIndex: '/workbench/visit' },
    });
    expect(findRoute(derived, '/workbench/pool/7')?.route.list).toBe('pool');
    expect(findRoute(derived, '/workbench/notes/7')).toBeUndefined();
    expect(withRecordRoutes(derived)).toEqual(derived);
  });

  const crm = routes.find((route) => route.path === '/crm')!;
  const lists = ['clue', 'customer', 'contacts', 'seas', 'business', 'contract', 'money', 'product'];

  it.each(lists)('/crm/%s/20001 is its list\'s record route, highlighting the list', (list) => {
    const match = findRoute(routes, `/crm/${list}/20001`)!;
    const parent = findRoute(routes, `/crm/${list}`)!;
    expect(match.fullPath).toBe(`/crm/${list}/:id`);
    expect(match.route).toMatchObject({ component: 'RecordPage', module: parent.route.module, hidden: true, title: parent.route.title });
    expect(match.route.list).toBe(parent.route.list);
    expect(match.route.meta?.menuIndex).toBe(`/crm/${list}`);
  });

  it('keeps the record routes out of the sidebar and the landing page', () => {
    const items = sidebarMenu(crm).flatMap((entry) => (entry.kind === 'item' ? [entry.path] : []));
    expect(items.filter((path) => path.includes(':'))).toEqual([]);
    expect(items).toContain('/crm/customer');
    // a user whose first CRM page is a record list lands on the list, not past it
    const onlyCustomers = filterRoutes([{ ...crm, children: crm.children!.filter((child) => child.path === 'customer') }], { crm: { customer: { index: true } } });
    expect(firstPermittedPath(onlyCustomers)).toBe('/crm/customer');
  });
});
