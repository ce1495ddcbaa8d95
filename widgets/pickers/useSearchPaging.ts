// The search box and pager of a picker's list (related records, products): the search runs a
// moment after the typing stops, or at once on Enter, and a new search starts at page 1. The same
// search again changes nothing, so opening a picker and paging on at once keeps the page (the
// first timer, for the empty text, used to send it back to page 1).
import { useCallback, useEffect, useRef, useState } from 'react';

export function useSearchPaging(delayMs: number) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const lastSearch = useRef('');
  const searchNow = useCallback((text: string) => {
    const next = text.trim();
    if (next === lastSearch.current) return;
    lastSearch.current = next;
    setSearch(next);
    setPage(1);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => searchNow(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, searchNow, delayMs]);
  return { typed, setTyped, search, page, setPage, searchNow };
}
