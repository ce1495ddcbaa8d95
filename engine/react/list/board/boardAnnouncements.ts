// What a screen reader hears while a card is dragged with the keyboard (dnd-kit's live region):
// the card's title, the column and the place, in the user's language instead of dnd-kit's English
// defaults that name internal ids.
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { BoardCard, BoardLayout } from '../../../pages/index.ts';
import { cardTitle } from './cardFacts.ts';
import { locate } from './useBoardDrag.ts';

export function boardAnnouncements(t: TFunction, card: BoardCard, layout: () => BoardLayout): Announcements {
  const name = (id: UniqueIdentifier) => cardTitle(layout().rows.get(String(id)) ?? {}, card, String(id));
  const where = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return undefined;
    const current = layout();
    const place = locate(current, id);
    if (!place) return undefined;
    const column = current.columns.find((candidate) => candidate.key === place.key)!;
    return { column: column.label, index: Math.min(place.index, Math.max(column.ids.length - 1, 0)) + 1 };
  };
  return {
    onDragStart: ({ active }) => {
      const place = where(active.id);
      return place ? t('list.board.announce.start', { name: name(active.id), ...place }) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const place = where(over?.id);
      return place ? t('list.board.announce.over', { name: name(active.id), ...place }) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const place = where(over?.id);
      return place ? t('list.board.announce.end', { name: name(active.id), ...place }) : t('list.board.announce.cancel', { name: name(active.id) });
    },
    onDragCancel: ({ active }) => t('list.board.announce.cancel', { name: name(active.id) }),
  };
}
