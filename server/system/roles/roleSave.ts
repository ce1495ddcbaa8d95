/**
 * Writing roles (contract 3.8): `system/role/add`, `update`, `updateRoleMenu`, `copy`, `delete`.
 * One transaction each, under the organisation lock (the one the employee admin takes: a role
 * deleted while an employee is given it, or two roles saved under one name, cannot both commit);
 * every check before the first write, so a refusal writes nothing.
 *
 * Who can do what follows at once: admin_role and admin_role_menu are written in the transaction,
 * and their triggers (migration 0010) bump the permission version in it, so every process drops
 * its cached auth trees and data scopes when this commits (docs/permissions-cache.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { SUPER_ADMIN_ROLE_ID } from '../../permissions/userRoles.ts';
import { lockOrganisation } from '../organisation.ts';
import { actsAsSuperAdmin } from '../users/employeeChecks.ts';
import { checkGrantableMenus, checkMayEditRole, checkRoleNameFree, managedRole } from './roleChecks.ts';
import { ROLE_NAME_MAX_LENGTH } from './roleForm.ts';
import { DEFAULT_DATA_TYPE } from './roleTypes.ts';

export interface NewRole { roleName: string; roleType: number; remark: string | null | undefined; dataType: number | undefined }

/** A new enabled, visible role without menus; answers its id. */
export async function addRole(db: Kysely<Database>, input: NewRole): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    await checkRoleNameFree(trx, input.roleType, input.roleName);
    const { role_id: roleId } = await trx.insertInto('admin_role').values({
      role_name: input.roleName, role_type: input.roleType, remark: input.remark ?? null, status: 1,
      data_type: input.dataType ?? DEFAULT_DATA_TYPE, is_hidden: 1, label: null,
    }).returning('role_id').executeTakeFirstOrThrow();
    return roleId;
  });
}

async function replaceRoleMenus(trx: Kysely<Database>, roleId: number, menuIds: number[]): Promise<void> {
  await trx.deleteFrom('admin_role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length) await trx.insertInto('admin_role_menu').values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId }))).execute();
}

export interface RoleChange {
  roleId: number;
  roleName: string;
  /** must be the role's type: a role does not move to another type's menus */
  roleType: number;
  remark: string | null | undefined;
  dataType: number | undefined;
  /** undefined: the menus stay */
  menuIds: number[] | undefined;
}

/** Renames the role and sets what is sent; answers 1 when the menus were replaced, else 0 (contract 3.8). */
export async function updateRole(db: Kysely<Database>, actorId: number, input: RoleChange): Promise<1 | 0> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await managedRole(trx, input.roleId);
    checkMayEditRole(await actsAsSuperAdmin(trx, actorId), role.role_id);
    if (input.roleType !== role.role_type) throw new BusinessError('角色类型不能修改');
    await checkRoleNameFree(trx, role.role_type, input.roleName, role.role_id);
    if (input.menuIds) await checkGrantableMenus(trx, role.role_type, input.menuIds);

    await trx.updateTable('admin_role').set({
      role_name: input.roleName,
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(input.dataType !== undefined ? { data_type: input.dataType } : {}),
    }).where('role_id', '=', role.role_id).execute();
    if (!input.menuIds) return 0;
    await replaceRoleMenus(trx, role.role_id, input.menuIds);
    return 1;
  });
}

/** `updateRoleMenu`: the role's menus become `menuIds`; its data scope `dataType` when sent. */
export async function setRoleMenus(db: Kysely<Database>, actorId: number, roleId: number, menuIds: number[], dataType: number | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await managedRole(trx, roleId);
    checkMayEditRole(await actsAsSuperAdmin(trx, actorId), role.role_id);
    await checkGrantableMenus(trx, role.role_type, menuIds);
    if (dataType !== undefined) await trx.updateTable('admin_role').set({ data_type: dataType }).where('role_id', '=', roleId).execute();
    await replaceRoleMenus(trx, roleId, menuIds);
  });
}

/** `销售员角色` → `销售员角色(1)`, or the first `(n)` free in the type; a copy of `X(1)` is `X(2)`. */
export function copyName(roleName: string, taken: ReadonlySet<string>): string {
  const base = roleName.trim().replace(/\(\d+\)$/, '');
  for (let n = 1; ; n++) {
    const suffix = `(${n})`;
    const name = `${base.slice(0, ROLE_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/** A copy of the role (same type, remark, data scope, label, menus) under a free `<name>(n)`; answers its id. */
export async function copyRole(db: Kysely<Database>, roleId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await managedRole(trx, roleId);
    // a copy would look like the super admin (remark 'admin') and grant nothing of it
    if (role.role_id === SUPER_ADMIN_ROLE_ID) throw new BusinessError('超级管理员角色不能复制');
    const [names, menus] = await Promise.all([
      trx.selectFrom('admin_role').select('role_name').where('role_type', '=', role.role_type).execute(),
      trx.selectFrom('admin_role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute(),
    ]);
    const { role_id: copyId } = await trx.insertInto('admin_role').values({
      role_name: copyName(role.role_name, new Set(names.map((n) => n.role_name))), role_type: role.role_type,
      remark: role.remark, status: role.status, data_type: role.data_type, is_hidden: role.is_hidden, label: role.label,
    }).returning('role_id').executeTakeFirstOrThrow();
    await replaceRoleMenus(trx, copyId, menus.map((m) => m.menu_id));
    return copyId;
  });
}

/**
 * Deletes the role and its menus. Refused for role 1 and for a role anyone still holds (disabled
 * employees included): an employee left without roles would lose every right at once, and the
 * original deleted the role under them, leaving dangling bindings. Unbind them first.
 */
export async function deleteRole(db: Kysely<Database>, roleId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await managedRole(trx, roleId);
    if (role.role_id === SUPER_ADMIN_ROLE_ID) throw new BusinessError('超级管理员角色不能删除');
    const holder = await trx.selectFrom('admin_user_role').select('user_id').where('role_id', '=', roleId).executeTakeFirst();
    if (holder) throw new BusinessError('该角色下有员工，不能删除');
    await trx.deleteFrom('admin_role_menu').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('admin_role').where('role_id', '=', roleId).execute();
  });
}
