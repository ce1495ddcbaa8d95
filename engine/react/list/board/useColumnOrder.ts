// The order of a board's columns while people rearrange them (`board.columnEdit.reorder`: a
// project's task lists): dragged by a column's handle with the pointer (in the cards' DndContext,
// under ids of their own, so a card never lands on a column's handle nor a column on a card), or
// moved one place left or right from the column's menu (the keyboard's way). The new order shows
// at once and is sent as every column's value; the list's next answer is the order kept, and a
// refusal puts the columns back (the request client says why).
import { useCallback, useMemo, useState } from 'react';
import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { BoardLane } from '../../../pages/index.ts';

const LANE_PREFIX = 'lane:';

export const laneId = (key: string) => `${LANE_PREFIX}${key}`;
export const isLaneId = (id: UniqueIdentifier | undefined | null) => id !== undefined && id !== null && String(id).startsWith(LANE_PREFIX);

export function useColumnOrder(columns: readonly BoardLane[], reorder: ((values: Array<string | number>) => Promise<void>) | undefined) {
  // The order shown until the list answers again: keyed by the columns it was made from.
  const [moved, setMoved] = useState<{ from: readonly BoardLane[]; keys: string[] } | null>(null);
  const ordered = useMemo(() => {
    if (!moved || moved.from !== columns) return columns;
    const byKey = new Map(columns.map((column) => [column.key, column]));
    return moved.keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
  }, [columns, moved]);
  /** Only the columns that are lists of their own move (未分组 stays where the answer put it). */
  const movable = useMemo(() => ordered.filter((column) => column.value !== null), [ordered]);

  const commit = useCallback((keys: string[]) => {
    if (!reorder) return;
    setMoved({ from: columns, keys });
    const values = keys.flatMap((key) => {
      const column = columns.find((candidate) => candidate.key === key);
      return column && column.value !== null ? [column.value] : [];
    });
    reorder(values).catch(() => setMoved(null));
  }, [columns, reorder]);

  const moveTo = useCallback((key: string, to: number) => {
    const keys = ordered.map((column) => column.key);
    const from = keys.indexOf(key);
    const firstMovable = ordered.findIndex((column) => column.value !== null);
    if (from < 0 || to < firstMovable || to >= keys.length || to === from) return;
    commit(arrayMove(keys, from, to));
  }, [ordered, commit]);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    if (!over || !isLaneId(over.id) || active.id === over.id) return;
    const key = String(active.id).slice(LANE_PREFIX.length);
    const target = ordered.findIndex((column) => column.key === String(over.id).slice(LANE_PREFIX.length));
    moveTo(key, target);
  }, [ordered, moveTo]);

  return {
    columns: ordered,
    laneIds: useMemo(() => movable.map((column) => laneId(column.key)), [movable]),
    enabled: Boolean(reorder),
    /** One place left (-1) or right (+1): the column menu's 左移 / 右移. */
    step: useCallback((key: string, delta: -1 | 1) => moveTo(key, ordered.findIndex((column) => column.key === key) + delta), [ordered, moveTo]),
    onDragEnd,
  };
}
