// One card: the record's title and a few facts (the descriptor's `board.card`). The card itself is
// the drag handle and the button that opens the record (a click, or Enter; Space picks it up for a
// keyboard drag), so there is one focus stop per card and no nested buttons.
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { BoardCard as BoardCardSpec, BoardRow } from '../../../pages/index.ts';
import { valueAt } from '../../../modules/conditions.ts';
import { CARD_FACT_HEIGHT, CARD_PADDING_Y, CARD_TITLE_HEIGHT, cardTitle, factText } from './cardFacts.ts';

interface CardBodyProps {
  id: string;
  row: BoardRow;
  card: BoardCardSpec;
}

/** What a card shows; also drawn under the pointer while it is dragged (DragOverlay). */
export function CardBody({ id, row, card }: CardBodyProps) {
  const { t } = useTranslation();
  const title = cardTitle(row, card, id);
  return (
    <>
      <chakra.div fontSize="sm" fontWeight="medium" color="fg" lineHeight={`${CARD_TITLE_HEIGHT}px`} truncate title={title}>{title}</chakra.div>
      {(card.facts?.length ?? 0) > 0 && (
        <chakra.dl mt="1" fontSize="xs" color="fg.muted">
          {card.facts!.map((fact) => {
            const text = factText(row, fact, t);
            const alert = fact.alert?.some((when) => String(valueAt(row, when.field)) === String(when.eq)) ?? false;
            return (
              <chakra.div key={fact.field} display="flex" lineHeight={`${CARD_FACT_HEIGHT}px`} minW="0">
                <chakra.dt flexShrink={0}>{t(fact.label)}：</chakra.dt>
                <chakra.dd truncate color={alert ? 'red.600' : text ? 'fg.muted' : 'fg.subtle'}>{text || '—'}</chakra.dd>
              </chakra.div>
            );
          })}
        </chakra.dl>
      )}
    </>
  );
}

const cardLook = {
  bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', px: '3', py: `${CARD_PADDING_Y}px`, boxShadow: 'xs', overflow: 'hidden',
} as const;

/** The card under the pointer while dragging. */
export function OverlayCard({ id, row, card, height }: CardBodyProps & { height: number }) {
  return <chakra.div {...cardLook} h={`${height}px`} boxShadow="lg" borderColor="brand.400" cursor="grabbing"><CardBody id={id} row={row} card={card} /></chakra.div>;
}

interface SortableCardProps extends CardBodyProps {
  /** The card's place in its virtualised column (px from the column's top). */
  top: number;
  height: number;
  /** Without the move right the card only opens the record. */
  movable: boolean;
  /** `click`: a pointer click, which may be the tail of a drag; `key`: Enter. */
  onOpen(id: string, via: 'click' | 'key'): void;
}

export const SortableCard = memo(function SortableCard({ id, row, card, top, height, movable, onOpen }: SortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !movable });
  // The place goes in `top`, not in the transform: dnd-kit measures cards without their transforms
  // (which are its own sorting shifts), so a place in the transform would measure every card at 0.
  const style: CSSProperties = {
    top: `${top}px`,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition: transition ?? undefined,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      onOpen(id, 'key');
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <chakra.div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-roledescription={movable ? t('list.board.cardRole') : undefined}
      aria-disabled={undefined}
      aria-describedby={movable ? attributes['aria-describedby'] : undefined}
      aria-label={cardTitle(row, card, id)}
      data-card-id={id}
      onClick={() => onOpen(id, 'click')}
      position="absolute" left="0" right="0" h={`${height}px`}
      style={style}
      {...cardLook}
      cursor={movable ? 'grab' : 'pointer'}
      opacity={isDragging ? 0.35 : 1}
      _hover={{ borderColor: 'brand.300' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
    >
      <CardBody id={id} row={row} card={card} />
    </chakra.div>
  );
});
