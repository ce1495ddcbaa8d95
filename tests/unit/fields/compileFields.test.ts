import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { FORM_TYPES, compileFields, lingxiAjvOptions, type FieldDefinition } from '../../../engine/fields/index.ts';
import { allFormTypeFields, contractFields, receivablesFields } from './fixtures.ts';

type Options = Record<string, unknown>;
const uiOptions = (ui: Record<string, unknown>, key: string) => (ui[key] as Record<string, unknown>)['ui:options'] as Options;

describe('compileFields on a definition list with every form type', () => {
  const compiled = compileFields(allFormTypeFields, { mode: 'save' });
  const { schema, uiSchema, formData } = compiled;

  it('covers all 26 form types (forms.md 25 and color), one property each', () => {
    expect(FORM_TYPES).toHaveLength(26);
    expect(new Set(allFormTypeFields.map((field) => field.formType))).toEqual(new Set(FORM_TYPES));
    expect(Object.keys(schema.properties ?? {})).toHaveLength(26);
  });

  it('keys system fields by their column and custom fields by field_<fieldId>', () => {
    expect(compiled.order.slice(0, 8)).toEqual(['customer_name', 'field_101', 'money', 'mobile', 'email', 'remark', 'field_18', 'field_102']);
    expect(compiled.keyOf(allFormTypeFields[6]!)).toBe('field_18');
    expect(compiled.keyByFieldName['客户来源']).toBe('field_18');
  });

  it('titles every property with the field name and picks the widget by form type', () => {
    for (const field of allFormTypeFields) {
      const key = compiled.keyOf(field);
      expect(schema.properties?.[key]?.title).toBe(field.name);
      expect((uiSchema[key] as Options)['ui:widget']).toBe(field.formType);
    }
  });

  it('marks required fields in the schema and in the widget options', () => {
    expect(schema.required).toEqual([
      'customer_name', 'money', 'field_18', 'company_user_id', 'field_104', 'customer_id', 'contract_id', 'category_id', 'trip', 'type_id', 'status_id',
    ]);
    expect(uiOptions(uiSchema, 'customer_name').required).toBe(true);
    expect(uiOptions(uiSchema, 'mobile').required).toBe(false);
  });

  it('orders by sorting, with the pseudo fields the server appends last', () => {
    expect(compiled.order.slice(-4)).toEqual(['type_id', 'status_id', 'product', 'map_address']);
    expect(uiSchema['ui:order']).toEqual(compiled.order);
  });

  it('passes placeholder, options, uniqueness and field id to the widget', () => {
    expect((uiSchema.customer_name as Options)['ui:placeholder']).toBe('请输入客户全称');
    expect(uiOptions(uiSchema, 'customer_name')).toMatchObject({ fieldId: 10, isUnique: true, uniqueCheckOn: 'blur', fieldName: 'customer_name' });
    expect(uiOptions(uiSchema, 'field_18')).toMatchObject({ setting: ['促销', '搜索引擎', '广告'], isUnique: true, uniqueCheckOn: 'change' });
    expect(uiOptions(uiSchema, 'field_102').setting).toEqual(['CRM', 'OA', 'BI']);
    expect(uiOptions(uiSchema, 'remark').maxLength).toBe(200);
    expect(uiOptions(uiSchema, 'category_id').validateOn).toBe('submit');
  });

  it('names a custom rjsf field for object values, which rjsf widgets cannot draw', () => {
    expect((uiSchema.product as Options)['ui:field']).toBe('product');
    expect((uiSchema.map_address as Options)['ui:field']).toBe('map_address');
    expect((uiSchema.field_104 as Options)['ui:field']).toBe('file');
    expect((uiSchema.customer_name as Options)['ui:field']).toBeUndefined();
  });

  it('starts each field in its form type shape, with the admin default on create', () => {
    expect(formData).toEqual({
      customer_name: '',
      field_101: '10',
      money: '',
      mobile: '',
      email: '',
      remark: '',
      field_18: '',
      field_102: ['CRM', 'OA'],
      order_date: '',
      next_time: '',
      company_user_id: [],
      field_103: [],
      field_104: { batchId: '', files: [] },
      contacts_id: [],
      customer_id: [],
      contract_id: [],
      business_id: [],
      category_id: [],
      plan_id: [],
      cause: [],
      color: '',
      trip: [],
      type_id: null,
      status_id: null,
      product: { product: [], totalPrice: '', discountRate: '' },
      map_address: { address: [], location: '', detailAddress: '', lat: '', lng: '' },
    });
  });

  it('emits a draft-07 schema that ajv compiles with the rule keyword', () => {
    const ajv = new Ajv({ ...lingxiAjvOptions(), allErrors: true });
    expect(() => ajv.compile(schema)).not.toThrow();
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});

describe('compileFields on an edit form', () => {
  const edit: FieldDefinition[] = [
    { fieldId: 52, fieldName: 'company_user_id', name: '公司签约人', formType: 'user', isNull: 0, fieldType: 1, value: [{ userId: 3, realname: '张伟' }], defaultValue: [{ userId: 9 }] },
    { fieldId: 103, fieldName: '负责部门', name: '负责部门', formType: 'structure', isNull: 0, fieldType: 0, value: [{ deptId: 2, name: '销售部' }] },
    { fieldId: 47, fieldName: 'order_date', name: '下单时间', formType: 'date', fieldType: 1, value: '2019-12-01 00:00:00' },
    { fieldId: 15, fieldName: 'next_time', name: '下次联系时间', formType: 'datetime', fieldType: 1, value: '2019-12-01T10:30' },
    { fieldId: 102, fieldName: '关注产品', name: '关注产品', formType: 'checkbox', fieldType: 0, value: 'CRM,BI' },
    { fieldId: 32, fieldName: 'category_id', name: '产品类型', formType: 'category', fieldType: 1, value: ['1', '4', '9'] },
    { fieldId: 45, fieldName: 'customer_id', name: '客户名称', formType: 'customer', fieldType: 1, value: [{ customerId: 7, customerName: '灵犀科技' }] },
    { fieldId: 59, fieldName: 'plan_id', name: '期数', formType: 'receivables_plan', fieldType: 1, value: 12 },
    { fieldName: 'type_id', name: '商机状态组', formType: 'business_type', fieldType: 1, value: '3' },
    { fieldName: 'map_address', name: '地区定位', formType: 'map_address', value: { address: '广东省,深圳市,南山区', detailAddress: '科技园', location: '', lng: '113.9', lat: '22.5' } },
    { fieldId: 106, fieldName: '备注二', name: '备注二', formType: 'text', fieldType: 0, value: '', defaultValue: '默认' },
    { fieldId: 34, fieldName: 'price', name: '价格', formType: 'floatnumber', fieldType: 1, value: 12.5 },
  ];
  const { formData } = compileFields(edit, { mode: 'update' });

  it('turns each record value into the shape its widget edits', () => {
    expect(formData).toMatchObject({
      company_user_id: [{ userId: 3, realname: '张伟' }],
      field_103: [{ deptId: 2, id: 2, name: '销售部' }],
      order_date: '2019-12-01',
      next_time: '2019-12-01 10:30:00',
      field_102: ['CRM', 'BI'],
      category_id: [1, 4, 9],
      customer_id: [{ customerId: 7, customerName: '灵犀科技' }],
      plan_id: [{ planId: 12 }],
      type_id: 3,
      map_address: { address: ['广东省', '深圳市', '南山区'], detailAddress: '科技园', location: '', lng: '113.9', lat: '22.5' },
      price: '12.5',
    });
  });

  it('shows an emptied value as empty on edit instead of the admin default', () => {
    expect(formData.field_106).toBe('');
  });

  it('treats a pseudo field without fieldType and fieldId as entity data', () => {
    expect(Object.keys(formData)).toContain('map_address');
  });
});

describe('compileFields contexts', () => {
  it('locks the parent record in relative mode and pre-fills it', () => {
    const compiled = compileFields(contractFields, {
      mode: 'relative',
      crmType: 'contract',
      lockedFields: ['customer_id'],
      prefill: { customer_id: [{ customerId: 7, customerName: '灵犀科技' }] },
    });
    expect(compiled.formData.customer_id).toEqual([{ customerId: 7, customerName: '灵犀科技' }]);
    expect((compiled.uiSchema.customer_id as Options)['ui:disabled']).toBe(true);
    // The customer is known, so the business picker is open from the start.
    expect((compiled.uiSchema.business_id as Options)['ui:disabled']).toBeUndefined();
  });

  it('starts contract business and receivables contract/plan disabled in save mode only', () => {
    const contract = compileFields(contractFields, { mode: 'save', crmType: 'contract' });
    expect(uiOptions(contract.uiSchema, 'business_id').disabled).toBe(true);
    const receivables = compileFields(receivablesFields, { mode: 'save', crmType: 'receivables' });
    expect(uiOptions(receivables.uiSchema, 'contract_id').disabled).toBe(true);
    expect(uiOptions(receivables.uiSchema, 'plan_id').disabled).toBe(true);
    expect(uiOptions(receivables.uiSchema, 'customer_id').disabled).toBe(false);
    const update = compileFields(receivablesFields, { mode: 'update', crmType: 'receivables' });
    expect(uiOptions(update.uiSchema, 'contract_id').disabled).toBe(false);
    expect(uiOptions(update.uiSchema, 'plan_id').disabled).toBe(false);
  });

  it('makes the approval totals read-only: trip duration (type 3), expense money (type 5)', () => {
    const fields: FieldDefinition[] = [
      { fieldId: 84, fieldName: 'duration', name: '出差总天数', formType: 'floatnumber', fieldType: 1, isNull: 1 },
      { fieldId: 92, fieldName: 'money', name: '报销总金额', formType: 'floatnumber', fieldType: 1, isNull: 1 },
    ];
    const trip = compileFields(fields, { mode: 'save', examineType: 3 });
    expect(trip.schema.properties?.duration?.readOnly).toBe(true);
    expect(trip.schema.properties?.money?.readOnly).toBeUndefined();
    const expense = compileFields(fields, { mode: 'save', examineType: 5 });
    expect((expense.uiSchema.money as Options)['ui:readonly']).toBe(true);
  });

  it('refuses definitions it could not save', () => {
    const custom: FieldDefinition = { fieldName: '无编号', name: '无编号', formType: 'text', fieldType: 0 };
    expect(() => compileFields([custom], { mode: 'save' })).toThrow('自定义字段「无编号」缺少 fieldId');
    const twice: FieldDefinition = { fieldId: 1, fieldName: 'name', name: '名称', formType: 'text', fieldType: 1 };
    expect(() => compileFields([twice, { ...twice, fieldId: 2 }], { mode: 'save' })).toThrow('重复');
  });
});
