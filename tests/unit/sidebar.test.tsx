import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../widgets/theme.ts';
import '../../i18n/index.ts';
import { Sidebar, SIDEBAR_LABEL_DELAY_MS } from '../../pages/layout/Sidebar.tsx';
import type { SidebarEntry } from '../../pages/layout/sidebarEntries.ts';

const entries: SidebarEntry[] = [
  { kind: 'item', path: '/workbench/notice', label: '公告', icon: 'notice' },
  { kind: 'group', label: '销售漏斗', icon: 'funnel', items: [{ kind: 'item', path: '/bi/funnelstatistics', label: '销售漏斗分析' }] },
];

function renderSidebar(activeIndex: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter><Sidebar entries={entries} activeIndex={activeIndex} /></MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => localStorage.removeItem('sidebarCollapsed'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('sidebar', () => {
  it('highlights the item of the active menu index (a hidden page’s menuIndex)', () => {
    renderSidebar('/workbench/notice');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['公告']);
  });

  it('hides labels when collapsed and shows them 300 ms after it opens again', () => {
    vi.useFakeTimers();
    renderSidebar('/bi/funnelstatistics');
    expect(screen.getByText('公告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.queryByText('公告')).toBeNull();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    act(() => vi.advanceTimersByTime(SIDEBAR_LABEL_DELAY_MS - 1));
    expect(screen.queryByText('公告')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('公告')).toBeTruthy();
    expect(SIDEBAR_LABEL_DELAY_MS).toBe(300);
  });
});
