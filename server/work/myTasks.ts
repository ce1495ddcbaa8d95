/**
 * The caller's own task boards (contract 11 `workbench/*`), office and project tasks alike:
 *   workbench/myTask     the open top-level tasks the caller is 负责人 of (not done, archived or in
 *                        the trash; a project task only while the caller sees its project), as the
 *                        four columns 收件箱 / 今天要做 / 下一步要做 / 以后要做 (`is_top` 0-3), each
 *                        in its order (`top_order_num`);
 *   workbench/updateTop  a move between (or within) those columns: `toList` (and `fromList`) in
 *                        their new order, written as 1..n under a lock on the caller, so two tabs
 *                        dragging at once end in one consistent order;
 *   workbench/dateList   the top-level tasks the caller is 负责人 or 参与人 of, due within
 *                        [startTime, endTime] (days), for the task calendar.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseLocalTimestamp } from '../db/localTime.ts';
import { BusinessError } from '../http/errors.ts';
import { readIdList } from '../http/idList.ts';
import { optionalChoice, type Params, requireText } from '../http/params.ts';
import { intArray } from '../oa/examine/examineRelations.ts';
import { OA_WORK_ID, TASK_GONE } from '../task/taskAccess.ts';
import { TASK_STATUS } from '../task/taskInput.ts';
import { taskRows } from '../task/taskRows.ts';
import { visibleWorks, WORK_STATUS, type WorkViewer } from './workAccess.ts';

export const MY_TASK_COLUMNS = ['收件箱', '今天要做', '下一步要做', '以后要做'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Top-level tasks out of the trash and the archive, office ones or of a project the viewer sees (active). */
function reachableTasks(db: Kysely<Database>, viewer: WorkViewer) {
  return db.selectFrom('task').where('task.pid', '=', 0).where('task.ishidden', '=', 0).where('task.is_archive', '=', 0)
    .where(sql<boolean>`(task.work_id = ${OA_WORK_ID} or exists (select 1 from work where work.work_id = task.work_id and ${visibleWorks(viewer, [WORK_STATUS.active])}))`);
}

function myOpenTasks(db: Kysely<Database>, viewer: WorkViewer) {
  return reachableTasks(db, viewer).where('task.main_user_id', '=', viewer.userId).where('task.status', '<>', TASK_STATUS.done);
}

/** Each row with its project's name (office tasks: none). */
export async function withWorkNames(db: Kysely<Database>, rows: Awaited<ReturnType<typeof taskRows>>) {
  const workIds = [...new Set(rows.map((row) => row.work_id).filter((id) => id !== OA_WORK_ID))];
  const works = workIds.length ? await db.selectFrom('work').select(['work_id', 'name']).where('work_id', 'in', workIds).execute() : [];
  const names = new Map(works.map((work) => [work.work_id, work.name]));
  return rows.map((row) => ({ ...row, workName: names.get(row.work_id) ?? null }));
}

export async function myTaskBoard(db: Kysely<Database>, viewer: WorkViewer) {
  const tasks = await myOpenTasks(db, viewer).selectAll('task').orderBy('task.is_top').orderBy('task.top_order_num').orderBy('task.task_id', 'desc').execute();
  const rows = await withWorkNames(db, await taskRows(db, tasks));
  return MY_TASK_COLUMNS.map((title, isTop) => {
    const list = rows.filter((row) => row.is_top === isTop);
    return { title, isTop, count: list.length, list };
  });
}

export async function updateTop(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const toTopId = optionalChoice(params, 'toTopId', '目标分组', [0, 1, 2, 3]);
  if (toTopId === undefined) throw new BusinessError('目标分组不能为空');
  const fromTopId = optionalChoice(params, 'fromTopId', '原分组', [0, 1, 2, 3]) ?? toTopId;
  const toList = readIdList(params.toList ?? [], '任务', { max: 10_000 });
  const fromList = fromTopId === toTopId || params.fromList === undefined ? [] : readIdList(params.fromList, '任务', { max: 10_000 });
  if (toList.some((id) => fromList.includes(id))) throw new BusinessError('同一任务不能在两个分组中');
  await db.transaction().execute(async (trx) => {
    // One writer per person at a time: the lock is the person's own row.
    await trx.selectFrom('admin_user').select('user_id').where('user_id', '=', viewer.userId).forUpdate().execute();
    const ids = [...toList, ...fromList];
    if (ids.length) {
      const mine = await myOpenTasks(trx, viewer).select('task.task_id').where('task.task_id', 'in', ids).execute();
      if (mine.length !== ids.length) throw new BusinessError(TASK_GONE);
    }
    for (const [isTop, list] of [[fromTopId, fromList], [toTopId, toList]] as const) {
      if (!list.length) continue;
      await sql`update task set is_top = ${isTop}, top_order_num = o.n from unnest(${intArray(list)}::integer[]) with ordinality as o(id, n)
        where task.task_id = o.id`.execute(trx);
    }
    await sql`update task set top_order_num = o.n from (
        select task_id, row_number() over (partition by is_top order by top_order_num, task_id) as n from task
        where main_user_id = ${viewer.userId} and pid = 0 and ishidden = 0 and is_top = any(${intArray([fromTopId, toTopId])}::integer[])
      ) o where task.task_id = o.task_id and task.top_order_num <> o.n`.execute(trx);
  });
}

function readDay(params: Params, key: string, label: string): Date {
  const text = requireText(params, key, label, 10);
  if (!DAY.test(text)) throw new BusinessError(`${label}格式不正确`);
  return parseLocalTimestamp(`${text} 00:00:00`) as Date;
}

export async function taskCalendar(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const start = readDay(params, 'startTime', '开始时间');
  const end = readDay(params, 'endTime', '结束时间');
  if (end.getTime() < start.getTime()) throw new BusinessError('结束时间早于开始时间');
  if (end.getTime() - start.getTime() > 366 * 86_400_000) throw new BusinessError('时间范围不能超过一年');
  const until = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
  const tasks = await reachableTasks(db, viewer).selectAll('task')
    .where((eb) => eb.or([eb('task.main_user_id', '=', viewer.userId), sql<boolean>`task.owner_user_id @> ${intArray([viewer.userId])}::integer[]`]))
    .where('task.stop_time', '>=', start).where('task.stop_time', '<', until)
    .orderBy('task.stop_time').orderBy('task.task_id').execute();
  return withWorkNames(db, await taskRows(db, tasks));
}
