/**
 * task/setTask, task/deleteTask and task/saveTaskRelation (contract 10.5), each one transaction that
 * first finds the task the caller may change (taskAccess.ts: `任务不存在！` otherwise) and checks
 * the form whole (taskInput.ts), then writes the task, its linked records, its activity lines
 * (taskLog.ts) and, for a new top-level task, the office feed's row (oa_action_record type 4,
 * `添加了任务`, its main user and members as audience; kept in step on edit, removed with the task).
 *
 * As in the original, a new task's main user is its creator unless the form names one, and its
 * creator joins its members. A subtask (pid = a top-level task the caller may change; no deeper
 * levels) belongs to its parent's project and writes `添加了子任务 X` on the parent too. A project
 * task (`workId`) needs `task.save` in its project (work/workAccess.ts, the project row locked as
 * every write to its board is), goes to the end of its list (`classId`, one of the project's; 0 =
 * 未分组), and in a private project its main user and members must be the project's members; it
 * writes no office feed row (the feed is the office's).
 * Deleting a top-level task moves it to the trash (ishidden 1, hidden_time); a subtask is deleted
 * for good, with its links and activity.
 */
import type { Kysely } from 'kysely';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params, requireInt } from '../http/params.ts';
import { idCsv } from '../oa/event/eventRows.ts';
import { intArray, readRelations, saveRelations } from '../oa/examine/examineRelations.ts';
import { newBatchId } from '../records/recordStore.ts';
import { changeableTask, OA_WORK_ID, type TaskRow, type TaskViewer, TASK_GONE } from './taskAccess.ts';
import { readTaskInput, type TaskChanges, TASK_STATUS } from './taskInput.ts';
import { changeLines, taskLines, writeTaskLog } from './taskLog.ts';
import { taskRows } from './taskRows.ts';
import { projectTaskPlace, requireProjectPeople, requireTaskClass } from '../work/workTasks.ts';

/** The office feed's type of a task's row (oa_action_record, contract 10.4). */
export const FEED_TYPE_TASK = 4;

/** The feed row's audience: main user and members, ",1,2," (`,` for nobody). */
function audienceOf(task: Pick<TaskRow, 'main_user_id' | 'owner_user_id'>): string {
  const ids = [...new Set([...(task.main_user_id === null ? [] : [Number(task.main_user_id)]), ...task.owner_user_id])];
  return idCsv(ids) || ',';
}

/** The changed columns as the update writes them (arrays as integer[] literals). */
function columnsOf(changes: TaskChanges) {
  const { owner_user_id: owners, label_id: labels, ...rest } = changes;
  return {
    ...rest,
    ...(owners ? { owner_user_id: intArray(owners) } : {}),
    ...(labels ? { label_id: intArray(labels) } : {}),
  };
}

export async function createTask(db: Kysely<Database>, viewer: TaskViewer, params: Params) {
  const userId = viewer.userId;
  const taskId = await db.transaction().execute(async (trx) => {
    const pid = optionalInt(params, 'pid', '上级任务') ?? 0;
    const parent = pid ? (await changeableTask(trx, viewer, pid)).task : undefined;
    if (parent && parent.pid !== 0) throw new BusinessError('子任务不能再添加子任务');
    const { changes, relations, workId: askedWork } = await readTaskInput(trx, userId, params);
    if (parent && optionalInt(params, 'workId', '项目') !== undefined && askedWork !== parent.work_id) throw new BusinessError('子任务属于上级任务的项目');
    const workId = parent?.work_id ?? askedWork;
    const now = new Date();
    const mainUserId = changes.main_user_id === undefined ? userId : changes.main_user_id;
    const members = [...new Set([...(changes.owner_user_id ?? []), userId])];
    const place = workId === OA_WORK_ID ? undefined : await projectTaskPlace(trx, viewer, workId, parent ? parent.class_id : changes.class_id ?? 0);
    if (place) await requireProjectPeople(trx, place.work, [...(mainUserId === null ? [] : [mainUserId]), ...members]);
    const { task_id: newId } = await trx.insertInto('task').values({
      ...columnsOf(changes),
      name: changes.name!, create_user_id: userId, main_user_id: mainUserId, owner_user_id: intArray(members),
      status: changes.status ?? TASK_STATUS.open, pid, work_id: workId,
      ...(place ? { class_id: place.classId, order_num: place.orderNum } : {}),
      batch_id: changes.batch_id ?? newBatchId(), create_time: now, update_time: now,
    }).returning('task_id').executeTakeFirstOrThrow();
    if (relations) await saveRelations(trx, 'task', newId, relations, now);
    const created = { task_id: newId, work_id: workId };
    await writeTaskLog(trx, userId, created, [taskLines.created(changes.name!)], now);
    if (parent) await writeTaskLog(trx, userId, parent, [taskLines.subtaskAdded(changes.name!)], now);
    else if (workId === OA_WORK_ID) {
      await trx.insertInto('oa_action_record').values({
        user_id: userId, type: FEED_TYPE_TASK, action_id: newId, create_time: now,
        join_user_ids: audienceOf({ main_user_id: mainUserId, owner_user_id: members }), dept_ids: ',', content: '添加了任务',
      }).execute();
    }
    return newId;
  });
  const saved = await db.selectFrom('task').selectAll().where('task_id', '=', taskId).executeTakeFirstOrThrow();
  return (await taskRows(db, [saved]))[0];
}

export async function updateTask(db: Kysely<Database>, viewer: TaskViewer, taskId: number, params: Params): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { task } = await changeableTask(trx, viewer, taskId); // 任务不存在！ before the form is read: nothing about the task leaks
    const { changes, relations } = await readTaskInput(trx, viewer.userId, params, task);
    if (task.work_id !== OA_WORK_ID) {
      const work = await trx.selectFrom('work').selectAll().where('work_id', '=', task.work_id).executeTakeFirstOrThrow();
      if (changes.class_id !== undefined && task.pid === 0) await requireTaskClass(trx, task.work_id, changes.class_id);
      await requireProjectPeople(trx, work, [...(changes.main_user_id ? [changes.main_user_id] : []), ...(changes.owner_user_id ?? [])]);
    } else if (changes.class_id !== undefined && changes.class_id !== 0) throw new BusinessError('任务列表不存在');
    const now = new Date();
    const lines = await changeLines(trx, task, changes);
    await trx.updateTable('task').set({ ...columnsOf(changes), update_time: now }).where('task_id', '=', taskId).execute();
    if (relations) {
      await saveRelations(trx, 'task', taskId, relations, now);
      lines.push(taskLines.relationsChanged());
    }
    await writeTaskLog(trx, viewer.userId, task, lines, now);
    if (task.pid === 0 && (changes.main_user_id !== undefined || changes.owner_user_id !== undefined)) {
      const after = { main_user_id: changes.main_user_id === undefined ? task.main_user_id : changes.main_user_id, owner_user_id: changes.owner_user_id ?? task.owner_user_id };
      await trx.updateTable('oa_action_record').set({ join_user_ids: audienceOf(after) })
        .where('type', '=', FEED_TYPE_TASK).where('action_id', '=', taskId).execute();
    }
  });
}

export async function setTask(db: Kysely<Database>, viewer: TaskViewer, params: Params) {
  const taskId = optionalInt(params, 'taskId', '任务');
  if (taskId === undefined) return createTask(db, viewer, params);
  await updateTask(db, viewer, taskId, params);
  return undefined;
}

export async function deleteTask(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskId = requireInt(params, 'taskId', '任务');
  await db.transaction().execute(async (trx) => {
    const { task, parent } = await changeableTask(trx, viewer, taskId);
    const now = new Date();
    if (parent) {
      await trx.deleteFrom('task_relation').where('task_id', '=', taskId).execute();
      await trx.deleteFrom('work_task_log').where('task_id', '=', taskId).execute();
      await trx.deleteFrom('task_comment').where('type', '=', COMMENT_TYPE.task).where('type_id', '=', taskId).execute();
      await trx.deleteFrom('task').where('task_id', '=', taskId).execute();
      await writeTaskLog(trx, viewer.userId, parent, [taskLines.subtaskDeleted(task.name)], now);
      return;
    }
    const hidden = await trx.updateTable('task').set({ ishidden: 1, hidden_time: now }).where('task_id', '=', taskId).where('ishidden', '=', 0)
      .returning('task_id').execute();
    if (!hidden.length) throw new BusinessError(TASK_GONE);
    // A trashed task leaves the office feed (the trash's restore writes it again: restoreFeedRow).
    await trx.deleteFrom('oa_action_record').where('type', '=', FEED_TYPE_TASK).where('action_id', '=', taskId).execute();
  });
}

/** A task back from the trash gets its feed row again, at its own time (work/workTrash.ts). */
export async function restoreFeedRow(trx: Kysely<Database>, task: TaskRow): Promise<void> {
  await trx.insertInto('oa_action_record').values({
    user_id: Number(task.create_user_id), type: FEED_TYPE_TASK, action_id: task.task_id, create_time: task.create_time,
    join_user_ids: audienceOf(task), dept_ids: ',', content: '添加了任务',
  }).execute();
}

export async function saveTaskRelation(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskId = requireInt(params, 'taskId', '任务');
  await db.transaction().execute(async (trx) => {
    const { task } = await changeableTask(trx, viewer, taskId);
    const relations = await readRelations(trx, viewer.userId, params);
    const now = new Date();
    await saveRelations(trx, 'task', taskId, relations, now);
    await writeTaskLog(trx, viewer.userId, task, [taskLines.relationsChanged()], now);
  });
}
