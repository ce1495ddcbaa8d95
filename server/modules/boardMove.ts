/**
 * The move call of a list's board view (engine/pages/boardTypes.ts), for any module whose
 * descriptor declares one and whose folder does not answer it itself: the card goes to its new
 * column (the group-by key's column) and, when the board keeps an order, the destination column's
 * cards get their positions in one statement. The moved record must be writable by the caller
 * (data scope, team rights); of the reordered cards only those the caller may write move.
 */
import { sql } from 'kysely';
import { moduleRight, type ModuleBoard as PageBoard, type ModuleDescriptor } from '../../engine/modules/index.ts';
import { judgeRecords, accessibleRecord } from '../records/recordAccess.ts';
import { recordModuleOf } from '../records/recordModules.ts';
import { loose } from '../records/recordStore.ts';
import { optionalIds } from '../http/idList.ts';
import { BusinessError } from '../http/errors.ts';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import { requireInt, type Params } from '../http/params.ts';

/** A board moves at most this many cards' positions at once (the board shows at most 5,000). */
const MAX_REORDERED = 5000;

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function columnOf(descriptor: ModuleDescriptor, key: string, what: string): string {
  const column = snake(key);
  if (!descriptor.record.columns[column]) throw new Error(`${descriptor.key}: the board's ${what} "${key}" is not a column of ${descriptor.record.table}`);
  return column;
}

/** The new column's value: one of the fixed columns, or an id when the columns come from a call. */
function groupValue(board: PageBoard, groupKey: string, params: Params, kind: string): string | number {
  const raw = params[groupKey];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw new BusinessError('目标列不能为空');
  if ('options' in board.columns) {
    const option = board.columns.options.find((o) => String(o.value) === text);
    if (!option) throw new BusinessError('目标列不存在');
    return option.value;
  }
  if (kind === 'int' && !/^\d{1,15}$/.test(text)) throw new BusinessError('目标列格式不正确');
  return kind === 'int' ? Number(text) : text;
}

export function boardMoveEndpoint(descriptor: ModuleDescriptor, board: PageBoard): Endpoint {
  const module = recordModuleOf(descriptor);
  const groupColumn = columnOf(descriptor, board.groupBy, 'group-by key');
  const orderColumn = board.orderBy ? columnOf(descriptor, board.orderBy, 'order key') : undefined;
  const { move } = board;
  if (!move) throw new Error(`${descriptor.key}: a board without a move has no move call`);
  return endpoint(move.call, { rights: [moduleRight(descriptor, move.auth ?? 'update')] }, async ({ db, params, userId }) => {
    const group = groupValue(board, move.groupKey, params, descriptor.record.columns[groupColumn]!);
    const order = orderColumn && move.idsKey !== undefined ? optionalIds(params, move.idsKey, '排序', { max: MAX_REORDERED }) : [];
    // The moved card by its own key, or (work/updateOrder's shape) every card of the column sent.
    const movedId = move.idKey !== undefined ? requireInt(params, move.idKey, module.title) : undefined;
    if (movedId === undefined && !order.length) throw new BusinessError(`${module.title}不能为空`);
    if (movedId !== undefined && order.length && !order.includes(movedId)) throw new BusinessError('排序须包含移动的记录');
    await db.transaction().execute(async (trx) => {
      if (movedId !== undefined) await accessibleRecord(trx, userId, module, movedId, 'write', { forUpdate: true });
      const writable = order.length
        ? (await judgeRecords(trx, userId, module, order, 'write', { forUpdate: true })).filter((judged) => 'row' in judged).map((judged) => judged.id)
        : [];
      const moved = movedId !== undefined ? [movedId] : writable;
      if (!moved.length) throw new BusinessError('没有权限');
      await loose(trx).updateTable(module.table).set({ [groupColumn]: group, update_time: new Date() }).where(module.idColumn, 'in', moved).execute();
      if (!orderColumn || !writable.length) return;
      // positions 1..n in the order sent, in one statement
      const mayMove = new Set(writable);
      const ids = order.filter((candidate) => mayMove.has(candidate));
      await sql`
        update ${sql.table(module.table)} as t set ${sql.ref(orderColumn)} = o.n
        from unnest(${sql.val(ids)}::bigint[]) with ordinality as o(id, n)
        where t.${sql.ref(module.idColumn)} = o.id
      `.execute(trx);
    });
    return undefined;
  });
}
