import { describe, expect, it } from 'vitest';
import {
  buildListQuery, canOpenPage, defaultScene, exportQuery, extraValue, hasAuthKey, initialListState, nextSort, pageCount,
  visibleBatchActions, visibleColumns, visibleTabs, visibleToolbar, type PageDef,
} from '../../../engine/pages/index.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';

const customer = modulePage('customer')!;
const pool = modulePage('customer', 'pool')!;
const contract = modulePage('contract')!;
const ids = (list: Array<{ id: string }>) => list.map((a) => a.id);

// The seeded super admin's crm tree (server-contract 3.4).
const admin = {
  crm: {
    customer: { save: true, update: true, index: true, read: true, excelimport: true, excelexport: true, delete: true, transfer: true, putinpool: true, lock: true, teamsave: true, dealStatus: true },
    pool: { index: true, distribute: true, receive: true, excelexport: true },
    contract: { save: true, index: true, read: true, delete: true, transfer: true, teamsave: true, discard: true },
  },
};

describe('auth keys with the route semantics', () => {
  it('grants a dotted path when every key down the chain is present', () => {
    expect(hasAuthKey(admin, 'crm.customer.transfer')).toBe(true);
    expect(hasAuthKey(admin, 'crm.customer')).toBe(true);
    expect(hasAuthKey({ crm: { customer: {} } }, 'crm.customer')).toBe(true);
    expect(hasAuthKey(admin, 'crm.leads.transfer')).toBe(false);
    expect(hasAuthKey(admin, 'crm.customer.transfer.more')).toBe(false);
    expect(hasAuthKey({ crm: { customer: { transfer: false } } }, 'crm.customer.transfer')).toBe(false);
    expect(hasAuthKey(undefined, 'crm.customer')).toBe(false);
  });

  it('opens a page only with its module in the tree', () => {
    expect(canOpenPage(pool, admin)).toBe(true);
    expect(canOpenPage(pool, { crm: { customer: { index: true } } })).toBe(false);
  });
});

describe('page actions filtered by the auth tree', () => {
  it('gives the super admin every customer batch action, in the page file\'s order', () => {
    expect(ids(visibleBatchActions(customer, admin))).toEqual(['transfer', 'putinpool', 'lock', 'unlock', 'dealStatus', 'teamAdd', 'teamRemove', 'delete', 'exportSelected']);
    expect(ids(visibleToolbar(customer, admin))).toEqual(['create', 'import', 'export']);
  });

  it('drops what a sales role lacks', () => {
    const sales = { crm: { customer: { index: true, read: true, save: true, transfer: true } } };
    expect(ids(visibleBatchActions(customer, sales))).toEqual(['transfer']);
    expect(ids(visibleToolbar(customer, sales))).toEqual(['create']);
  });

  it('leaves nothing to select without any batch right', () => {
    expect(visibleBatchActions(customer, { crm: { customer: { index: true } } })).toEqual([]);
  });

  it('ties the pool to crm.pool keys: 分配 with distribute, 领取 with receive', () => {
    expect(ids(visibleBatchActions(pool, admin))).toEqual(['distribute', 'receive', 'exportSelected']);
    expect(ids(visibleBatchActions(pool, { crm: { pool: { index: true, receive: true } } }))).toEqual(['receive']);
    // The customer's own rights do not open the pool's actions.
    expect(visibleBatchActions(pool, { crm: { customer: admin.crm.customer, pool: { index: true } } })).toEqual([]);
  });

  it('hides the contract exports that no seeded menu grants (server-contract 3.3 quirk)', () => {
    expect(ids(visibleBatchActions(contract, admin))).toEqual(['transfer', 'teamAdd', 'teamRemove', 'delete']);
    expect(ids(visibleToolbar(contract, admin))).toEqual(['create']);
  });

  it('filters columns and tabs that carry an auth rule', () => {
    const columns = [{ field: 'money', auth: 'crm.contract.read' }, { field: 'secret', auth: 'crm.contract.audit' }, { field: 'name' }];
    expect(visibleColumns(columns, admin).map((c) => c.field)).toEqual(['money', 'name']);
    expect(visibleColumns([{ fieldName: 'money' }, { fieldName: 'x' }], admin, { money: 'crm.leads.read' }).map((c) => c.fieldName)).toEqual(['x']);
    const page = { detailTabs: ['info', { id: 'contract', auth: 'crm.contract.index' }, { id: 'receivables', auth: 'crm.receivables.index' }] } as Pick<PageDef, 'detailTabs'>;
    expect(visibleTabs(page, admin)).toEqual(['info', 'contract']);
  });
});

describe('the list request', () => {
  it('sends page, limit and type, plus only what is set', () => {
    expect(buildListQuery(customer, initialListState())).toEqual({ page: 1, limit: 15, type: 2 });
    const state = { ...initialListState(), page: 3, limit: 30, search: ' 云帆 ', sceneId: 12, sortField: 'customerName', order: 2 as const, filter: { a: { name: 'a', condition: 'is', value: '1', formType: 'text' } } };
    expect(buildListQuery(pool, state)).toEqual({ page: 3, limit: 30, type: 9, search: '云帆', sceneId: 12, sortField: 'customerName', order: 2, data: state.filter });
    expect(exportQuery(pool, state)).not.toHaveProperty('page');
    // a to-do list's fixed parameters go over the screen's own (its option travels in `type`)
    expect(buildListQuery({ ...customer, listParams: { type: 2, isSub: 1 } }, initialListState())).toEqual({ page: 1, limit: 15, type: 2, isSub: 1 });
    expect(buildListQuery({ ...pool, listParams: { type: 3 } }, state)).toMatchObject({ type: 3, search: '云帆' });
  });

  it('cycles a header through descending, ascending and unsorted', () => {
    let sort = nextSort({ sortField: null, order: null }, 'money');
    expect(sort).toEqual({ sortField: 'money', order: 1 });
    sort = nextSort(sort, 'money');
    expect(sort).toEqual({ sortField: 'money', order: 2 });
    expect(nextSort(sort, 'money')).toEqual({ sortField: null, order: null });
    expect(nextSort(sort, 'name')).toEqual({ sortField: 'name', order: 1 });
  });

  it('opens with the default scene, else the first, else none', () => {
    expect(defaultScene([{ sceneId: 1, isDefault: 0 }, { sceneId: 2, isDefault: 1 }])?.sceneId).toBe(2);
    expect(defaultScene([{ sceneId: 5 }, { sceneId: 6 }])?.sceneId).toBe(5);
    expect(defaultScene([])).toBeNull();
  });

  it('reads the extras and counts pages', () => {
    expect(extraValue({ money: { contractMoney: '1200.00' } }, { from: 'money.contractMoney' })).toBe('1200.00');
    expect(extraValue({ list: [] }, { from: 'money.contractMoney' })).toBeUndefined();
    expect(pageCount(31, 15)).toBe(3);
    expect(pageCount(0, 15)).toBe(1);
  });
});
