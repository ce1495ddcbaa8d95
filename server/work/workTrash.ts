/**
 * The trash 回收站 (contract 11 `workTrash/*`): top-level tasks deleted with task/deleteTask or with
 * their list (work/deleteTaskList), office and project tasks alike.
 *   workTrash/queryList   what the caller may restore, most recently deleted first: office tasks
 *                         the caller is one of the people of (every one for the super admin),
 *                         project tasks the caller created or is 负责人 of, of a project they
 *                         still see (every one for the super admin and the project-admin role);
 *   workTrash/restore     back where it was: an office task to its lists (and the feed), a project
 *                         task to the end of its list (未分组 when the list is gone);
 *   workTrash/deleteTask  for good, with its subtasks, links, activity and comments.
 * Both take one `taskId` or several comma-joined (the trash page's selection), all or none: one
 * task the caller may not touch refuses the whole call before anything is written.
 * Restoring or deleting needs the same right as changing the task: its people for an office task,
 * `task.save` in an active project for a project task; anything else is `任务不存在！`.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { MAX_BATCH_IDS, requireIds } from '../http/idList.ts';
import type { Params } from '../http/params.ts';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';
import { intArray } from '../oa/examine/examineRelations.ts';
import { OA_WORK_ID, peopleOf, TASK_GONE, type TaskRow, type TaskViewer } from '../task/taskAccess.ts';
import { taskLines, writeTaskLog } from '../task/taskLog.ts';
import { restoreFeedRow } from '../task/taskSave.ts';
import { taskRows } from '../task/taskRows.ts';
import { seesAll, visibleWorks, WORK_STATUS, workForWrite } from './workAccess.ts';
import { placeBack } from './workTasks.ts';
import { withWorkNames } from './myTasks.ts';

export async function trashList(db: Kysely<Database>, viewer: TaskViewer) {
  const me = intArray([viewer.userId]);
  const office = viewer.superAdmin ? sql<boolean>`true`
    : sql<boolean>`(task.create_user_id = ${viewer.userId} or task.main_user_id = ${viewer.userId} or task.owner_user_id @> ${me}::integer[])`;
  const project = seesAll(viewer) ? sql<boolean>`true`
    : sql<boolean>`((task.create_user_id = ${viewer.userId} or task.main_user_id = ${viewer.userId})
      and exists (select 1 from work where work.work_id = task.work_id and ${visibleWorks(viewer, [WORK_STATUS.active])}))`;
  const tasks = await db.selectFrom('task').selectAll().where('pid', '=', 0).where('ishidden', '=', 1)
    .where(sql<boolean>`((task.work_id = ${OA_WORK_ID} and ${office}) or (task.work_id <> ${OA_WORK_ID} and ${project}))`)
    .orderBy('hidden_time', 'desc').orderBy('task_id', 'desc').execute();
  return withWorkNames(db, await taskRows(db, tasks));
}

/** The trashed top-level task, locked, when the viewer may restore or delete it. */
async function trashedTask(db: Kysely<Database>, viewer: TaskViewer, taskId: number): Promise<TaskRow> {
  const task = await db.selectFrom('task').selectAll().where('task_id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task || task.pid !== 0 || task.ishidden !== 1) throw new BusinessError(TASK_GONE);
  if (task.work_id === OA_WORK_ID) {
    if (!viewer.superAdmin && !peopleOf(task).includes(viewer.userId)) throw new BusinessError(TASK_GONE);
    return task;
  }
  try {
    await workForWrite(db, viewer, task.work_id, 'task.save');
  } catch {
    throw new BusinessError(TASK_GONE); // whatever the project's reason: nothing about it leaks
  }
  return task;
}

const trashedIds = (params: Params) => requireIds(params, 'taskId', '任务', { max: MAX_BATCH_IDS });

export async function restoreTask(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskIds = trashedIds(params);
  await db.transaction().execute(async (trx) => {
    for (const taskId of taskIds) await restoreOne(trx, viewer, taskId);
  });
}

async function restoreOne(trx: Kysely<Database>, viewer: TaskViewer, taskId: number): Promise<void> {
  const task = await trashedTask(trx, viewer, taskId);
  const now = new Date();
  const place = task.work_id === OA_WORK_ID ? {} : await placeBack(trx, task);
  await trx.updateTable('task').set({ ishidden: 0, hidden_time: null, update_time: now, ...place }).where('task_id', '=', taskId).execute();
  if (task.work_id === OA_WORK_ID) await restoreFeedRow(trx, task);
  await writeTaskLog(trx, viewer.userId, task, [taskLines.restored()], now);
}

export async function purgeTask(db: Kysely<Database>, viewer: TaskViewer, params: Params): Promise<void> {
  const taskIds = trashedIds(params);
  await db.transaction().execute(async (trx) => {
    for (const taskId of taskIds) await trashedTask(trx, viewer, taskId);
    const children = await trx.selectFrom('task').select('task_id').where('pid', 'in', taskIds).execute();
    const ids = [...taskIds, ...children.map((child) => child.task_id)];
    await trx.deleteFrom('task_relation').where('task_id', 'in', ids).execute();
    await trx.deleteFrom('work_task_log').where('task_id', 'in', ids).execute();
    await trx.deleteFrom('task_comment').where('type', '=', COMMENT_TYPE.task).where('type_id', 'in', ids).execute();
    await trx.deleteFrom('task').where('task_id', 'in', ids).execute();
  });
}
