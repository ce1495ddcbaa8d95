/**
 * work/workStatistics (contract 11, "shape approximate"): a project's (`workId`) or every project
 * the caller sees (`workId` = `all` or absent) top-level tasks out of the trash, counted by the
 * database, one grouped statement per figure:
 *   totals      allCount, complete (已完成), undone, overdue (not done, 延期 or past its due time),
 *               archive (归档), completionRate and overdueRate (percent of allCount, 2 decimals);
 *   memberTaskStatistics  the same per 负责人 (tasks with none are counted under userId null);
 *   classStatistics       per list, every list of the project (one project only);
 *   labelStatistics       per label carried;
 *   ownerList             the project's members (one project), or the 负责人 counted (all).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import type { Params } from '../http/params.ts';
import { TASK_STATUS } from '../task/taskInput.ts';
import { visibleWorks, WORK_STATUS, workAccess, type WorkViewer } from './workAccess.ts';
import { memberRoles } from './workRows.ts';

interface Counts { all_count: string | number; complete: string | number; undone: string | number; overdue: string | number; archive: string | number }

const COUNTS = sql`count(*) as all_count,
  count(*) filter (where t.status = ${TASK_STATUS.done}) as complete,
  count(*) filter (where t.status <> ${TASK_STATUS.done}) as undone,
  count(*) filter (where t.status <> ${TASK_STATUS.done} and (t.status = ${TASK_STATUS.delayed} or t.stop_time < now())) as overdue,
  count(*) filter (where t.is_archive = 1) as archive`;

const rate = (part: number, all: number) => (all === 0 ? 0 : Math.round((part * 10_000) / all) / 100);

function figures(row: Counts | undefined) {
  const allCount = Number(row?.all_count ?? 0);
  const complete = Number(row?.complete ?? 0);
  const overdue = Number(row?.overdue ?? 0);
  return {
    allCount, complete, undone: Number(row?.undone ?? 0), overdue, archive: Number(row?.archive ?? 0),
    completionRate: rate(complete, allCount), overdueRate: rate(overdue, allCount),
  };
}

export async function workStatistics(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const asked = params.workId === undefined || params.workId === '' || params.workId === 'all' ? 'all' : Number(params.workId);
  if (asked !== 'all' && (!Number.isSafeInteger(asked) || asked <= 0)) throw new BusinessError('项目格式不正确');
  const work = asked === 'all' ? undefined : (await workAccess(db, viewer, asked)).work;
  const scope: RawBuilder<boolean> = work
    ? sql`t.work_id = ${work.work_id}`
    : sql`t.work_id in (select work.work_id from work where ${visibleWorks(viewer, [WORK_STATUS.active])})`;
  const taskRows = sql`t.pid = 0 and t.ishidden = 0 and ${scope}`;

  const [totals, members, classes, labels, owners] = await Promise.all([
    sql<Counts>`select ${COUNTS} from task t where ${taskRows}`.execute(db),
    sql<Counts & { user_id: number | null; realname: string | null; img: string | null }>`
      select t.main_user_id as user_id, u.realname, u.img, ${COUNTS}
      from task t left join admin_user u on u.user_id = t.main_user_id
      where ${taskRows} group by t.main_user_id, u.realname, u.img order by count(*) desc, t.main_user_id`.execute(db),
    work ? sql<Counts & { class_id: number; name: string }>`
      select c.class_id, c.name, count(t.task_id) as all_count,
        count(t.task_id) filter (where t.status = ${TASK_STATUS.done}) as complete,
        count(t.task_id) filter (where t.status <> ${TASK_STATUS.done}) as undone,
        count(t.task_id) filter (where t.status <> ${TASK_STATUS.done} and (t.status = ${TASK_STATUS.delayed} or t.stop_time < now())) as overdue,
        count(t.task_id) filter (where t.is_archive = 1) as archive
      from work_task_class c left join task t on t.class_id = c.class_id and t.work_id = c.work_id and t.pid = 0 and t.ishidden = 0
      where c.work_id = ${work.work_id} group by c.class_id, c.name, c.order_num order by c.order_num, c.class_id`.execute(db)
      : Promise.resolve({ rows: [] as Array<Counts & { class_id: number; name: string }> }),
    sql<Counts & { label_id: number; name: string; color: string | null }>`
      select l.label_id, l.name, l.color, ${COUNTS}
      from task t cross join lateral unnest(t.label_id) as x(label_id) join task_label l on l.label_id = x.label_id
      where ${taskRows} group by l.label_id, l.name, l.color order by l.label_id`.execute(db),
    work ? memberRoles(db, work.work_id) : Promise.resolve(undefined),
  ]);
  const memberTaskStatistics = members.rows.map((row) => ({
    userId: row.user_id === null ? null : Number(row.user_id), realname: row.realname, img: row.img, ...figures(row),
  }));
  return {
    workId: work?.work_id ?? 'all',
    workName: work?.name ?? null,
    ...figures(totals.rows[0]),
    memberTaskStatistics,
    classStatistics: classes.rows.map((row) => ({ classId: row.class_id, className: row.name, ...figures(row) })),
    labelStatistics: labels.rows.map((row) => ({ labelId: row.label_id, name: row.name, color: row.color, ...figures(row) })),
    ownerList: owners ?? memberTaskStatistics.filter((row) => row.userId !== null).map(({ userId, realname, img }) => ({ userId, realname, img })),
  };
}
