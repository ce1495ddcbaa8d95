// One module per form type (issue 14): every form type has one, and the entry functions
// (normalizeValue, isEmptyValue, encodeScalar, splitPayload) answer what the module says.

import { describe, expect, it } from 'vitest';
import {
  compileFields,
  encodeScalar,
  FORM_TYPE_MODULES,
  FORM_TYPES,
  formTypeModule,
  isEmptyValue,
  normalizeValue,
  splitPayload,
  type FormType,
} from '../../../engine/fields/index.ts';

interface Case {
  /** What the server sent. */
  raw: unknown;
  /** The shape the form holds. */
  value: unknown;
  empty: boolean;
  /** The payload cell; for the payload-part types, what splitPayload puts where. */
  wire: unknown;
}

const textCases = (typed: string): Case[] => [
  { raw: typed, value: typed, empty: false, wire: typed },
  { raw: null, value: '', empty: true, wire: '' },
  { raw: '  ', value: '  ', empty: true, wire: '  ' },
];

const CASES: Readonly<Record<FormType, Case[]>> = {
  text: textCases('灵犀科技'),
  textarea: textCases('第一行\n第二行'),
  mobile: textCases('13800138000'),
  email: textCases('sales@lingxi.cn'),
  select: textCases('促销'),
  color: textCases('#53D397'),
  number: [
    { raw: 12.5, value: '12.5', empty: false, wire: '12.5' },
    { raw: '', value: '', empty: true, wire: '' },
  ],
  floatnumber: [
    { raw: '1000.00', value: '1000.00', empty: false, wire: '1000.00' },
    { raw: 0, value: '0', empty: false, wire: '0' },
  ],
  checkbox: [
    { raw: 'CRM, OA,', value: ['CRM', 'OA'], empty: false, wire: 'CRM,OA' },
    { raw: [], value: [], empty: true, wire: '' },
  ],
  date: [
    { raw: '2024-05-01 00:00:00', value: '2024-05-01', empty: false, wire: '2024-05-01' },
    { raw: null, value: '', empty: true, wire: '' },
  ],
  datetime: [
    { raw: '2024-05-01T09:30', value: '2024-05-01 09:30:00', empty: false, wire: '2024-05-01 09:30:00' },
    { raw: '2024-05-01', value: '2024-05-01 00:00:00', empty: false, wire: '2024-05-01 00:00:00' },
  ],
  user: [
    { raw: [{ userId: 3, realname: '张伟' }, { userId: 5, realname: '李娜' }], value: [{ userId: 3, realname: '张伟' }, { userId: 5, realname: '李娜' }], empty: false, wire: '3,5' },
    { raw: '3,5', value: [{ userId: 3 }, { userId: 5 }], empty: false, wire: '3,5' },
    { raw: '', value: [], empty: true, wire: '' },
  ],
  structure: [
    { raw: [{ deptId: 4, name: '销售部' }], value: [{ deptId: 4, name: '销售部', id: 4 }], empty: false, wire: '4' },
    { raw: null, value: [], empty: true, wire: '' },
  ],
  customer: [
    { raw: { customerId: 7, customerName: '灵犀科技' }, value: [{ customerId: 7, customerName: '灵犀科技' }], empty: false, wire: 7 },
    { raw: '', value: [], empty: true, wire: '' },
  ],
  contacts: [{ raw: [{ contactsId: 3 }, { contactsId: 4 }], value: [{ contactsId: 3 }, { contactsId: 4 }], empty: false, wire: 3 }],
  business: [{ raw: '12', value: [{ businessId: 12 }], empty: false, wire: 12 }],
  contract: [{ raw: [{ contractId: 9, contractNum: 'HT-1' }], value: [{ contractId: 9, contractNum: 'HT-1' }], empty: false, wire: 9 }],
  receivables_plan: [{ raw: [{ planId: 6, num: '1' }], value: [{ planId: 6, num: '1' }], empty: false, wire: 6 }],
  category: [
    { raw: '1,23', value: [1, 23], empty: false, wire: 23 },
    { raw: [], value: [], empty: true, wire: '' },
  ],
  business_type: [
    { raw: '2', value: 2, empty: false, wire: 2 },
    { raw: '', value: null, empty: true, wire: '' },
  ],
  business_status: [{ raw: 'win', value: 'win', empty: false, wire: 'win' }],
  file: [
    { raw: [{ fileId: 1, batchId: 'b1', name: 'a.pdf' }], value: { batchId: 'b1', files: [{ fileId: 1, batchId: 'b1', name: 'a.pdf' }] }, empty: false, wire: 'b1' },
    // A batch without files sends '' (a batch id on the wire means files are attached).
    { raw: 'b1', value: { batchId: 'b1', files: [] }, empty: true, wire: '' },
  ],
  product: [
    {
      raw: { product: [{ productId: 4, price: 1000, salesPrice: '900', num: 1, discount: '10', subtotal: '900' }], totalPrice: 900, discountRate: '' },
      value: { product: [{ productId: 4, price: '1000', salesPrice: '900', num: '1', discount: '10', subtotal: '900' }], totalPrice: '900', discountRate: '' },
      empty: false,
      wire: { product: [{ productId: 4, price: '1000', salesPrice: '900', num: '1', discount: '10', subtotal: '900' }], entity: { totalPrice: '900', discountRate: '0.00' } },
    },
    { raw: null, value: { product: [], totalPrice: '', discountRate: '' }, empty: true, wire: { product: [], entity: { totalPrice: '0.00', discountRate: '0.00' } } },
  ],
  map_address: [
    {
      raw: { address: '北京市,北京市,朝阳区', detailAddress: '望京', location: '', lat: 39.9, lng: '116.4' },
      value: { address: ['北京市', '北京市', '朝阳区'], detailAddress: '望京', location: '', lat: '39.9', lng: '116.4' },
      empty: false,
      wire: { entity: { address: '北京市,北京市,朝阳区', detailAddress: '望京', location: '', lat: '39.9', lng: '116.4' } },
    },
    { raw: undefined, value: { address: [], detailAddress: '', location: '', lat: '', lng: '' }, empty: true, wire: { entity: { address: '', detailAddress: '', location: '', lat: '', lng: '' } } },
  ],
  examine_cause: [
    { raw: { list: [{ traffic: '12', imgList: ['preview'] }] }, value: [{ traffic: '12', imgList: ['preview'] }], empty: false, wire: { entity: {}, travelList: [{ traffic: '12' }] } },
    { raw: '', value: [], empty: true, wire: { entity: {}, travelList: [] } },
  ],
  business_cause: [{ raw: [{ duration: '2', imgList: [] }], value: [{ duration: '2', imgList: [] }], empty: false, wire: { entity: {}, travelList: [{ duration: '2', imgList: [] }] } }],
};

/** What splitPayload makes of one system field holding `value`. */
function splitOne(formType: FormType, value: unknown): Record<string, unknown> {
  const compiled = compileFields([{ fieldName: 'f', name: '字段', formType, fieldType: 1 }], { mode: 'update' });
  const { entity, field, ...parts } = splitPayload({ f: value }, compiled);
  expect(field).toEqual([]);
  return { entity, ...parts };
}

describe('the form type registry', () => {
  it('has a module for every form type, and each knows its own type', () => {
    expect(Object.keys(FORM_TYPE_MODULES).sort()).toEqual([...FORM_TYPES].sort());
    for (const formType of FORM_TYPES) {
      expect(formTypeModule(formType)).toBe(FORM_TYPE_MODULES[formType]);
      expect(formTypeModule(formType).formType).toBe(formType);
    }
  });

  it('names an unknown form type instead of answering for it', () => {
    expect(() => formTypeModule('signature' as FormType)).toThrow('unknown formType signature');
    expect(() => formTypeModule('constructor' as FormType)).toThrow('unknown formType constructor');
  });

  it('has representative values for every form type below', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FORM_TYPES].sort());
  });

  it('gives each field a fresh value schema, so one compiled form cannot change another', () => {
    for (const formType of FORM_TYPES) {
      const module = formTypeModule(formType);
      expect(module.valueSchema()).not.toBe(module.valueSchema());
      expect(module.valueSchema()).toEqual(module.valueSchema());
    }
  });
});

describe.each(FORM_TYPES.map((formType) => [formType]))('%s', (formType) => {
  const module = formTypeModule(formType);
  const cases = CASES[formType];

  it('normalises what the server sends, through the module and through normalizeValue alike', () => {
    for (const { raw, value } of cases) {
      expect(module.normalize(raw)).toEqual(value);
      expect(normalizeValue(formType, raw)).toEqual(value);
    }
  });

  it('judges emptiness, through the module and through isEmptyValue alike', () => {
    for (const { value, empty } of cases) {
      expect(module.isEmpty(value)).toBe(empty);
      expect(isEmptyValue(formType, value)).toBe(empty);
    }
    expect(module.isEmpty(null)).toBe(true);
    expect(module.isEmpty(undefined)).toBe(true);
  });

  it('encodes for the wire, through the module, encodeScalar and splitPayload alike', () => {
    for (const { value, wire } of cases) {
      if (module.wire.kind === 'scalar') {
        expect(module.wire.encode(value)).toEqual(wire);
        expect(encodeScalar(formType, value)).toEqual(wire);
        expect(splitOne(formType, value)).toEqual({ entity: { f: wire } });
      } else {
        expect(() => encodeScalar(formType, value)).toThrow('has no scalar encoding');
        expect(splitOne(formType, value)).toEqual(wire);
      }
    }
  });

  it('reads its own encoding back to a value that encodes the same', () => {
    for (const { value } of cases) {
      if (module.wire.kind === 'scalar') {
        const cell = module.wire.encode(value);
        expect(module.wire.encode(module.wire.decode(cell))).toEqual(cell);
      }
    }
  });
});
