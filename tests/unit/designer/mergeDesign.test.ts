// The designer's three-way merge after another admin saved the same module's fields: field by
// field, whoever changed a field wins, the admin where both did, and every kind is named.
import { describe, expect, it } from 'vitest';
import { fromListRow, type DesignField } from '../../../pages/manager/customField/designField.ts';
import { mergeDesign } from '../../../pages/manager/customField/mergeDesign.ts';
import { customerRows } from './fixtures.tsx';

const base = customerRows().map(fromListRow);
const named = (fields: DesignField[]) => fields.map((field) => field.name);
const edit = (fields: DesignField[], name: string, patch: Partial<DesignField>) => fields.map((field) => (field.name === name ? { ...field, ...patch } : field));

describe('mergeDesign', () => {
  it('keeps the admin\'s new, edited and deleted fields and takes the other admin\'s, each where it stood', () => {
    const mine = [...edit(base, '电话', { inputTips: '座机' }).filter((field) => field.name !== 'VIP等级'),
      { ...base[6]!, uid: 'new0', fieldId: undefined, name: '我的字段', fieldName: '我的字段', fieldType: 0, operating: 0 }];
    const added = { ...base[7]!, uid: 'f300', fieldId: 300, name: '行业细分', fieldName: '行业细分' };
    const theirs = [...edit(base, '备注', { isNull: true }).slice(0, 3), added, ...edit(base, '备注', { isNull: true }).slice(3)];

    const { fields, outcome } = mergeDesign(base, mine, theirs);
    expect(named(fields)).toEqual(['客户名称', '手机', '电话', '行业细分', '客户来源', '客户级别', '下次联系时间', '备注', '我的字段']);
    expect(fields.find((field) => field.name === '电话')!.inputTips).toBe('座机');
    expect(fields.find((field) => field.name === '备注')!.isNull).toBe(true);
    expect(outcome).toEqual({ added: ['行业细分'], changed: ['备注'], deleted: [], both: [] });
  });

  it('keeps the admin\'s version of a field both changed, and drops a field the other admin deleted, naming both', () => {
    const mine = edit(edit(base, '电话', { inputTips: '我的提示' }), 'VIP等级', { inputTips: '改过' });
    const theirs = edit(base, '电话', { inputTips: '他的提示' }).filter((field) => field.name !== 'VIP等级');
    const { fields, outcome } = mergeDesign(base, mine, theirs);
    expect(fields.find((field) => field.name === '电话')!.inputTips).toBe('我的提示');
    expect(named(fields)).not.toContain('VIP等级');
    expect(outcome).toEqual({ added: [], changed: [], deleted: ['VIP等级'], both: ['电话'] });
  });
});
