/**
 * Who sees a work log and who changes it (contract 10.1 and its issue):
 *   - sees: its author; the people it is sent to; the members of the departments it is sent to and
 *     of their sub-departments (a log sent to 销售部 reaches 销售一组, as announcements do); the
 *     author's superiors (up the reporting line: the author is their subordinate); the super-admin
 *     role (every log);
 *   - changes (edit, delete): the author or the author's superiors within 72 hours of its
 *     create_time; after that only the super-admin role (who may at any time). Anyone else who sees
 *     it is answered `没有权限`, and nothing is written.
 * A log outside the caller's view is answered as a missing one (`该日志不存在或已被删除`), so ids
 * cannot be probed. The lists and the badge apply the same rule in SQL (`visibleLogs`), so list,
 * badge and detail agree.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Database, OaLogTable } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSerialId } from '../../http/params.ts';
import { cachedForUser } from '../../permissions/permissionCache.ts';
import { userWithSubordinates } from '../../system/organisation.ts';
import { audienceOf } from '../announcement/announcementAudience.ts';

export type LogRow = Selectable<OaLogTable>;

export const LOG_GONE = '该日志不存在或已被删除';
export const NO_RIGHT = '没有权限';
/** How long the author and their superiors may edit or delete a log. */
export const EDIT_WINDOW_MS = 72 * 3600 * 1000;

/** The caller as a reader of logs: their department with those above it, their subordinates, their role. */
export interface LogViewer { userId: number; deptIds: number[]; subordinateIds: number[]; superAdmin: boolean }

/**
 * Kept per user under the permission version (permissions/permissionCache.ts): the departments,
 * reporting line and roles it is read from all move that version when they change, so a cached
 * viewer is never one change behind. `knownVersion`: the version the access guard read for the call.
 * Shared between calls: never change what it answers.
 */
export function logViewerOf(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<LogViewer> {
  return cachedForUser(db, userId, 'oaViewer', () => readLogViewer(db, userId), knownVersion);
}

async function readLogViewer(db: Kysely<Database>, userId: number): Promise<LogViewer> {
  const [audience, team, superAdmin] = await Promise.all([audienceOf(db, userId), userWithSubordinates(db, userId), isSuperAdminUser(db, userId)]);
  return { userId, deptIds: audience.deptIds, subordinateIds: team.filter((id) => id !== userId), superAdmin };
}

/**
 * Logs sent to the viewer: to them by name, or to their department or one above it. The ",1,2,"
 * columns are asked as arrays (an id is one of the elements: what LIKE '%,id,%' meant), which the
 * GIN indexes of migration 0033 answer instead of reading every log.
 */
export function sentTo(viewer: LogViewer) {
  return (eb: ExpressionBuilder<Database, 'oa_log'>): Expression<SqlBool> => eb.or([
    sql<SqlBool>`string_to_array(oa_log.send_user_ids, ',') @> ${sql.val([String(Math.trunc(viewer.userId))])}::text[]`,
    ...(viewer.deptIds.length ? [sql<SqlBool>`string_to_array(oa_log.send_dept_ids, ',') && ${sql.val(viewer.deptIds.map((id) => String(Math.trunc(id))))}::text[]`] : []),
  ]);
}

/** 我收到的: others' logs the viewer sees (sent to them, or written by their subordinates; every other log for the super admin). */
export function receivedLogs(viewer: LogViewer) {
  return (eb: ExpressionBuilder<Database, 'oa_log'>): Expression<SqlBool> => {
    const notMine = eb('oa_log.create_user_id', '<>', viewer.userId);
    if (viewer.superAdmin) return notMine;
    return eb.and([notMine, eb.or([
      sentTo(viewer)(eb),
      ...(viewer.subordinateIds.length ? [eb('oa_log.create_user_id', 'in', viewer.subordinateIds)] : []),
    ])]);
  };
}

/** Every log the viewer sees: their own and those received. */
export function visibleLogs(viewer: LogViewer) {
  return (eb: ExpressionBuilder<Database, 'oa_log'>): Expression<SqlBool> => (viewer.superAdmin
    ? sql<SqlBool>`true`
    : eb.or([eb('oa_log.create_user_id', '=', viewer.userId), receivedLogs(viewer)(eb)]));
}

type AudienceColumns = Pick<LogRow, 'create_user_id' | 'send_user_ids' | 'send_dept_ids'>;

export function maySee(log: AudienceColumns, viewer: LogViewer): boolean {
  const author = Number(log.create_user_id);
  return viewer.superAdmin || author === viewer.userId || viewer.subordinateIds.includes(author)
    || log.send_user_ids.includes(`,${viewer.userId},`) || viewer.deptIds.some((id) => log.send_dept_ids.includes(`,${id},`));
}

export function mayChange(log: Pick<LogRow, 'create_user_id' | 'create_time'>, viewer: LogViewer, now = new Date()): boolean {
  if (viewer.superAdmin) return true;
  const author = Number(log.create_user_id);
  if (author !== viewer.userId && !viewer.subordinateIds.includes(author)) return false;
  return now.getTime() - new Date(log.create_time).getTime() <= EDIT_WINDOW_MS;
}

async function findLog(db: Kysely<Database>, logId: number, forUpdate: boolean): Promise<LogRow | undefined> {
  if (!isSerialId(logId)) return undefined;
  let query = db.selectFrom('oa_log').selectAll().where('log_id', '=', logId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The log, when the viewer sees it; otherwise LOG_GONE (a missing one too). */
export async function visibleLog(db: Kysely<Database>, viewer: LogViewer, logId: number, options: { forUpdate?: boolean } = {}): Promise<LogRow> {
  const log = await findLog(db, logId, options.forUpdate ?? false);
  if (!log || !maySee(log, viewer)) throw new BusinessError(LOG_GONE);
  return log;
}

/** The log, locked, when the viewer may change it now: LOG_GONE when unseen, `没有权限` when seen only. */
export async function changeableLog(db: Kysely<Database>, viewer: LogViewer, logId: number): Promise<LogRow> {
  const log = await visibleLog(db, viewer, logId, { forUpdate: true });
  if (!mayChange(log, viewer)) throw new BusinessError(NO_RIGHT);
  return log;
}

/** Whether the user may read the log (comments on it follow this: oa/comment/commentTargets.ts). */
export async function userMayReadLog(db: Kysely<Database>, userId: number, logId: number): Promise<boolean> {
  const log = await findLog(db, logId, false);
  return log !== undefined && maySee(log, await logViewerOf(db, userId));
}
