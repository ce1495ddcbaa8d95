/**
 * The checks of the employee admin that read the database, made inside the writing transaction
 * (after lockOrganisation), so that nothing is written when one refuses:
 *
 * - the department, the direct superior and the roles exist; the superior is neither the
 *   employee nor someone below them (a cycle in the reporting line);
 * - the super admin rules (contract 3.5: user 3 and role 1): only a super admin (user 3 or a
 *   holder of role 1) may grant role 1, or change, disable or reset an account that holds it.
 *   Otherwise a 部门与员工管理员 could reset the administrator's password and log in as them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSuperAdmin, rolesOfUser, SUPER_ADMIN_ROLE_ID, SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { userWithSubordinates } from '../organisation.ts';

/** Role types an employee can be given: the groups of system/role/getAllRoleList (contract 3.8). */
export const ASSIGNABLE_ROLE_TYPES = [1, 2, 7, 8, 0] as const;

export async function checkDept(trx: Kysely<Database>, deptId: number): Promise<void> {
  const dept = await trx.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', deptId).executeTakeFirst();
  if (!dept) throw new BusinessError('部门不存在');
}

/**
 * `parentId` 0 = no superior. `userId` is the employee being edited (undefined for a new one,
 * who has nobody below them yet).
 */
export async function checkSuperior(trx: Kysely<Database>, parentId: number, userId?: number): Promise<void> {
  if (parentId === 0) return;
  if (parentId === userId) throw new BusinessError('直属上级不能是员工本人');
  const parent = await trx.selectFrom('admin_user').select('user_id').where('user_id', '=', parentId).executeTakeFirst();
  if (!parent) throw new BusinessError('直属上级不存在');
  if (userId !== undefined && (await userWithSubordinates(trx, userId)).includes(parentId)) {
    throw new BusinessError('该员工的下级员工不能设置为直属上级');
  }
}

export async function checkRoles(trx: Kysely<Database>, roleIds: number[], actorIsSuperAdmin: boolean): Promise<void> {
  const found = await trx.selectFrom('admin_role').select('role_id')
    .where('role_id', 'in', roleIds).where('role_type', 'in', [...ASSIGNABLE_ROLE_TYPES]).execute();
  if (found.length !== roleIds.length) throw new BusinessError('角色不存在');
  if (roleIds.includes(SUPER_ADMIN_ROLE_ID) && !actorIsSuperAdmin) throw new BusinessError('无权授予超级管理员角色');
}

/** User 3, or a holder of the (enabled) role 1: what bypasses every check elsewhere too. */
export async function actsAsSuperAdmin(db: Kysely<Database>, userId: number): Promise<boolean> {
  return userId === SUPER_ADMIN_USER_ID || isSuperAdmin(await rolesOfUser(db, userId));
}

/** Those of `userIds` that are user 3 or hold role 1 (enabled or not). */
export async function superAdminsAmong(db: Kysely<Database>, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const holders = await db.selectFrom('admin_user_role').select('user_id')
    .where('user_id', 'in', userIds).where('role_id', '=', SUPER_ADMIN_ROLE_ID).execute();
  const ids = new Set(holders.map((h) => h.user_id));
  if (userIds.includes(SUPER_ADMIN_USER_ID)) ids.add(SUPER_ADMIN_USER_ID);
  return [...ids];
}

/** Refuses a caller who is not a super admin touching an account that is one. */
export async function checkMayChange(db: Kysely<Database>, actorIsSuperAdmin: boolean, userIds: number[]): Promise<void> {
  if (actorIsSuperAdmin) return;
  if ((await superAdminsAmong(db, userIds)).length) throw new BusinessError('无权修改超级管理员');
}

/** Every id must be an existing user; `员工不存在` otherwise. */
export async function checkUsersExist(db: Kysely<Database>, userIds: number[]): Promise<void> {
  const found = await db.selectFrom('admin_user').select('user_id').where('user_id', 'in', userIds).execute();
  if (found.length !== userIds.length) throw new BusinessError('员工不存在');
}
