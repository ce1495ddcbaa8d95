import { describe, expect, it } from 'vitest';
import qs from 'qs';
import { formEncode } from '../../server-adapter/formEncode.ts';

// The server contract describes bodies as qs.stringify writes them; formEncode must match it.
const samples: Array<[string, Record<string, unknown>]> = [
  ['flat values', { username: 'admin', password: '123456', page: 1, pageType: 0, ok: true, no: false }],
  ['Chinese and reserved characters', { name: '灵犀 客户', q: "a&b=c?d/e#f+g!h'i(j)k*l~m.n_o-p", emoji: '😀' }],
  ['nested objects', { entity: { customerId: 7, owner: { userId: 3, realname: '张三' } } }],
  ['arrays, also of objects', { ids: [1, 2, 3], field: [{ fieldName: 'name', value: 'x' }, { fieldName: 'mobile', value: '' }] }],
  ['null, undefined and empty containers', { a: null, b: undefined, c: {}, d: [], e: '', f: { g: null } }],
  ['dates', { at: new Date(Date.UTC(2026, 10, 22, 8, 30, 0)) }],
  ['keys with spaces and brackets', { 'a b': 1, 'c[d]': 2 }],
];

describe('formEncode', () => {
  it.each(samples)('writes what qs.stringify writes: %s', (_name, data) => {
    expect(formEncode(data)).toBe(qs.stringify(data));
  });

  it('round-trips through qs.parse', () => {
    const data = { search: '公司', entity: { customerId: '7' }, ids: ['1', '2'] };
    expect(qs.parse(formEncode(data))).toEqual(data);
  });
});
