// 新建 inside a record: relative mode with the parent pre-filled (forms.md 2.2).
import { describe, expect, it } from 'vitest';
import { relatedCreateRequest } from '../../../engine/react/detail/relatedCreate.ts';
import { nextTimeParam } from '../../../engine/react/detail/tabs/FollowUpTab.tsx';

describe('relatedCreateRequest', () => {
  it('a contact from a customer carries the customer', () => {
    expect(relatedCreateRequest('customer', 7, { customerName: 'ACME' }, 'contacts')).toEqual({
      crmType: 'contacts',
      action: { type: 'relative', parentType: 'customer', parentId: 7, prefill: { customer_id: [{ customerId: 7, customerName: 'ACME' }] } },
    });
  });

  it('a contract from a business carries its customer and the business', () => {
    const request = relatedCreateRequest('business', 3, { businessName: '大单', customerId: 7, customerName: 'ACME' }, 'contract');
    expect(request.action).toEqual({
      type: 'relative', parentType: 'business', parentId: 3,
      prefill: { customer_id: [{ customerId: 7, customerName: 'ACME' }], business_id: [{ businessId: 3, businessName: '大单' }] },
    });
  });

  it('a receivable from a contract carries its customer and the contract', () => {
    const request = relatedCreateRequest('contract', 5, { num: 'HT-5', customerId: 7, customerName: 'ACME' }, 'receivables');
    expect(request.action).toMatchObject({ prefill: { customer_id: [{ customerId: 7 }], contract_id: [{ contractId: 5, contractNum: 'HT-5', num: 'HT-5' }] } });
  });

  it('a business from a contact links the contact through parentId', () => {
    const request = relatedCreateRequest('contacts', 4, { customerId: 7, customerName: 'ACME' }, 'business');
    expect(request.action).toMatchObject({ parentType: 'contacts', parentId: 4, prefill: { customer_id: [{ customerId: 7 }] } });
  });
});

describe('nextTimeParam', () => {
  it('turns datetime-local into the server format', () => {
    expect(nextTimeParam('2024-05-01T09:30')).toBe('2024-05-01 09:30:00');
    expect(nextTimeParam('')).toBe('');
  });
});
