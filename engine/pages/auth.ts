// Which parts of a page a user may see, decided by the auth tree with the key semantics of
// engine/routes (spec section 6): a dotted path is granted when every key down the chain is present
// (any truthy value, `{}` included, as the original client tested it). Pure functions.
import type { AuthTree } from '../routes/types.ts';
import type { PageAction, PageColumn, PageDef, PageTab, PageToolbarAction } from './types.ts';

type AuthNode = AuthTree[string];

/**
 * A right proper: every segment of the dotted path exists and the leaf is `true` (a branch is not a
 * right). An area key alone (`oa`) is the right of a module without keys of its own (descriptor
 * `rights: "area"`, engine/modules moduleRight): granted when the area is in the tree.
 */
export function hasRight(auth: AuthTree | null | undefined, path: string): boolean {
  if (!path.includes('.')) return hasAuthKey(auth, path);
  let node: AuthNode = auth ?? undefined;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[key];
  }
  return node === true;
}

/** Whether `crm.customer.transfer` (any dotted path) exists in the tree. */
export function hasAuthKey(auth: AuthTree | null | undefined, path: string): boolean {
  if (!auth || !path) return false;
  let node: AuthNode = auth;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = node[key];
    if (!node) return false;
  }
  return true;
}

/** May the user open the page at all: `auth.<area>.<authModule>`. */
export function canOpenPage(page: Pick<PageDef, 'auth'>, auth: AuthTree | null | undefined): boolean {
  return hasAuthKey(auth, page.auth);
}

export function visibleBatchActions(page: Pick<PageDef, 'batchActions'>, auth: AuthTree | null | undefined): PageAction[] {
  return page.batchActions.filter((action) => !action.auth || hasAuthKey(auth, action.auth));
}

export function visibleToolbar(page: Pick<PageDef, 'toolbar'>, auth: AuthTree | null | undefined): PageToolbarAction[] {
  return page.toolbar.filter((action) => hasAuthKey(auth, action.auth));
}

/** Columns (the page's defaults or the server's heads) minus those whose auth rule fails. */
export function visibleColumns<C extends { field?: string; fieldName?: string; auth?: string }>(
  columns: readonly C[], auth: AuthTree | null | undefined, columnAuth: Readonly<Record<string, string>> = {},
): C[] {
  return columns.filter((column) => {
    const rule = column.auth ?? columnAuth[column.fieldName ?? column.field ?? ''];
    return rule === undefined || hasAuthKey(auth, rule);
  });
}

export function tabId(tab: PageTab): string {
  return typeof tab === 'string' ? tab : tab.id;
}

/** The detail tabs the user may see, as ids. */
export function visibleTabs(page: Pick<PageDef, 'detailTabs'>, auth: AuthTree | null | undefined): string[] {
  return page.detailTabs
    .filter((tab) => typeof tab === 'string' || tab.auth === undefined || hasAuthKey(auth, tab.auth))
    .map(tabId);
}

/** Whether any batch action is left: without one the table shows no selection checkboxes. */
export function hasBatchActions(page: Pick<PageDef, 'batchActions'>, auth: AuthTree | null | undefined): boolean {
  return visibleBatchActions(page, auth).length > 0;
}
