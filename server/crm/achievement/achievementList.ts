/**
 * achievement/queryAchievementList (contract 12.3): the targets of one year and kind for the rows
 * the settings page edits, zero-filled where nothing is saved (`achievementId` null then):
 *
 *   type 2  the department `deptId` and each of its direct sub-departments (by their sort order)
 *           `{deptId, name, …}`
 *   type 3  the employee `userId`, or every employee of the department `deptId` (its own members,
 *           by id) `{userId, name: realname, …}`
 *
 * and the target keys `{achievementId, objId, type, year, status, january … december, yeartarget}`,
 * money as numeric(18,2) texts. One statement for the rows and their targets.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';
import { readListSubject, readTargetKind, readTargetOf, readYear, type TargetKind, type TargetOf } from './achievementInput.ts';
import { MONTHS, TARGET_OF } from './achievementTargets.ts';

type TargetRow = Record<string, unknown>;

/** The target columns of `a` for the subject `objId`, zero where no row is saved. */
function targetColumns(type: TargetOf, year: string, status: TargetKind) {
  const months = MONTHS.map(([column]) => sql`coalesce(a.${sql.raw(column)}, 0)::numeric(18,2) as ${sql.raw(column)}`);
  return sql`a.achievement_id, s.obj_id, ${type}::int as type, ${year}::text as year, ${status}::int as status,
    ${sql.join(months)}, coalesce(a.yeartarget, 0)::numeric(18,2) as yeartarget`;
}

function joinTargets(type: TargetOf, year: string, status: TargetKind) {
  return sql`left join crm_achievement a on a.obj_id = s.obj_id and a.type = ${type} and a.year = ${year} and a.status = ${status}`;
}

async function deptRows(db: Kysely<Database>, deptId: number | undefined, year: string, status: TargetKind): Promise<TargetRow[]> {
  if (deptId === undefined) throw new BusinessError('部门不能为空');
  const dept = await db.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', deptId).executeTakeFirst();
  if (!dept) throw new BusinessError('该部门不存在或已被删除');
  const { rows } = await sql<TargetRow>`
    select s.obj_id as dept_id, s.name, ${targetColumns(TARGET_OF.dept, year, status)}
    from (select d.dept_id as obj_id, d.name, d.dept_id = ${deptId} as is_self, d.num from admin_dept d
          where d.dept_id = ${deptId} or d.pid = ${deptId}) s
    ${joinTargets(TARGET_OF.dept, year, status)}
    order by s.is_self desc, s.num, s.obj_id
  `.execute(db);
  return rows;
}

async function userRows(db: Kysely<Database>, subject: { deptId?: number; userId?: number }, year: string, status: TargetKind): Promise<TargetRow[]> {
  if (subject.userId === undefined && subject.deptId === undefined) throw new BusinessError('员工不能为空');
  const who = subject.userId !== undefined ? sql`u.user_id = ${subject.userId}` : sql`u.dept_id = ${subject.deptId}`;
  const { rows } = await sql<TargetRow>`
    select s.obj_id as user_id, s.name, ${targetColumns(TARGET_OF.user, year, status)}
    from (select u.user_id as obj_id, u.realname as name from admin_user u where ${who}) s
    ${joinTargets(TARGET_OF.user, year, status)}
    order by s.obj_id
  `.execute(db);
  if (subject.userId !== undefined && !rows.length) throw new BusinessError('该员工不存在或已被删除');
  if (subject.userId === undefined && !rows.length) {
    const dept = await db.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', subject.deptId!).executeTakeFirst();
    if (!dept) throw new BusinessError('该部门不存在或已被删除');
  }
  return rows;
}

export async function queryAchievementList(db: Kysely<Database>, params: Params): Promise<TargetRow[]> {
  const type = readTargetOf(params, TARGET_OF.dept);
  const year = readYear(params);
  const status = readTargetKind(params);
  const subject = readListSubject(params);
  return type === TARGET_OF.dept ? deptRows(db, subject.deptId, year, status) : userRows(db, subject, year, status);
}
