// The pager's rules (issue 17 items 3, 6): the typed page, the remembered rows per page (per user
// and list), and the estimated total's wording and request.
import { beforeEach, describe, expect, it } from 'vitest';
import { typedPage } from '../../../engine/react/list/Pager.tsx';
import { pageSizeKey, rememberedPageSize, rememberPageSize } from '../../../engine/react/list/pageSizePreference.ts';
import { countKey, exactCountQuery, roundedEstimate, totalIsExact } from '../../../engine/react/list/listCount.ts';
import { initialListState } from '../../../engine/pages/index.ts';

const customers = { module: 'customer', listCall: 'CrmCustomer/queryPageList', type: 2 } as const;
const contracts = { module: 'contract', listCall: 'CrmContract/queryPageList', type: 6 } as const;
const signIn = (userId: number) => localStorage.setItem('loginUserInfo', JSON.stringify({ userId, realname: '某人' }));

describe('前往 N 页', () => {
  it('clamps to the pages there are and refuses what is not a number', () => {
    expect(typedPage('7', 191)).toBe(7);
    expect(typedPage(' 191 ', 191)).toBe(191);
    expect(typedPage('999', 191)).toBe(191);
    expect(typedPage('0', 191)).toBe(1);
    expect(typedPage('-3', 191)).toBe(1);
    expect(typedPage('2.7', 191)).toBe(2);
    expect(typedPage('abc', 191)).toBeNull();
    expect(typedPage('', 191)).toBeNull();
    expect(typedPage('5', 0)).toBe(1);
  });
});

describe('rows per page, remembered', () => {
  beforeEach(() => localStorage.clear());

  it('is 15 until chosen, then the choice, per list', () => {
    signIn(3);
    expect(rememberedPageSize(customers)).toBe(15);
    rememberPageSize(customers, 100);
    expect(rememberedPageSize(customers)).toBe(100);
    expect(rememberedPageSize(contracts)).toBe(15);
  });

  it('is kept per user: another user on the same browser has their own', () => {
    signIn(3);
    rememberPageSize(customers, 60);
    signIn(5);
    expect(rememberedPageSize(customers)).toBe(15);
    rememberPageSize(customers, 30);
    signIn(3);
    expect(rememberedPageSize(customers)).toBe(60);
    expect(pageSizeKey(customers)).toBe('lingxi.pageSize:3:customer:CrmCustomer/queryPageList');
  });

  it('ignores a size the pager does not offer', () => {
    signIn(3);
    rememberPageSize(customers, 1000);
    expect(rememberedPageSize(customers)).toBe(15);
    localStorage.setItem(pageSizeKey(customers), '7');
    expect(rememberedPageSize(customers)).toBe(15);
  });
});

describe('an estimated total', () => {
  it('reads 约 with two significant digits', () => {
    expect(roundedEstimate(19021)).toBe(19000);
    expect(roundedEstimate(1001)).toBe(1000);
    expect(roundedEstimate(2861)).toBe(2900);
    expect(roundedEstimate(1234567)).toBe(1200000);
    expect(roundedEstimate(42)).toBe(42);
  });

  it('is exact unless the answer says otherwise', () => {
    expect(totalIsExact({ list: [], totalRow: 12 })).toBe(true);
    expect(totalIsExact({ list: [], totalRow: 19021, totalRowExact: false })).toBe(false);
    expect(totalIsExact(undefined)).toBe(true);
  });

  it('is counted by the same query with exactCount and one row', () => {
    const state = { ...initialListState(), page: 40, limit: 100, search: '科技', sceneId: 2 };
    expect(exactCountQuery(customers, state)).toEqual({ page: 1, limit: 1, type: 2, search: '科技', sceneId: 2, exactCount: true });
  });

  it('holds while the query (not its page, size or sort) stays the same', () => {
    const state = { ...initialListState(), search: '科技' };
    const key = countKey(customers, state);
    expect(countKey(customers, { ...state, page: 9, limit: 100, sortField: 'customerName', order: 1 })).toBe(key);
    expect(countKey(customers, { ...state, search: '物流' })).not.toBe(key);
    expect(countKey(customers, { ...state, sceneId: 3 })).not.toBe(key);
  });
});
