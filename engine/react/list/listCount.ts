// The list's total when the server estimated it (docs/crm-lists.md "The count"): past 1,000
// matches `totalRow` is the planner's estimate and the answer says so (`totalRowExact: false`).
// The pager then shows 约 19,000 条 and asks for the exact figure on demand: the same list call
// with `exactCount` and a one-row page, so only the count costs (tens of ms at a million rows).
import { buildListQuery, exportQuery, type ListQueryPage, type ListState } from '../../pages/index.ts';
import type { ListPage } from '../../../server-adapter/crmList.ts';

/** Whether an answer's total is exact: anything but an explicit `false` (older servers, other lists) is. */
export function totalIsExact(answer: ListPage | undefined): boolean {
  return answer?.totalRowExact !== false;
}

/** The request that counts a list's matches exactly. */
export function exactCountQuery(page: ListQueryPage, state: ListState): Record<string, unknown> {
  return { ...buildListQuery(page, state), page: 1, limit: 1, exactCount: true };
}

/** What the count depends on (the query without its paging): an exact count holds while this stays the same. */
export function countKey(page: ListQueryPage, state: ListState): string {
  const { sortField: _sortField, order: _order, ...query } = exportQuery(page, state);
  return JSON.stringify(query);
}

/** 约 19,000 条: an estimate rounded to two significant digits (19,021 → 19,000; 1,001 → 1,000). */
export function roundedEstimate(total: number): number {
  if (total < 100) return total;
  const step = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / step) * step;
}
