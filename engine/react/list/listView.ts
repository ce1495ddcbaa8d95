// Which view a list shows (表格 / 看板), remembered per list in this browser. Column widths live on
// the server (field/setFelidStyle) because the contract has a call for them; there is none for a
// view, and it is a habit of one screen on one desk (like the sidebar's collapsed state,
// pages/layout/Sidebar.tsx), so localStorage. A remembered view the list no longer offers falls back
// to the list's default (its first view).
import { useCallback, useState } from 'react';
import type { PageDef, PageView } from '../../pages/index.ts';

const PREFIX = 'listView:';

/** The storage key of a list's view: the list's id and call (待办事项 shows the same list id under other calls). */
export function listViewKey(page: Pick<PageDef, 'module' | 'listCall'>): string {
  return `${PREFIX}${page.module}:${page.listCall}`;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame): the default view
  }
}

export function useListView(page: Pick<PageDef, 'module' | 'listCall'>, offered: readonly PageView[]): [PageView, (view: PageView) => void] {
  const key = listViewKey(page);
  const fallback = offered[0] ?? 'table';
  const [chosen, setChosen] = useState<{ key: string; view: string | null }>(() => ({ key, view: read(key) }));
  // Another list in the same screen (a route change keeps the component): read its own choice.
  const stored = chosen.key === key ? chosen.view : read(key);
  const view = offered.includes(stored as PageView) ? (stored as PageView) : fallback;
  const choose = useCallback((next: PageView) => {
    try {
      localStorage.setItem(key, next);
    } catch {
      // not remembered, still shown
    }
    setChosen({ key, view: next });
  }, [key]);
  return [view, choose];
}
