// The board view of a list (看板): the rows the list call answered, one column per group value,
// cards in the board's order, dragged with the pointer or the keyboard (dnd-kit: Space picks a
// card up, arrows move it, Space drops it, Escape cancels). ListScreen loads this file only for a
// list that offers a board, so dnd-kit stays out of every other screen's JavaScript.
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  DndContext, DragOverlay, KeyboardSensor, MeasuringStrategy, PointerSensor, closestCenter, closestCorners, useSensor, useSensors,
  type CollisionDetection, type DragCancelEvent, type DragEndEvent, type DragOverEvent, type DragStartEvent, type KeyboardCodes,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { groupKey, type BoardColumnDef, type BoardRow, type PageBoard } from '../../../pages/index.ts';
import type { BoardApi } from '../listEnvironment.ts';
import { boardAnnouncements } from './boardAnnouncements.ts';
import { BoardColumn } from './BoardColumn.tsx';
import { OverlayCard } from './BoardCard.tsx';
import { cardHeight as heightOf } from './cardFacts.ts';
import { useBoardColumns } from './useBoardColumns.ts';
import { useBoardDrag } from './useBoardDrag.ts';
import { NewColumn } from './ColumnEditing.tsx';
import { type ColumnRights, useColumnEditing } from './useColumnEditing.ts';
import { isLaneId, useColumnOrder } from './useColumnOrder.ts';

/** Enter is the card's own key (it opens the record), so only Space picks a card up. */
const KEYBOARD_CODES: KeyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
/** Cards appear while a column scrolls during a drag: measure drop targets as they come. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };
const NO_COLUMNS: readonly BoardColumnDef[] = [];
const NO_LANES: string[] = [];

/** A column dragged meets only columns; a card only cards and column bodies. */
const boardCollisions: CollisionDetection = (args) => {
  const lane = isLaneId(args.active.id);
  const droppableContainers = args.droppableContainers.filter((container) => isLaneId(container.id) === lane);
  return (lane ? closestCenter : closestCorners)({ ...args, droppableContainers });
};

/**
 * A card's arrow keys aim at cards and column bodies only: a reorderable column is a droppable too
 * (for its own drag), and would otherwise be the nearest target to the left or right.
 */
const cardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const droppableContainers = {
    getEnabled: () => all.getEnabled().filter((container) => !isLaneId(container.id)),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers } });
};

export interface BoardViewProps {
  /** i18n-resolved title of the list (the board's accessible name). */
  title: string;
  board: PageBoard;
  /** The list's row id key. */
  idKey: string;
  /** The list's fixed parameters: the columns call gets them too (a project's task lists). */
  listParams?: Record<string, string | number>;
  api: BoardApi;
  rows: readonly BoardRow[];
  /** The user holds the move's right (or the board names none). */
  movable: boolean;
  onOpen(row: BoardRow): void;
  /** The board's height (CSS). */
  height?: string;
  /** The list's count line (共 N 条, 显示前 N 条…), shown in the board's own bar beside the group choice and a refused move's notice. */
  summary?: ReactNode;
  /** The list call's groups, when the board's columns are its answer (`columns.answer`). */
  groups?: readonly Record<string, unknown>[];
  /** The user may add cards (`board.quickAdd`'s right). */
  addable?: boolean;
  /** Which of `board.columnEdit` the user may use (their rights). */
  columnRights?: ColumnRights;
  /** After any of the board's own writes (a card added, a column changed): the list reloads. */
  onAdded?(): void;
}

export function BoardView({ title, board, idKey, listParams, api, rows, movable, onOpen, height = '520px', summary, groups: answerGroups, addable, columnRights, onAdded }: BoardViewProps) {
  const { t } = useTranslation();
  const { state, groups, group, chooseGroup, retry } = useBoardColumns(board, api, listParams, answerGroups);
  const rowKey = 'call' in board.columns ? board.columns.groups?.rowKey : undefined;
  const shown = useMemo(() => {
    if (!rowKey || !group || group.value === null) return rows;
    const key = groupKey(group.value);
    return rows.filter((row) => groupKey(row[rowKey]) === key);
  }, [rows, rowKey, group]);
  /** Rows per group, for the group choice (大客户商机组（1）): the list's total counts every group. */
  const perGroup = useMemo(() => {
    const counts = new Map<string, number>();
    if (rowKey) for (const row of rows) counts.set(groupKey(row[rowKey]), (counts.get(groupKey(row[rowKey])) ?? 0) + 1);
    return counts;
  }, [rows, rowKey]);

  const drag = useBoardDrag({ board, idKey, rows: shown, columns: group?.columns ?? NO_COLUMNS, api });
  const { layout, activeId } = drag;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const justDropped = drag.justDropped;
  const open = useCallback((id: string, via: 'click' | 'key') => {
    if (via === 'click' && justDropped()) return;
    const row = layoutRef.current.rows.get(id);
    if (row) onOpen(row);
  }, [justDropped, onOpen]);

  const sensors = useSensors(
    // A few pixels before a drag starts: a click still opens the record.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cardKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const accessibility = useMemo(() => ({
    announcements: boardAnnouncements(t, board.card, () => layoutRef.current),
    screenReaderInstructions: { draggable: t('list.board.instructions') },
  }), [t, board.card]);
  const cardHeight = heightOf(board.card);
  const quickAdd = board.quickAdd;
  const add = useMemo(() => (quickAdd && addable && api.write
    ? async (value: string | number, text: string) => {
      await api.write!(quickAdd.call, { ...listParams, [quickAdd.groupKey]: value, [quickAdd.titleKey]: text });
      onAdded?.();
    }
    : undefined), [quickAdd, addable, api, listParams, onAdded]);
  const editing = useColumnEditing(board.columnEdit, columnRights, api, listParams, onAdded);
  const order = useColumnOrder(layout.columns, editing.reorder);
  // A column's drag is the order's; a card's the cards'.
  const cards = drag.handlers;
  const handlers = {
    onDragStart: (event: DragStartEvent) => { if (!isLaneId(event.active.id)) cards.onDragStart(event); },
    onDragOver: (event: DragOverEvent) => { if (!isLaneId(event.active.id)) cards.onDragOver(event); },
    onDragEnd: (event: DragEndEvent) => (isLaneId(event.active.id) ? order.onDragEnd(event) : cards.onDragEnd(event)),
    onDragCancel: (event: DragCancelEvent) => { if (!isLaneId(event.active.id)) cards.onDragCancel(); },
  };

  // One bar above the columns, always there, so a notice appearing does not push the board down.
  const bar = (
    <Flex align="center" gap="3" wrap="wrap" minH="32px" fontSize="sm" color="fg.muted">
      {groups.length > 1 && (
        <NativeSelect.Root size="sm" w="auto" minW="160px">
          <NativeSelect.Field aria-label={t('list.board.group')} value={String(group?.value ?? '')} onChange={(event) => chooseGroup(event.currentTarget.value)}>
            {groups.map((candidate) => (
              <option key={String(candidate.value)} value={String(candidate.value)}>
                {t('list.board.groupOption', { name: candidate.label, count: perGroup.get(groupKey(candidate.value)) ?? 0 })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {summary}
      {drag.notice && (
        <Flex role="status" align="center" gap="1" pl="3" pr="1" py="0.5" bg="red.50" color="red.700" borderRadius="sm">
          <Text>{drag.notice}</Text>
          <CloseButton size="2xs" aria-label={t('list.dialog.close')} onClick={drag.dismissNotice} />
        </Flex>
      )}
    </Flex>
  );

  if (state.status !== 'ready') {
    return (
      <Stack gap="2" minH="0">
        {bar}
        {state.status === 'loading' ? (
          <Flex role="status" align="center" justify="center" gap="2" h={height}><Spinner size="sm" color="brand.500" /><Text fontSize="sm" color="fg.muted">{t('list.state.loading')}</Text></Flex>
        ) : (
          <Stack role="alert" align="center" justify="center" gap="2" h={height}>
            <Text fontSize="sm" color="red.600">{state.message || t('list.board.columnsFailed')}</Text>
            <Button size="xs" variant="outline" onClick={retry}>{t('list.state.retry')}</Button>
          </Stack>
        )}
      </Stack>
    );
  }

  const activeRow = activeId === null ? undefined : layout.rows.get(activeId);
  return (
    <Stack gap="2" minH="0">
      {bar}
      <DndContext sensors={sensors} collisionDetection={boardCollisions} measuring={MEASURING} accessibility={accessibility} {...handlers}>
        <Box role="region" aria-label={t('list.board.region', { title })} overflowX="auto" h={height}>
          <Flex gap="3" h="full" align="stretch" pb="1">
            {/* the columns are sortable only where they may be reordered: elsewhere their nodes stay plain for the cards' keyboard moves */}
            <SortableContext id="board-columns" items={order.enabled ? order.laneIds : NO_LANES} strategy={horizontalListSortingStrategy}>
              {order.columns.map((column, index) => (
                <BoardColumn key={column.key} column={column} rows={layout.rows} card={board.card} cardHeight={cardHeight}
                  movable={movable} activeId={activeId} onOpen={open} onAdd={add} onRename={editing.rename} onRemove={editing.remove}
                  onStep={order.enabled && column.value !== null ? order.step : undefined}
                  first={index === 0 || order.columns[index - 1]!.value === null} last={index === order.columns.length - 1} />
              ))}
            </SortableContext>
            {editing.add && <NewColumn onAdd={editing.add} />}
          </Flex>
        </Box>
        <DragOverlay dropAnimation={null}>
          {activeId !== null && activeRow ? <OverlayCard id={activeId} row={activeRow} card={board.card} height={cardHeight} /> : null}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}

export default BoardView;
