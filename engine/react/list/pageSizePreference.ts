// The rows-per-page choice, remembered per user and list in this browser (issue 17 item 3): a
// habit of one desk, like the 表格/看板 choice (listView.ts), so localStorage and not the server.
// Per user because a shared computer has several (the key carries the signed-in user's id, read
// from the session's stored user, engine/react/signedInUser.ts); per list because
// people page customers by 100 and contracts by 15. A remembered size the pager no longer offers
// falls back to the default.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageDef } from '../../pages/index.ts';
import { browserStorage, signedInUserId } from '../signedInUser.ts';

const PREFIX = 'lingxi.pageSize:';
const storage = browserStorage;

type ListId = Pick<PageDef, 'module' | 'listCall'>;

/** The storage key of a list's page size for the signed-in user: user, list id and call (待办事项 shows a list under other calls). */
export function pageSizeKey(list: ListId, store: Storage | undefined = storage()): string {
  return `${PREFIX}${signedInUserId(store) ?? 'anonymous'}:${list.module}:${list.listCall}`;
}

function offered(value: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The list's remembered page size, else the default (15). */
export function rememberedPageSize(list: ListId): number {
  const store = storage();
  if (!store) return DEFAULT_PAGE_SIZE;
  try {
    const value = Number(store.getItem(pageSizeKey(list, store)));
    return offered(value) ? value : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

/** Keeps the user's choice for this list; a size the pager does not offer is not kept. */
export function rememberPageSize(list: ListId, size: number): void {
  const store = storage();
  if (!store || !offered(size)) return;
  try {
    store.setItem(pageSizeKey(list, store), String(size));
  } catch {
    // a full quota: the choice holds until the next reload
  }
}
