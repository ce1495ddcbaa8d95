/**
 * The user object of login and `system/user/queryLoginUser` (contract 2): every admin_user column
 * except password and salt, plus the department's name and the direct superior's real name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/** Columns safe to send; password and salt are never selected, so they cannot leak by accident. */
export const PUBLIC_USER_COLUMNS = [
  'u.user_id', 'u.username', 'u.img', 'u.create_time', 'u.realname', 'u.num', 'u.mobile', 'u.email',
  'u.sex', 'u.dept_id', 'u.post', 'u.status', 'u.parent_id', 'u.last_login_time', 'u.last_login_ip',
] as const;

export async function loadUserProfile(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('admin_user as u')
    .leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .leftJoin('admin_user as p', 'p.user_id', 'u.parent_id')
    .select([...PUBLIC_USER_COLUMNS, 'd.name as deptName', 'p.realname as parentName'])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new BusinessError('用户不存在');
  return user;
}

export type UserProfile = Awaited<ReturnType<typeof loadUserProfile>>;
