/**
 * A project's board answered by the database as the client's JSON (work/queryTaskByWorkId).
 *
 * Why one statement that builds the JSON, read as bytes: a board of 5,000 cards read as rows,
 * decorated in four more statements, assembled and camel-cased in JavaScript spent 600 ms where
 * the database needs about 160 (docs/benchmarks.md, "A project's board"): the driver
 * parsing 5,000 rows of timestamps and arrays, 5,000 ids bound four times, and a 3.9 MB answer
 * walked twice. Here the database joins, groups and formats (each decoration one grouped pass over
 * the board's tasks) and its bytes go to the socket as they are (db/statementBytes.ts): never
 * decoded into a JavaScript string and encoded back (`AnswerBytes`).
 *
 * Each card is exactly `taskRow`'s shape (task/taskRows.ts, shared with every other task answer)
 * plus its list (`classId`, `className`, `classOrder`); tests/api/work.test.ts holds the two to
 * the same answer, and any text (quotes, backslashes, line breaks, emoji) to its bytes.
 */
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, TaskTable } from '../db/schema.ts';
import { toLocalTimestamp } from '../db/localTime.ts';
import { statementBytes } from '../db/statementBytes.ts';
import { AnswerBytes } from '../http/serialize.ts';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';
import { RELATION_KINDS } from '../oa/examine/examineRelations.ts';
import { TASK_STATUS } from '../task/taskInput.ts';
import { BusinessError } from '../http/errors.ts';
import { visibleWorksTo, WORK_GONE } from './workAccess.ts';
import { permissionVersion, sessionGeneration, type VersionRider } from '../permissions/versionRider.ts';

/** The list a card in no list of the project shows under (first, only when it has cards). */
export const UNGROUPED = { classId: -1, className: '(未分组)' } as const;

/** A `timestamp` column as the wire's `yyyy-MM-dd HH:mm:ss` (the column holds local wall time, db/localTime.ts). */
const wireTime = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD HH24:MI:SS')`;
/** An integer[] as the original's ",1,2," ('' when empty), as `idCsv` writes it. */
const idCsv = (column: string) => sql`case when cardinality(${sql.ref(column)}) > 0 then ',' || array_to_string(${sql.ref(column)}, ',') || ',' else '' end`;

/**
 * The board's answer as the bytes of its JSON: `[{classId, className, count, list: [card…]}…]`,
 * the lists in their order, cards by (orderNum, taskId); `tasks` is the board's (filtered)
 * top-level tasks; `项目不存在！` when the caller does not see the project.
 */
export async function boardJson(db: Kysely<Database>, viewer: BoardViewer, tasks: BoardTasks, rider?: VersionRider): Promise<AnswerBytes> {
  const bytes = await statementBytes(db, boardStatement(viewer, tasks, rider), { around: AnswerBytes.around('[', ']'), asideRows: 1 });
  const [sight] = bytes.aside;
  if (!sight) { // no sight row: the project is out of the caller's view
    bytes.destroy();
    throw new BusinessError(WORK_GONE);
  }
  rider?.carried({ lingxi_permission_version: sight[0], lingxi_session_generation: sight[1] });
  return new AnswerBytes(bytes);
}

/** Whose board: the project, and the caller whose sight of it the statement checks. */
export interface BoardViewer { workId: number; userId: number }

type BoardTasks = SelectQueryBuilder<Database, 'task', Selectable<TaskTable>>;

/** A user as the card shows one ({userId, realname, img}), or null. */
const person = (alias: string) => sql`case when ${sql.ref(`${alias}.user_id`)} is null then null
  else json_build_object('userId', ${sql.ref(`${alias}.user_id`)}, 'realname', coalesce(${sql.ref(`${alias}.realname`)}, ''), 'img', ${sql.ref(`${alias}.img`)}) end`;

/**
 * The statement (bench:project also runs it as raw SQL): when the caller sees the project, a
 * "sight" row (the guard's versions, when it awaits them), then one row per list in the board's
 * order, the list's JSON in three pieces, its cards' JSON joined by commas in the middle one; when
 * not, no row at all. The sight is checked
 * here (visibleWorksTo, the caller's roles read by the same statement) rather than by reads before
 * it: on PGlite, whose one connection runs them in turn, those reads cost more than everything
 * else the server adds. Cards are built by row_to_json over columns already named as the client's
 * keys (cheaper than json_build_object and no spaces).
 */
export function boardStatement({ workId, userId }: BoardViewer, tasks: BoardTasks, rider?: VersionRider) {
  const now = toLocalTimestamp(new Date());
  // constants written into the statement: inside a union a bound parameter has no type
  const [ungroupedId, ungroupedName] = [sql.lit(UNGROUPED.classId), sql.lit(UNGROUPED.className)];
  const relationCount = sql.join(RELATION_KINDS.map((kind) => sql`cardinality(r.${sql.ref(kind.column)})`), sql` + `);
  return sql<{ opening: string; cards: string | null; closing: string }>`
    with seen as (select 1 from work where work.work_id = ${workId} and ${visibleWorksTo(userId)}),
    t as materialized (${tasks.where(sql<boolean>`exists (select 1 from seen)`)}),
    lists as (select class_id, name, order_num from work_task_class where work_id = ${workId} and exists (select 1 from seen)),
    kids as (select pid, count(*) as all_count, count(*) filter (where status = ${TASK_STATUS.done}) as done_count
      from task where pid in (select task_id from t) group by pid),
    comments as (select type_id, count(*) as n from task_comment
      where type = ${COMMENT_TYPE.task} and type_id in (select task_id from t) group by type_id),
    files as (select batch_id, count(*) as n from admin_file where batch_id in (select batch_id from t) group by batch_id),
    relations as (select r.task_id, ${relationCount} as n from task_relation r where r.task_id in (select task_id from t)),
    owners as (select t.task_id, json_agg(${person('u')} order by o.n) as j
      from t cross join unnest(t.owner_user_id) with ordinality o(id, n) join admin_user u on u.user_id = o.id group by t.task_id),
    labels as (select t.task_id, json_agg(json_build_object('labelId', tl.label_id, 'labelName', tl.name, 'color', tl.color) order by o.n) as j
      from t cross join unnest(t.label_id) with ordinality o(id, n) join task_label tl on tl.label_id = o.id group by t.task_id),
    cards as (
      select t.task_id as "taskId", t.name, t.create_user_id as "createUserId", t.main_user_id as "mainUserId",
        ${idCsv('t.owner_user_id')} as "ownerUserId", ${wireTime('t.create_time')} as "createTime",
        ${wireTime('t.update_time')} as "updateTime", t.status, coalesce(l.class_id, ${ungroupedId}) as "classId",
        ${idCsv('t.label_id')} as "labelId", t.description, t.pid, ${wireTime('t.start_time')} as "startTime",
        ${wireTime('t.stop_time')} as "stopTime", t.priority, t.work_id as "workId", t.is_top as "isTop", t.is_open as "isOpen",
        t.order_num as "orderNum", t.top_order_num as "topOrderNum", ${wireTime('t.archive_time')} as "archiveTime",
        t.is_archive as "isArchive", t.ishidden, ${wireTime('t.hidden_time')} as "hiddenTime", t.batch_id as "batchId",
        ${person('mu')} as "mainUser", ${person('cu')} as "createUser",
        coalesce(ow.j, '[]') as "ownerUserList", coalesce(lb.j, '[]') as "labelList",
        coalesce(c.n, 0) as "commentCount", coalesce(k.done_count, 0) as "childWCCount", coalesce(k.all_count, 0) as "childAllCount",
        coalesce(f.n, 0) as "fileCount", coalesce(r.n, 0) as "relationCount",
        case when t.stop_time < ${now}::timestamp and t.status not in (${TASK_STATUS.done}, ${TASK_STATUS.delayed}) then 1 else 0 end as "isEnd",
        coalesce(l.name, ${ungroupedName}) as "className", coalesce(l.order_num, 0) as "classOrder"
      from t
      left join lists l on l.class_id = t.class_id
      left join admin_user mu on mu.user_id = t.main_user_id
      left join admin_user cu on cu.user_id = t.create_user_id
      left join owners ow on ow.task_id = t.task_id
      left join labels lb on lb.task_id = t.task_id
      left join kids k on k.pid = t.task_id
      left join comments c on c.type_id = t.task_id
      left join files f on f.batch_id = t.batch_id
      left join relations r on r.task_id = t.task_id),
    grouped as (select c."classId" as list_id, count(*) as n, string_agg(row_to_json(c)::text, ',' order by c."orderNum", c."taskId") as cards
      from cards c group by c."classId")
    -- every list (empty ones too) and 未分组 when it has cards: one pass over the grouped cards, whose
    -- texts are large enough that a second reference (materialising them) costs more than the rest.
    -- A list is three pieces of the answer, in order: its opening (with the comma before every
    -- list but the first), its cards, its closing; the caller writes the '[' and ']' around them.
    -- The sight row before them is kept aside by the caller: it carries the access guard's two
    -- versions when the call awaits them (permissions/versionRider.ts), in the same snapshot.
    select opening, cards, closing from (
      select 0 as position, ${rider ? sql`${permissionVersion}::text` : sql`null`} as opening, ${rider ? sql`${sessionGeneration}::text` : sql`null`} as cards, null as closing from seen
      union all
      select row_number() over board_order as position,
        case when row_number() over board_order = 1 then '' else ',' end
          || '{"classId":' || coalesce(l.class_id, g.list_id) || ',"className":' || to_json(coalesce(l.name, ${ungroupedName}))::text
          || ',"count":' || coalesce(g.n, 0) || ',"list":[',
        g.cards,
        ']}'
      from lists l full join grouped g on g.list_id = l.class_id
      window board_order as (order by l.class_id is not null, l.order_num, l.class_id)
    ) board order by position`;
}
