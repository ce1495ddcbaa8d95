import { describe, expect, it } from 'vitest';
import { compileFields, joinPayload, splitPayload, validateFormData, type FieldDefinition } from '../../../engine/fields/index.ts';
import { contractFields } from './fixtures.ts';

const line = { productId: 4, name: '灵犀CRM', categoryName: '软件', unit: '套', price: '1000.00', salesPrice: '1000.00', num: '1', discount: '0.00', subtotal: '1000.00' };

describe('splitPayload: the CRM save payload (contract 7.1)', () => {
  const compiled = compileFields(contractFields, { mode: 'update', crmType: 'contract' });
  const formData = {
    ...compiled.formData,
    num: '1001',
    name: '灵犀年度合同',
    customer_id: [{ customerId: 7, customerName: '灵犀科技' }],
    business_id: [{ businessId: 3, businessName: '年度采购' }],
    order_date: '2024-05-01',
    money: '900.00',
    company_user_id: [{ userId: 3, realname: '张伟' }, { userId: 5, realname: '李娜' }],
    field_105: '直销',
    product: { product: [line], totalPrice: '900.00', discountRate: '10.00' },
  };
  const payload = splitPayload(formData, compiled, { entityExtras: { contractId: 12, batchId: 'f'.repeat(32) } });

  it('puts system fields in entity by column, encoded', () => {
    expect(payload.entity).toEqual({
      num: '1001',
      name: '灵犀年度合同',
      customer_id: 7,
      business_id: 3,
      order_date: '2024-05-01',
      money: '900.00',
      company_user_id: '3,5',
      remark: '',
      totalPrice: '900.00',
      discountRate: '10.00',
      contractId: 12,
      batchId: 'f'.repeat(32),
    });
  });

  it('sends custom fields as their id and value (and name), for the server to store by fieldId: not the definition back', () => {
    expect(payload.field).toEqual([{ fieldId: 105, name: '合同类型', value: '直销' }]);
  });

  it('sends the product lines at the top level', () => {
    expect(payload.product).toEqual([line]);
    expect(payload.travelList).toBeUndefined();
  });

  it('sends empty relations and an empty grid the way the server expects', () => {
    const empty = splitPayload(compiled.formData, compiled);
    expect(empty.entity).toMatchObject({ customer_id: '', business_id: '', company_user_id: '', totalPrice: '0.00', discountRate: '0.00' });
    expect(empty.product).toEqual([]);
  });
});

describe('splitPayload encodings per form type', () => {
  const fields: FieldDefinition[] = [
    { fieldId: 10, fieldName: 'customer_name', name: '客户名称', formType: 'text', fieldType: 1, isNull: 1 },
    { fieldId: 15, fieldName: 'next_time', name: '下次联系时间', formType: 'datetime', fieldType: 1 },
    { fieldId: 47, fieldName: 'order_date', name: '下单时间', formType: 'date', fieldType: 1 },
    { fieldId: 32, fieldName: 'category_id', name: '产品类型', formType: 'category', fieldType: 1 },
    { fieldId: 102, fieldName: '关注产品', name: '关注产品', formType: 'checkbox', fieldType: 0 },
    { fieldId: 103, fieldName: '负责部门', name: '负责部门', formType: 'structure', fieldType: 0 },
    { fieldId: 104, fieldName: '附件', name: '附件', formType: 'file', fieldType: 0 },
    { fieldId: 107, fieldName: '空附件', name: '空附件', formType: 'file', fieldType: 0 },
    { fieldName: 'map_address', name: '地区定位', formType: 'map_address', fieldType: 1 },
  ];
  const compiled = compileFields(fields, { mode: 'save' });
  const payload = splitPayload(
    {
      customer_name: '灵犀科技',
      next_time: '2024-05-01T09:30',
      order_date: '2024-05-01 00:00:00',
      category_id: [1, 4, 9],
      field_102: ['CRM', 'OA'],
      field_103: [{ id: 2, name: '销售部' }, { deptId: 5, name: '财务部' }],
      field_104: { batchId: 'b'.repeat(32), files: [{ fileId: 1, name: '合同.pdf' }] },
      field_107: { batchId: 'c'.repeat(32), files: [] },
      map_address: { address: ['广东省', '深圳市', '南山区'], detailAddress: '科技园', location: '深圳湾', lng: '113.9', lat: '22.5' },
    },
    compiled,
  );

  it('writes dates as yyyy-MM-dd, datetimes as yyyy-MM-dd HH:mm:ss, the category as its leaf', () => {
    expect(payload.entity).toMatchObject({ next_time: '2024-05-01 09:30:00', order_date: '2024-05-01', category_id: 9 });
  });

  it('writes the map address into entity, the regions comma-joined', () => {
    expect(payload.entity).toMatchObject({ address: '广东省,深圳市,南山区', detailAddress: '科技园', location: '深圳湾', lng: '113.9', lat: '22.5' });
    expect(payload.entity).not.toHaveProperty('map_address');
  });

  it('comma-joins checkbox and department values; a file field sends its batch id, or "" without files', () => {
    expect(Object.fromEntries(payload.field.map((field) => [field.name, field.value]))).toEqual({
      关注产品: 'CRM,OA',
      负责部门: '2,5',
      附件: 'b'.repeat(32),
      空附件: '',
    });
  });
});

describe('splitPayload on an OA approval (forms.md 3.5)', () => {
  const fields: FieldDefinition[] = [
    { fieldId: 91, fieldName: 'content', name: '差旅事由', formType: 'text', fieldType: 1, isNull: 1 },
    { fieldId: 92, fieldName: 'money', name: '报销总金额', formType: 'floatnumber', fieldType: 1, isNull: 1 },
    { fieldId: 94, fieldName: 'cause', name: '费用明细', formType: 'examine_cause', fieldType: 1 },
  ];
  const compiled = compileFields(fields, { mode: 'save', examineType: 5 });
  const item = { startAddress: '杭州', endAddress: '上海', startTime: '2024-05-01', endTime: '2024-05-02', traffic: '300', stay: '0', diet: '80', other: '0', money: '380.00', batchId: 'i'.repeat(32) };

  it('sends the detail items as the travel list, without the image previews', () => {
    const payload = splitPayload({ content: '上海出差', money: '380.00', cause: [{ ...item, imgList: [{ url: 'blob:1' }] }] }, compiled);
    expect(payload.entity).toEqual({ content: '上海出差', money: '380.00' });
    expect(payload.travelList).toEqual([item]);
    expect(payload.field).toEqual([]);
  });
});

describe('joinPayload: the server reads a save back into form values', () => {
  const compiled = compileFields(contractFields, { mode: 'save', crmType: 'contract' });

  it('round-trips what the browser sent', () => {
    const sent = splitPayload(
      {
        ...compiled.formData,
        num: '1001',
        name: '灵犀年度合同',
        customer_id: [{ customerId: 7 }],
        company_user_id: [{ userId: 3 }, { userId: 5 }],
        field_105: '代理',
        product: { product: [line], totalPrice: '1000.00', discountRate: '0.00' },
      },
      compiled,
    );
    const formData = joinPayload(sent, compiled);
    expect(formData).toMatchObject({ customer_id: [{ customerId: 7 }], company_user_id: [{ userId: 3 }, { userId: 5 }], field_105: '代理' });
    expect(splitPayload(formData, compiled)).toEqual(sent);
    expect(validateFormData(compiled, formData)).toEqual([]);
  });

  it('lets the server refuse a save with the same messages the browser shows', () => {
    const formData = joinPayload({ entity: { num: '12.34567', customer_id: '' }, field: [] }, compiled);
    expect(validateFormData(compiled, formData).map((error) => error.message)).toEqual([
      '数字的整数部分须少于12位，小数部分须少于4位',
      '合同名称不能为空',
      '客户名称不能为空',
    ]);
  });

  it('accepts camelCase entity keys, as the original server did', () => {
    const formData = joinPayload({ entity: { orderDate: '2024-05-01', customerId: 7 } }, compiled);
    expect(formData).toMatchObject({ order_date: '2024-05-01', customer_id: [{ customerId: 7 }] });
  });

  it('reads a file batch id as attached files, so a required file field passes', () => {
    const file: FieldDefinition = { fieldId: 104, fieldName: '附件', name: '附件', formType: 'file', fieldType: 0, isNull: 1 };
    const withFile = compileFields([file], { mode: 'save' });
    expect(validateFormData(withFile, joinPayload({ field: [{ ...file, value: 'b'.repeat(32) }] }, withFile))).toEqual([]);
    expect(validateFormData(withFile, joinPayload({ field: [{ ...file, value: '' }] }, withFile))[0]?.message).toBe('附件不能为空');
  });
});
