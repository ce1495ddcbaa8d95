// formType date and datetime: a value that is not a real day (or day and time) in the wire format
// gets '{name}格式有误' from the form, as the server says it (storageRules), instead of being sent.
import { describe, expect, it } from 'vitest';
import { compileFields, validateField, validateFormData, type FormType } from '../../../engine/fields/index.ts';

function messageFor(formType: FormType, value: unknown, name = '下单时间') {
  const compiled = compileFields([{ fieldId: 1, fieldName: 'probe', name, formType, fieldType: 1, isNull: 0 }], { mode: 'save' });
  return validateField(compiled, 'probe', value)?.message ?? null;
}

describe('date: yyyy-MM-dd, a real day', () => {
  it.each(['2026-11-26', '2024-02-29', '', null, undefined])('accepts %j', (value) => {
    expect(messageFor('date', value)).toBeNull();
  });
  it.each(['2026-11-3', '2026-02-30', '2026-13-01', '26-11-26', '2026/11/26', 'abc', '2026-11-26x'])('rejects %j', (value) => {
    expect(messageFor('date', value)).toBe('下单时间格式有误');
  });
});

describe('datetime: yyyy-MM-dd HH:mm:ss, a real day and time', () => {
  it.each(['2026-11-26 14:30:00', '2026-11-26 00:00:59', '', null])('accepts %j', (value) => {
    expect(messageFor('datetime', value, '下次联系时间')).toBeNull();
  });
  it.each(['2026-11-26 24:00:00', '2026-11-26 14:60:00', '2026-02-30 10:00:00', '2026-11-26 14:3', 'tomorrow'])('rejects %j', (value) => {
    expect(messageFor('datetime', value, '下次联系时间')).toBe('下次联系时间格式有误');
  });
});

it('a required empty date still says 不能为空, and the server path gives the same message', () => {
  const compiled = compileFields([{ fieldId: 1, fieldName: 'order_date', name: '下单时间', formType: 'date', fieldType: 1, isNull: 1 }], { mode: 'save' });
  expect(validateFormData(compiled, { order_date: '' }).map((e) => e.message)).toEqual(['下单时间不能为空']);
  expect(validateFormData(compiled, { order_date: '2026-02-30' }).map((e) => e.message)).toEqual(['下单时间格式有误']);
});
