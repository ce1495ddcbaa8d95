// The designer's pure parts: a field/list row in, a field/save row out, the reducer's moves and
// guards, and the checks before saving.
import { describe, expect, it } from 'vitest';
import { fromListRow, toSaveRows, uniqueName } from '../../../pages/manager/customField/designField.ts';
import { designerReducer, initialDesignerState, type DesignerState } from '../../../pages/manager/customField/designerState.ts';
import { validateDesign } from '../../../pages/manager/customField/validateDesign.ts';
import { previewDefinitions } from '../../../pages/manager/customField/previewDefinitions.ts';
import { compileFields } from '../../../engine/fields/index.ts';
import { customerRows } from './fixtures.tsx';

function loaded(): DesignerState {
  return designerReducer(initialDesignerState, { type: 'load', fields: customerRows().map(fromListRow) });
}

describe('field rows in and out', () => {
  it('sends a stored field back as it came, with its position as sorting', () => {
    const rows = toSaveRows(loaded().fields, 2);
    expect(rows[4]).toEqual({
      fieldId: 17, fieldName: '客户级别', name: '客户级别', type: 3, formType: 'select', fieldType: 0, label: 2, operating: 1,
      isNull: 0, isUnique: 0, inputTips: '', defaultValue: '', options: 'A（重点客户）,B（普通客户）,C（非优先客户）',
      maxLength: null, remark: null, relevant: null, sorting: 4,
    });
    expect(rows[0]).toMatchObject({ fieldId: 10, fieldName: 'customer_name', isNull: 1, isUnique: 1 });
  });

  it('reads checkbox defaults as lists and drops a default whose option is gone', () => {
    const checkbox = fromListRow({ ...customerRows()[7]!, type: 9, formType: 'checkbox', options: '甲,乙,丙', setting: ['甲', '乙', '丙'], defaultValue: ['甲', '丙'] });
    expect(checkbox.defaultValue).toEqual(['甲', '丙']);
    const [row] = toSaveRows([{ ...checkbox, options: ['甲', ' 乙 ', ''] }], 2);
    expect(row).toMatchObject({ type: 9, options: '甲,乙', defaultValue: '甲' });
  });

  it('names a new field after its type, numbered when taken', () => {
    expect(uniqueName('单行文本', ['手机'])).toBe('单行文本');
    expect(uniqueName('单行文本', ['单行文本', '单行文本2'])).toBe('单行文本3');
  });
});

describe('designer reducer', () => {
  it('adds at a position, selects the new field and never reuses its uid', () => {
    let state = designerReducer(loaded(), { type: 'add', formType: 'select', baseName: '下拉选项', options: ['选项1'], index: 1 });
    expect(state.fields[1]).toMatchObject({ uid: 'new1', name: '下拉选项', formType: 'select', options: ['选项1'], fieldType: 0, operating: 0 });
    expect(state.selected).toBe('new1');
    state = designerReducer(state, { type: 'remove', uid: 'new1' });
    state = designerReducer(state, { type: 'add', formType: 'text', baseName: '单行文本', options: [] });
    expect(state.fields.at(-1)!.uid).toBe('new2');
  });

  it('moves a field and the saved sorting follows', () => {
    const state = designerReducer(loaded(), { type: 'move', uid: 'f98', to: 0 });
    expect(toSaveRows(state.fields, 2).slice(0, 2).map((row) => [row.sorting, row.name])).toEqual([[0, 'VIP等级'], [1, '客户名称']]);
  });

  it('refuses to remove a system field or a preset one (operating 1)', () => {
    const state = loaded();
    expect(designerReducer(state, { type: 'remove', uid: 'f10' })).toBe(state);
    expect(designerReducer(state, { type: 'remove', uid: 'f18' })).toBe(state);
    expect(designerReducer(state, { type: 'remove', uid: 'f98' }).fields).toHaveLength(7);
  });
});

describe('checks before saving', () => {
  it('finds empty and duplicate names, missing options and a default the form would refuse', () => {
    let state = loaded();
    state = designerReducer(state, { type: 'add', formType: 'select', baseName: '下拉选项', options: [' '] });
    state = designerReducer(state, { type: 'add', formType: 'text', baseName: '单行文本', options: [] });
    state = designerReducer(state, { type: 'update', uid: 'new2', patch: { name: ' 手机 ' } });
    state = designerReducer(state, { type: 'add', formType: 'mobile', baseName: '手机号', options: [] });
    state = designerReducer(state, { type: 'update', uid: 'new3', patch: { name: '', defaultValue: '12ab' } });
    expect(validateDesign(state.fields).map((issue) => [issue.uid, issue.kind])).toEqual([
      ['new1', 'optionsEmpty'], ['new2', 'nameDuplicate'], ['new3', 'nameEmpty'], ['new3', 'defaultInvalid'],
    ]);
  });

  it('passes the stored design as it is', () => {
    expect(validateDesign(loaded().fields)).toEqual([]);
  });
});

describe('preview definitions', () => {
  it('compile with the engine, new fields keyed by their uid until stored', () => {
    const state = designerReducer(loaded(), { type: 'add', formType: 'checkbox', baseName: '多选', options: ['甲', '乙'] });
    const compiled = compileFields(previewDefinitions(state.fields, '（未命名）'), { mode: 'save', crmType: 'customer' });
    expect(compiled.order.at(-1)).toBe('field_new1');
    expect(compiled.order[0]).toBe('customer_name');
    expect(compiled.schema.required).toContain('customer_name');
  });
});
