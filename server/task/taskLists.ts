/**
 * The task reads (contract 10.5, 10.4 OaRecord/queryTask, 8.3 taskNum), office tasks only (work_id 0):
 *   task/queryTaskList     top-level tasks not in the trash, of the caller (mold omitted) or of their
 *                          subordinates (mold 1: all direct subordinates, or `userId` = one subordinate
 *                          anywhere below the caller, `所选员工不是你的下属` otherwise), by `type` (0 all
 *                          related, 1 负责的, 2 创建的, 3 参与的), `status`, `priority`, `date` (stop time:
 *                          1 today, 2 tomorrow, 3 the 7 days from today, 4 the 30 days from today) and
 *                          `search` (name contains); newest first, a Page (or the whole list, pageType 0);
 *   task/queryTaskInfo     one task (taskAccess.ts), its linked records, files, subtasks;
 *   task/queryTaskRelation a CRM detail's 任务 tab: the tasks the caller may see linking that record;
 *   OaRecord/queryTask     the caller's open tasks: status 1, top-level, main user or member;
 *   taskNum                how many of those (OaBackLog/num): the same rule, so badge and list agree.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { executeInline, inlineStatement } from '../db/inlineStatement.ts';
import { formatLocalDate } from '../db/localTime.ts';
import { StatementCache } from '../db/statementCache.ts';
import { filesOfBatches } from '../files/fileStore.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalChoice, optionalInt, optionalText, type Params, type Paging, readPaging, toPage } from '../http/params.ts';
import { askedLinkedRecord, linkedRecordLists } from '../oa/examine/examineRelations.ts';
import { splitFiles } from '../oa/examine/examineRows.ts';
import { directReports, userWithSubordinates } from '../system/organisation.ts';
import { countCarrying, countStatement, type RiderRow, type VersionRider } from '../permissions/versionRider.ts';
import { escapeLike } from '../system/userList.ts';
import { OA_WORK_ID, type TaskAccess, type TaskRow, type TaskViewer, visibleTasks } from './taskAccess.ts';
import { NAME_MAX, TASK_STATUS } from './taskInput.ts';
import { type DecoratedTaskRow, decoratedPage, decoratedRows, decoratedPageStatement, taskRows } from './taskRows.ts';

/** `date`: [first day, days] from today. */
const DATE_RANGES: Record<number, [number, number]> = { 1: [0, 1], 2: [1, 1], 3: [0, 7], 4: [0, 30] };

/** The days a due window (`date` 1-4: today, tomorrow, 7 days, 30 days) covers: [from, until). */
export function dueDays(window: number, now = new Date()): [Date, Date] {
  const [first, days] = DATE_RANGES[window]!;
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + first);
  return [from, new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)];
}

const ids = (list: readonly number[]) => `{${list.map((id) => Math.trunc(id)).join(',')}}`;

/** The top-level office tasks not in the trash. */
function topLevel(eb: ExpressionBuilder<Database, 'task'>) {
  return eb.and([eb('task.work_id', '=', OA_WORK_ID), eb('task.pid', '=', 0), eb('task.ishidden', '=', 0)]);
}

/**
 * Whose tasks the list shows: the caller's, or their subordinates'. The reporting line is read only
 * when one subordinate is asked for (the lists the office page opens on need none of it).
 */
async function listedUsers(db: Kysely<Database>, callerId: number, params: Params): Promise<number[]> {
  const mold = optionalChoice(params, 'mold', '查看范围', [0, 1]);
  const userId = optionalInt(params, 'userId', '员工');
  if (!mold) return [callerId];
  if (userId === undefined) return directReports(db, callerId);
  const readsOf = (await userWithSubordinates(db, callerId)).map(Number);
  if (userId === callerId || !readsOf.includes(userId)) throw new BusinessError('所选员工不是你的下属');
  return [userId];
}

/**
 * A page (its rows and what they show, one statement) and its total read side by side; the total
 * carries the guard's version read when given its `rider` (permissions/versionRider.ts).
 */
async function pageOf(query: ReturnType<typeof baseQuery>, paging: Paging, db: Kysely<Database>, rider?: VersionRider) {
  const ordered = newestFirst(query);
  if (paging.pageType === 0) return decoratedPage(db, ordered);
  const [list, total] = await Promise.all([
    decoratedPage(db, ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit)),
    countCarrying(query, rider),
  ]);
  return toPage(list, total, paging);
}

const baseQuery = (db: Kysely<Database>) => db.selectFrom('task');

/** What a task list's statements hold, all of it: the key of their text in `LIST_STATEMENTS`. */
interface ListShape {
  users: number[]; type: number; status: number | null; priority: number | null;
  /** The due window's [from, until), from the day it was asked on. */
  due: [Date, Date] | null; search: string | null;
}

function listQuery(db: Kysely<Database>, shape: ListShape) {
  const list = ids(shape.users);
  const main = sql<boolean>`task.main_user_id = any(${list}::bigint[])`;
  const created = sql<boolean>`task.create_user_id = any(${list}::bigint[])`;
  const member = sql<boolean>`task.owner_user_id && ${list}::integer[]`;
  const { type, status, priority, due, search } = shape;
  let query = baseQuery(db).where(topLevel)
    .where((eb) => (type === 1 ? main : type === 2 ? created : type === 3 ? member : eb.or([main, created, member])));
  if (status !== null) query = query.where('task.status', '=', status);
  if (priority !== null) query = query.where('task.priority', '=', priority);
  if (due) query = query.where('task.stop_time', '>=', due[0]).where('task.stop_time', '<', due[1]);
  if (search) query = query.where('task.name', 'ilike', `%${escapeLike(search)}%`);
  return query;
}

const newestFirst = (query: ReturnType<typeof baseQuery>) => query.selectAll('task').orderBy('task.create_time', 'desc').orderBy('task.task_id', 'desc');

/**
 * The lists' page and count statements as text, by shape and paging (statementCache.ts): the
 * office task list is asked again and again in the few shapes its tabs and filters give, and
 * building its two statements with Kysely each time was most of what the call added to its SQL
 * (bench:office 任务). A few shapes per user of a large company, typed searches included.
 */
const LIST_STATEMENTS = new StatementCache(2000);

async function listPage(db: Kysely<Database>, shape: ListShape, paging: Paging, rider?: VersionRider) {
  const key = JSON.stringify(shape);
  const pageText = LIST_STATEMENTS.text(`page ${paging.limit} ${paging.page} ${key}`, () => inlineStatement(
    decoratedPageStatement(db, newestFirst(listQuery(db, shape)).limit(paging.limit).offset((paging.page - 1) * paging.limit))));
  const countText = LIST_STATEMENTS.text(`count ${rider ? 'rider' : ''} ${key}`, () => inlineStatement(countStatement(listQuery(db, shape), rider)));
  const [page, counted] = await Promise.all([executeInline<DecoratedTaskRow>(db, pageText), executeInline<{ n: number } & RiderRow>(db, countText)]);
  rider?.carried(counted.rows[0]);
  return toPage(decoratedRows(page.rows), Number(counted.rows[0]!.n), paging);
}

export async function taskList(db: Kysely<Database>, callerId: number, params: Params, rider?: VersionRider) {
  const paging = readPaging(params);
  const type = optionalChoice(params, 'type', '任务类型', [0, 1, 2, 3]) ?? 0;
  const status = optionalChoice(params, 'status', '任务状态', Object.values(TASK_STATUS)) ?? null;
  const priority = optionalChoice(params, 'priority', '优先级', [0, 1, 2, 3]) ?? null;
  const date = optionalChoice(params, 'date', '截止日期', [0, 1, 2, 3, 4]);
  const search = optionalText(params, 'search', '任务名称', NAME_MAX) || null;
  const users = await listedUsers(db, callerId, params);
  if (!users.length) return paging.pageType === 0 ? [] : toPage([], 0, paging);
  const shape: ListShape = { users, type, status, priority, due: date ? dueDays(date) : null, search };
  if (paging.pageType === 0) return decoratedPage(db, newestFirst(listQuery(db, shape)));
  return listPage(db, shape, paging, rider);
}

/** A task's detail row: its row, linked records, files, and `permission`. */
async function detailRows(db: Kysely<Database>, tasks: readonly TaskRow[], mayChange: boolean) {
  const taskIds = tasks.map((task) => task.task_id);
  const [rows, relationRows, files] = await Promise.all([
    taskRows(db, tasks),
    taskIds.length ? db.selectFrom('task_relation').selectAll().where('task_id', 'in', taskIds).execute() : Promise.resolve([]),
    filesOfBatches(db, tasks.flatMap((task) => (task.batch_id ? [task.batch_id] : []))),
  ]);
  const lists = await linkedRecordLists(db, taskIds, relationRows.map((row) => ({ ...row, owner: row.task_id })));
  const right = mayChange ? 1 : 0;
  return rows.map((row) => ({
    ...row,
    workName: null,
    ...lists.get(row.task_id),
    ...splitFiles(files.filter((file) => row.batch_id !== null && file.batch_id === row.batch_id)),
    // the original's detail answers its stop time as a day
    stop_time: row.stop_time === null ? null : formatLocalDate(new Date(row.stop_time)),
    permission: { isUpdate: right, isDelete: right },
  }));
}


export async function taskDetail(db: Kysely<Database>, access: TaskAccess) {
  const children = await db.selectFrom('task').selectAll().where('pid', '=', access.task.task_id).orderBy('task_id').execute();
  const [row] = await detailRows(db, [access.task], access.mayChange);
  return { ...row!, childTask: await detailRows(db, children, access.mayChange) };
}

export async function taskRelationList(db: Kysely<Database>, viewer: TaskViewer, params: Params) {
  const paging = readPaging(params);
  const asked = await askedLinkedRecord(db, viewer.userId, params);
  const query = baseQuery(db).where(visibleTasks(viewer))
    .where('task.task_id', 'in', (eb) => eb.selectFrom('task_relation').select('task_relation.task_id').where(asked.links('task_relation')));
  return pageOf(query, paging, db);
}

/** The caller's open top-level office tasks, as main user or member. */
function myOpenTasks(db: Kysely<Database>, userId: number) {
  return baseQuery(db).where(topLevel).where('task.status', '=', TASK_STATUS.open)
    .where((eb) => eb.or([eb('task.main_user_id', '=', userId), sql<boolean>`task.owner_user_id @> ${ids([userId])}::integer[]`]));
}

export async function openTasks(db: Kysely<Database>, userId: number) {
  const rows = await myOpenTasks(db, userId).select(['task.task_id', 'task.name', 'task.create_time', 'task.stop_time', 'task.priority'])
    .orderBy('task.create_time', 'desc').orderBy('task.task_id', 'desc').execute();
  return rows;
}

/** taskNum (OaBackLog/num). */
export async function openTaskCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await myOpenTasks(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
