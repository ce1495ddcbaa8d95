// Where a list screen keeps its state and its open record when it has an address (a record list
// route: `/crm/customer/20001?q=杭州&page=3`). The app's record page gives one built on the router
// (routerListAddress.ts); a list embedded in another screen (待办事项) or a story gives none and
// keeps both in memory, as before.

export interface ListAddress {
  /** The list's query string (location.search without '?'): listUrlState.ts reads it. */
  query: string;
  /** The open record's path segment as written (`20001`); null on the list itself. */
  record: string | null;
  /** Writes the list's query: a user's change pushes a history entry, a correction replaces it. */
  setQuery(query: string, mode: 'push' | 'replace'): void;
  /** Opens a record over the list: a new history entry, so Back closes it. */
  openRecord(id: number): void;
  /** Closes the record: back to the list's entry when the record was opened from it, else to the list's address. */
  closeRecord(): void;
}
