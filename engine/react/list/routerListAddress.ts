// The ListAddress of a record list route on react-router: the query string is the list's state,
// the path's last segment under the list's path the open record (engine/routes/recordPaths.ts).
// Opening a record pushes `<list>/<id>?<query>` marked as opened from the list; closing such an
// entry goes back one step (so Forward reopens it and the list's entry is not duplicated). A record
// opened from a link or a reload has no list entry behind it: closing replaces it with the list.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recordInPath, recordPath } from '../../routes/recordPaths.ts';
import type { ListAddress } from './listAddress.ts';

/** History state of an entry pushed by openRecord: the entry before it is the list. */
interface OpenedFromList {
  openedFromList: true;
}

function openedFromList(state: unknown): state is OpenedFromList {
  return !!state && typeof state === 'object' && (state as Partial<OpenedFromList>).openedFromList === true;
}

export function useRouterListAddress(listPath: string): ListAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, state } = location;
  return useMemo((): ListAddress => {
    const query = search.startsWith('?') ? search.slice(1) : search;
    const suffix = (q: string) => (q ? `?${q}` : '');
    return {
      query,
      record: recordInPath(listPath, pathname),
      setQuery(next, mode) {
        // the same path (list or record) and its history state; only the query changes
        void navigate({ pathname, search: suffix(next) }, { replace: mode === 'replace', state });
      },
      openRecord(id) {
        void navigate({ pathname: recordPath(listPath, id), search: suffix(query) }, { state: { openedFromList: true } satisfies OpenedFromList });
      },
      closeRecord() {
        if (openedFromList(state)) void navigate(-1);
        else void navigate({ pathname: listPath, search: suffix(query) }, { replace: true });
      },
    };
  }, [listPath, navigate, pathname, search, state]);
}
