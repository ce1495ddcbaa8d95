// The feed's rows when it loads more instead of paging (descriptor `feed.more`): page 1 asked with
// the `more` parameter (OaRecord's `total: 0`: nothing counted, since on a large feed the count
// costs more than the page), then page 2, 3... appended on 加载更多 or when the end comes into
// view, until an answer says `lastPage`. A new query (the kind tab, the keyword) or a reload
// (`revision`) starts over at page 1; the list's own page number is not used. The table, board and
// calendar keep their own loading (useListData.ts, which leaves this view alone).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildListQuery, type ListState, type PageDef } from '../../../pages/index.ts';
import type { ListPage } from '../../../../server-adapter/crmList.ts';
import type { ListEnvironment } from '../listEnvironment.ts';
import { messageOf } from '../../errorMessage.ts';

/** As the list's rows (useListData.ts): the last answer, its `list` every page's rows so far. */
export type FeedRows = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: ListPage };

export interface FeedMore {
  /** The pages loaded so far, one list. */
  rows: FeedRows;
  /** The last answer said nothing follows. */
  lastPage: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** Why the last 加载更多 failed ('' without a reason; null: it did not). */
  moreError: string | null;
  /** Asks the next page; does nothing while one is on its way, after the last, or before page 1 came. */
  loadMore(): void;
}

/** The answer says whether it is the last page; a call that does not say ends on a short page. */
function isLastPage(answer: ListPage, limit: number): boolean {
  return typeof answer.lastPage === 'boolean' ? answer.lastPage : answer.list.length < limit;
}

/** `active` false (another view, or a feed without `more`): nothing is asked. */
export function useFeedMore(page: PageDef, api: ListEnvironment['api'], state: ListState, revision: number, active: boolean): FeedMore {
  const more = page.feed?.more;
  const [rows, setRows] = useState<FeedRows>({ status: 'loading' });
  const [lastPage, setLastPage] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  /** The query of page 1, as text: a change starts over. */
  const firstQuery = useMemo(() => JSON.stringify(buildListQuery(page, { ...state, page: 1 })), [page, state]);
  /** Bumped on every start: answers of an earlier start are dropped. */
  const generation = useRef(0);
  /** The page asked next, whether one is on its way, whether the last came: read by loadMore without re-creating it. */
  const cursor = useRef({ next: 2, busy: true, done: false });

  const ask = useCallback((n: number) => {
    const query = { ...JSON.parse(firstQuery) as Record<string, unknown>, page: n, ...(more ? { [more.param]: more.value } : {}) };
    return api.queryPageList(page.listCall, query);
  }, [api, page.listCall, firstQuery, more]);

  useEffect(() => {
    if (!active) return;
    const mine = ++generation.current;
    cursor.current = { next: 2, busy: true, done: false };
    setRows({ status: 'loading' });
    setLastPage(false);
    setLoadingMore(false);
    setMoreError(null);
    ask(1).then(
      (answer) => {
        if (mine !== generation.current) return;
        const done = isLastPage(answer, state.limit);
        cursor.current = { next: 2, busy: false, done };
        setRows({ status: 'ready', value: answer });
        setLastPage(done);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setRows({ status: 'error', message: messageOf(error) });
      },
    );
  }, [active, ask, revision, state.limit]);

  const loadMore = useCallback(() => {
    const at = cursor.current;
    if (!active || at.busy || at.done) return;
    at.busy = true;
    const mine = generation.current;
    const n = at.next;
    setLoadingMore(true);
    setMoreError(null);
    ask(n).then(
      (answer) => {
        if (mine !== generation.current) return;
        const done = isLastPage(answer, state.limit);
        cursor.current = { next: n + 1, busy: false, done };
        setRows((current) => (current.status === 'ready' ? { status: 'ready', value: { ...answer, list: [...current.value.list, ...answer.list] } } : current));
        setLastPage(done);
        setLoadingMore(false);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        cursor.current = { ...cursor.current, busy: false };
        setMoreError(messageOf(error));
        setLoadingMore(false);
      },
    );
  }, [active, ask, state.limit]);

  return { rows, lastPage, loadingMore, moreError, loadMore };
}
