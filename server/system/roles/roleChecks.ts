/**
 * The checks of the role admin that read the database, made inside the writing transaction after
 * lockOrganisation (so they hold until commit), before the first write:
 *
 * - the role exists and is of a managed type (1, 2, 7, 8; per-project roles are not theirs);
 * - role names are unique within a role type (`角色名已存在`, contract 3.8);
 * - the menus exist and belong to the trees the editor shows for the type (menuTrees.ts);
 * - role 1 (超级管理员) is a super admin's to change: its name, remark, data scope and menus.
 */
import type { Kysely } from 'kysely';
import type { AdminRole, Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { SUPER_ADMIN_ROLE_ID } from '../../permissions/userRoles.ts';
import { enabledMenus, grantableMenuIds, menuLabel } from './menuTrees.ts';
import { MANAGED_ROLE_TYPES, roleTypeName } from './roleTypes.ts';

/** The role, if it exists and is managed on 角色权限管理; `角色不存在` otherwise. */
export async function managedRole(trx: Kysely<Database>, roleId: number): Promise<AdminRole> {
  const role = await trx.selectFrom('admin_role').selectAll().where('role_id', '=', roleId).executeTakeFirst();
  if (!role || !MANAGED_ROLE_TYPES.includes(role.role_type)) throw new BusinessError('角色不存在');
  return role;
}

export async function checkRoleNameFree(trx: Kysely<Database>, roleType: number, roleName: string, exceptRoleId?: number): Promise<void> {
  let query = trx.selectFrom('admin_role').select('role_id').where('role_type', '=', roleType).where('role_name', '=', roleName);
  if (exceptRoleId !== undefined) query = query.where('role_id', '<>', exceptRoleId);
  if (await query.executeTakeFirst()) throw new BusinessError('角色名已存在');
}

/** Only a super admin (user 3 or a holder of role 1) may change role 1. */
export function checkMayEditRole(actorIsSuperAdmin: boolean, roleId: number): void {
  if (roleId === SUPER_ADMIN_ROLE_ID && !actorIsSuperAdmin) throw new BusinessError('无权修改超级管理员角色');
}

/** Every id an enabled menu of the type's editor trees; names the first one that is not. */
export async function checkGrantableMenus(trx: Kysely<Database>, roleType: number, menuIds: number[]): Promise<void> {
  if (!menuIds.length) return;
  const menus = await enabledMenus(trx);
  const known = new Set(menus.map((m) => m.menu_id));
  if (menuIds.some((id) => !known.has(id))) throw new BusinessError('权限不存在');
  const grantable = grantableMenuIds(menus, roleType);
  const foreign = menuIds.find((id) => !grantable.has(id));
  if (foreign !== undefined) throw new BusinessError(`权限「${menuLabel(menus, foreign)}」不能授予${roleTypeName(roleType)}`);
}
