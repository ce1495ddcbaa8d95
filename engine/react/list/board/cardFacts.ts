// What a card shows of its row, and how tall that makes it. Cards have a fixed height per board
// (a title line and one line per fact), so a column's virtualiser knows every card's place without
// measuring 5,000 of them.
import type { BoardCard, BoardCardFact, BoardRow } from '../../../pages/index.ts';
import { valueAt } from '../../../modules/conditions.ts';
import { formatValue } from '../../detail/formatValue.ts';

export const CARD_TITLE_HEIGHT = 20;
export const CARD_FACT_HEIGHT = 18;
export const CARD_PADDING_Y = 8;
/** A column's width in px (the ghost column that adds one too). */
export const COLUMN_WIDTH = 272;
/** The space between two cards of a column. */
export const CARD_GAP = 8;

/** A card's height in px: padding, the title, its facts. */
export function cardHeight(card: BoardCard): number {
  const facts = card.facts?.length ?? 0;
  return CARD_PADDING_Y * 2 + CARD_TITLE_HEIGHT + (facts > 0 ? 4 + facts * CARD_FACT_HEIGHT : 0);
}

/**
 * A fact's value as the card shows it: the drawer's formats (a datetime as its day too), a count of a
 * total as `n/m`, a choice by its text (`translate`), labels joined.
 */
export function factText(row: BoardRow, fact: BoardCardFact, translate: (key: string) => string = (key) => key): string {
  const value = valueAt(row, fact.field);
  if (fact.of) {
    const total = Number(valueAt(row, fact.of) ?? 0);
    return total > 0 ? `${Number(value ?? 0)}/${total}` : '';
  }
  if (fact.choices) return value === null || value === undefined || value === '' ? '' : translate(`${fact.choices}.${String(value)}`);
  if (fact.format === 'labels') {
    return Array.isArray(value) ? value.map((item) => String((item as { labelName?: unknown; name?: unknown }).labelName ?? (item as { name?: unknown }).name ?? '')).filter(Boolean).join('、') : '';
  }
  return formatValue(value, fact.format ?? 'text');
}

/** The card's title, never blank (a card without a name still needs something to click). */
export function cardTitle(row: Readonly<Record<string, unknown>>, card: BoardCard, id: string): string {
  const text = formatValue(row[card.title], 'text');
  return text || `#${id}`;
}
