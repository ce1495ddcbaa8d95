// Rebasing an edit onto the record as a colleague saved it: the user's changes stay, the rest comes
// from the record now, and the outcome names the fields each side changed. The baseline is what the
// form was loaded with, also after an admin's field change recompiled the form in between.
import { describe, expect, it } from 'vitest';
import { compileFields, type FieldDefinition } from '../../../engine/fields/index.ts';
import { createCompiledFormStore } from '../../../engine/react/form/index.ts';
import { carryOverValues, loadedValuesToCarryOver, rebaseValues } from '../../../engine/react/fields/index.ts';
import { customerFields } from './fixtures.ts';

const withValues = (values: Record<string, unknown>, fields: FieldDefinition[] = customerFields) =>
  fields.map((field) => ({ ...field, value: values[field.fieldName] ?? '' }));

function openForm(definitions: FieldDefinition[]) {
  const compiled = compileFields(definitions, { mode: 'update' });
  return { compiled, store: createCompiledFormStore(compiled), loaded: { ...compiled.formData } };
}

const key = (form: ReturnType<typeof openForm>, fieldName: string) => form.compiled.keyByFieldName[fieldName]!;

describe('rebaseValues', () => {
  it('keeps what the user changed, takes the colleague\'s other changes, and names both kinds', () => {
    const mine = openForm(withValues({ customer_name: '老客户', mobile: '13800000000', remark: '旧备注' }));
    mine.store.set(key(mine, 'remark'), '我的备注');
    mine.store.set(key(mine, 'email'), 'me@example.com');
    const now = openForm(withValues({ customer_name: '老客户', mobile: '13900000000', remark: '同事的备注' }));

    expect(rebaseValues(mine, now)).toEqual({ theirs: ['手机'], both: ['备注'] });
    expect(now.store.get(key(now, 'mobile'))).toBe('13900000000');
    expect(now.store.get(key(now, 'remark'))).toBe('我的备注');
    expect(now.store.get(key(now, 'email'))).toBe('me@example.com');
    expect(now.store.get(key(now, 'customer_name'))).toBe('老客户');
  });

  it('does not name a field both changed to the same value', () => {
    const mine = openForm(withValues({ customer_name: '老客户', remark: '旧备注' }));
    mine.store.set(key(mine, 'remark'), '同样的备注');
    const now = openForm(withValues({ customer_name: '老客户', remark: '同样的备注' }));
    expect(rebaseValues(mine, now)).toEqual({ theirs: [], both: [] });
    expect(now.store.get(key(now, 'remark'))).toBe('同样的备注');
  });

  it('counts an emptied field as the user\'s change, and empty and missing values as the same', () => {
    const mine = openForm(withValues({ customer_name: '老客户', remark: '旧备注' }));
    mine.store.set(key(mine, 'remark'), '');
    const now = openForm(withValues({ customer_name: '老客户', remark: '旧备注' }).map((field) => (field.fieldName === 'mobile' ? { ...field, value: null } : field)));
    expect(rebaseValues(mine, now)).toEqual({ theirs: [], both: [] });
    expect(now.store.get(key(now, 'remark'))).toBe('');
  });

  it('after an admin\'s field change the baseline is still the first load: a colleague\'s save read by the recompile is not mistaken for the user\'s', () => {
    const first = openForm(withValues({ customer_name: '老客户', mobile: '13800000000' }));
    // the colleague saves a new 手机; then an admin adds a field and the form recompiles (values carried over)
    const extraField: FieldDefinition = { fieldId: 90, fieldName: '跟进阶段', name: '跟进阶段', formType: 'text', isNull: 0, value: '', fieldType: 0, sorting: 6 };
    const recompiledFrom = openForm(withValues({ customer_name: '老客户', mobile: '13900000000' }, [...customerFields, extraField]));
    carryOverValues(first.store, first.compiled, recompiledFrom.store, recompiledFrom.compiled);
    const recompiled = { ...recompiledFrom, loaded: loadedValuesToCarryOver(first.loaded, first.compiled, recompiledFrom.compiled) };
    expect(recompiled.store.get(key(recompiled, 'mobile'))).toBe('13800000000');

    const now = openForm(withValues({ customer_name: '老客户', mobile: '13900000000' }, [...customerFields, extraField]));
    expect(rebaseValues(recompiled, now)).toEqual({ theirs: ['手机'], both: [] });
    expect(now.store.get(key(now, 'mobile'))).toBe('13900000000');
  });
});
