// What the board asks the list call, and which columns it draws. The board sends the table's own
// query (keyword, scene, advanced filter, the list's fixed parameters), so both views show the same
// records; instead of a page it asks for the first BOARD_ROW_CAP rows in the board's order and
// says so when there are more. Why a cap and not per-column paging: one call keeps the query the
// table's (no second filter per column to keep in step with the scene and the filter dialog), and
// a move sends the whole destination column's order, which a half-loaded column could not. Pure.
import { buildListQuery, type ListQuery, type ListQueryPage, type ListState } from './listQuery.ts';
import type { BoardAnswerColumns, BoardCalledColumns, BoardColumns, PageBoard } from './boardTypes.ts';
import type { BoardColumnDef } from './boardLayout.ts';
import type { PageDef } from './types.ts';

/** The board's row cap: the budget's board (5,000 tasks) fits; beyond it people search or filter. */
export const BOARD_ROW_CAP = 5000;

/** The list call's body for the board: the table's query, the first BOARD_ROW_CAP rows, in the board's order. */
export function boardQuery(page: ListQueryPage & { board?: Pick<PageBoard, 'orderBy'> }, state: ListState): ListQuery {
  const orderBy = page.board?.orderBy;
  return buildListQuery(page, {
    ...state,
    page: 1,
    limit: BOARD_ROW_CAP,
    // The order key ascending, so the cap keeps each column's first cards; without one, the table's sort.
    ...(orderBy ? { sortField: orderBy, order: 2 as const } : {}),
  });
}

export function isCalledColumns(columns: BoardColumns): columns is BoardCalledColumns {
  return 'call' in columns;
}


/** A group of columns answered by a call (a business type and its stages); one unnamed group without `groups`. */
export interface BoardColumnGroup {
  value: string | number | null;
  label: string;
  columns: BoardColumnDef[];
}

function at(data: unknown, path: string | undefined): unknown {
  if (!path) return data;
  let node = data;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function items(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object') : [];
}

function columnOf(item: Record<string, unknown>, spec: Pick<BoardCalledColumns, 'value' | 'label'>): BoardColumnDef | null {
  const value = item[spec.value];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return { value, label: String(item[spec.label] ?? value) };
}

/** The columns (grouped) in a columns call's answer; items without a usable value are left out. */
export function columnGroupsOf(spec: BoardCalledColumns, data: unknown): BoardColumnGroup[] {
  const list = items(at(data, spec.from));
  if (!spec.groups) return [{ value: null, label: '', columns: list.map((item) => columnOf(item, spec)).filter((c): c is BoardColumnDef => c !== null) }];
  const groups = spec.groups;
  return list.flatMap((group) => {
    const head = columnOf(group, groups);
    if (!head) return [];
    return [{ ...head, columns: items(group[groups.columns]).map((item) => columnOf(item, spec)).filter((c): c is BoardColumnDef => c !== null) }];
  });
}

/**
 * A list answering groups (`answer: "groups"`: `[{classId, className, count, list: [rows]}]`): the
 * rows are every group's, in order, each group kept for the board's columns (BoardAnswerColumns).
 */
export function groupedAnswer(groups: readonly unknown[]): { list: Array<Record<string, unknown>>; totalRow: number; groups: Array<Record<string, unknown>> } {
  const kept = items(groups);
  const list = kept.flatMap((group) => items(group.list));
  return { list, totalRow: list.length, groups: kept };
}

export function isAnswerColumns(columns: BoardColumns): columns is BoardAnswerColumns {
  return 'answer' in columns;
}

/** The board's columns from the answer's groups, the `ungrouped` one left out. */
export function answerColumnsOf(spec: BoardAnswerColumns, groups: readonly Record<string, unknown>[]): BoardColumnDef[] {
  return groups.filter((group) => spec.ungrouped === undefined || String(group[spec.value]) !== String(spec.ungrouped))
    .map((group) => columnOf(group, spec)).filter((column): column is BoardColumnDef => column !== null);
}
