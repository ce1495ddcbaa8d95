/**
 * Who sees and who changes an office task (work_id 0; contract 10.5 leaves it to us):
 *   - its people: its creator, its main user (负责人) and its members (参与人); a subtask's people
 *     are its own and its parent's (a subtask is part of its task);
 *   - see: its people, everyone above one of them in the reporting line (下属的任务: a superior
 *     reads the tasks of their subordinates), and the super admin;
 *   - change (edit, complete, link records, delete, add a subtask): its people and the super admin;
 *     a superior who is not one of them reads only.
 * A project task (work_id ≠ 0) follows its project instead (work/workAccess.ts): whoever sees the
 * project sees its tasks; who holds `task.save` there changes them, while the project is not
 * archived and the task not archived (归档: read only until `work/activation`).
 * Anything else, a trashed task (or a subtask of one) included, is answered exactly as a missing
 * task (`任务不存在！`) before anything is written, so ids cannot be probed. The lists apply the
 * same rule in SQL (`visibleTasks`).
 */
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TaskTable } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { userWithSubordinates } from '../system/organisation.ts';
import { holds, visibleWorks, WORK_STATUS, workAccessOf, type WorkViewer, workViewer } from '../work/workAccess.ts';

export type TaskRow = Selectable<TaskTable>;

export const TASK_GONE = '任务不存在！';
/** work_id of an office task. */
export const OA_WORK_ID = 0;

/**
 * Who a task's rules look at: the caller as the projects see them, and whose office tasks the
 * caller reads (self + subordinates; all for the super admin).
 */
export interface TaskViewer extends WorkViewer { readsOf: number[] }

export async function taskViewer(db: Kysely<Database>, userId: number): Promise<TaskViewer> {
  const [viewer, readsOf] = await Promise.all([workViewer(db, userId), userWithSubordinates(db, userId)]);
  return { ...viewer, readsOf: readsOf.map(Number) };
}

export function peopleOf(task: Pick<TaskRow, 'create_user_id' | 'main_user_id' | 'owner_user_id'>): number[] {
  return [Number(task.create_user_id), ...(task.main_user_id === null ? [] : [Number(task.main_user_id)]), ...task.owner_user_id];
}

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** `alias` names one of these users as creator, main user or member. */
function namesAnyOf(alias: string, users: readonly number[]) {
  const list = idArray(users);
  return sql<boolean>`(${sql.ref(`${alias}.create_user_id`)} = any(${list}::bigint[]) or ${sql.ref(`${alias}.main_user_id`)} = any(${list}::bigint[])
    or ${sql.ref(`${alias}.owner_user_id`)} && ${list}::integer[])`;
}

/**
 * The tasks the viewer may see, not trashed, as a condition on `task` (the table itself, not an
 * alias): an office task whose people or parent's people include the viewer or a subordinate, or
 * a task of a project the viewer sees.
 */
export function visibleTasks(viewer: TaskViewer) {
  const office = viewer.superAdmin ? sql<boolean>`task.work_id = ${OA_WORK_ID}` : sql<boolean>`(task.work_id = ${OA_WORK_ID} and (${namesAnyOf('task', viewer.readsOf)}
      or exists (select 1 from task parent where parent.task_id = task.pid and ${namesAnyOf('parent', viewer.readsOf)})))`;
  return (eb: ExpressionBuilder<Database, 'task'>) => eb.and([
    eb('task.ishidden', '=', 0),
    sql<boolean>`(task.pid = 0 or exists (select 1 from task parent where parent.task_id = task.pid and parent.ishidden = 0))`,
    sql<boolean>`(${office} or (task.work_id <> ${OA_WORK_ID} and exists (select 1 from work where work.work_id = task.work_id and ${visibleWorks(viewer)})))`,
  ]);
}

/**
 * visibleTasks for top-level tasks only (pid 0): the same rule without the parent's look-ups, so
 * PostgreSQL answers "its people include the viewer or a subordinate" from the people's three
 * indexes (one BitmapOr) instead of testing every task (the workbench feed, whose 任务 rows are
 * top-level tasks only: 0.6 s → milliseconds at 330,000 tasks, docs/benchmarks.md bench:office).
 */
export function visibleTopLevelTasks(viewer: TaskViewer) {
  return (eb: ExpressionBuilder<Database, 'task'>) => eb.and([
    eb('task.work_id', '=', OA_WORK_ID),
    eb('task.pid', '=', 0),
    eb('task.ishidden', '=', 0),
    viewer.superAdmin ? sql<boolean>`true` : namesAnyOf('task', viewer.readsOf),
  ]);
}

export interface TaskAccess { task: TaskRow; parent: TaskRow | undefined; mayChange: boolean }

async function findTask(db: Kysely<Database>, taskId: number, forUpdate: boolean): Promise<TaskRow | undefined> {
  let query = db.selectFrom('task').selectAll().where('task_id', '=', taskId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What the viewer may do with the task; undefined when it is missing, trashed, or out of view. */
export async function accessOf(db: Kysely<Database>, viewer: TaskViewer, taskId: number, options: { forUpdate?: boolean } = {}): Promise<TaskAccess | undefined> {
  const task = await findTask(db, taskId, options.forUpdate ?? false);
  if (!task || task.ishidden !== 0) return undefined;
  const parent = task.pid ? await findTask(db, task.pid, false) : undefined;
  if (task.pid && (!parent || parent.ishidden !== 0)) return undefined;
  if (task.work_id !== OA_WORK_ID) {
    const project = await workAccessOf(db, viewer, task.work_id);
    if (!project) return undefined;
    const archived = task.is_archive === 1 || (parent?.is_archive ?? 0) === 1;
    return { task, parent, mayChange: holds(project.auth, 'task.save') && project.work.status === WORK_STATUS.active && !archived };
  }
  const people = [...peopleOf(task), ...(parent ? peopleOf(parent) : [])];
  const mayChange = viewer.superAdmin || people.includes(viewer.userId);
  if (!mayChange && !people.some((id) => viewer.readsOf.includes(id))) return undefined;
  return { task, parent, mayChange };
}

/** As accessOf, refusing with `任务不存在！`. */
export async function taskAccess(db: Kysely<Database>, viewer: TaskViewer, taskId: number, options: { forUpdate?: boolean } = {}): Promise<TaskAccess> {
  const access = await accessOf(db, viewer, taskId, options);
  if (!access) throw new BusinessError(TASK_GONE);
  return access;
}

/** The task, when the viewer may see it. */
export async function visibleTask(db: Kysely<Database>, viewer: TaskViewer, taskId: number): Promise<TaskAccess> {
  return taskAccess(db, viewer, taskId);
}

/** The task, locked, when the viewer may change it; otherwise `任务不存在！` and nothing written. */
export async function changeableTask(db: Kysely<Database>, viewer: TaskViewer, taskId: number): Promise<TaskAccess> {
  const access = await taskAccess(db, viewer, taskId, { forUpdate: true });
  if (!access.mayChange) throw new BusinessError(TASK_GONE);
  return access;
}

/** Whether the user may read the task (its comments follow it: oa/comment/commentTargets.ts). */
export async function userMayReadTask(db: Kysely<Database>, userId: number, taskId: number): Promise<boolean> {
  return (await accessOf(db, await taskViewer(db, userId), taskId)) !== undefined;
}
