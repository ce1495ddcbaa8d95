import { describe, expect, it } from 'vitest';
import {
  buildFilterData, conditionObject, conditionsFor, CONDITION_LABELS, inputFor, newRow, optionsOf, rowProblem, rowsFromData, type FilterRow,
} from '../../../engine/pages/index.ts';
import { zhCN } from '../../support/zhCatalogue.ts';



const row = (patch: Partial<FilterRow>): FilterRow => ({ fieldName: 'customer_name', formType: 'text', condition: 'is', value: '', ...patch });

describe('filter conditions by formType', () => {
  it('offers text operators for text fields and the comparisons for numbers', () => {
    expect(conditionsFor('text')).toEqual(['is', 'isNot', 'contains', 'notContains', 'isNull', 'isNotNull']);
    expect(conditionsFor('floatnumber')).toEqual(['is', 'isNot', 'gt', 'egt', 'lt', 'elt', 'isNull', 'isNotNull']);
    expect(conditionsFor('user')).toEqual(['is', 'isNot']);
    expect(inputFor('datetime')).toBe('datetime');
    expect(inputFor('structure')).toBe('dept');
    expect(inputFor('dealStatus')).toBe('select');
    expect(inputFor('business_type')).toBe('businessType');
  });

  it('labels the operators with the Chinese words of the spec, in the catalogue too', () => {
    expect(Object.values(CONDITION_LABELS)).toEqual(['等于', '不等于', '包含', '不包含', '为空', '不为空', '大于', '大于等于', '小于', '小于等于']);
    for (const [condition, label] of Object.entries(CONDITION_LABELS)) expect(zhCN.list.condition[condition as keyof typeof zhCN.list.condition]).toBe(label);
  });

  it('reads select options as strings or {name, value}', () => {
    expect(optionsOf({ setting: ['A', 'B'] })).toEqual([{ label: 'A', value: 'A' }, { label: 'B', value: 'B' }]);
    expect(optionsOf({ setting: [{ name: '未成交', value: 0 }, { name: '已成交', value: 1 }] })).toEqual([{ label: '未成交', value: '0' }, { label: '已成交', value: '1' }]);
    expect(optionsOf({ setting: null })).toEqual([]);
  });

  it('starts a new row with the field\'s first condition', () => {
    expect(newRow({ fieldName: 'money', formType: 'floatnumber' })).toEqual({ fieldName: 'money', formType: 'floatnumber', condition: 'is', value: '' });
  });
});

describe('the data object of contract 6.3', () => {
  it('builds text, number and select conditions keyed by field name', () => {
    const data = buildFilterData([
      row({ condition: 'contains', value: ' 云帆 ' }),
      row({ fieldName: 'money', formType: 'floatnumber', condition: 'egt', value: '1000' }),
      row({ fieldName: '客户级别', formType: 'select', condition: 'isNot', value: 'A' }),
    ]);
    expect(data).toEqual({
      customer_name: { name: 'customer_name', formType: 'text', condition: 'contains', value: '云帆' },
      money: { name: 'money', formType: 'floatnumber', condition: 'egt', value: '1000' },
      客户级别: { name: '客户级别', formType: 'select', condition: 'isNot', value: 'A' },
    });
  });

  it('sends a placeholder value for 为空 / 不为空 (the server skips empty values)', () => {
    expect(conditionObject(row({ condition: 'isNull' }))).toEqual({ name: 'customer_name', formType: 'text', condition: 'isNull', value: 'isNull' });
    expect(rowProblem(row({ condition: 'isNotNull' }))).toBeNull();
  });

  it('turns a datetime range into whole days, and sends both spellings for a date range', () => {
    expect(conditionObject(row({ fieldName: 'next_time', formType: 'datetime', start: '2026-01-01', end: '2026-01-31' })))
      .toMatchObject({ name: 'next_time', start: '2026-01-01 00:00:00', end: '2026-01-31 23:59:59' });
    expect(conditionObject(row({ fieldName: 'order_date', formType: 'date', start: '2026-02-01', end: '' })))
      .toMatchObject({ start: '2026-02-01', end: '2099-12-31', startDate: '2026-02-01', endDate: '2099-12-31' });
  });

  it('sends a user filter as the user id, and a business stage as typeId/statusId', () => {
    expect(conditionObject(row({ fieldName: 'owner_user_id', formType: 'user', value: '7', display: '张三' })))
      .toEqual({ name: 'owner_user_id', formType: 'user', condition: 'is', value: '7', display: '张三' });
    expect(conditionObject(row({ fieldName: 'type_id', formType: 'business_type', typeId: '1', statusId: 'win' })))
      .toEqual({ name: 'type_id', formType: 'business_type', condition: 'is', value: '1', typeId: '1', statusId: 'win' });
  });

  it('leaves out incomplete rows and says why they are incomplete', () => {
    expect(rowProblem(row({ value: '  ' }))).toBe('value');
    expect(rowProblem(row({ fieldName: '' }))).toBe('field');
    expect(rowProblem(row({ formType: 'date', start: '2026-03-01', end: '2026-02-01' }))).toBe('range');
    expect(rowProblem(row({ formType: 'business_type' }))).toBe('value');
    expect(buildFilterData([row({ value: '' }), row({ value: 'x' })])).toEqual({ customer_name: { name: 'customer_name', formType: 'text', condition: 'is', value: 'x' } });
  });

  it('keeps two conditions on one field apart', () => {
    const data = buildFilterData([row({ fieldName: 'money', formType: 'number', condition: 'gt', value: '1' }), row({ fieldName: 'money', formType: 'number', condition: 'lt', value: '9' })]);
    expect(Object.keys(data)).toEqual(['money', 'money#2']);
  });

  it('reads a saved scene back into rows (string or object data)', () => {
    const data = buildFilterData([row({ condition: 'contains', value: '科技' }), row({ fieldName: 'next_time', formType: 'datetime', start: '2026-01-01' })]);
    expect(rowsFromData(JSON.stringify(data))).toEqual([
      { fieldName: 'customer_name', formType: 'text', condition: 'contains', value: '科技' },
      { fieldName: 'next_time', formType: 'datetime', condition: 'is', value: '', start: '2026-01-01', end: '' },
    ]);
    expect(rowsFromData('')).toEqual([]);
    expect(rowsFromData('not json')).toEqual([]);
    expect(rowsFromData({ owner_user_id: { name: 'owner_user_id', condition: 'in', value: '1,2' } })).toEqual([{ fieldName: 'owner_user_id', formType: 'text', condition: 'is', value: '1,2' }]);
  });
});
