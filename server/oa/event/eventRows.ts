/**
 * An event as the contract's answers show it (10.3 OaEvent/queryList): its columns, its relation's
 * columns (ids as the original's ",1,2," csv), `realname` (creator), `ownerUserName` (participants'
 * names, csv), `createUser`, `ownerList`, the linked records' lists and `permission` (1 for the
 * creator). A repeated event's occurrence is the same row with its own start and end.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { linkedRecordLists, noRelations, RELATION_KINDS } from '../examine/examineRelations.ts';
import { withFields } from '../../http/withFields.ts';
import { type EventRow, mayChange } from './eventAccess.ts';
import type { Occurrence } from './eventRepeat.ts';

interface UserBrief { userId: number; realname: string; img: string | null }

/** ",1,2," (the original's csv of ids), "" for none. */
export function idCsv(ids: readonly number[]): string {
  return ids.length ? `,${ids.join(',')},` : '';
}

async function usersById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [Number(row.user_id), { userId: Number(row.user_id), realname: row.realname ?? '', img: row.img }]));
}

/** An event's relation row: the linked records' ids per kind. */
export type EventRelation = { eventrelation_id: number } & Record<(typeof RELATION_KINDS)[number]['column'], number[]>;

export interface EventDecoration {
  users: Map<number, UserBrief>;
  relations: Map<number, EventRelation>;
  lists: Map<number, Record<string, unknown[]>>;
}

/** What the rows of these events need besides their columns, in three statements. */
export async function decorationOf(db: Kysely<Database>, events: readonly EventRow[]): Promise<EventDecoration> {
  const eventIds = [...new Set(events.map((event) => event.event_id))];
  const [users, relationRows] = await Promise.all([
    usersById(db, events.flatMap((event) => [Number(event.create_user_id), ...event.owner_user_ids])),
    eventIds.length ? db.selectFrom('oa_event_relation').selectAll().where('event_id', 'in', eventIds).execute() : Promise.resolve([]),
  ]);
  const lists = await linkedRecordLists(db, eventIds, relationRows.map((row) => ({ ...row, owner: row.event_id })));
  return { users, relations: new Map(relationRows.map((row) => [row.event_id, row])), lists };
}

export function eventRow(event: EventRow, userId: number, decoration: EventDecoration, occurrence?: Occurrence) {
  const creator = decoration.users.get(Number(event.create_user_id)) ?? { userId: Number(event.create_user_id), realname: '', img: null };
  const owners = event.owner_user_ids.flatMap((id) => (decoration.users.has(id) ? [decoration.users.get(id)!] : []));
  const relation = decoration.relations.get(event.event_id);
  const ids = relation ?? noRelations();
  const own = mayChange(event, userId) ? 1 : 0;
  return withFields(event, {
    start_time: occurrence?.start ?? event.start_time,
    end_time: occurrence?.end ?? event.end_time,
    create_user_id: Number(event.create_user_id),
    owner_user_ids: idCsv(event.owner_user_ids),
    eventrelation_id: relation?.eventrelation_id ?? null,
    customer_ids: idCsv(ids.customer_ids),
    contacts_ids: idCsv(ids.contacts_ids),
    business_ids: idCsv(ids.business_ids),
    contract_ids: idCsv(ids.contract_ids),
    realname: creator.realname,
    ownerUserName: owners.map((user) => user.realname).join(','),
    createUser: creator,
    ownerList: owners,
    ...(decoration.lists.get(event.event_id) ?? { customerList: [], contactsList: [], businessList: [], contractList: [] }),
    permission: { isUpdate: own, isDelete: own },
  });
}
