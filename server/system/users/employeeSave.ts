/**
 * `system/user/addUser` and `system/user/setUser` (contract 4.2): one transaction each, under the
 * organisation lock; every check before the first write, so a refusal writes nothing.
 *
 * Who sees what follows at once: the user row (dept_id, parent_id) and admin_user_role are
 * written in this transaction, and the triggers of migration 0010 bump the permission version in
 * it, so every process drops its cached auth trees, data scopes and sessions of the old standing
 * when this commits (docs/permissions-cache.md).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { SUPER_ADMIN_ROLE_ID, SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { forgetSystemScenes, refreshSystemScenes } from '../../scenes/sceneStore.ts';
import { lockOrganisation, userWithSuperiors } from '../organisation.ts';
import { actsAsSuperAdmin, checkDept, checkMayChange, checkRoles, checkSuperior } from './employeeChecks.ts';
import type { EmployeeForm } from './employeeForm.ts';

/** 员工编号: 15 random digits, no leading zero (as the original's seed `390823685766627`). */
export function randomEmployeeNumber(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;
}

export async function usernameTaken(trx: Kysely<Database>, username: string, exceptUserId?: number): Promise<boolean> {
  let query = trx.selectFrom('admin_user').select('user_id').where('username', '=', username);
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function replaceRoles(trx: Kysely<Database>, userId: number, roleIds: number[]): Promise<void> {
  await trx.deleteFrom('admin_user_role').where('user_id', '=', userId).where('role_id', 'not in', roleIds).execute();
  await trx.insertInto('admin_user_role').values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

/** The superiors above `parentId` (included) whose 下属 scenes must list the moved employee, or stop listing them. */
async function superiorsOf(trx: Kysely<Database>, parentId: number): Promise<number[]> {
  return parentId === 0 ? [] : userWithSuperiors(trx, parentId);
}

export interface NewEmployee extends EmployeeForm { username: string; password: string }

/** A new employee, usable at once (status 1); answers the new user id. */
export async function addEmployee(db: Kysely<Database>, actorId: number, input: NewEmployee): Promise<number> {
  const hash = await hashPassword(input.password); // scrypt: outside the transaction and its lock
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    if (await usernameTaken(trx, input.username)) throw new BusinessError('手机号重复！');
    await checkDept(trx, input.deptId);
    await checkSuperior(trx, input.parentId);
    await checkRoles(trx, input.roleIds, await actsAsSuperAdmin(trx, actorId));

    const { user_id: userId } = await trx.insertInto('admin_user').values({
      username: input.username, ...hash, img: null, create_time: new Date(), realname: input.realname,
      num: randomEmployeeNumber(), mobile: input.username, email: input.email, sex: input.sex, dept_id: input.deptId,
      post: input.post, status: 1, parent_id: input.parentId, last_login_time: null, last_login_ip: null,
    }).returning('user_id').executeTakeFirstOrThrow();
    await replaceRoles(trx, userId, input.roleIds);
    await refreshSystemScenes(trx, await superiorsOf(trx, input.parentId));
    return userId;
  });
}

export interface EmployeeChange extends EmployeeForm { userId: number; username: string }

/** Edits an employee: their fields, superior and roles (replaced by `roleIds`); the login name stays. */
export async function updateEmployee(db: Kysely<Database>, actorId: number, input: EmployeeChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const current = await trx.selectFrom('admin_user').select(['username', 'parent_id'])
      .where('user_id', '=', input.userId).executeTakeFirst();
    if (!current) throw new BusinessError('员工不存在');
    if (current.username !== input.username) throw new BusinessError('用户名不能修改！');
    const actorIsSuperAdmin = await actsAsSuperAdmin(trx, actorId);
    await checkMayChange(trx, actorIsSuperAdmin, [input.userId]);
    if (input.userId === SUPER_ADMIN_USER_ID && !input.roleIds.includes(SUPER_ADMIN_ROLE_ID)) {
      throw new BusinessError('超级管理员不可被更改');
    }
    await checkDept(trx, input.deptId);
    await checkSuperior(trx, input.parentId, input.userId);
    await checkRoles(trx, input.roleIds, actorIsSuperAdmin);

    await trx.updateTable('admin_user').set({
      realname: input.realname, sex: input.sex, email: input.email, dept_id: input.deptId, post: input.post,
      parent_id: input.parentId,
    }).where('user_id', '=', input.userId).execute();
    await replaceRoles(trx, input.userId, input.roleIds);
    // Contract 4.2: the employee's own system scenes go (rebuilt at their next scene/queryScene).
    await forgetSystemScenes(trx, input.userId);
    if (current.parent_id !== input.parentId) {
      // Not in the contract: the old and the new superiors' 下属 scenes follow the move in place.
      const chains = [...await superiorsOf(trx, current.parent_id), ...await superiorsOf(trx, input.parentId)];
      await refreshSystemScenes(trx, [...new Set(chains)].filter((id) => id !== input.userId));
    }
  });
}
