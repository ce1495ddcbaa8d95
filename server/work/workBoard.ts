/**
 * A project's board (contract 11): its task lists as columns and its top-level tasks as cards.
 *   work/queryTaskByWorkId  the columns in their order, each `{classId, className, count, list}`,
 *                           cards by `orderNum`; first `{classId: -1, className: "(未分组)"}` only
 *                           when some task is in no list; filters `mainUserId` (ids), `labelId`
 *                           (ids, any of them), `stopTimeType` (1 today, 2 tomorrow, 3 the 7 days
 *                           from today, 4 the 30 days from today, 5 overdue, 6 no due date);
 *   task/setTaskClass       a new list at the end (`taskClass.save`) or a rename (`taskClass.update`);
 *   work/deleteTaskList     `taskClass.delete`: the list goes, its tasks to the trash (restorable,
 *                           then in 未分组);
 *   work/updateOrder        `task.save`: the destination list's ids in order (and the source's, for
 *                           a move between lists) written as 1..n;
 *   work/updateClassOrder   `taskClass.update`: the lists' order;
 *   work/archiveTask        `task.save`: a list's completed tasks archived;
 *   task/archiveByTaskId    `task.save`: one top-level task archived;
 *   work/archList           the archived tasks, most recent first;
 *   work/activation         `task.save`: an archived task back at the end of its list.
 *
 * Why every order write locks the project row: two members dragging at once each send the lists
 * as their screen shows them. Serialised by the lock, the later move wins for the cards it names;
 * a list sent whole is 1..n once written, and any list holding cards the sender did not name (a
 * stale screen) or losing a named card to another list is renumbered 1..n from (the order
 * written, task id), so no card is lost, duplicated or left sharing a place, whatever the
 * interleaving. The board's answer is one statement (boardJson.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { readIdList } from '../http/idList.ts';
import { optionalChoice, optionalInt, type Params, requireInt, requireText } from '../http/params.ts';
import { intArray } from '../oa/examine/examineRelations.ts';
import { TASK_GONE, type TaskRow, type TaskViewer, accessOf } from '../task/taskAccess.ts';
import { TASK_STATUS } from '../task/taskInput.ts';
import { taskLines, writeTaskLine, writeTaskLog } from '../task/taskLog.ts';
import { taskRows } from '../task/taskRows.ts';
import type { AnswerBytes } from '../http/serialize.ts';
import type { VersionRider } from '../permissions/versionRider.ts';
import { boardJson } from './boardJson.ts';
import { dueDays } from '../task/taskLists.ts';
import { workAccess, workForWrite, type WorkViewer } from './workAccess.ts';
import { CLASS_GONE, placeBack, requireTaskClass } from './workTasks.ts';

/** The most cards one order write names (a list of the 5,000-task board fits). */
const MAX_ORDER_IDS = 10_000;

/** `stopTimeType` as a condition on task.stop_time. */
function dueWindow(type: number) {
  if (type === 5) return sql<boolean>`(task.stop_time < now() and task.status <> ${TASK_STATUS.done})`;
  if (type === 6) return sql<boolean>`task.stop_time is null`;
  const [from, until] = dueDays(type);
  return sql<boolean>`(task.stop_time >= ${from} and task.stop_time < ${until})`;
}

async function classesOf(db: Kysely<Database>, workId: number) {
  return db.selectFrom('work_task_class').select(['class_id', 'name', 'order_num']).where('work_id', '=', workId)
    .orderBy('order_num').orderBy('class_id').execute();
}

/** The board's top-level tasks (not archived, not in the trash), in their lists' order. */
function boardTasks(db: Kysely<Database>, workId: number) {
  return db.selectFrom('task').selectAll('task').where('task.work_id', '=', workId).where('task.pid', '=', 0)
    .where('task.ishidden', '=', 0).where('task.is_archive', '=', 0);
}

/**
 * The board; its statement checks the caller's sight of the project itself and carries the access
 * guard's versions (boardJson.ts): one statement in all.
 */
export async function taskBoard(db: Kysely<Database>, userId: number, params: Params, rider?: VersionRider): Promise<AnswerBytes> {
  const workId = requireInt(params, 'workId', '项目');
  const mainUsers = params.mainUserId === undefined ? [] : readIdList(params.mainUserId, '负责人', { max: 500 });
  const labels = params.labelId === undefined ? [] : readIdList(params.labelId, '标签', { max: 50 });
  const stopTimeType = optionalChoice(params, 'stopTimeType', '截止时间', [0, 1, 2, 3, 4, 5, 6]);
  let query = boardTasks(db, workId);
  if (mainUsers.length) query = query.where('task.main_user_id', 'in', mainUsers);
  if (labels.length) query = query.where(sql<boolean>`task.label_id && ${intArray(labels)}::integer[]`);
  if (stopTimeType) query = query.where(dueWindow(stopTimeType));
  return boardJson(db, { workId, userId }, query, rider);
}

/** The list, with its project locked for a write needing `right`; `任务列表不存在` for another project's or none. */
async function classForWrite(db: Kysely<Database>, viewer: WorkViewer, classId: number, right: Parameters<typeof workForWrite>[3]) {
  const column = await db.selectFrom('work_task_class').selectAll().where('class_id', '=', classId).executeTakeFirst();
  if (!column) throw new BusinessError(CLASS_GONE);
  const access = await workForWrite(db, viewer, column.work_id, right);
  return { column, access };
}

export async function setTaskClass(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const classId = optionalInt(params, 'classId', '任务列表');
  const name = requireText(params, 'name', '任务列表名称', 50);
  await db.transaction().execute(async (trx) => {
    if (classId !== undefined) {
      await classForWrite(trx, viewer, classId, 'taskClass.update');
      await trx.updateTable('work_task_class').set({ name }).where('class_id', '=', classId).execute();
      return;
    }
    const workId = requireInt(params, 'workId', '项目');
    await workForWrite(trx, viewer, workId, 'taskClass.save');
    const last = await trx.selectFrom('work_task_class').select(sql<number>`coalesce(max(order_num), 0)`.as('n')).where('work_id', '=', workId).executeTakeFirstOrThrow();
    await trx.insertInto('work_task_class').values({ name, work_id: workId, order_num: Number(last.n) + 1, create_user_id: viewer.userId, create_time: new Date() }).execute();
  });
}

export async function deleteTaskList(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const classId = requireInt(params, 'classId', '任务列表');
  await db.transaction().execute(async (trx) => {
    const { column } = await classForWrite(trx, viewer, classId, 'taskClass.delete');
    const workId = optionalInt(params, 'workId', '项目');
    if (workId !== undefined && workId !== column.work_id) throw new BusinessError(CLASS_GONE);
    const now = new Date();
    await trx.updateTable('task').set({ ishidden: 1, hidden_time: now }).where('work_id', '=', column.work_id).where('class_id', '=', classId)
      .where('pid', '=', 0).where('ishidden', '=', 0).where('is_archive', '=', 0).execute();
    await trx.deleteFrom('work_task_class').where('class_id', '=', classId).execute();
  });
}

/**
 * What an order write needs to know, read in one pass without reading the cards themselves:
 * whether every named task is a card of this board (`named`), whether the lists written hold cards
 * the sender did not name (`unnamed`: a member's stale screen), the cards arriving in `toId`
 * (`moved`, for their activity line) and any other list a named card leaves (`strays`).
 */
async function orderCheck(db: Kysely<Database>, workId: number, named: readonly number[], lists: readonly number[], toId: number, toList: readonly number[]) {
  const [all, arriving, written] = [intArray(named), intArray(toList), intArray(lists)];
  const row = await sql<{ named: number | string; unnamed: number | string; moved: number[]; strays: number[] }>`
    select count(*) filter (where task_id = any(${all}::integer[])) as named,
      count(*) filter (where not task_id = any(${all}::integer[])) as unnamed,
      coalesce(array_agg(task_id order by task_id) filter (where task_id = any(${arriving}::integer[]) and class_id <> ${toId}), '{}') as moved,
      coalesce(array_agg(distinct class_id) filter (where task_id = any(${all}::integer[]) and not class_id = any(${written}::integer[])), '{}') as strays
    from task where work_id = ${workId} and pid = 0 and ishidden = 0 and is_archive = 0
      and (task_id = any(${all}::integer[]) or class_id = any(${written}::integer[]))`.execute(db);
  const { named: found, unnamed, moved, strays } = row.rows[0]!;
  if (Number(found) !== named.length) throw new BusinessError(TASK_GONE);
  return { unnamed: Number(unnamed), moved, strays };
}

/** Renumbers the cards of these lists 1..n by (order, id). */
async function renumber(db: Kysely<Database>, workId: number, classIds: readonly number[]): Promise<void> {
  if (!classIds.length) return;
  await sql`update task set order_num = o.n from (
      select task_id, row_number() over (partition by class_id order by order_num, task_id) as n from task
      where work_id = ${workId} and pid = 0 and ishidden = 0 and is_archive = 0 and class_id = any(${intArray(classIds)}::integer[])
    ) o where task.task_id = o.task_id and task.order_num <> o.n`.execute(db);
}

/** Writes `ids` as the order 1..n of list `classId` (0 = 未分组); cards already in their place are left alone. */
async function writeOrder(db: Kysely<Database>, classId: number, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await sql`update task set class_id = ${classId}, order_num = o.n, update_time = ${now}
    from unnest(${intArray(ids)}::integer[]) with ordinality as o(id, n)
    where task.task_id = o.id and (task.class_id <> ${classId} or task.order_num <> o.n)`.execute(db);
}

const listValue = (id: number | undefined) => (id === undefined || id <= 0 ? 0 : id);

export async function updateOrder(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const toId = requireInt(params, 'toId', '目标列表');
  const toList = readIdList(params.toList ?? [], '任务', { max: MAX_ORDER_IDS });
  const fromId = optionalInt(params, 'fromId', '原列表');
  const fromList = params.fromList === undefined ? [] : readIdList(params.fromList, '任务', { max: MAX_ORDER_IDS });
  if (toList.some((id) => fromList.includes(id)) && fromId !== toId) throw new BusinessError('同一任务不能在两个列表中');
  await db.transaction().execute(async (trx) => {
    const { column } = await classForWrite(trx, viewer, toId, 'task.save');
    const workId = column.work_id;
    const from = listValue(fromId);
    if (from !== toId) await requireTaskClass(trx, workId, from);
    const named = [...new Set([...toList, ...(from === toId ? [] : fromList)])];
    const written = from === toId || params.fromList === undefined ? [toId] : [toId, from];
    const { unnamed, moved, strays } = await orderCheck(trx, workId, named, written, toId, toList);
    const now = new Date();
    if (from !== toId) await writeOrder(trx, from, fromList, now);
    await writeOrder(trx, toId, toList, now);
    // Lists sent whole are now 1..n already; a list with cards the sender did not name, or one a
    // named card left, is renumbered so no two of its cards share a place.
    if (unnamed || strays.length) await renumber(trx, workId, [...new Set([...written, ...strays])]);
    await writeTaskLine(trx, viewer.userId, moved.map((taskId) => ({ task_id: taskId, work_id: workId })), taskLines.movedTo(column.name), now);
  });
}

export async function updateClassOrder(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const workId = requireInt(params, 'workId', '项目');
  const classIds = readIdList(params.classIds ?? [], '任务列表', { max: 1000 });
  await db.transaction().execute(async (trx) => {
    await workForWrite(trx, viewer, workId, 'taskClass.update');
    const classes = await classesOf(trx, workId);
    const own = new Set(classes.map((column) => column.class_id));
    if (classIds.some((id) => !own.has(id))) throw new BusinessError(CLASS_GONE);
    // The named lists first, in the order sent; any list the sender did not know of after them.
    const order = [...classIds, ...classes.map((column) => column.class_id).filter((id) => !classIds.includes(id))];
    await sql`update work_task_class set order_num = o.n from unnest(${intArray(order)}::integer[]) with ordinality as o(id, n)
      where work_task_class.class_id = o.id`.execute(trx);
  });
}

export async function archiveListTasks(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const classId = requireInt(params, 'classId', '任务列表');
  await db.transaction().execute(async (trx) => {
    const { column } = await classForWrite(trx, viewer, classId, 'task.save');
    const now = new Date();
    const archived = await trx.updateTable('task').set({ is_archive: 1, archive_time: now }).where('work_id', '=', column.work_id).where('class_id', '=', classId)
      .where('pid', '=', 0).where('ishidden', '=', 0).where('is_archive', '=', 0).where('status', '=', TASK_STATUS.done).returningAll().execute();
    await writeTaskLine(trx, viewer.userId, archived, taskLines.archived(), now);
  });
}

/** A top-level project task the viewer may change, its project locked; `任务不存在！` otherwise. */
async function projectTaskForWrite(db: Kysely<Database>, viewer: TaskViewer, taskId: number, archived: boolean): Promise<TaskRow> {
  const task = await db.selectFrom('task').selectAll().where('task_id', '=', taskId).executeTakeFirst();
  if (!task || task.work_id === 0 || task.pid !== 0 || task.ishidden !== 0 || task.is_archive !== (archived ? 1 : 0)) throw new BusinessError(TASK_GONE);
  if (!(await accessOf(db, viewer, taskId))) throw new BusinessError(TASK_GONE);
  await workForWrite(db, viewer, task.work_id, 'task.save');
  return task;
}

export async function archiveTask(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskId = requireInt(params, 'taskId', '任务');
  await db.transaction().execute(async (trx) => {
    const task = await projectTaskForWrite(trx, viewer, taskId, false);
    const now = new Date();
    await trx.updateTable('task').set({ is_archive: 1, archive_time: now }).where('task_id', '=', taskId).execute();
    await writeTaskLog(trx, viewer.userId, task, [taskLines.archived()], now);
  });
}

export async function activateTask(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskId = requireInt(params, 'taskId', '任务');
  await db.transaction().execute(async (trx) => {
    const task = await projectTaskForWrite(trx, viewer, taskId, true);
    const now = new Date();
    await trx.updateTable('task').set({ is_archive: 0, archive_time: null, ...await placeBack(trx, task) }).where('task_id', '=', taskId).execute();
    await writeTaskLog(trx, viewer.userId, task, [taskLines.unarchived()], now);
  });
}

export async function archivedTasks(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const { work } = await workAccess(db, viewer, requireInt(params, 'workId', '项目'));
  const tasks = await db.selectFrom('task').selectAll().where('work_id', '=', work.work_id).where('pid', '=', 0)
    .where('ishidden', '=', 0).where('is_archive', '=', 1).orderBy('archive_time', 'desc').orderBy('task_id', 'desc').execute();
  const rows = await taskRows(db, tasks);
  return rows.map((row) => ({ ...row, workName: work.name }));
}
