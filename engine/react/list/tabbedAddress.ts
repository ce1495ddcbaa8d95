// A page showing several lists of a module as tabs (a route's `lists`: office approvals' 我发起的
// and 我审批的) keeps the chosen tab in its address beside the list's own state:
// `/workbench/examine?list=myOaExamine&status=2`. The list screen never sees the `list` parameter
// (its query is its own state, made canonical by listUrlState.ts, which would drop it); this
// wrapper takes it out of the query the list reads and puts it back into every query it writes.
// The first tab is the default and is not written. Pure apart from the address it wraps.
import type { ListAddress } from './listAddress.ts';

/** The query parameter naming the tab. */
export const TAB_PARAM = 'list';

/** The tab a query names, if it is one of `tabs`; else the first. */
export function tabInQuery(query: string, tabs: readonly string[]): string {
  const named = new URLSearchParams(query).get(TAB_PARAM);
  return named !== null && tabs.includes(named) ? named : tabs[0]!;
}

/** The query without the tab parameter (what the tab's list reads). */
export function withoutTab(query: string): string {
  const params = new URLSearchParams(query);
  params.delete(TAB_PARAM);
  return params.toString();
}

/** A list query with the tab in front (left out for the first tab). */
export function withTab(query: string, tab: string, tabs: readonly string[]): string {
  if (tab === tabs[0]) return query;
  return query ? `${TAB_PARAM}=${encodeURIComponent(tab)}&${query}` : `${TAB_PARAM}=${encodeURIComponent(tab)}`;
}

/** The address as the list of `tab` sees it. */
export function tabbedAddress(address: ListAddress, tab: string, tabs: readonly string[]): ListAddress {
  return {
    ...address,
    query: withoutTab(address.query),
    setQuery: (query, mode) => address.setQuery(withTab(query, tab, tabs), mode),
  };
}
