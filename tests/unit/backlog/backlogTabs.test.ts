// The to-do page's lists as module lists with another call (pages/crm/message/backlogTabs.ts), the
// badge text, and the sidebar entry carrying it.
import { describe, expect, it } from 'vitest';
import { buildListQuery, initialListState } from '../../../engine/pages/index.ts';
import { BACKLOG_TABS, badgeText, toBacklogPage } from '../../../pages/crm/message/backlogTabs.ts';
import { withBadge, type SidebarEntry } from '../../../pages/layout/sidebarEntries.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';

const customer = modulePage('customer')!;
const leads = modulePage('leads')!;
const tab = (key: string) => BACKLOG_TABS.find((t) => t.key === key)!;

describe('a to-do list is its module list with the back-log call', () => {
  it('sends the option in type and isSub, over the module code, with no scenes or toolbar', () => {
    const page = toBacklogPage(customer, tab('todayCustomer'), { type: 2, isSub: 2 });
    expect(page).toMatchObject({ listCall: 'CrmBackLog/todayCustomer', scenes: false, toolbar: [], idKey: 'customerId', headLabel: 2 });
    expect(buildListQuery(page, initialListState())).toEqual({ page: 1, limit: 15, type: 2, isSub: 2 });
    expect(page.batchActions.map((a) => a.id)).toEqual(customer.batchActions.map((a) => a.id));
  });

  it('offers 标记为已跟进 first on the lists of what is not followed yet, only there', () => {
    const toFollow = toBacklogPage(leads, tab('followLeads'), { type: 1, isSub: 1 });
    expect(toFollow.batchActions[0]).toMatchObject({ id: 'followup', call: 'CrmBackLog/setLeadsFollowup', idsKey: 'ids', auth: 'crm.leads.index', kind: 'direct' });
    expect(toBacklogPage(leads, tab('followLeads'), { type: 2, isSub: 1 }).batchActions.some((a) => a.id === 'followup')).toBe(false);
    expect(toBacklogPage(customer, tab('followCustomer'), { type: 1, isSub: 1 }).batchActions[0].call).toBe('CrmBackLog/setCustomerFollowup');
  });

  it('sends no type to a list without options', () => {
    const page = toBacklogPage(customer, tab('putInPoolRemind'), { type: 1, isSub: 1 });
    expect(buildListQuery(page, initialListState())).toEqual({ page: 1, limit: 15, type: 2, isSub: 1 });
  });
});

describe('the to-do badge', () => {
  it('shows nothing at zero and caps at 99', () => {
    expect([badgeText(undefined), badgeText(0), badgeText(7), badgeText(99), badgeText(100)]).toEqual([null, null, '7', '99', '99+']);
  });

  it('lands on the sidebar item of the page, top level or in a group', () => {
    const entries: SidebarEntry[] = [
      { kind: 'item', path: '/crm/message', label: '待办事项' },
      { kind: 'group', label: '组', items: [{ kind: 'item', path: '/crm/customer', label: '客户' }] },
    ];
    expect(withBadge(entries, '/crm/message', '3')[0]).toMatchObject({ badge: '3' });
    expect(withBadge(entries, '/crm/customer', '1')[1]).toMatchObject({ items: [{ badge: '1' }] });
  });
});
