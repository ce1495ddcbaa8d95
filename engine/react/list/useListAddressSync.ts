// Keeps a list's state and its address's query in step (issue 17): a change the user makes is
// written to the URL as a new history entry (Back undoes it), a correction (the default scene
// chosen, a hand-edited link made canonical) replaces the entry; a URL that changes under the list
// (Back, Forward, the sidebar's link to the bare list) becomes the list's state. Nothing happens
// until the scenes are known: the query names its scene, and the scene decides the first rows.
//
// Each side reacts only to its own changes, so they never echo: the state side writes when the
// state's query changed since it last wrote, the URL side reads when the URL changed since it last
// read. Without an address this is the plain state setter.
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { ListState, PageControl } from '../../pages/index.ts';
import type { ListAddress } from './listAddress.ts';
import { listStateFromQuery, listStateToQuery, type ListUrlContext, type NamedScene } from './listUrlState.ts';

export interface ListAddressSyncOptions {
  address: ListAddress | undefined;
  state: ListState;
  setState: Dispatch<SetStateAction<ListState>>;
  /** The user's scenes; null while loading. */
  scenes: readonly NamedScene[] | null;
  /** Rows per page when the query names none. */
  defaultLimit(): number;
  /** The list's controls: their values are parameters of the query too. */
  controls?: readonly PageControl[];
}

/** The state setter for the screen: with an address, its changes become history entries. */
export function useListAddressSync({ address, state, setState, scenes, defaultLimit, controls }: ListAddressSyncOptions): Dispatch<SetStateAction<ListState>> {
  const userChange = useRef(false);
  const written = useRef<string | null>(null);
  const read = useRef<string | null>(null);
  const query = address?.query;
  const addressRef = useRef(address);
  addressRef.current = address;
  const limitRef = useRef(defaultLimit);
  limitRef.current = defaultLimit;

  // URL → state: only when the URL changed since it was last read (Back, Forward, a link).
  useEffect(() => {
    if (query === undefined || scenes === null || query === read.current) return;
    read.current = query;
    const context: ListUrlContext = { scenes, defaultLimit: limitRef.current(), controls };
    const wanted = listStateFromQuery(query, context);
    setState((current) => (listStateToQuery(current, context) === listStateToQuery(wanted, context) ? current : wanted));
    // the state setter is stable; the scenes are read as they are when the URL changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, scenes === null]);

  // state → URL: only when the state's query changed since it was last written.
  useEffect(() => {
    const current = addressRef.current;
    if (!current || scenes === null) return;
    const next = listStateToQuery(state, { scenes, defaultLimit: limitRef.current(), controls });
    const mode = userChange.current ? 'push' : 'replace';
    userChange.current = false;
    if (next === written.current) return;
    written.current = next;
    if (next === current.query) return;
    // what is written is what the URL side will read next: not a change to bring back
    read.current = next;
    current.setQuery(next, mode);
  }, [state, scenes, controls]);

  return useCallback((update: SetStateAction<ListState>) => {
    userChange.current = true;
    setState(update);
  }, [setState]);
}
