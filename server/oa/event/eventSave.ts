/**
 * OaEvent/add, OaEvent/update and OaEvent/delete (contract 10.3). The form is read and checked whole
 * first (eventInput.ts); an update or delete locks the event and refuses anyone but its creator
 * (`没有权限`) before writing. A new event adds the office feed's row (oa_action_record type 2,
 * `添加了日程`, its participants as join_user_ids); a delete takes its links and feed rows with it. A CRM
 * follow-up's 添加到日程 writes its event here too, in the follow-up's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Params } from '../../http/params.ts';
import { intArray, noRelations, RELATION_KINDS, saveRelations } from '../examine/examineRelations.ts';
import { ownEvent } from './eventAccess.ts';
import { type EventInput, readEventInput } from './eventInput.ts';
import { idCsv } from './eventRows.ts';

export const FEED_TYPE_EVENT = 2;

function columnsOf(input: EventInput) {
  return {
    title: input.title, content: input.content, start_time: input.start, end_time: input.end, type: input.type,
    owner_user_ids: intArray(input.ownerUserIds), address: input.address, remark: input.remark, color: input.color, remind_type: input.remindType,
  };
}

export async function addEvent(db: Kysely<Database>, userId: number, params: Params): Promise<number> {
  const input = await readEventInput(db, userId, params);
  return db.transaction().execute((trx) => insertEvent(trx, userId, input));
}

/** A checked event written with its links and its feed row, inside the caller's transaction. */
export async function insertEvent(trx: Kysely<Database>, userId: number, input: EventInput): Promise<number> {
  const now = new Date();
  const { event_id: eventId } = await trx.insertInto('oa_event')
    .values({ ...columnsOf(input), create_user_id: userId, create_time: now, update_time: now })
    .returning('event_id').executeTakeFirstOrThrow();
  await saveRelations(trx, 'event', eventId, input.relations, now);
  await trx.insertInto('oa_action_record').values({
    user_id: userId, type: FEED_TYPE_EVENT, action_id: eventId, create_time: now, join_user_ids: idCsv(input.ownerUserIds) || ',', dept_ids: ',', content: '添加了日程',
  }).execute();
  return eventId;
}

/** How long the event a follow-up puts on the schedule lasts: the call or visit it reminds of. */
const FOLLOW_UP_EVENT_MS = 60 * 60 * 1000;

/**
 * A follow-up's 添加到日程 (the CRM follow-up's `isEvent`): the next contact time on its author's
 * schedule, titled after the record (联系客户：杭州某某公司), the follow-up's text as its content,
 * linked to the record when the schedule links that kind (customers, contacts, businesses,
 * contracts; a lead is named in the title only). Written in the follow-up's own transaction.
 */
export async function insertFollowUpEvent(trx: Kysely<Database>, userId: number, follow: {
  module: 'leads' | 'customer' | 'contacts' | 'business' | 'contract'; title: string; recordId: number; recordName: string; content: string; nextTime: Date;
}): Promise<number> {
  const relations = noRelations();
  const kind = RELATION_KINDS.find((k) => k.module === follow.module);
  if (kind) relations[kind.column].push(follow.recordId);
  return insertEvent(trx, userId, {
    title: `联系${follow.title}：${follow.recordName}`.slice(0, 255), content: follow.content, start: follow.nextTime,
    end: new Date(follow.nextTime.getTime() + FOLLOW_UP_EVENT_MS), type: 0, ownerUserIds: [], address: null, remark: null, color: null,
    remindType: null, relations,
  });
}

export async function updateEvent(db: Kysely<Database>, userId: number, eventId: number, params: Params): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownEvent(trx, userId, eventId); // 没有权限 before the form is even read: nothing about the event leaks
    const input = await readEventInput(trx, userId, params);
    const now = new Date();
    await trx.updateTable('oa_event').set({ ...columnsOf(input), update_time: now }).where('event_id', '=', eventId).execute();
    await saveRelations(trx, 'event', eventId, input.relations, now);
    await trx.updateTable('oa_action_record').set({ join_user_ids: idCsv(input.ownerUserIds) || ',' })
      .where('type', '=', FEED_TYPE_EVENT).where('action_id', '=', eventId).execute();
  });
}

export async function deleteEvent(db: Kysely<Database>, userId: number, eventId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownEvent(trx, userId, eventId);
    await trx.deleteFrom('oa_event_relation').where('event_id', '=', eventId).execute();
    await trx.deleteFrom('oa_action_record').where('type', '=', FEED_TYPE_EVENT).where('action_id', '=', eventId).execute();
    await trx.deleteFrom('oa_event').where('event_id', '=', eventId).execute();
  });
}
