import { describe, expect, it } from 'vitest';
import { compileFields, validateField, validateFormData, type FieldDefinition, type FormType } from '../../../engine/fields/index.ts';
import { allFormTypeFields } from './fixtures.ts';

/** One optional field of the given type; returns the message a value gets, or null. */
function messageFor(formType: FormType, value: unknown, options: { mode?: 'save' | 'update'; required?: boolean; name?: string } = {}) {
  const field: FieldDefinition = {
    fieldId: 1,
    fieldName: 'probe',
    name: options.name ?? '探针',
    formType,
    fieldType: 1,
    isNull: options.required ? 1 : 0,
  };
  const compiled = compileFields([field], { mode: options.mode ?? 'save' });
  return validateField(compiled, 'probe', value)?.message ?? null;
}

describe('required: {name}不能为空', () => {
  it.each<[FormType, unknown]>([
    ['text', ''],
    ['text', '   '],
    ['text', undefined],
    ['number', null],
    ['checkbox', []],
    ['user', []],
    ['customer', []],
    ['category', []],
    ['business_type', null],
    ['file', { batchId: 'b1', files: [] }],
    ['product', { product: [], totalPrice: '100.00', discountRate: '' }],
    ['map_address', { address: [], detailAddress: '', location: '', lat: '', lng: '' }],
    ['examine_cause', []],
  ])('%s is empty with %j', (formType, value) => {
    expect(messageFor(formType, value, { required: true, name: '客户名称' })).toBe('客户名称不能为空');
  });

  it.each<[FormType, unknown]>([
    ['text', '灵犀'],
    ['number', '0'],
    ['checkbox', ['CRM']],
    ['user', [{ userId: 1 }]],
    ['business_type', 0],
    ['file', { batchId: 'b1', files: [{ fileId: 1 }] }],
    ['product', { product: [{ price: '1', salesPrice: '1', num: '1', discount: '0', subtotal: '1' }], totalPrice: '', discountRate: '' }],
    ['map_address', { address: ['广东省'], detailAddress: '', location: '', lat: '', lng: '' }],
  ])('%s is filled with %j', (formType, value) => {
    expect(messageFor(formType, value, { required: true })).toBeNull();
  });
});

describe('number: up to 12 integer and 4 decimal digits, optional sign', () => {
  const message = '数字的整数部分须少于12位，小数部分须少于4位';
  it.each(['0', '123456789012', '-5', '+5', '3.1415', '123456789012.1234'])('accepts %s', (value) => {
    expect(messageFor('number', value)).toBeNull();
  });
  it.each(['1234567890123', '1.23456', 'abc', '1,000', '12.', '.5', '1e5', '--1'])('rejects %s', (value) => {
    expect(messageFor('number', value)).toBe(message);
  });
});

describe('floatnumber (currency): up to 10 integer and 2 decimal digits, optional sign', () => {
  const message = '货币的整数部分须少于10位，小数部分须少于2位';
  it.each(['0', '1234567890', '-1234567890.12', '+0.5', '99.99'])('accepts %s', (value) => {
    expect(messageFor('floatnumber', value)).toBeNull();
  });
  it.each(['12345678901', '1.234', '¥100', '1 000'])('rejects %s', (value) => {
    expect(messageFor('floatnumber', value)).toBe(message);
  });
});

describe('mobile: 6 to 11 digits with an optional area prefix', () => {
  it.each(['13800138000', '888888', '+86-13800138000', '+8613800138000', '0571-88888888', '0571 8888888', '+852 98765432'])('accepts %s', (value) => {
    expect(messageFor('mobile', value)).toBeNull();
  });
  it.each(['12345', '138001380001', '1380013800a', '86-13800138000', '138-0013-8000', '+86--13800138000'])('rejects %s with 手机格式有误', (value) => {
    expect(messageFor('mobile', value)).toBe('手机格式有误');
  });
  it('is not enforced on update', () => {
    expect(messageFor('mobile', '12345', { mode: 'update' })).toBeNull();
    expect(messageFor('mobile', '', { mode: 'update', required: true, name: '手机' })).toBe('手机不能为空');
  });
});

describe('email: a simple address pattern', () => {
  it.each(['a@b.cn', 'li.na+crm@lingxi-soft.com.cn', 'x_y@mail.company'])('accepts %s', (value) => {
    expect(messageFor('email', value)).toBeNull();
  });
  it.each(['a@b', 'a.b.cn', 'a@b.c', '张三@公司.中国', 'a@@b.cn', 'a b@c.cn'])('rejects %s with 邮箱格式有误', (value) => {
    expect(messageFor('email', value)).toBe('邮箱格式有误');
  });
});

describe('textarea: at most 200 characters', () => {
  it('accepts 200 characters, counting a Chinese character or an emoji as one', () => {
    expect(messageFor('textarea', '字'.repeat(200))).toBeNull();
    expect(messageFor('textarea', '😀'.repeat(200))).toBeNull();
  });
  it('rejects 201 with the field name', () => {
    expect(messageFor('textarea', '字'.repeat(201), { name: '备注' })).toBe('备注不能超过200个字符');
  });
});

describe('empty values pass every format check', () => {
  it.each<FormType>(['number', 'floatnumber', 'mobile', 'email', 'textarea', 'examine_cause', 'business_cause'])('%s', (formType) => {
    expect(messageFor(formType, '')).toBeNull();
    expect(messageFor(formType, null)).toBeNull();
    expect(messageFor(formType, undefined)).toBeNull();
  });
});

describe('detail items: 请完善明细', () => {
  const expense = { startAddress: '杭州', endAddress: '上海', startTime: '2024-05-01', endTime: '2024-05-03', traffic: '300', stay: '0', diet: '120.5', other: '0' };
  const trip = { vehicle: '火车', trip: '往返', startAddress: '杭州', endAddress: '北京', startTime: '2024-05-01 08:00:00', endTime: '2024-05-03 18:00:00', duration: '3' };

  it('accepts complete expense items, where a zero amount is an answer', () => {
    expect(messageFor('examine_cause', [expense, { ...expense, traffic: 0 }])).toBeNull();
  });
  it.each(['startAddress', 'endAddress', 'startTime', 'endTime', 'traffic', 'stay', 'diet', 'other'])('rejects an expense item without %s', (key) => {
    expect(messageFor('examine_cause', [expense, { ...expense, [key]: '' }])).toBe('请完善明细');
  });
  it('accepts complete trip items and rejects a missing or zero duration', () => {
    expect(messageFor('business_cause', [trip])).toBeNull();
    expect(messageFor('business_cause', [{ ...trip, duration: '' }])).toBe('请完善明细');
    expect(messageFor('business_cause', [{ ...trip, duration: '0' }])).toBe('请完善明细');
    expect(messageFor('business_cause', [{ ...trip, endAddress: '  ' }])).toBe('请完善明细');
  });
  it('limits an item description to 200 characters', () => {
    expect(messageFor('business_cause', [{ ...trip, description: '说'.repeat(201) }], { name: '行程明细' })).toBe('行程明细的说明不能超过200个字符');
    expect(messageFor('examine_cause', [{ ...expense, description: '说'.repeat(200) }])).toBeNull();
  });
  it('asks for at least one item when the detail is required', () => {
    expect(messageFor('business_cause', [], { required: true, name: '行程明细' })).toBe('行程明细不能为空');
  });
});

describe('validateFormData over a whole form', () => {
  const compiled = compileFields(allFormTypeFields, { mode: 'save' });

  it('reports every failing field once, in display order, with key, name and message', () => {
    const errors = validateFormData(compiled, { ...compiled.formData, mobile: '123', email: 'x', field_101: '1.23456' });
    expect(errors.map(({ key, name, message }) => ({ key, name, message }))).toEqual([
      { key: 'customer_name', name: '客户名称', message: '客户名称不能为空' },
      { key: 'field_101', name: '员工人数', message: '数字的整数部分须少于12位，小数部分须少于4位' },
      { key: 'money', name: '合同金额', message: '合同金额不能为空' },
      { key: 'mobile', name: '手机', message: '手机格式有误' },
      { key: 'email', name: '电子邮箱', message: '邮箱格式有误' },
      { key: 'field_18', name: '客户来源', message: '客户来源不能为空' },
      { key: 'company_user_id', name: '公司签约人', message: '公司签约人不能为空' },
      { key: 'field_104', name: '附件', message: '附件不能为空' },
      { key: 'customer_id', name: '客户名称', message: '客户名称不能为空' },
      { key: 'contract_id', name: '合同编号', message: '合同编号不能为空' },
      { key: 'category_id', name: '产品类型', message: '产品类型不能为空' },
      { key: 'trip', name: '行程明细', message: '行程明细不能为空' },
      { key: 'type_id', name: '商机状态组', message: '商机状态组不能为空' },
      { key: 'status_id', name: '商机阶段', message: '商机阶段不能为空' },
    ]);
  });

  it('validates in another mode than the form was compiled for when asked', () => {
    const data = { ...compiled.formData, mobile: '123' };
    expect(validateFormData(compiled, data).some((error) => error.key === 'mobile')).toBe(true);
    expect(validateFormData(compiled, data, { mode: 'update' }).some((error) => error.key === 'mobile')).toBe(false);
  });

  it('speaks English when asked', () => {
    const [first] = validateFormData(compiled, compiled.formData, { language: 'en' });
    expect(first?.message).toBe('客户名称 is required');
  });
});
