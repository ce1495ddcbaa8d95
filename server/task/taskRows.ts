/**
 * A task as the contract's answers show it (10.5): its columns (owner_user_id and label_id as the
 * original's ",1,2," csv), `mainUser`, `createUser`, `ownerUserList` ({userId, realname, img}),
 * `labelList` ({labelId, labelName, color}), `commentCount`, `childWCCount` (completed subtasks),
 * `childAllCount`, `fileCount` (files of its batch), `relationCount` (linked CRM records) and
 * `isEnd` (1 when its stop time has passed and it is neither done nor already 延期). Built for a
 * page of tasks at once: a fixed number of statements, whatever the page's size.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withFields } from '../http/withFields.ts';
import { briefs, type UserBrief } from '../examine/people.ts';
import { idCsv } from '../oa/event/eventRows.ts';
import { RELATION_KINDS } from '../oa/examine/examineRelations.ts';
import type { TaskRow } from './taskAccess.ts';
import { TASK_STATUS } from './taskInput.ts';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';

export interface TaskDecoration {
  users: Map<number, UserBrief>;
  labels: Map<number, { labelId: number; labelName: string; color: string | null }>;
  comments: Map<number, number>;
  children: Map<number, { all: number; done: number }>;
  files: Map<string, number>;
  relations: Map<number, number>;
}

/**
 * A person as the rows show them (`u`: admin_user), a label (`b`: task_label) and a relation row's
 * linked records (`x`: task_relation): written once for both decoration statements.
 */
const userJson = sql`jsonb_build_object('userId', u.user_id, 'realname', coalesce(u.realname, ''), 'img', u.img)`;
const labelJson = sql`jsonb_build_object('labelId', b.label_id, 'labelName', b.name, 'color', b.color)`;
const linkedCount = sql.join(RELATION_KINDS.map((kind) => sql`cardinality(${sql.ref(`x.${kind.column}`)})`), sql` + `);
/** A person read back from `userJson` (ids come back as numbers or numeric strings). */
const userOf = (user: UserBrief): [number, UserBrief] => [Number(user.userId), { ...user, userId: Number(user.userId) }];

/** [key, n] pairs of the decoration statement, as a map. */
const countsOf = <K>(pairs: Array<[K, number]>) => new Map(pairs.map(([key, n]) => [key, Number(n)]));

/**
 * What the rows of these tasks show besides their columns, in ONE statement: their people, labels,
 * and per task its comments (`comment/*` type 1, replies included), subtasks (all and done), files
 * and linked records. Six statements side by side cost each its own socket write and reply on
 * both sides, most of the list's own work (bench:office 任务: 0.6 ms of Node CPU a page in writes).
 */
export async function decorationOf(db: Kysely<Database>, tasks: readonly TaskRow[]): Promise<TaskDecoration> {
  const taskIds = tasks.map((task) => task.task_id);
  const userIds = [...new Set(tasks.flatMap((task) => [Number(task.create_user_id), ...(task.main_user_id === null ? [] : [Number(task.main_user_id)]), ...task.owner_user_id]))];
  const labelIds = [...new Set(tasks.flatMap((task) => task.label_id))];
  const batches = [...new Set(tasks.flatMap((task) => (task.batch_id ? [task.batch_id] : [])))];
  if (!taskIds.length) return { users: new Map(), labels: new Map(), comments: new Map(), children: new Map(), files: new Map(), relations: new Map() };
  const tasksOf = sql`${taskIds}::bigint[]`;
  const { rows: [read] } = await sql<{
    users: Array<{ userId: number; realname: string; img: string | null }>; labels: Array<{ labelId: number; labelName: string; color: string | null }>;
    comments: Array<[number, number]>; children: Array<[number, number, number]>; files: Array<[string, number]>; relations: Array<[number, number]>;
  }>`select
    (select coalesce(jsonb_agg(${userJson}), '[]') from admin_user u where u.user_id = any(${userIds}::bigint[])) as users,
    (select coalesce(jsonb_agg(${labelJson}), '[]') from task_label b where b.label_id = any(${labelIds}::bigint[])) as labels,
    (select coalesce(jsonb_agg(jsonb_build_array(c.type_id, c.n)), '[]') from (
      select type_id, count(*) as n from task_comment where type = ${COMMENT_TYPE.task} and type_id = any(${tasksOf}) group by type_id) c) as comments,
    (select coalesce(jsonb_agg(jsonb_build_array(k.pid, k.n, k.done)), '[]') from (
      select pid, count(*) as n, count(*) filter (where status = ${TASK_STATUS.done}) as done from task
      where pid = any(${tasksOf}) and pid <> 0 group by pid) k) as children,
    (select coalesce(jsonb_agg(jsonb_build_array(f.batch_id, f.n)), '[]') from (
      select batch_id, count(*) as n from admin_file where batch_id = any(${batches}::text[]) group by batch_id) f) as files,
    (select coalesce(jsonb_agg(jsonb_build_array(x.task_id, ${linkedCount})), '[]') from task_relation x where x.task_id = any(${tasksOf})) as relations`.execute(db);
  return {
    users: new Map(read!.users.map(userOf)),
    labels: new Map(read!.labels.map((label) => [Number(label.labelId), label])),
    comments: countsOf(read!.comments),
    children: new Map(read!.children.map(([pid, all, done]) => [Number(pid), { all: Number(all), done: Number(done) }])),
    files: countsOf(read!.files),
    relations: countsOf(read!.relations),
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
  return withFields(task, {
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
  });
}

/** What one task row of `decoratedPage` carries besides its columns (the decoration statement's parts, for this task). */
interface RowDecoration {
  users: UserBrief[];
  labels: Array<{ labelId: number; labelName: string; color: string | null }>;
  comments: number; children: [number, number]; files: number; relations: number;
}

/**
 * A list's page of tasks with what its rows show, in ONE statement: the page (a select of task rows,
 * ordered and limited) and per row its people, labels and counts as one jsonb column. Reading the
 * page and then its decoration cost two round trips in a row, the list's largest cost after the
 * statements themselves (bench:office 任务). `decorationOf` still serves tasks already read.
 */
export function decoratedPageStatement(db: Kysely<Database>, page: SelectQueryBuilder<Database, 'task', TaskRow>) {
  return db.selectFrom(page.as('t')).selectAll('t').select(sql<RowDecoration>`jsonb_build_object(
    'users', (select coalesce(jsonb_agg(${userJson}), '[]')
      from admin_user u where u.user_id = any(array[t.create_user_id, t.main_user_id]::bigint[] || t.owner_user_id::bigint[])),
    'labels', (select coalesce(jsonb_agg(${labelJson}), '[]') from task_label b where b.label_id = any(t.label_id)),
    'comments', (select count(*) from task_comment c where c.type = ${COMMENT_TYPE.task} and c.type_id = t.task_id),
    'children', (select jsonb_build_array(count(*), count(*) filter (where k.status = ${TASK_STATUS.done})) from task k where k.pid = t.task_id and k.pid <> 0),
    'files', case when t.batch_id is null then 0 else (select count(*) from admin_file f where f.batch_id = t.batch_id) end,
    'relations', coalesce((select ${linkedCount} from task_relation x where x.task_id = t.task_id), 0))`.as('decoration'))
    .orderBy('t.create_time', 'desc').orderBy('t.task_id', 'desc');
}

/** A row `decoratedPageStatement` reads: the task's columns and its `decoration`. */
export type DecoratedTaskRow = TaskRow & { decoration: RowDecoration };

/** The list rows of what `decoratedPageStatement` read, in its order. */
export function decoratedRows(read: readonly DecoratedTaskRow[]) {
  const decoration: TaskDecoration = { users: new Map(), labels: new Map(), comments: new Map(), children: new Map(), files: new Map(), relations: new Map() };
  const tasks = read.map(({ decoration: row, ...task }) => {
    for (const user of row.users) decoration.users.set(...userOf(user));
    for (const label of row.labels) decoration.labels.set(Number(label.labelId), label);
    decoration.comments.set(task.task_id, Number(row.comments));
    decoration.children.set(task.task_id, { all: Number(row.children[0]), done: Number(row.children[1]) });
    if (task.batch_id) decoration.files.set(task.batch_id, Number(row.files));
    decoration.relations.set(task.task_id, Number(row.relations));
    return task as TaskRow;
  });
  const now = new Date();
  return tasks.map((task) => taskRow(task, decoration, now));
}

export async function decoratedPage(db: Kysely<Database>, page: SelectQueryBuilder<Database, 'task', TaskRow>) {
  return decoratedRows(await decoratedPageStatement(db, page).execute());
}

/** The rows of these tasks, in their order. */
export async function taskRows(db: Kysely<Database>, tasks: readonly TaskRow[]) {
  const decoration = await decorationOf(db, tasks);
  const now = new Date();
  return tasks.map((task) => taskRow(task, decoration, now));
}
