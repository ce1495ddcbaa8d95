/**
 * 日志汇总 (`OaLog/querySummary`, the office's journalList page; not in the contract, which gives
 * the page no call of its own): for each member the caller may read the logs of, how many 日报 /
 * 周报 / 月报 they sent in the period and when last, and who sent none, listed first.
 *
 * Members: the caller and everyone below them on the reporting line (the people whose logs the
 * caller sees by `receivedLogs`' subordinate rule); every enabled user for the super admin.
 * `userIds` / `deptIds` (the page's 员工/部门 filter, departments with those below them) narrow
 * that set and never widen it: asking for someone else's people answers nothing about them.
 * Period: `type` (a preset) or `startTime` + `endTime`, as the CRM 仪表盘 reads it (readPeriod).
 * One statement counts; disabled users (status 0) are left out, as they send nothing.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatLocalDateTime } from '../../db/localTime.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { optionalIds } from '../../http/idList.ts';
import type { Params } from '../../http/params.ts';
import { readPeriod } from '../../crm/instrument/period.ts';
import { usersOfDepts, userWithSubordinates } from '../../system/organisation.ts';

export interface LogSummaryRow {
  userId: number;
  realname: string;
  deptName: string | null;
  post: string | null;
  /** 日报, 周报, 月报 sent in the period, and all three */
  dayCount: number;
  weekCount: number;
  monthCount: number;
  total: number;
  /** the last log's time in the period, yyyy-MM-dd HH:mm:ss; null when none */
  lastTime: string | null;
  /** 1 sent at least one log in the period, 0 none */
  sent: 0 | 1;
}

export interface LogSummary {
  list: LogSummaryRow[];
  memberCount: number;
  sentCount: number;
  unsentCount: number;
  dayCount: number;
  weekCount: number;
  monthCount: number;
}

/** The members whose logs the caller reads: themselves and their reports (everyone for the super admin), narrowed by the filter. */
async function summaryMembers(db: Kysely<Database>, userId: number, params: Params): Promise<number[] | 'all'> {
  const userIds = optionalIds(params, 'userIds', '员工');
  const deptIds = optionalIds(params, 'deptIds', '部门');
  const [superAdmin, team, deptUsers] = await Promise.all([isSuperAdminUser(db, userId), userWithSubordinates(db, userId), usersOfDepts(db, deptIds)]);
  const requested = userIds.length || deptIds.length ? new Set([...userIds, ...deptUsers]) : undefined;
  if (superAdmin) return requested ? [...requested] : 'all';
  return requested ? team.filter((id) => requested.has(id)) : team;
}

export async function logSummary(db: Kysely<Database>, userId: number, params: Params): Promise<LogSummary> {
  const period = readPeriod(params);
  const members = await summaryMembers(db, userId, params);
  const empty: LogSummary = { list: [], memberCount: 0, sentCount: 0, unsentCount: 0, dayCount: 0, weekCount: 0, monthCount: 0 };
  if (members !== 'all' && members.length === 0) return empty;
  const rows = await db
    .selectFrom('admin_user as u')
    .leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .leftJoinLateral(
      (eb) => eb.selectFrom('oa_log as l')
        .select([
          sql<number>`count(*) filter (where l.category_id = 1)::int`.as('day_count'),
          sql<number>`count(*) filter (where l.category_id = 2)::int`.as('week_count'),
          sql<number>`count(*) filter (where l.category_id = 3)::int`.as('month_count'),
          sql<Date | null>`max(l.create_time)`.as('last_time'),
        ])
        .whereRef('l.create_user_id', '=', 'u.user_id')
        .where('l.create_time', '>=', period.start)
        .where('l.create_time', '<', period.end)
        .as('c'),
      (join) => join.onTrue(),
    )
    .select(['u.user_id', 'u.realname', 'u.post', 'd.name as dept_name', 'c.day_count', 'c.week_count', 'c.month_count', 'c.last_time'])
    .where('u.status', '<>', 0)
    .$if(members !== 'all', (qb) => qb.where('u.user_id', 'in', members as number[]))
    // who has not sent comes first, then by name as the address book orders people
    .orderBy(sql`c.last_time is not null`)
    .orderBy('u.realname')
    .orderBy('u.user_id')
    .execute();
  const list = rows.map((row): LogSummaryRow => {
    // a lateral aggregate always answers one row; the left join only makes its columns nullable in type
    const [dayCount, weekCount, monthCount] = [row.day_count ?? 0, row.week_count ?? 0, row.month_count ?? 0];
    const total = dayCount + weekCount + monthCount;
    return {
      userId: row.user_id,
      realname: row.realname ?? '',
      deptName: row.dept_name ?? null,
      post: row.post ?? null,
      dayCount,
      weekCount,
      monthCount,
      total,
      lastTime: row.last_time instanceof Date ? formatLocalDateTime(row.last_time) : null,
      sent: total > 0 ? 1 : 0,
    };
  });
  const sum = (key: 'dayCount' | 'weekCount' | 'monthCount') => list.reduce((n, row) => n + row[key], 0);
  const sentCount = list.filter((row) => row.sent).length;
  return { list, memberCount: list.length, sentCount, unsentCount: list.length - sentCount, dayCount: sum('dayCount'), weekCount: sum('weekCount'), monthCount: sum('monthCount') };
}
