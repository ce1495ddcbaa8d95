// What a card shows of its row, and how tall that makes it. Cards have a fixed height per board
// (a title line and one line per fact), so a column's virtualiser knows every card's place without
// measuring 5,000 of them.
import type { BoardCard, BoardFactFormat } from '../../../pages/index.ts';
import { dateOnly } from '../../../fields/index.ts';
import { formatValue } from '../../detail/formatValue.ts';

export const CARD_TITLE_HEIGHT = 20;
export const CARD_FACT_HEIGHT = 18;
export const CARD_PADDING_Y = 8;
/** The space between two cards of a column. */
export const CARD_GAP = 8;

/** A card's height in px: padding, the title, its facts. */
export function cardHeight(card: BoardCard): number {
  const facts = card.facts?.length ?? 0;
  return CARD_PADDING_Y * 2 + CARD_TITLE_HEIGHT + (facts > 0 ? 4 + facts * CARD_FACT_HEIGHT : 0);
}

/** A fact's value as the card shows it: the drawer's formats, and a datetime as its day. */
export function factText(value: unknown, format: BoardFactFormat = 'text'): string {
  if (format === 'date') return typeof value === 'string' ? dateOnly(value) : formatValue(value, 'text');
  return formatValue(value, format);
}

/** The card's title, never blank (a card without a name still needs something to click). */
export function cardTitle(row: Readonly<Record<string, unknown>>, card: BoardCard, id: string): string {
  const text = formatValue(row[card.title], 'text');
  return text || `#${id}`;
}
