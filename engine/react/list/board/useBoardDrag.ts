// The board's cards while people drag them: the columns as the list answered them, a preview that
// follows the drag across columns (dnd-kit's multiple-containers pattern), and on drop an
// optimistic commit and the move call. A refusal puts the card back where it was (only that card:
// another move the server took stays) and says why, in the board, beside the request client's toast.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  findCard, layoutBoard, moveCard, moveParams, undoMove,
  type BoardColumnDef, type BoardLayout, type BoardRow, type CardMove, type PageBoard,
} from '../../../pages/index.ts';
import type { BoardApi } from '../listEnvironment.ts';
import { messageOf } from '../../errorMessage.ts';
import { cardTitle } from './cardFacts.ts';

const COLUMN_PREFIX = 'column:';

/** The droppable id of a column's body (cards are droppable under their own ids). */
export function columnDropId(key: string): string {
  return `${COLUMN_PREFIX}${key}`;
}

/** Where a droppable id points on the board: a card (its column and index) or a column's end. */
export function locate(layout: BoardLayout, id: UniqueIdentifier): { key: string; index: number; column: boolean } | undefined {
  const text = String(id);
  if (text.startsWith(COLUMN_PREFIX)) {
    const key = text.slice(COLUMN_PREFIX.length);
    const column = layout.columns.find((candidate) => candidate.key === key);
    return column ? { key, index: column.ids.length, column: true } : undefined;
  }
  const card = findCard(layout, text);
  return card ? { ...card, column: false } : undefined;
}

interface Committed {
  /** The layout the list's answer gave; a new answer (a reload, a search) starts over from it. */
  source: BoardLayout;
  layout: BoardLayout;
}

export function useBoardDrag({ board, idKey, rows, columns, api }: {
  board: PageBoard;
  idKey: string;
  rows: readonly BoardRow[];
  columns: readonly BoardColumnDef[];
  api: BoardApi;
}) {
  const { t } = useTranslation();
  const ungrouped = t('list.board.ungrouped');
  const base = useMemo(() => layoutBoard(rows, board, idKey, columns, ungrouped), [rows, board, idKey, columns, ungrouped]);
  const [committed, setCommitted] = useState<Committed>({ source: base, layout: base });
  const layout = committed.source === base ? committed.layout : base;
  const [preview, setPreview] = useState<BoardLayout | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Handlers read the latest layouts through refs: dnd-kit calls them between renders.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const previewRef = useRef<BoardLayout | null>(null);
  /** Set for a moment after a drop: the click that ends a pointer drag must not open the record. */
  const droppedAt = useRef(0);

  const end = useCallback(() => {
    previewRef.current = null;
    setPreview(null);
    setActiveId(null);
  }, []);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    previewRef.current = layoutRef.current;
    setPreview(layoutRef.current);
    setActiveId(String(active.id));
    setNotice(null);
  }, []);

  // Across columns the card moves into the column under it at once, so that column makes room
  // (and the keyboard's next arrow starts from there); within a column dnd-kit's sorting shows it.
  const onDragOver = useCallback(({ active, over }: DragOverEvent) => {
    const current = previewRef.current;
    if (!current || !over) return;
    const id = String(active.id);
    const from = findCard(current, id);
    const to = locate(current, over.id);
    if (!from || !to || from.key === to.key) return;
    const translated = active.rect.current.translated;
    const below = !to.column && translated !== null && translated.top > over.rect.top + over.rect.height / 2;
    const result = moveCard(current, board.groupBy, id, to.key, to.index + (below ? 1 : 0));
    if (!result) return;
    previewRef.current = result.layout;
    setPreview(result.layout);
  }, [board.groupBy]);

  const send = useCallback((source: BoardLayout, after: BoardLayout, move: CardMove) => {
    const spec = board.move;
    if (!spec) return; // a board without a move offers nothing to drag
    api.move(spec.call, moveParams(spec, after, move, idKey), spec.encoding ?? 'form').catch((error: unknown) => {
      setCommitted((current) => (current.source === source ? { source, layout: undoMove(current.layout, board.groupBy, move) } : current));
      const row = after.rows.get(move.id) ?? {};
      const name = cardTitle(row, board.card, move.id);
      const msg = messageOf(error);
      setNotice(msg ? t('list.board.moveFailed', { name, msg }) : t('list.board.moveFailedPlain', { name }));
    });
  }, [api, board, idKey, t]);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    let current = previewRef.current ?? layoutRef.current;
    end();
    droppedAt.current = Date.now();
    if (!over) return;
    const from = findCard(current, id);
    const to = locate(current, over.id);
    if (from && to && !to.column && from.key === to.key && from.index !== to.index) {
      current = moveCard(current, board.groupBy, id, to.key, to.index)?.layout ?? current;
    }
    const destination = findCard(current, id);
    const source = base;
    const result = destination ? moveCard(layoutRef.current, board.groupBy, id, destination.key, destination.index) : null;
    if (!result) return;
    // Without an order key a column keeps the list's order: a card dropped elsewhere in its own column goes back.
    if (!board.orderBy && result.move.from.key === result.move.to.key) return;
    setCommitted({ source, layout: result.layout });
    send(source, result.layout, result.move);
  }, [base, board.groupBy, board.orderBy, end, send]);

  const onDragCancel = useCallback(() => {
    end();
    droppedAt.current = Date.now();
  }, [end]);

  /** Whether a click now is the tail of a drag rather than a click of its own. */
  const justDropped = useCallback(() => Date.now() - droppedAt.current < 300, []);

  return {
    layout: preview ?? layout,
    activeId,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    justDropped,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
