/**
 * The schedule's reads (contract 10.3, 10.4, 8.3), each limited to the caller's events (creator or
 * participant, eventAccess.ts):
 *   OaEvent/queryList          {startTime, endTime}: every occurrence overlapping the range, a
 *                              repeated event once per occurrence with its own times (eventRepeat.ts);
 *   OaEvent/queryEventRelation {customerIds|contactsIds|businessIds|contractIds: id}: a CRM detail's
 *                              日程 tab, a Page of the events linking that record (the record readable);
 *   OaRecord/queryEvent        {month: yyyy-MM}: each day of the month, status 1 when an occurrence covers it;
 *   OaRecord/queryEventByDay   {day: yyyy-MM-dd}: that day's occurrences, brief;
 *   eventNum                   how many events have an occurrence covering today.
 * The database keeps the candidates (my events starting before the range ends, and a single one
 * ending after it starts); the repetition is expanded here, bounded by the range (at most 366 days).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { riderSelections, type VersionRider } from '../../permissions/versionRider.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalText, type Params, readPaging, toPage } from '../../http/params.ts';
import { askedLinkedRecord } from '../examine/examineRelations.ts';
import { type EventRow, visibleEvents } from './eventAccess.ts';
import { readTime } from './eventInput.ts';
import { type Occurrence, occurrencesIn, REPEAT } from './eventRepeat.ts';
import { decorationOf, eventRow } from './eventRows.ts';

/** The widest range one call expands: a year of daily events is 366 rows each. */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

interface Range { start: Date; end: Date }

/** `rider`: the rows also carry the guard's version read (permissions/versionRider.ts). */
async function candidates(db: Kysely<Database>, userId: number, range: Range, rider?: VersionRider): Promise<EventRow[]> {
  const rows = await db.selectFrom('oa_event').selectAll().select(riderSelections(rider)).where(visibleEvents(userId))
    .where('start_time', '<=', range.end)
    .where((eb) => eb.or([eb('type', '<>', REPEAT.none), eb('end_time', '>=', range.start)]))
    .orderBy('start_time').orderBy('event_id').execute();
  if (!rider) return rows;
  rider.carried(rows[0]);
  return rows.map(({ lingxi_permission_version: _version, lingxi_session_generation: _generation, ...event }) => event);
}

/** Each occurrence of the user's events in the range, earliest first. */
export async function occurrencesOf(
  db: Kysely<Database>, userId: number, range: Range, rider?: VersionRider,
): Promise<Array<{ event: EventRow; occurrence: Occurrence }>> {
  const events = await candidates(db, userId, range, rider);
  const found = events.flatMap((event) => occurrencesIn(event.start_time, event.end_time, event.type, range.start, range.end)
    .map((occurrence) => ({ event, occurrence })));
  return found.sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime() || a.event.event_id - b.event.event_id);
}

export async function eventList(db: Kysely<Database>, userId: number, params: Params, rider?: VersionRider) {
  const start = readTime(params, 'startTime', '开始时间');
  const end = readTime(params, 'endTime', '结束时间');
  if (end < start) throw new BusinessError('结束时间早于开始时间');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new BusinessError(`查询时间范围不能超过${MAX_RANGE_DAYS}天`);
  const found = await occurrencesOf(db, userId, { start, end }, rider);
  const decoration = await decorationOf(db, found.map((item) => item.event));
  return found.map(({ event, occurrence }) => eventRow(event, userId, decoration, occurrence));
}

export async function eventDetail(db: Kysely<Database>, userId: number, event: EventRow) {
  return eventRow(event, userId, await decorationOf(db, [event]));
}

export async function eventRelationList(db: Kysely<Database>, userId: number, params: Params) {
  const paging = readPaging(params);
  const asked = await askedLinkedRecord(db, userId, params);
  const query = db.selectFrom('oa_event').where(visibleEvents(userId))
    .where('oa_event.event_id', 'in', (eb) => eb.selectFrom('oa_event_relation').select('oa_event_relation.event_id')
      .where(asked.links('oa_event_relation')));
  const ordered = query.selectAll().orderBy('start_time', 'desc').orderBy('event_id', 'desc');
  const rows = paging.pageType === 0 ? await ordered.execute() : await ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit).execute();
  const decoration = await decorationOf(db, rows);
  const list = rows.map((event) => eventRow(event, userId, decoration));
  if (paging.pageType === 0) return list;
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return toPage(list, Number(total.n), paging);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** [00:00:00, 23:59:59.999] of a local day. */
function wholeDays(first: Date, days: number): Range {
  const start = new Date(first.getFullYear(), first.getMonth(), first.getDate());
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + days, 0, 0, 0, -1) };
}

function readMonth(params: Params): Date {
  const text = optionalText(params, 'month', '月份', 10);
  if (!text) return new Date(new Date().getFullYear(), new Date().getMonth(), 1);
  const m = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new BusinessError('月份格式不正确');
  return new Date(Number(m[1]), Number(m[2]) - 1, 1);
}

function readDay(params: Params): Date {
  const text = optionalText(params, 'day', '日期', 10);
  if (!text) return new Date();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  if (!m || !date || dayText(date) !== text) throw new BusinessError('日期格式不正确');
  return date;
}

export async function eventMonth(db: Kysely<Database>, userId: number, params: Params) {
  const first = readMonth(params);
  const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const range = wholeDays(first, days);
  const covered = new Set<string>();
  for (const { occurrence } of await occurrencesOf(db, userId, range)) {
    const from = occurrence.start < range.start ? range.start : occurrence.start;
    const to = occurrence.end > range.end ? range.end : occurrence.end;
    for (let day = new Date(from.getFullYear(), from.getMonth(), from.getDate()); day <= to; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      covered.add(dayText(day));
    }
  }
  return Array.from({ length: days }, (_, i) => {
    const date = dayText(new Date(first.getFullYear(), first.getMonth(), i + 1));
    return { date, status: covered.has(date) ? 1 : 0 };
  });
}

export async function eventsOfDay(db: Kysely<Database>, userId: number, params: Params) {
  const found = await occurrencesOf(db, userId, wholeDays(readDay(params), 1));
  const decoration = await decorationOf(db, found.map((item) => item.event));
  return found.map(({ event, occurrence }) => ({
    eventId: event.event_id,
    title: event.title,
    startTime: dayText(occurrence.start),
    endTime: dayText(occurrence.end),
    ownerUserIds: event.owner_user_ids.length ? `,${event.owner_user_ids.join(',')},` : '',
    realnames: event.owner_user_ids.flatMap((id) => decoration.users.get(id)?.realname ?? []).join('、'),
  }));
}

/** eventNum (OaBackLog/num): the user's events with an occurrence covering today. */
export async function eventCountToday(db: Kysely<Database>, userId: number, now = new Date()): Promise<number> {
  const found = await occurrencesOf(db, userId, wholeDays(now, 1));
  return new Set(found.map((item) => item.event.event_id)).size;
}
