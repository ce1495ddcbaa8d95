/**
 * `system/user/queryUserList` rows (contract 4.2): the user, their department and superior, and
 * their roles as comma-separated ids and names (`"1,8"`, `"超级管理员,销售经理角色"`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Paging, toPage } from '../http/params.ts';
import { deptWithDescendants } from './organisation.ts';

export interface UserListFilter {
  /** substring of the real name */
  realname?: string;
  /** the department and every department below it */
  deptId?: number;
  status?: number;
  roleId?: number;
}

export async function queryUserList(db: Kysely<Database>, filter: UserListFilter, paging: Paging) {
  const deptIds = filter.deptId === undefined ? undefined : await deptWithDescendants(db, filter.deptId);
  let query = db.selectFrom('admin_user as u')
    .leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .leftJoin('admin_user as p', 'p.user_id', 'u.parent_id');
  if (filter.realname) query = query.where('u.realname', 'ilike', `%${escapeLike(filter.realname)}%`);
  if (deptIds) query = query.where('u.dept_id', 'in', deptIds.length ? deptIds : [-1]);
  if (filter.status !== undefined) query = query.where('u.status', '=', filter.status);
  if (filter.roleId !== undefined) {
    const roleId = filter.roleId;
    query = query.where(({ exists, selectFrom }) => exists(selectFrom('admin_user_role as ur')
      .select('ur.id').whereRef('ur.user_id', '=', 'u.user_id').where('ur.role_id', '=', roleId)));
  }

  let rowsQuery = query.select([
    'u.realname', 'u.username', 'u.user_id', 'u.sex', 'u.mobile', 'u.email', 'd.name as deptName', 'u.status',
    'u.create_time', 'u.dept_id', 'u.post', 'u.parent_id', 'u.img', 'p.realname as parentName',
  ]).orderBy('u.user_id');
  if (paging.pageType === 1) rowsQuery = rowsQuery.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const rows = await withRoles(db, await rowsQuery.execute());
  if (paging.pageType === 0) return rows;

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return toPage(rows, Number(total), paging);
}

async function withRoles<T extends { user_id: number }>(db: Kysely<Database>, users: T[]) {
  const links = users.length
    ? await db.selectFrom('admin_user_role as ur')
      .innerJoin('admin_role as r', 'r.role_id', 'ur.role_id')
      .select(['ur.user_id', 'r.role_id', 'r.role_name'])
      .where('ur.user_id', 'in', users.map((u) => u.user_id))
      .orderBy('r.role_id')
      .execute()
    : [];
  return users.map((user) => {
    const mine = links.filter((l) => l.user_id === user.user_id);
    return {
      ...user,
      roleId: mine.length ? mine.map((l) => l.role_id).join(',') : null,
      roleName: mine.length ? mine.map((l) => l.role_name).join(',') : null,
    };
  });
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
