// The per-field store: writes wake only the subscribers of the written key; the whole formData is
// built only when asked for.
import { describe, expect, it, vi } from 'vitest';
import { compileFields } from '../../../engine/fields/index.ts';
import { createCompiledFormStore, createFormStore, fieldSpecs, linkFieldChange } from '../../../engine/react/form/index.ts';
import { contractFields } from '../fields/fixtures.ts';

describe('createFormStore', () => {
  const make = () => createFormStore({ values: { a: '1', b: '2', c: ['x'] }, disabled: ['c'] });

  it('notifies only the subscribers of the key that changed', () => {
    const store = make();
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe('a', onA);
    store.subscribe('b', onB);
    store.set('a', '11');
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(store.get('a')).toBe('11');
  });

  it('keeps a field state object until that field changes, and ignores writes of the same value', () => {
    const store = make();
    const before = store.field('b');
    const onB = vi.fn();
    store.subscribe('b', onB);
    store.set('a', 'other');
    store.set('b', '2');
    expect(store.field('b')).toBe(before);
    expect(onB).not.toHaveBeenCalled();
  });

  it('builds a fresh formData snapshot on demand, in key order', () => {
    const store = make();
    store.set('b', '22');
    const first = store.snapshot();
    expect(first).toEqual({ a: '1', b: '22', c: ['x'] });
    expect(Object.keys(first)).toEqual(['a', 'b', 'c']);
    first.a = 'mutated';
    expect(store.get('a')).toBe('1');
  });

  it('applies several values at once and notifies each changed key once, after all are written', () => {
    const store = make();
    const seen: unknown[] = [];
    store.subscribe('a', () => seen.push(['a', store.get('a'), store.get('b')]));
    store.subscribe('b', () => seen.push(['b', store.get('a'), store.get('b')]));
    store.setMany({ a: 'A', b: 'B', unknown: 'ignored' });
    expect(seen).toEqual([['a', 'A', 'B'], ['b', 'A', 'B']]);
  });

  it('holds errors, extra errors, touched, disabled and scopes per key', () => {
    const store = make();
    store.setErrors({ a: '甲不能为空', b: '乙格式有误' });
    store.setErrors({ b: '乙不能为空' }, { replace: true });
    expect(store.getError('a')).toBeUndefined();
    expect(store.getError('b')).toBe('乙不能为空');
    store.setExtraErrors({ a: '验证出错' });
    expect(store.invalidKeys()).toEqual(['a', 'b']);
    store.setExtraErrors({});
    expect(store.field('a').extraError).toBeUndefined();
    store.touch('a');
    expect(store.isTouched('a')).toBe(true);
    expect([...store.disabledKeys()]).toEqual(['c']);
    store.setDisabledKeys(['a']);
    expect(store.isDisabled('a')).toBe(true);
    expect(store.isDisabled('c')).toBe(false);
    store.setScope('b', { customerId: 7 });
    expect(store.scopes()).toEqual({ b: { customerId: 7 } });
  });

  it('resets to the initial values and clears messages', () => {
    const store = make();
    store.set('a', 'typed');
    store.setError('a', '甲不能为空');
    store.reset();
    expect(store.get('a')).toBe('1');
    expect(store.getError('a')).toBeUndefined();
  });

  it('tells subscribeAll listeners which key changed', () => {
    const store = make();
    const all = vi.fn();
    const stop = store.subscribeAll(all);
    store.set('b', 'x');
    expect(all).toHaveBeenCalledWith('b', store.field('b'), expect.objectContaining({ value: '2' }));
    stop();
    store.set('b', 'y');
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('rejects keys the form does not have', () => {
    expect(() => make().set('nope', 1)).toThrow(/nope/);
  });
});

describe('createCompiledFormStore and linkage', () => {
  const compiled = compileFields(contractFields, { mode: 'save', crmType: 'contract' });

  it('starts from the compiled values and the compiled disabled fields', () => {
    const store = createCompiledFormStore(compiled);
    expect(store.keys).toEqual(compiled.order);
    expect(store.snapshot()).toEqual(compiled.formData);
    // Save mode: the contract's business waits for a customer (forms.md 4).
    expect([...store.disabledKeys()]).toEqual(['business_id']);
  });

  it('applies a linkage source change: picking a customer enables and scopes the business field', () => {
    const store = createCompiledFormStore(compiled);
    const onBusiness = vi.fn();
    const onName = vi.fn();
    store.subscribe('business_id', onBusiness);
    store.subscribe('name', onName);
    const result = linkFieldChange(store, compiled, 'contract', 'customer_id', [{ customerId: 7, customerName: '灵犀科技' }]);
    expect(result).not.toBeNull();
    expect(store.isDisabled('business_id')).toBe(false);
    expect(store.field('business_id').scope).toEqual({ customerId: 7 });
    expect(onBusiness).toHaveBeenCalled();
    expect(onName).not.toHaveBeenCalled();
  });

  it('clears the business chosen for one customer when another customer is picked (the value before the change given)', () => {
    const store = createCompiledFormStore(compiled);
    const first = [{ customerId: 7, customerName: '灵犀科技' }];
    const second = [{ customerId: 8, customerName: '西湖茶业' }];
    store.set('customer_id', first);
    linkFieldChange(store, compiled, 'contract', 'customer_id', first, { previous: '' });
    store.set('business_id', [{ businessId: 3, businessName: '年度采购' }]);
    // the runtime writes the value, then calls onFieldChange with the one before
    store.set('customer_id', first);
    linkFieldChange(store, compiled, 'contract', 'customer_id', first, { previous: first });
    expect(store.get('business_id')).toEqual([{ businessId: 3, businessName: '年度采购' }]);
    store.set('customer_id', second);
    linkFieldChange(store, compiled, 'contract', 'customer_id', second, { previous: first });
    expect(store.get('business_id')).toEqual([]);
    expect(store.field('business_id').scope).toEqual({ customerId: 8 });
  });

  it('leaves a field\'s disabled state to the store: the widget options do not carry the compiled one', () => {
    // A widget that read `options.disabled` too stayed disabled after linkage enabled the field.
    const business = fieldSpecs(compiled, { widgets: {}, fields: {} }).find((spec) => spec.key === 'business_id')!;
    expect(business.disabledAtStart).toBe(true);
    expect(business.options.disabled).toBeUndefined();
  });

  it('does nothing (and builds no snapshot) for a field that is no linkage source', () => {
    const store = createCompiledFormStore(compiled);
    const snapshot = vi.spyOn(store, 'snapshot');
    expect(linkFieldChange(store, compiled, 'contract', 'name', '年度框架合同')).toBeNull();
    expect(snapshot).not.toHaveBeenCalled();
  });
});
