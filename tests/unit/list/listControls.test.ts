// The engine's parts office approvals brought (issue 18), without the DOM: list controls and plain
// list calls, their address, tabs of several lists on one route, modules without keys of their
// own, dotted record keys, menu badges, category icons, the 关联业务 body and the body's own names.
import { describe, expect, it } from 'vitest';
import { buildListQuery, controlParams, hasRight, initialListState, type PageControl } from '../../../engine/pages/index.ts';
import { matches, moduleRight, valueAt } from '../../../engine/modules/index.ts';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { listStateFromQuery, listStateToQuery } from '../../../engine/react/list/listUrlState.ts';
import { tabbedAddress, tabInQuery, withTab, withoutTab } from '../../../engine/react/list/tabbedAddress.ts';
import { badgeTexts } from '../../../pages/layout/useMenuBadges.ts';
import { iconOfCategory } from '../../../widgets/CategoryIcon.tsx';
import { relationsOf, relationsPayload } from '../../../pages/crm/create/relations.ts';

const CONTROLS: PageControl[] = [
  { kind: 'tabs', param: 'status', label: 'x.mine', options: [{ value: 1, label: 'x.a' }, { value: 2, label: 'x.b' }] },
  { kind: 'select', param: 'categoryId', label: 'x.c', source: { call: 'A/b', value: 'categoryId', label: 'title' } },
  { kind: 'dateRange', param: 'startTime', to: 'endTime', label: 'x.t' },
];

describe('list controls', () => {
  it('sends a tab always (its default until chosen), a select and a range only when set, nothing undeclared', () => {
    expect(controlParams(CONTROLS, { params: {} })).toEqual({ status: '1' });
    expect(controlParams(CONTROLS, { params: { status: '2', categoryId: '5', startTime: '2026-01-01', other: 'x' } }))
      .toEqual({ status: '2', categoryId: '5', startTime: '2026-01-01' });
    expect(controlParams(CONTROLS, { params: { status: '9' } })).toEqual({ status: '1' });
  });

  it('a plain list call takes paging, the controls and listParams only', () => {
    const page = { type: 10, request: 'plain' as const, controls: CONTROLS, listParams: { fixed: 1 } };
    expect(buildListQuery(page, { ...initialListState(), search: 'ignored', sortField: 'x', order: 1, params: { categoryId: '3' } }))
      .toEqual({ page: 1, limit: 15, status: '1', categoryId: '3', fixed: 1 });
  });

  it('keeps the controls in the address under their own names, a default tab left out', () => {
    const context = { scenes: [], controls: CONTROLS };
    const state = listStateFromQuery('status=2&categoryId=7&endTime=2026-02-01&bogus=1', context);
    expect(state.params).toEqual({ status: '2', categoryId: '7', endTime: '2026-02-01' });
    expect(listStateToQuery(state, context)).toBe('status=2&categoryId=7&endTime=2026-02-01');
    expect(listStateToQuery({ ...state, params: { status: '1' } }, context)).toBe('');
  });

  it('the approvals lists are plain, with their own columns and these controls', () => {
    const mine = modulePage('examine', 'myOaExamine')!;
    expect(mine).toMatchObject({ request: 'plain', heads: false, listCall: 'OaExamine/myOaExamine' });
    expect(mine.searchPlaceholder).toBeUndefined();
    expect(buildListQuery(mine, initialListState())).toEqual({ page: 1, limit: 15, status: '1' });
  });
});

describe('several lists of a module as tabs of one route', () => {
  it('names the tab in the query (the first left out) and hides it from the list', () => {
    const tabs = ['myInitiate', 'myOaExamine'];
    expect(tabInQuery('list=myOaExamine&page=2', tabs)).toBe('myOaExamine');
    expect(tabInQuery('list=nope', tabs)).toBe('myInitiate');
    expect(withoutTab('list=myOaExamine&page=2')).toBe('page=2');
    expect(withTab('page=2', 'myOaExamine', tabs)).toBe('list=myOaExamine&page=2');
    expect(withTab('page=2', 'myInitiate', tabs)).toBe('page=2');
    const written: string[] = [];
    const address = tabbedAddress({ query: 'list=myOaExamine&status=2', record: null, setQuery: (q) => written.push(q), openRecord: () => {}, closeRecord: () => {} },
      'myOaExamine', tabs);
    expect(address.query).toBe('status=2');
    address.setQuery('status=1', 'push');
    expect(written).toEqual(['list=myOaExamine&status=1']);
  });
});

describe('a module without keys of its own', () => {
  it('resolves every right to its area, granted by the area', () => {
    const examine = moduleOf('examine');
    expect(moduleRight(examine, 'save')).toBe('oa');
    expect(moduleRight(moduleOf('contract'), 'save')).toBe('crm.contract.save');
    expect(hasRight({ oa: {} }, 'oa')).toBe(true);
    expect(hasRight({ crm: {} }, 'oa')).toBe(false);
    expect(hasRight({ crm: { customer: {} } }, 'crm.customer')).toBe(false);
  });

  it('reads dotted keys of a record in conditions', () => {
    expect(valueAt({ permission: { isUpdate: 1 } }, 'permission.isUpdate')).toBe(1);
    expect(matches({ field: 'permission.isDelete', eq: 1 }, { permission: { isDelete: 0 } })).toBe(false);
    expect(matches({ field: 'permission.isUpdate', eq: 1 }, { permission: { isUpdate: '1' } })).toBe(true);
  });
});

describe('menu badges, category icons, 关联业务', () => {
  it('shows a menu count capped at 99, nothing for 0 or a failed call', () => {
    const entries = [{ kind: 'item' as const, path: '/workbench/examine', title: 't', badge: { call: 'OaBackLog/num', field: 'examineNum' } }];
    expect(badgeTexts(entries, { 'OaBackLog/num': { examineNum: 3 } }).get('/workbench/examine')).toBe('3');
    expect(badgeTexts(entries, { 'OaBackLog/num': { examineNum: 120 } }).get('/workbench/examine')).toBe('99+');
    expect(badgeTexts(entries, { 'OaBackLog/num': { examineNum: 0 } }).get('/workbench/examine')).toBeNull();
    expect(badgeTexts(entries, {}).get('/workbench/examine')).toBeNull();
  });

  it('gives categories 1-6 their own icons and the rest the nine in turn', () => {
    const icons = moduleOf('examine').category!.icons!;
    expect([1, 2, 3, 4, 5, 6].map((id) => iconOfCategory(id, icons))).toEqual(['ordinary', 'leave', 'trip', 'overtime', 'expense', 'loan']);
    expect(iconOfCategory(7, icons)).toBe('tag');
    expect(iconOfCategory(15, icons)).toBe('bell');
    expect(iconOfCategory(16, icons)).toBe('tag');
  });

  it('reads an edited approval\'s links and sends them as ids per type', () => {
    const relations = moduleOf('examine').form!.relations!;
    const value = relationsOf(relations, { customerList: [{ customerId: 3, customerName: 'A' }, { customerId: 7, customerName: 'B' }], contractList: null });
    expect(relationsPayload(relations, value)).toEqual({ customerIds: '3,7', contactsIds: '', businessIds: '', contractIds: '' });
  });
});
