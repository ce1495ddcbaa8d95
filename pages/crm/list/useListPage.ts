// A module's list page file, parsed, for screens that show a module's list outside its own route
// (待办事项, the 仪表盘's bulletin details). null while it loads, or when no key is given.
import { useEffect, useState } from 'react';
import { parsePage, type PageDef } from '../../../engine/pages/index.ts';
import { LIST_PAGE_FILES, type ListPageKey } from './listPages.ts';

export function useListPage(key: ListPageKey | undefined): PageDef | null {
  const [page, setPage] = useState<PageDef | null>(null);
  useEffect(() => {
    let live = true;
    setPage(null);
    if (key) LIST_PAGE_FILES[key]().then((file) => { if (live) setPage(parsePage(file, key)); });
    return () => { live = false; };
  }, [key]);
  return page;
}
