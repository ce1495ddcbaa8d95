// One column of the board: its title and count, and its cards in order, virtualised (only the
// cards in view are in the DOM, so a column of 3,000 tasks draws like one of 10). The whole body
// is a drop target, so an empty column takes a card; the card being dragged stays rendered even
// when scrolled out of view, or dnd-kit would lose the node it measures.
import { memo, useCallback, useRef, useState, type PointerEventHandler } from 'react';
import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { UNGROUPED_KEY, type BoardCard, type BoardLane, type BoardRow } from '../../../pages/index.ts';
import { SortableCard } from './BoardCard.tsx';
import { ColumnMenu, NameInput } from './ColumnEditing.tsx';
import { CARD_GAP, COLUMN_WIDTH } from './cardFacts.ts';
import { columnDropId } from './useBoardDrag.ts';
import { laneId } from './useColumnOrder.ts';


export interface BoardColumnProps {
  column: BoardLane;
  /** Read only for this column's ids: a move replaces the columns it touches, so an unchanged column has unchanged rows. */
  rows: ReadonlyMap<string, BoardRow>;
  card: BoardCard;
  cardHeight: number;
  movable: boolean;
  activeId: string | null;
  onOpen(id: string, via: 'click' | 'key'): void;
  /** Adds a card to a column by its title (the board's quickAdd); absent: no 添加 at the foot. */
  onAdd?(value: string | number, title: string): Promise<void>;
  /** Renames or removes the column (the board's columnEdit, with its rights); absent: not offered. */
  onRename?(value: string | number, name: string): Promise<void>;
  onRemove?(value: string | number): Promise<void>;
  /** Moves the column one place (the board's columnEdit.reorder, with its right); absent: the column stays where it is. */
  onStep?(key: string, delta: -1 | 1): void;
  /** No place to its left or right. */
  first?: boolean;
  last?: boolean;
}

function BoardColumnView({ column, rows, card, cardHeight, movable, activeId, onOpen, onAdd, onRename, onRemove, onStep, first, last }: BoardColumnProps) {
  const { t } = useTranslation();
  // The column itself is sortable among the columns, by its handle and the pointer (the menu moves it by keyboard).
  const lane = useSortable({ id: laneId(column.key), disabled: !onStep });
  const [renaming, setRenaming] = useState(false);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const activeIndex = activeId === null ? -1 : column.ids.indexOf(activeId);
  // The body takes cards from other columns; the column holding the dragged card is sorted by its
  // cards. (Enabled there, its padding edge would be the nearest target to the left of a card, and
  // the keyboard's ArrowLeft would never leave the column.)
  const droppable = column.value !== null && movable && activeIndex < 0;
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.key), disabled: !droppable });
  const setBody = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    setNodeRef(node);
  }, [setNodeRef]);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b);
    return indexes;
  }, [activeIndex]);
  const virtualizer = useVirtualizer({
    count: column.ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight + CARD_GAP,
    overscan: 4,
    rangeExtractor,
    getItemKey: (index) => column.ids[index]!,
  });
  const label = column.key === UNGROUPED_KEY ? t('list.board.ungrouped') : column.label;
  const count = column.ids.length;

  return (
    <Flex ref={onStep ? lane.setNodeRef : undefined} role="group" aria-label={t('list.board.columnLabel', { name: label, count })} direction="column" w={`${COLUMN_WIDTH}px`} flexShrink={0} minH="0"
      bg="bg.muted" borderRadius="md" borderWidth="1px" borderColor={isOver ? 'brand.300' : 'transparent'}
      style={{ transform: lane.transform ? `translate3d(${lane.transform.x}px, 0, 0)` : undefined, transition: lane.transition ?? undefined }} opacity={lane.isDragging ? 0.6 : undefined} zIndex={lane.isDragging ? 1 : undefined}>
      <Flex align="center" gap="2" px="3" h="40px" flexShrink={0}>
        {onStep && (
          // pointer only: the keyboard moves a column from its menu (左移 / 右移), so Space on this handle does nothing surprising
          <Box as="span" aria-hidden="true" title={t('list.board.dragColumn')} cursor="grab" color="fg.subtle" fontSize="sm" lineHeight="1" mr="-1"
            onPointerDown={lane.listeners?.onPointerDown as PointerEventHandler | undefined} style={{ touchAction: 'none' }} data-column-handle={column.key}>⠿</Box>
        )}
        {renaming && onRename && column.value !== null ? (
          <NameInput initial={label} label={t('list.board.renameColumn')} onSave={(name) => onRename(column.value!, name)} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <Text fontSize="sm" fontWeight="semibold" truncate title={label}>{label}</Text>
            <Badge size="sm" variant="subtle" colorPalette={count ? 'brand' : 'gray'} aria-hidden="true">{count}</Badge>
            {column.value !== null && (
              <ColumnMenu label={label} onRename={onRename ? () => setRenaming(true) : undefined}
                onRemove={onRemove ? () => onRemove(column.value!) : undefined}
                onLeft={onStep && !first ? () => onStep(column.key, -1) : undefined} onRight={onStep && !last ? () => onStep(column.key, 1) : undefined} />
            )}
          </>
        )}
      </Flex>
      {/* pt: room for the first card's focus ring, which the scrolling body would clip */}
      <Box ref={setBody} flex="1" minH="0" overflowY="auto" px="2" pt="1" pb="2" data-column={column.key}>
        <SortableContext id={column.key} items={column.ids as string[]} strategy={verticalListSortingStrategy}>
          {count === 0 ? (
            <Flex align="center" justify="center" h="72px" borderWidth="1px" borderStyle="dashed" borderColor={isOver ? 'brand.400' : 'border'} borderRadius="md"
              fontSize="xs" color="fg.subtle">
              {isOver ? t('list.board.dropHere') : t('list.board.empty')}
            </Flex>
          ) : (
            <Box position="relative" h={`${virtualizer.getTotalSize()}px`}>
              {virtualizer.getVirtualItems().map((item) => {
                const id = column.ids[item.index]!;
                return (
                  <SortableCard key={id} id={id} row={rows.get(id) ?? {}} card={card} top={item.start} height={cardHeight}
                    movable={movable} onOpen={onOpen} />
                );
              })}
            </Box>
          )}
        </SortableContext>
      </Box>
      {onAdd && column.value !== null && <QuickAdd label={label} onAdd={(text) => onAdd(column.value!, text)} />}
    </Flex>
  );
}

/** The column's foot: 添加 opens a title box; Enter adds (and keeps the box for the next), Escape closes. */
function QuickAdd({ label, onAdd }: { label: string; onAdd(title: string): Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="xs" variant="ghost" justifyContent="flex-start" mx="2" mb="2" color="fg.muted" onClick={() => setOpen(true)}>
        {t('list.board.add')}
      </Button>
    );
  }
  return (
    <Flex px="2" pb="2">
      <NameInput again maxLength={100} label={t('list.board.addLabel', { name: label })} placeholder={t('list.board.addPlaceholder')}
        onSave={onAdd} onDone={() => setOpen(false)} />
    </Flex>
  );
}

/** A column draws again only when its own cards, the drag or its settings change, not when another column does. */
export const BoardColumn = memo(BoardColumnView, (before, after) =>
  before.column === after.column && before.card === after.card && before.cardHeight === after.cardHeight && before.movable === after.movable
  && before.onOpen === after.onOpen && before.onAdd === after.onAdd && before.onRename === after.onRename && before.onRemove === after.onRemove
  && before.onStep === after.onStep && before.first === after.first && before.last === after.last
  && (before.activeId === after.activeId || (!before.column.ids.includes(before.activeId ?? '') && !after.column.ids.includes(after.activeId ?? ''))));
