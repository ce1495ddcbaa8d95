// The board's cards as columns: the list's rows grouped by the board's key, each column in the
// board's order, and a card moved or put back. Pure functions over immutable data: a move replaces
// only the two columns it touches, so the columns it does not touch keep their identity and are not
// drawn again (5,000 cards: the drag's commit is two columns, not the board).
import type { PageBoard } from './boardTypes.ts';

export type BoardRow = Readonly<Record<string, unknown>>;

/** A column to draw: its group value and title (already translated or data). */
export interface BoardColumnDef {
  value: string | number;
  label: string;
}

export interface BoardLane {
  /** Stable key of the column: its group value as text (`UNGROUPED_KEY` for rows of no column). */
  key: string;
  /** The group value a card takes in this column; null for the ungrouped column (never a drop target). */
  value: string | number | null;
  label: string;
  /** Card ids in order (the row's id as text). */
  ids: readonly string[];
}

export interface BoardLayout {
  columns: readonly BoardLane[];
  rows: ReadonlyMap<string, BoardRow>;
}

/** Where a card was and where it went, and its group value before: what a rollback needs. */
export interface CardMove {
  id: string;
  from: { key: string; index: number; value: unknown };
  to: { key: string; index: number };
}

/** The column of rows whose group value names no column (the contract's 未分组 of a task board). */
export const UNGROUPED_KEY = '\u0000ungrouped';

/** A group value as a column key: 1 and "1" are the same column (the wire mixes them). */
export function groupKey(value: unknown): string {
  if (value === null || value === undefined || value === '') return UNGROUPED_KEY;
  return String(value);
}

function orderValue(value: unknown): number {
  if (value === null || value === undefined || value === '') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/**
 * The rows as columns: one per column definition in its order, cards ascending by `orderBy` (the
 * list's order among equals and without an order key), and first a column of the rows that fit no
 * definition, only when there are such rows (an untitled group is not a place to drop cards).
 */
export function layoutBoard(
  rows: readonly BoardRow[], board: Pick<PageBoard, 'groupBy' | 'orderBy'>, idKey: string, columns: readonly BoardColumnDef[], ungroupedLabel = '',
): BoardLayout {
  const byKey = new Map<string, string[]>(columns.map((column) => [groupKey(column.value), []]));
  const ungrouped: string[] = [];
  const rowMap = new Map<string, BoardRow>();
  const position = new Map<string, number>();
  rows.forEach((row, index) => {
    const id = String(row[idKey] ?? '');
    if (!id || rowMap.has(id)) return;
    rowMap.set(id, row);
    position.set(id, index);
    (byKey.get(groupKey(row[board.groupBy])) ?? ungrouped).push(id);
  });
  const orderBy = board.orderBy;
  const sort = (ids: string[]) => {
    if (!orderBy) return ids;
    const order = new Map(ids.map((id) => [id, orderValue(rowMap.get(id)![orderBy])]));
    return ids.sort((a, b) => (order.get(a)! - order.get(b)!) || (position.get(a)! - position.get(b)!));
  };
  const lanes: BoardLane[] = columns.map((column) => ({ key: groupKey(column.value), value: column.value, label: column.label, ids: sort(byKey.get(groupKey(column.value))!) }));
  if (ungrouped.length > 0) lanes.unshift({ key: UNGROUPED_KEY, value: null, label: ungroupedLabel, ids: sort(ungrouped) });
  return { columns: lanes, rows: rowMap };
}

/** The column holding a card and the card's index there; undefined when the card is not on the board. */
export function findCard(layout: BoardLayout, id: string): { key: string; index: number } | undefined {
  for (const column of layout.columns) {
    const index = column.ids.indexOf(id);
    if (index >= 0) return { key: column.key, index };
  }
  return undefined;
}

function place(layout: BoardLayout, id: string, toKey: string, toIndex: number, value: unknown, groupBy: string): BoardLayout {
  const from = findCard(layout, id)!;
  const columns = layout.columns.map((column) => {
    if (column.key !== from.key && column.key !== toKey) return column;
    const ids = column.ids.filter((other) => other !== id);
    if (column.key === toKey) ids.splice(Math.max(0, Math.min(toIndex, ids.length)), 0, id);
    return { ...column, ids };
  });
  const row = layout.rows.get(id)!;
  const rows = row[groupBy] === value ? layout.rows : new Map(layout.rows).set(id, { ...row, [groupBy]: value });
  return { columns, rows };
}

/**
 * The board after a card goes to `toIndex` of column `toKey` (the index among the column's cards
 * once it is there), with the card's group value set to the column's; null when nothing changes or
 * the move cannot be made (an unknown card or column, or the ungrouped column, which has no value).
 */
export function moveCard(layout: BoardLayout, groupBy: string, id: string, toKey: string, toIndex: number): { layout: BoardLayout; move: CardMove } | null {
  const from = findCard(layout, id);
  const target = layout.columns.find((column) => column.key === toKey);
  if (!from || !target || target.value === null) return null;
  const size = target.ids.length - (from.key === toKey ? 1 : 0);
  const index = Math.max(0, Math.min(toIndex, size));
  if (from.key === toKey && from.index === index) return null;
  const value = layout.rows.get(id)![groupBy];
  return {
    layout: place(layout, id, toKey, index, target.value, groupBy),
    move: { id, from: { key: from.key, index: from.index, value }, to: { key: toKey, index } },
  };
}

/**
 * A refused move undone: the card goes back to its column and place with its former group value.
 * Only that card moves: a later move of another card that the server took stays.
 */
export function undoMove(layout: BoardLayout, groupBy: string, move: CardMove): BoardLayout {
  if (!findCard(layout, move.id) || !layout.columns.some((column) => column.key === move.from.key)) return layout;
  return place(layout, move.id, move.from.key, move.from.index, move.from.value, groupBy);
}
