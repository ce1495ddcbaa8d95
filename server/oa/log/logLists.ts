/**
 * The work log's reads (contract 10.1, 8.3), each limited to what the caller sees (logAccess.ts):
 *   OaLog/queryList         {by, categoryId?, createUserId?, createTime? (yyyy-MM-dd), page, limit}:
 *                           by 1 我发出的 (mine), 2 我收到的 (sent to me or my department, or written
 *                           by my subordinates; every other's for the super admin), 3 未读 (2, not
 *                           yet read by me), 4 or none: all I see (2 and mine); newest first, a Page;
 *   OaLog/queryById         {logId}: one row;
 *   OaLog/queryLogRelation  {customerIds|contactsIds|businessIds|contractIds: id}: a CRM detail's
 *                           日志 tab, a Page of the logs linking that record (the record readable);
 *   logNum                  the logs sent to me (by name or department) that I have not read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countCarrying, type VersionRider } from '../../permissions/versionRider.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalChoice, optionalInt, optionalText, type Params, readPaging, toPage } from '../../http/params.ts';
import { askedLinkedRecord } from '../examine/examineRelations.ts';
import { type LogRow, type LogViewer, logViewerOf, receivedLogs, sentTo, visibleLogs } from './logAccess.ts';
import { CATEGORIES } from './logInput.ts';
import { decorationOf, logRow } from './logRows.ts';

export const BY = { mine: 1, received: 2, unread: 3, all: 4 } as const;

const unreadBy = (userId: number) => `%,${Math.trunc(userId)},%`;

/** `yyyy-MM-dd` → [that local day's 00:00, the next day's 00:00). */
function readDay(params: Params): { start: Date; end: Date } | undefined {
  const text = optionalText(params, 'createTime', '创建时间', 30);
  if (!text) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:]+)?$/.exec(text);
  const start = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  if (!m || !start || start.getMonth() !== Number(m[2]) - 1 || start.getDate() !== Number(m[3])) throw new BusinessError('创建时间格式不正确');
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1) };
}

/** What the call brings from the guard: its version read and the rider its count carries (permissions/versionRider.ts). */
export interface LogCall { knownVersion?: string; rider?: VersionRider }

/** A page of rows beside its count (the count does not wait for the rows and their decoration). */
async function pageOf(db: Kysely<Database>, viewer: LogViewer, params: Params, filtered: ReturnType<typeof baseQuery>, rider?: VersionRider) {
  const paging = readPaging(params);
  const ordered = filtered.selectAll('oa_log').orderBy('oa_log.create_time', 'desc').orderBy('oa_log.log_id', 'desc');
  const rowsOf = async (logs: LogRow[]) => {
    const decoration = await decorationOf(db, logs);
    return logs.map((log) => logRow(log, viewer, decoration));
  };
  if (paging.pageType === 0) return rowsOf(await ordered.execute());
  const [list, total] = await Promise.all([
    ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit).execute().then(rowsOf),
    countCarrying(filtered, rider),
  ]);
  return toPage(list, total, paging);
}

const baseQuery = (db: Kysely<Database>) => db.selectFrom('oa_log');

export async function logList(db: Kysely<Database>, userId: number, params: Params, call: LogCall = {}) {
  const by = optionalChoice(params, 'by', '日志范围', [1, 2, 3, 4]) ?? BY.all;
  const categoryId = optionalChoice(params, 'categoryId', '日志类型', CATEGORIES);
  const createUserId = optionalInt(params, 'createUserId', '创建人');
  const day = readDay(params);
  readPaging(params); // refused before any statement
  const viewer = await logViewerOf(db, userId, call.knownVersion);
  let query = baseQuery(db);
  if (by === BY.mine) query = query.where('oa_log.create_user_id', '=', userId);
  else if (by === BY.received) query = query.where(receivedLogs(viewer));
  else if (by === BY.unread) query = query.where(receivedLogs(viewer)).where('oa_log.read_user_ids', 'not like', unreadBy(userId));
  else query = query.where(visibleLogs(viewer));
  if (categoryId !== undefined) query = query.where('oa_log.category_id', '=', categoryId);
  if (createUserId !== undefined) query = query.where('oa_log.create_user_id', '=', createUserId);
  if (day) query = query.where('oa_log.create_time', '>=', day.start).where('oa_log.create_time', '<', day.end);
  return pageOf(db, viewer, params, query, call.rider);
}

export async function logDetail(db: Kysely<Database>, viewer: LogViewer, log: LogRow) {
  return logRow(log, viewer, await decorationOf(db, [log]));
}

export async function logRelationList(db: Kysely<Database>, userId: number, params: Params, call: LogCall = {}) {
  readPaging(params);
  const [asked, viewer] = await Promise.all([askedLinkedRecord(db, userId, params), logViewerOf(db, userId, call.knownVersion)]);
  const query = baseQuery(db).where(visibleLogs(viewer))
    .where('oa_log.log_id', 'in', (eb) => eb.selectFrom('oa_log_relation').select('oa_log_relation.log_id').where(asked.links('oa_log_relation')));
  return pageOf(db, viewer, params, query, call.rider);
}

/** logNum (OaBackLog/num): logs sent to the user (by name or department) that they have not read. */
export async function unreadSentCount(db: Kysely<Database>, userId: number): Promise<number> {
  const viewer = await logViewerOf(db, userId);
  const row = await baseQuery(db).where(sentTo(viewer)).where('oa_log.create_user_id', '<>', userId)
    .where('oa_log.read_user_ids', 'not like', unreadBy(userId))
    .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
