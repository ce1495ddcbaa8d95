/**
 * A task as the contract's answers show it (10.5): its columns (owner_user_id and label_id as the
 * original's ",1,2," csv), `mainUser`, `createUser`, `ownerUserList` ({userId, realname, img}),
 * `labelList` ({labelId, labelName, color}), `commentCount`, `childWCCount` (completed subtasks),
 * `childAllCount`, `fileCount` (files of its batch), `relationCount` (linked CRM records) and
 * `isEnd` (1 when its stop time has passed and it is neither done nor already 延期). Built for a
 * page of tasks at once: a fixed number of statements, whatever the page's size.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { briefs, type UserBrief, usersById } from '../examine/people.ts';
import { idCsv } from '../oa/event/eventRows.ts';
import { RELATION_KINDS } from '../oa/examine/examineRelations.ts';
import type { TaskRow } from './taskAccess.ts';
import { TASK_STATUS } from './taskInput.ts';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';

/** Comments per task (`comment/*` type 1, table task_comment, contract 10.6), replies included. */
export async function commentCounts(db: Kysely<Database>, taskIds: readonly number[]): Promise<Map<number, number>> {
  if (!taskIds.length) return new Map();
  return countsBy(db.selectFrom('task_comment').select(['type_id as id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', COMMENT_TYPE.task).where('type_id', 'in', [...taskIds]).groupBy('type_id').execute());
}

/** [taskId] → n, from a `select <key> as id, count(*) as n ... group by` statement. */
async function countsBy(query: Promise<Array<{ id: number | null; n: number | string | bigint }>>): Promise<Map<number, number>> {
  return new Map((await query).map((row) => [Number(row.id), Number(row.n)]));
}

export interface TaskDecoration {
  users: Map<number, UserBrief>;
  labels: Map<number, { labelId: number; labelName: string; color: string | null }>;
  comments: Map<number, number>;
  children: Map<number, { all: number; done: number }>;
  files: Map<string, number>;
  relations: Map<number, number>;
}

export async function decorationOf(db: Kysely<Database>, tasks: readonly TaskRow[]): Promise<TaskDecoration> {
  const taskIds = tasks.map((task) => task.task_id);
  const labelIds = [...new Set(tasks.flatMap((task) => task.label_id))];
  const batches = [...new Set(tasks.flatMap((task) => (task.batch_id ? [task.batch_id] : [])))];
  const none = Promise.resolve([]);
  const [users, labels, comments, children, files, relations] = await Promise.all([
    usersById(db, tasks.flatMap((task) => [Number(task.create_user_id), ...(task.main_user_id === null ? [] : [Number(task.main_user_id)]), ...task.owner_user_id])),
    labelIds.length ? db.selectFrom('task_label').select(['label_id', 'name', 'color']).where('label_id', 'in', labelIds).execute() : none,
    commentCounts(db, taskIds),
    taskIds.length ? db.selectFrom('task').select(['pid',
      (eb) => eb.fn.countAll<number>().as('all'),
      sql<number>`count(*) filter (where status = ${TASK_STATUS.done})`.as('done')])
      .where('pid', 'in', taskIds).groupBy('pid').execute() : none,
    batches.length ? db.selectFrom('admin_file').select(['batch_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('batch_id', 'in', batches).groupBy('batch_id').execute() : none,
    countsBy(taskIds.length ? db.selectFrom('task_relation').select(['task_id as id',
      sql<number>`${sql.join(RELATION_KINDS.map((kind) => sql`cardinality(${sql.ref(kind.column)})`), sql` + `)}`.as('n')])
      .where('task_id', 'in', taskIds).execute() : Promise.resolve([])),
  ]);
  return {
    users,
    labels: new Map(labels.map((label) => [label.label_id, { labelId: label.label_id, labelName: label.name, color: label.color }])),
    comments,
    children: new Map(children.map((row) => [Number(row.pid), { all: Number(row.all), done: Number(row.done) }])),
    files: new Map(files.map((row) => [row.batch_id, Number(row.n)])),
    relations,
  };
}

/** 1 when the stop time has passed and the task is neither done nor already marked 延期. */
export function isEnd(task: Pick<TaskRow, 'stop_time' | 'status'>, now = new Date()): 0 | 1 {
  return task.stop_time !== null && new Date(task.stop_time).getTime() < now.getTime()
    && task.status !== TASK_STATUS.done && task.status !== TASK_STATUS.delayed ? 1 : 0;
}

export function taskRow(task: TaskRow, decoration: TaskDecoration, now = new Date()) {
  const mainUserId = task.main_user_id === null ? null : Number(task.main_user_id);
  const children = decoration.children.get(task.task_id) ?? { all: 0, done: 0 };
  return {
    ...task,
    create_user_id: Number(task.create_user_id),
    main_user_id: mainUserId,
    owner_user_id: idCsv(task.owner_user_id),
    label_id: idCsv(task.label_id),
    mainUser: mainUserId === null ? null : decoration.users.get(mainUserId) ?? null,
    createUser: decoration.users.get(Number(task.create_user_id)) ?? null,
    ownerUserList: briefs(decoration.users, task.owner_user_id),
    labelList: task.label_id.flatMap((id) => (decoration.labels.has(id) ? [decoration.labels.get(id)!] : [])),
    commentCount: decoration.comments.get(task.task_id) ?? 0,
    childWCCount: children.done,
    childAllCount: children.all,
    fileCount: task.batch_id ? decoration.files.get(task.batch_id) ?? 0 : 0,
    relationCount: decoration.relations.get(task.task_id) ?? 0,
    isEnd: isEnd(task, now),
  };
}

/** The rows of these tasks, in their order. */
export async function taskRows(db: Kysely<Database>, tasks: readonly TaskRow[]) {
  const decoration = await decorationOf(db, tasks);
  const now = new Date();
  return tasks.map((task) => taskRow(task, decoration, now));
}
