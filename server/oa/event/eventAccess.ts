/**
 * Who sees an event and who changes it (contract 10.3): its creator and its participants see it
 * (the list, the detail, a CRM record's 日程 tab); only its creator edits or deletes it (`没有权限`).
 * Nobody else, the super admin included: a schedule is personal, and the contract's list is "where
 * I'm creator or participant".
 */
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OaEventTable } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSerialId } from '../../http/params.ts';

export type EventRow = Selectable<OaEventTable>;

export const EVENT_GONE = '该日程不存在或已被删除';
export const NO_RIGHT = '没有权限';

/** The events the user created or takes part in (the participants' GIN index answers the second). */
export function visibleEvents(userId: number) {
  return (eb: ExpressionBuilder<Database, 'oa_event'>) => eb.or([
    eb('oa_event.create_user_id', '=', userId),
    sql<boolean>`oa_event.owner_user_ids @> ${`{${Math.trunc(userId)}}`}::integer[]`,
  ]);
}

export function maySee(event: EventRow, userId: number): boolean {
  return Number(event.create_user_id) === userId || event.owner_user_ids.includes(userId);
}

export function mayChange(event: EventRow, userId: number): boolean {
  return Number(event.create_user_id) === userId;
}

export async function findEvent(db: Kysely<Database>, eventId: number, options: { forUpdate?: boolean } = {}): Promise<EventRow> {
  if (!isSerialId(eventId)) throw new BusinessError(EVENT_GONE);
  let query = db.selectFrom('oa_event').selectAll().where('event_id', '=', eventId);
  if (options.forUpdate) query = query.forUpdate();
  const event = await query.executeTakeFirst();
  if (!event) throw new BusinessError(EVENT_GONE);
  return event;
}

/**
 * The event, when the user may see it. One they may not see is answered as a missing one
 * (EVENT_GONE), as logs and tasks are, so ids cannot be probed for whose events exist.
 */
export async function visibleEvent(db: Kysely<Database>, userId: number, eventId: number): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!maySee(event, userId)) throw new BusinessError(EVENT_GONE);
  return event;
}

/**
 * The event, locked, when the user created it; a participant (who sees it) is told `没有权限`
 * (contract 10.3), anyone else EVENT_GONE; nothing written either way.
 */
export async function ownEvent(db: Kysely<Database>, userId: number, eventId: number): Promise<EventRow> {
  const event = await findEvent(db, eventId, { forUpdate: true });
  if (!maySee(event, userId)) throw new BusinessError(EVENT_GONE);
  if (!mayChange(event, userId)) throw new BusinessError(NO_RIGHT);
  return event;
}
