/**
 * What a project adds to a task's save (task/setTask with `workId`, server/task/taskSave.ts): the
 * caller's `task.save` in the project (its row locked, as every write to its board), the list the
 * task goes to (one of the project's, or 0 = 未分组) and its place at that list's end, and, in a
 * private project, people who are its members.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { type WorkRow, type WorkViewer, workForWrite } from './workAccess.ts';

export const CLASS_GONE = '任务列表不存在';

/** The list belongs to the project (0, 未分组, always does). */
export async function requireTaskClass(db: Kysely<Database>, workId: number, classId: number): Promise<void> {
  if (classId === 0) return;
  const found = await db.selectFrom('work_task_class').select('class_id').where('class_id', '=', classId).where('work_id', '=', workId).executeTakeFirst();
  if (!found) throw new BusinessError(CLASS_GONE);
}

/** The next place at the end of a project's list: its largest order + 1. */
export async function endOfList(db: Kysely<Database>, workId: number, classId: number): Promise<number> {
  const row = await db.selectFrom('task').select(sql<number>`coalesce(max(order_num), 0) + 1`.as('next'))
    .where('work_id', '=', workId).where('class_id', '=', classId).where('pid', '=', 0).where('ishidden', '=', 0).executeTakeFirstOrThrow();
  return Number(row.next);
}

export interface ProjectTaskPlace { work: WorkRow; classId: number; orderNum: number }

/** Where a new task of the project goes; refuses without `task.save` there (workForWrite). */
export async function projectTaskPlace(db: Kysely<Database>, viewer: WorkViewer, workId: number, classId: number): Promise<ProjectTaskPlace> {
  const { work } = await workForWrite(db, viewer, workId, 'task.save');
  await requireTaskClass(db, workId, classId);
  return { work, classId, orderNum: await endOfList(db, workId, classId) };
}

/** In a private project a task's main user and members are the project's members. */
export async function requireProjectPeople(db: Kysely<Database>, work: WorkRow, userIds: readonly number[]): Promise<void> {
  if (work.is_open === 1 || !userIds.length) return;
  const members = await db.selectFrom('work_user').select('user_id').where('work_id', '=', work.work_id).where('user_id', 'in', [...new Set(userIds)]).execute();
  const found = new Set(members.map((member) => Number(member.user_id)));
  if (userIds.some((id) => !found.has(id))) throw new BusinessError('负责人和参与人须是项目成员');
}

/** Where a task coming back (from the archive or the trash) goes: the end of its list, or of 未分组 when its list is gone. */
export async function placeBack(db: Kysely<Database>, task: { work_id: number; class_id: number }): Promise<{ class_id: number; order_num: number }> {
  const column = await db.selectFrom('work_task_class').select('class_id').where('class_id', '=', task.class_id).where('work_id', '=', task.work_id).executeTakeFirst();
  const classId = column ? task.class_id : 0;
  return { class_id: classId, order_num: await endOfList(db, task.work_id, classId) };
}
