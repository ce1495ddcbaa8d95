// 快速创建 in the CRM sidebar: it lists 线索, 客户, 联系人, 商机, 合同, 回款, 产品, each only with that
// module's save right, appears in the CRM area only, and opens the create view of the chosen type.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar } from '../../../pages/layout/Sidebar.tsx';
import type { SidebarEntry } from '../../../pages/layout/sidebarEntries.ts';
import { quickCreateEntries } from '../../../pages/crm/quickCreate/quickCreateEntries.ts';
import { restore, signOut } from '../../../pages/session/sessionStore.ts';
import type { AuthTree } from '../../../server-adapter/types.ts';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { installStubs, renderWithChakra } from './support.tsx';

const crmEntries: SidebarEntry[] = [
  { kind: 'item', path: '/crm/workbench', label: '仪表盘', icon: 'dashboard' },
  { kind: 'item', path: '/crm/customer', label: '客户', icon: 'customer' },
];
const officeEntries: SidebarEntry[] = [{ kind: 'item', path: '/workbench/notice', label: '公告', icon: 'notice' }];

const everything: AuthTree = {
  crm: {
    leads: { save: true, index: true }, customer: { save: true, update: true }, contacts: { save: true },
    business: { save: true }, contract: { save: true }, receivables: { save: true }, product: { save: true },
    pool: { index: true },
  },
};

/**
 * Chooses a quick-create entry with the keyboard. Under happy-dom a pointer click on a menu item
 * selects it in the first test of a file but not after another test's menu: the item is never
 * highlighted (zag selects the highlighted item), so the click only closes the menu. The keyboard
 * path highlights explicitly. (In Chromium the click works: see the report's browser check.)
 */
async function chooseQuickCreate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: '快速创建' }));
  const items = await screen.findAllByRole('menuitem');
  expect(items.some((item) => item.textContent === name)).toBe(true);
  // down until the wanted entry is highlighted, then Enter: whether opening the menu already
  // highlighted the first entry depends on timing (once 新建商机 opened instead of 新建合同)
  const highlighted = () => screen.getAllByRole('menuitem').find((item) => item.hasAttribute('data-highlighted'))?.textContent;
  for (let step = 0; step <= items.length && highlighted() !== name; step++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

function renderSidebar(entries: SidebarEntry[], auth: AuthTree) {
  restore({ auth });
  return renderWithChakra(<MemoryRouter><Sidebar entries={entries} activeIndex="/crm/customer" /></MemoryRouter>);
}

beforeEach(() => {
  localStorage.removeItem('sidebarCollapsed');
  installStubs();
  setRequestPresenter({ toastError: () => undefined, showForcedLogout: () => undefined });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('which types', () => {
  it('lists all seven in the spec’s order for a user with every save right', () => {
    expect(quickCreateEntries(everything)).toEqual(['leads', 'customer', 'contacts', 'business', 'contract', 'receivables', 'product']);
  });

  it('lists only the modules whose save right the tree grants', () => {
    const sales: AuthTree = { crm: { customer: { save: true, index: true }, contacts: { index: true }, contract: { save: true }, leads: true } };
    expect(quickCreateEntries(sales)).toEqual(['customer', 'contract']);
    expect(quickCreateEntries({ crm: { customer: { index: true } } })).toEqual([]);
    expect(quickCreateEntries({ oa: { examine: { save: true } } })).toEqual([]);
    expect(quickCreateEntries(undefined)).toEqual([]);
  });
});

describe('the sidebar button', () => {
  it('shows the permitted entries in a menu', async () => {
    const user = userEvent.setup();
    renderSidebar(crmEntries, { crm: { customer: { save: true }, product: { save: true }, leads: { index: true } } });
    await user.click(screen.getByRole('button', { name: '快速创建' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['客户', '产品']);
  });

  it('is absent without any save right, and outside the CRM area', () => {
    renderSidebar(crmEntries, { crm: { customer: { index: true } } });
    expect(screen.queryByRole('button', { name: '快速创建' })).toBeNull();
    cleanup();
    renderSidebar(officeEntries, everything);
    expect(screen.queryByRole('button', { name: '快速创建' })).toBeNull();
  });

  it('opens 新建客户 for 客户, and 取消 closes it', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderSidebar(crmEntries, everything);
    await chooseQuickCreate(user, '客户');
    expect(await screen.findByRole('heading', { name: '新建客户' }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByLabelText('客户名称')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: '新建客户' })).toBeNull());
  });

  it('opens 新建合同 with 提交审核 for 合同', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderSidebar(crmEntries, everything);
    await chooseQuickCreate(user, '合同');
    expect(await screen.findByRole('heading', { name: '新建合同' }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '提交审核' })).toBeTruthy();
  });
});
