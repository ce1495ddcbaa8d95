// A list's state in its address (issue 17): what the query says, what is left out, and what a
// hand-edited or foreign link falls back to.
import { describe, expect, it } from 'vitest';
import { initialListState, type ListState } from '../../../engine/pages/index.ts';
import {
  canonicalListQuery, listStateFromQuery, listStateToQuery, readFilter, sceneNameInQuery,
} from '../../../engine/react/list/listUrlState.ts';

const scenes = [
  { sceneId: 11, name: '全部客户', isDefault: 0 },
  { sceneId: 12, name: '我负责的客户', isDefault: 1 },
  { sceneId: 13, name: '重点 & 大客户', isDefault: 0 },
];
const context = { scenes };
const opening = (): ListState => ({ ...initialListState(), sceneId: 12 });

describe('listStateToQuery', () => {
  it('writes nothing for a list as it opens (default scene, page 1, 15 rows)', () => {
    expect(listStateToQuery(opening(), context)).toBe('');
  });

  it('writes keyword, scene by name, sort, page and rows per page in a fixed order', () => {
    const state: ListState = { ...opening(), search: ' 杭州 ', sceneId: 11, sortField: 'createTime', order: 2, page: 3, limit: 30 };
    const query = listStateToQuery(state, context);
    expect(query).toBe(`q=${encodeURIComponent('杭州')}&scene=${encodeURIComponent('全部客户')}&sort=createTime&order=asc&page=3&limit=30`);
    expect(listStateFromQuery(query, context)).toEqual({ ...state, search: '杭州' });
  });

  it('writes the filter as its condition objects, empty parts left out, and reads it back keyed by name', () => {
    const filter = {
      customer_level: { name: 'customer_level', condition: 'is', value: 'A（核心客户）', formType: 'select' },
      'customer_level#2': { name: 'customer_level', condition: 'isNot', value: 'C', formType: 'select', display: '' },
      create_time: { name: 'create_time', condition: 'is', value: '', formType: 'datetime', start: '2026-01-01', end: '2026-01-31' },
    };
    const query = listStateToQuery({ ...opening(), filter }, context);
    const written = JSON.parse(new URLSearchParams(query).get('filter')!);
    expect(written[1]).toEqual({ name: 'customer_level', condition: 'isNot', value: 'C', formType: 'select' });
    const { display: _display, ...second } = filter['customer_level#2'];
    expect(listStateFromQuery(query, context).filter).toEqual({ ...filter, 'customer_level#2': second });
  });

  it('leaves out a descending sort\'s field only together with its order', () => {
    expect(listStateToQuery({ ...opening(), sortField: 'dealStatus', order: 1 }, context)).toBe('sort=dealStatus&order=desc');
    expect(listStateToQuery({ ...opening(), sortField: 'dealStatus', order: null }, context)).toBe('');
  });

  it('names a scene with characters a URL must escape and reads it back', () => {
    const query = listStateToQuery({ ...opening(), sceneId: 13 }, context);
    expect(sceneNameInQuery(query)).toBe('重点 & 大客户');
    expect(listStateFromQuery(query, context).sceneId).toBe(13);
  });

  it('writes no scene for a list without scenes', () => {
    expect(listStateToQuery({ ...initialListState(), page: 2 }, { scenes: [] })).toBe('page=2');
  });
});

describe('listStateFromQuery', () => {
  it('reads an empty query as the list as it opens: the default scene, the remembered rows per page', () => {
    expect(listStateFromQuery('', context)).toEqual(opening());
    expect(listStateFromQuery('?', { scenes, defaultLimit: 60 }).limit).toBe(60);
    expect(listStateFromQuery('limit=30', { scenes, defaultLimit: 60 }).limit).toBe(30);
  });

  it('falls back to the default scene for a scene the reader does not have (a colleague\'s own scene)', () => {
    expect(listStateFromQuery('scene=张伟的重点客户', context).sceneId).toBe(12);
    expect(listStateFromQuery('scene=全部客户', { scenes: [] }).sceneId).toBeNull();
  });

  it('drops what it cannot read: pages, sizes and orders out of range, a broken filter', () => {
    const state = listStateFromQuery('page=0&limit=17&sort=x&order=up&filter=%7Bnot-json', context);
    expect(state.page).toBe(1);
    expect(state.limit).toBe(15);
    expect(state.sortField).toBe('x');
    expect(state.order).toBe(1);
    expect(state.filter).toEqual({});
    expect(listStateFromQuery('page=-3', context).page).toBe(1);
    expect(listStateFromQuery('page=2.5', context).page).toBe(1);
    expect(listStateFromQuery('page=99999999', context).page).toBe(1);
    expect(listStateFromQuery('order=asc', context).order).toBeNull();
  });

  it('keeps only condition objects with a name and a form type; numbers become their text', () => {
    expect(readFilter('{"name":"x"}')).toEqual({});
    expect(readFilter('[1, null, [], {"name":"","formType":"text"}, {"name":"a"}]')).toEqual({});
    expect(readFilter('[{"name":"num","formType":"number","condition":"gt","value":5,"extra":{"x":1}}]'))
      .toEqual({ num: { name: 'num', formType: 'number', condition: 'gt', value: '5' } });
    expect(readFilter('[{"name":"owner_user_id","formType":"user","condition":"isNull"}]'))
      .toEqual({ owner_user_id: { name: 'owner_user_id', formType: 'user', condition: 'isNull', value: '' } });
  });

  it('makes a hand-written query canonical: defaults and unknown parameters dropped', () => {
    expect(canonicalListQuery('?page=1&limit=15&scene=我负责的客户&utm=x&q=', context)).toBe('');
    expect(canonicalListQuery('q=abc&page=2', context)).toBe('q=abc&page=2');
  });
});
