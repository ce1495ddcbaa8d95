// The categories 新建 offers for a module with categories (its descriptor's `category.options`):
// read from the options call's rows by the keys the descriptor names.
import { describe, expect, it } from 'vitest';
import { categoryOptions } from '../../../pages/crm/create/categoryOptions.ts';

const category = { key: 'categoryId', options: { call: 'FixtureVisit/queryCategories', value: 'categoryId', label: 'title' } };

describe('categoryOptions', () => {
  it('reads each row\'s id and name by the descriptor\'s keys', () => {
    expect(categoryOptions([{ categoryId: 1, title: '客户拜访' }, { categoryId: '2', title: '供应商拜访' }], category))
      .toEqual([{ value: 1, label: '客户拜访' }, { value: 2, label: '供应商拜访' }]);
  });

  it('leaves out rows without a usable id, and answers nothing for an answer that is not a list', () => {
    expect(categoryOptions([{ title: '无编号' }, null, { categoryId: 'x', title: '坏编号' }, { categoryId: 3 }], category)).toEqual([{ value: 3, label: '3' }]);
    expect(categoryOptions({ list: [] }, category)).toEqual([]);
  });
});
