// The move call's parameters, named by the descriptor (`board.move`): the card's id, its new group
// value, and when the board keeps an order the destination column's ids in their new order (the
// server stores the whole order in one statement; no position arithmetic that two users' moves
// could interleave), plus the former column when the card changed column. Pure.
import type { BoardLayout, CardMove } from './boardLayout.ts';
import type { BoardMove } from './boardTypes.ts';

function rowId(layout: BoardLayout, id: string, idKey: string): unknown {
  return layout.rows.get(id)?.[idKey] ?? id;
}

function idList(layout: BoardLayout, key: string, idKey: string, encoding: 'json' | 'form'): unknown {
  const ids = (layout.columns.find((column) => column.key === key)?.ids ?? []).map((id) => rowId(layout, id, idKey));
  // A form carries lists comma-joined, as every batch action's ids (contract 6).
  return encoding === 'json' ? ids : ids.join(',');
}

/** The parameters of the move call for `move`, read from the board after it (`layout`). */
export function moveParams(spec: BoardMove, layout: BoardLayout, move: CardMove, idKey: string): Record<string, unknown> {
  const encoding = spec.encoding ?? 'form';
  const to = layout.columns.find((column) => column.key === move.to.key);
  const from = layout.columns.find((column) => column.key === move.from.key);
  const params: Record<string, unknown> = { ...spec.params, [spec.groupKey]: to?.value ?? null };
  if (spec.idKey) params[spec.idKey] = rowId(layout, move.id, idKey);
  if (spec.idsKey) params[spec.idsKey] = idList(layout, move.to.key, idKey, encoding);
  if (move.from.key !== move.to.key) {
    if (spec.fromGroupKey) params[spec.fromGroupKey] = from?.value ?? move.from.value ?? null;
    if (spec.fromIdsKey) params[spec.fromIdsKey] = idList(layout, move.from.key, idKey, encoding);
  }
  return params;
}
