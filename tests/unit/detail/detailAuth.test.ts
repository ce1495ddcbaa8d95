// Which header actions and tabs the drawer offers, by the user's auth tree and the record's state.
import { describe, expect, it } from 'vitest';
import { canRead, hasRight, tabsFromSchema, visibleActions, visibleTabs } from '../../../engine/react/detail/detailAuth.ts';
import { detailModule } from '../../../engine/react/detail/detailModules.ts';
import { moduleTabs } from '../../../engine/react/detail/detailTabs.ts';
import { adminTree, salesTree } from '../../support/authTrees.ts';

const ids = (list: Array<{ id: string }>) => list.map((a) => a.id);

describe('hasRight', () => {
  it('follows the dotted path down to a true leaf', () => {
    expect(hasRight(adminTree, 'crm.customer.lock')).toBe(true);
    expect(hasRight(salesTree, 'crm.customer.lock')).toBe(false);
    expect(hasRight(adminTree, 'crm.customer')).toBe(false); // a branch is not a right
    expect(hasRight(undefined, 'crm.customer.read')).toBe(false);
    expect(hasRight({ crm: { customer: { read: 'yes' as unknown as boolean } } }, 'crm.customer.read')).toBe(false);
  });

  it('reads the record right per module', () => {
    expect(canRead(salesTree, 'customer')).toBe(true);
    expect(canRead(salesTree, 'receivables')).toBe(false);
  });
});

describe('visibleActions', () => {
  const customer = { customerId: 1, customerName: 'ACME', isLock: 0, isPool: 0, dealStatus: 0, ownerUserId: 3 };

  it('gives the super admin every customer action that fits the record', () => {
    expect(ids(visibleActions('customer', adminTree, customer))).toEqual(['edit', 'transfer', 'lock', 'putinpool', 'dealStatus', 'delete']);
  });

  it('offers 解锁 instead of 锁定 on a locked customer, and no 放入公海', () => {
    expect(ids(visibleActions('customer', adminTree, { ...customer, isLock: 1 }))).toEqual(['edit', 'transfer', 'unlock', 'dealStatus', 'delete']);
  });

  it('offers only 领取 (and delete) on a pool customer', () => {
    expect(ids(visibleActions('customer', adminTree, { ...customer, isPool: 1, ownerUserId: null }))).toEqual(['receive', 'delete']);
    expect(ids(visibleActions('customer', salesTree, { ...customer, isPool: 1, ownerUserId: null }))).toEqual(['receive']);
  });

  it('offers a caller with read access only (an approver, a read-only member) none of the actions that write', () => {
    const contract = { contractId: 1, name: '年度合同', checkStatus: 1, ownerUserId: 5 };
    const held = ids(visibleActions('contract', adminTree, { ...contract, access: 'write' }));
    expect(held).toEqual(['transfer', 'discard', 'delete']); // an approved contract is not edited
    expect(ids(visibleActions('contract', adminTree, { ...contract, access: 'read' }))).toEqual([]);
    expect(ids(visibleActions('customer', adminTree, { ...customer, access: 'read' }))).toEqual([]);
    expect(ids(visibleActions('customer', salesTree, { ...customer, isPool: 1, ownerUserId: null, access: 'read' }))).toEqual(['receive']);
  });

  it('hides every action the tree lacks', () => {
    expect(ids(visibleActions('customer', salesTree, customer))).toEqual(['edit']);
    expect(ids(visibleActions('business', salesTree, { businessId: 1 }))).toEqual([]);
    expect(ids(visibleActions('customer', {}, customer))).toEqual([]);
  });

  it('contract: 作废 needs crm.contract.discard and a contract not already void', () => {
    const withDiscard = { crm: { contract: { update: true, discard: true, delete: true } } };
    expect(ids(visibleActions('contract', withDiscard, { checkStatus: 4 }))).toEqual(['edit', 'discard', 'delete']);
    expect(ids(visibleActions('contract', withDiscard, { checkStatus: 6 }))).toEqual(['delete']);
    expect(ids(visibleActions('contract', { crm: { contract: { update: true } } }, { checkStatus: 5 }))).toEqual(['edit']);
  });

  it('contract and receivables: 编辑 only while rejected, withdrawn or draft (the server refuses other edits)', () => {
    const tree = { crm: { contract: { update: true }, receivables: { update: true } } };
    for (const crmType of ['contract', 'receivables'] as const) {
      expect([0, 1, 2, 3, 4, 5].filter((checkStatus) => ids(visibleActions(crmType, tree, { checkStatus })).includes('edit'))).toEqual([2, 4, 5]);
    }
  });

  it('leads: 转化为客户 needs crm.leads.transform and an unconverted lead', () => {
    expect(ids(visibleActions('leads', adminTree, { isTransform: 0 }))).toContain('transform');
    expect(ids(visibleActions('leads', adminTree, { isTransform: 1 }))).not.toContain('transform');
    expect(ids(visibleActions('leads', salesTree, { isTransform: 0 }))).toEqual([]);
  });

  it('product: 上架 for a product off the shelf, 下架 otherwise, both under crm.product.status (the system key onSale, not the renamable field)', () => {
    expect(ids(visibleActions('product', adminTree, { 是否上下架: '下架', onSale: 1, status: 1 }))).toEqual(['edit', 'unshelve']);
    expect(ids(visibleActions('product', adminTree, { 是否上下架: '上架', onSale: 0, status: 1 }))).toEqual(['edit', 'shelve']);
    expect(ids(visibleActions('product', salesTree, { onSale: 1 }))).toEqual([]);
  });
});

describe('visibleTabs', () => {
  it('keeps the module tabs whose related module the user may list', () => {
    expect(visibleTabs('customer', adminTree)).toEqual(detailModule('customer').tabs);
    const noContracts = { crm: { customer: { read: true }, contacts: { index: true } } };
    expect(visibleTabs('customer', noContracts)).toEqual(['info', 'followup', 'contacts', 'team', 'files', 'log']);
  });

  it('reads a schema list: strings or objects, aliases, unknown ids dropped', () => {
    expect(tabsFromSchema(['followup', 'info', 'nonsense', 'followup'])).toEqual([{ id: 'followup' }, { id: 'info' }]);
    expect(tabsFromSchema([{ id: 'basic' }, { key: 'members' }, { name: 'attachments', auth: 'crm.customer.update' }])).toEqual([{ id: 'info' }, { id: 'team' }, { id: 'files', auth: 'crm.customer.update' }]);
    expect(tabsFromSchema(undefined)).toBeNull();
    expect(tabsFromSchema(['nonsense'])).toBeNull();
    expect(visibleTabs('business', adminTree, ['products', 'contract'])).toEqual(['products', 'contract']);
    // A schema's own right for a tab replaces the default one.
    expect(visibleTabs('customer', salesTree, [{ id: 'info' }, { id: 'team', auth: 'crm.customer.teamsave' }, { id: 'log' }])).toEqual(['info', 'log']);
  });

  it('takes the tab lists of the module descriptors', () => {
    expect(visibleTabs('customer', adminTree, moduleTabs('customer'))).toEqual(detailModule('customer').tabs);
    for (const crmType of ['leads', 'customer', 'contacts', 'business', 'contract', 'receivables', 'product'] as const) {
      expect(visibleTabs(crmType, adminTree, moduleTabs(crmType)).length).toBeGreaterThan(0);
    }
  });
});
