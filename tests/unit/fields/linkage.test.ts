import { describe, expect, it } from 'vitest';
import {
  applyFetchResult,
  applyLinkage,
  compileFields,
  initialLinkageState,
  linkageRules,
  relativeLockedFields,
  type LinkageUiState,
} from '../../../engine/fields/index.ts';
import { businessFields, contractFields, receivablesFields } from './fixtures.ts';

const customer7 = [{ customerId: 7, customerName: '灵犀科技' }];
const customer8 = [{ customerId: 8, customerName: '犀牛贸易' }];

describe('linkage rules are data', () => {
  it('declares rules for business, contract and receivables only', () => {
    expect(Object.keys(linkageRules).sort()).toEqual(['business', 'contract', 'receivables']);
    expect(JSON.parse(JSON.stringify(linkageRules))).toEqual(linkageRules);
  });
});

describe('business: the type decides the stages', () => {
  const form = compileFields(businessFields, { mode: 'save', crmType: 'business' });
  const ui: LinkageUiState = { disabled: new Set(), form, mode: 'save' };

  it('clears the chosen stage and asks for the new type\'s stages', () => {
    const result = applyLinkage('business', { field: 'type_id', value: 2 }, { ...form.formData, type_id: 1, status_id: 5 }, ui);
    expect(result.formData).toMatchObject({ type_id: 2, status_id: null });
    expect(result.fetches).toEqual([{ kind: 'businessStatusOptions', target: 'status_id', params: { typeId: 2 } }]);
  });

  it('keeps the stage during the initial load but still loads the stages', () => {
    const result = applyLinkage('business', { field: 'type_id', value: 2, initial: true }, { ...form.formData, type_id: 2, status_id: 5 }, { ...ui, mode: 'update' });
    expect(result.formData.status_id).toBe(5);
    expect(result.fetches).toHaveLength(1);
    expect(initialLinkageState('business', 'update', { type_id: 2, status_id: 5 }, form).fetches).toEqual([
      { kind: 'businessStatusOptions', target: 'status_id', params: { typeId: 2 } },
    ]);
  });

  it('turns the business-type list into the status options', () => {
    const hint = { kind: 'businessStatusOptions' as const, target: 'status_id', params: { typeId: 2 } };
    const types = [
      { typeId: 1, name: '默认', statusList: [{ statusId: 1, name: '验证客户' }] },
      { typeId: 2, name: '大客户', statusList: [{ statusId: 4, name: '需求分析' }, { statusId: 5, name: '方案报价' }] },
    ];
    expect(applyFetchResult(hint, types, form.formData, form).options).toEqual({
      key: 'status_id',
      setting: [{ statusId: 4, name: '需求分析', value: 4 }, { statusId: 5, name: '方案报价', value: 5 }],
    });
  });
});

describe('contract: customer → business → products', () => {
  const form = compileFields(contractFields, { mode: 'save', crmType: 'contract' });
  const start = initialLinkageState('contract', 'save', form.formData, form);

  it('starts with the business and the signer (客户签约人) disabled on create and enabled on edit', () => {
    // the fixture has no contacts_id field: the rule still names it (keyFor falls back to the name)
    expect([...start.disabled]).toEqual(['business_id', 'contacts_id']);
    expect(initialLinkageState('contract', 'update', { ...form.formData, customer_id: customer7 }, form)).toMatchObject({
      disabled: new Set(),
      scopes: { business_id: { customerId: 7 }, contacts_id: { customerId: 7 } },
      fetches: [],
    });
  });

  it('enables the business and signer pickers for the chosen customer\'s records only', () => {
    const result = applyLinkage('contract', { field: 'customer_id', value: customer7 }, form.formData, { disabled: start.disabled, form });
    expect(result.disabled.has('business_id')).toBe(false);
    expect(result.scopes.business_id).toEqual({ customerId: 7 });
    expect(result.disabled.has('contacts_id')).toBe(false);
    expect(result.scopes.contacts_id).toEqual({ customerId: 7 });
  });

  it('clears the signer chosen for one customer when another is picked', () => {
    const withSigner = { ...form.formData, customer_id: customer7, contacts_id: [{ contactsId: 3, name: '周建国' }] };
    const result = applyLinkage('contract', { field: 'customer_id', value: [{ customerId: 8, customerName: '西湖茶业' }] }, withSigner, { disabled: new Set<string>(), form });
    expect(result.formData.contacts_id).toEqual([]);
    expect(result.scopes.contacts_id).toEqual({ customerId: 8 });
  });

  it('clears a business of another customer, keeps it when the same customer is picked again', () => {
    const filled = { ...form.formData, customer_id: customer7, business_id: [{ businessId: 3 }] };
    const ui = { disabled: new Set<string>(), scopes: { business_id: { customerId: 7 } }, form };
    expect(applyLinkage('contract', { field: 'customer_id', value: customer8 }, filled, ui).formData.business_id).toEqual([]);
    expect(applyLinkage('contract', { field: 'customer_id', value: [...customer7] }, filled, ui).formData.business_id).toEqual([{ businessId: 3 }]);
  });

  it('disables and clears the business when the customer is cleared', () => {
    const filled = { ...form.formData, customer_id: customer7, business_id: [{ businessId: 3 }] };
    const result = applyLinkage('contract', { field: 'customer_id', value: [] }, filled, { disabled: new Set(), scopes: { business_id: { customerId: 7 } }, form });
    expect(result.disabled.has('business_id')).toBe(true);
    expect(result.formData.business_id).toEqual([]);
    expect(result.scopes).toEqual({});
  });

  it('loads a chosen business\'s products, then fills the grid, total, discount and money', () => {
    const filled = { ...form.formData, customer_id: customer7 };
    const result = applyLinkage('contract', { field: 'business_id', value: [{ businessId: 3 }] }, filled, { disabled: new Set(), form });
    expect(result.fetches).toEqual([{ kind: 'businessProducts', params: { businessId: 3, pageType: 0 } }]);
    const answer = { list: [{ productId: 4, price: '1000.00', salesPrice: '900.00', num: '1', discount: '10.00', subtotal: '900.00' }], money: '810.00', discountRate: '10.00' };
    const { formData } = applyFetchResult(result.fetches[0]!, answer, result.formData, form);
    expect(formData.product).toEqual({ product: answer.list, totalPrice: '810.00', discountRate: '10.00' });
    expect(formData.money).toBe('810.00');
  });

  it('creating from a business loads its products at once', () => {
    const prefilled = { ...form.formData, customer_id: customer7, business_id: [{ businessId: 3 }] };
    expect(initialLinkageState('contract', 'relative', prefilled, form)).toMatchObject({
      disabled: new Set(),
      fetches: [{ kind: 'businessProducts', params: { businessId: 3, pageType: 0 } }],
    });
    expect(initialLinkageState('contract', 'update', prefilled, form).fetches).toEqual([]);
  });
});

describe('business and contract: the amount follows the products\' order total', () => {
  const line = { productId: 3, name: '标准版', categoryName: '软件', unit: '套', price: '1000.00', salesPrice: '900.00', num: '2', discount: '10.00', subtotal: '1800.00' };
  const products = { product: [line], totalPrice: '1710.00', discountRate: '5.00' };

  it.each([
    ['business', businessFields],
    ['contract', contractFields],
  ] as const)('%s: a change of the lines writes their total into money; loading does not', (crmType, fields) => {
    const form = compileFields(fields, { mode: 'update', crmType });
    const ui: LinkageUiState = { disabled: new Set(), form, mode: 'update' };
    const typed = { ...form.formData, money: '300000.00' };
    expect(applyLinkage(crmType, { field: 'product', value: products }, { ...typed, product: products }, ui).formData.money).toBe('1710.00');
    const loaded = applyLinkage(crmType, { field: 'product', value: products, initial: true }, { ...typed, product: products }, ui);
    expect(loaded.formData.money).toBe('300000.00');
  });
});

describe('receivables: customer → approved contract → plan → fills', () => {
  const form = compileFields(receivablesFields, { mode: 'save', crmType: 'receivables' });
  const start = initialLinkageState('receivables', 'save', form.formData, form);
  const plan = [{ planId: 21, num: '1', returnDate: '2024-06-30 00:00:00', returnType: '电汇', money: '5000.00' }];

  it('starts with contract and plan disabled on create', () => {
    expect(start.disabled).toEqual(new Set(['contract_id', 'plan_id']));
    expect(initialLinkageState('receivables', 'update', form.formData, form).disabled).toEqual(new Set());
  });

  it('a customer opens the contract picker on approved contracts only; the plan waits for a contract', () => {
    const result = applyLinkage('receivables', { field: 'customer_id', value: customer7 }, form.formData, { disabled: start.disabled, form });
    expect(result.disabled).toEqual(new Set(['plan_id']));
    expect(result.scopes.contract_id).toEqual({ customerId: 7, checkStatus: 1 });
  });

  it('a contract opens the plan picker for that contract', () => {
    const result = applyLinkage('receivables', { field: 'contract_id', value: [{ contractId: 9 }] }, { ...form.formData, customer_id: customer7 }, {
      disabled: new Set(['plan_id']),
      form,
    });
    expect(result.disabled).toEqual(new Set());
    expect(result.scopes.plan_id).toEqual({ contractId: 9 });
  });

  it('a plan fills the return date, payment method and money', () => {
    const result = applyLinkage('receivables', { field: 'plan_id', value: plan }, { ...form.formData, customer_id: customer7, contract_id: [{ contractId: 9 }] }, {
      disabled: new Set(),
      form,
    });
    expect(result.formData).toMatchObject({ return_time: '2024-06-30', field_61: '电汇', money: '5000.00' });
  });

  it('another customer clears the contract and resets the plan', () => {
    const filled = { ...form.formData, customer_id: customer7, contract_id: [{ contractId: 9 }], plan_id: plan };
    const result = applyLinkage('receivables', { field: 'customer_id', value: customer8 }, filled, {
      disabled: new Set(),
      scopes: { contract_id: { customerId: 7, checkStatus: 1 }, plan_id: { contractId: 9 } },
      form,
    });
    expect(result.formData).toMatchObject({ contract_id: [], plan_id: [] });
    expect(result.disabled).toEqual(new Set(['plan_id']));
    expect(result.scopes).toEqual({ contract_id: { customerId: 8, checkStatus: 1 } });
  });

  it('clearing the customer disables both the contract and the plan', () => {
    const filled = { ...form.formData, customer_id: customer7, contract_id: [{ contractId: 9 }], plan_id: plan };
    const result = applyLinkage('receivables', { field: 'customer_id', value: [] }, filled, { disabled: new Set(), form });
    expect(result.disabled).toEqual(new Set(['contract_id', 'plan_id']));
    expect(result.formData).toMatchObject({ contract_id: [], plan_id: [] });
  });

  it('never enables a field locked by relative mode', () => {
    const result = applyLinkage('receivables', { field: 'customer_id', value: customer8 }, form.formData, {
      disabled: new Set(['contract_id', 'plan_id']),
      locked: new Set(['contract_id']),
      form,
    });
    expect(result.disabled.has('contract_id')).toBe(true);
  });

  it('works on field names alone, without a compiled form', () => {
    const result = applyLinkage('receivables', { field: 'contract_id', value: [{ contractId: 9 }] }, { contract_id: [], plan_id: [{ planId: 1 }] }, { disabled: new Set(['plan_id']) });
    expect(result).toMatchObject({ formData: { plan_id: [] }, disabled: new Set(), scopes: { plan_id: { contractId: 9 } } });
  });
});

describe('relative mode locks the parent record', () => {
  it('locks customer and business when a contract is created from a business', () => {
    expect(relativeLockedFields('contract', 'business', contractFields)).toEqual(['customer_id', 'business_id']);
    expect(relativeLockedFields('contract', 'customer', contractFields)).toEqual(['customer_id']);
    expect(relativeLockedFields('receivables', 'contract', receivablesFields)).toEqual(['customer_id', 'contract_id']);
    expect(relativeLockedFields('leads', 'customer', contractFields)).toEqual([]);
  });

  it('compiles a contract from a business with both locked and the products requested', () => {
    const lockedFields = relativeLockedFields('contract', 'business', contractFields);
    const form = compileFields(contractFields, {
      mode: 'relative',
      crmType: 'contract',
      lockedFields,
      prefill: { customer_id: customer7, business_id: [{ businessId: 3, businessName: '年度采购' }] },
    });
    expect((form.uiSchema.customer_id as Record<string, unknown>)['ui:disabled']).toBe(true);
    expect((form.uiSchema.business_id as Record<string, unknown>)['ui:disabled']).toBe(true);
    expect(initialLinkageState('contract', 'relative', form.formData, form).fetches).toEqual([
      { kind: 'businessProducts', params: { businessId: 3, pageType: 0 } },
    ]);
  });
});
