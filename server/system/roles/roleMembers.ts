/**
 * Who holds a role (contract 3.8): `system/role/relatedUser` gives roles to employees,
 * `system/role/unbindingUser` takes one away. Listing a role's members is
 * `system/user/queryUserList` with `roleId` (userList.ts). Same transaction, lock and super admin
 * rules as the employee form (users/employeeChecks.ts): only a super admin grants role 1 or changes
 * an account that holds it; user 3 keeps role 1; role 1 always keeps a holder; nobody is left
 * without a role. admin_user_role's trigger bumps the permission version in the transaction, so
 * the employees' rights and data scope change on their next call.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { SUPER_ADMIN_ROLE_ID, SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { lockOrganisation } from '../organisation.ts';
import { actsAsSuperAdmin, checkMayChange, checkRoles, checkUsersExist } from '../users/employeeChecks.ts';

/** Each role to each user; a binding that exists stays as it is. */
export async function relateUsers(db: Kysely<Database>, actorId: number, userIds: number[], roleIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const actorIsSuperAdmin = await actsAsSuperAdmin(trx, actorId);
    await checkRoles(trx, roleIds, actorIsSuperAdmin);
    await checkUsersExist(trx, userIds);
    await checkMayChange(trx, actorIsSuperAdmin, userIds);
    await trx.insertInto('admin_user_role')
      .values(userIds.flatMap((userId) => roleIds.map((roleId) => ({ user_id: userId, role_id: roleId }))))
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
      .execute();
  });
}

/** Takes the role from the user; nothing to do (and no refusal) when they do not hold it. */
export async function unbindUser(db: Kysely<Database>, actorId: number, userId: number, roleId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await trx.selectFrom('admin_role').select('role_id').where('role_id', '=', roleId).executeTakeFirst();
    if (!role) throw new BusinessError('角色不存在');
    await checkUsersExist(trx, [userId]);
    if (userId === SUPER_ADMIN_USER_ID && roleId === SUPER_ADMIN_ROLE_ID) throw new BusinessError('超级管理员不可被更改');
    await checkMayChange(trx, await actsAsSuperAdmin(trx, actorId), [userId]);

    const held = await trx.selectFrom('admin_user_role').select('role_id').where('user_id', '=', userId).execute();
    if (!held.some((h) => h.role_id === roleId)) return;
    if (held.length === 1) throw new BusinessError('用户至少需要一个角色');
    if (roleId === SUPER_ADMIN_ROLE_ID) {
      const other = await trx.selectFrom('admin_user_role').select('user_id')
        .where('role_id', '=', SUPER_ADMIN_ROLE_ID).where('user_id', '<>', userId).executeTakeFirst();
      if (!other) throw new BusinessError('至少需要保留一名超级管理员');
    }
    await trx.deleteFrom('admin_user_role').where('user_id', '=', userId).where('role_id', '=', roleId).execute();
  });
}
