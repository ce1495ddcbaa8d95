/**
 * Project roles (contract 3.8, 11): the roles a project member is given inside one project, with
 * menus from the `work` root (menu 137: 任务, 任务列表, 项目设置). Edited on 项目管理设置 of the admin
 * backend (`manage.work.update`):
 *
 *   system/role/queryProjectRoleList  visible roles (is_hidden 1) of role_type 5 (built in: 14 编辑,
 *                                     15 只读; 13 管理 is hidden) and 6 (made here), each + `rules`
 *   system/role/setWorkRole           creates a type 6 role, or renames / re-describes / re-grants a
 *                                     listed type 5 or 6 role
 *   system/role/deleteWorkRole        deletes a type 6 role (type 5: 系统角色不能删除)
 *
 * The writes run under the organisation lock like the other role writes (roleSave.ts), every check
 * before the first write; role and role_menu triggers bump the permission version in the transaction.
 */
import type { Kysely } from 'kysely';
import type { AdminRole, Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { lockOrganisation } from '../organisation.ts';
import { PROJECT_ROLE } from '../../work/workAccess.ts';
import { enabledMenus, type MenuNode, rootMenuTree } from './menuTrees.ts';

/** 5 项目角色 (built in), 6 项目自定义角色. */
export const BUILT_IN_PROJECT_ROLE_TYPE = 5;
export const CUSTOM_PROJECT_ROLE_TYPE = 6;
const PROJECT_ROLE_TYPES = [BUILT_IN_PROJECT_ROLE_TYPE, CUSTOM_PROJECT_ROLE_TYPE];
/** The root whose menus a project role grants. */
const WORK_REALM = 'work';
/** A project role applies to everything in the project it is given in (contract 3.5: 13-15 have 5). */
const PROJECT_ROLE_DATA_TYPE = 5;

/** `system/menu/getWorkMenuList`: the `work` root with `childMenu` below it; null if it is gone. */
export async function workMenuTree(db: Kysely<Database>): Promise<MenuNode | null> {
  return rootMenuTree(await enabledMenus(db), WORK_REALM) ?? null;
}

/** `queryProjectRoleList`: full role rows by id, each + `rules`: all its menu ids, ascending. */
export async function projectRoleList(db: Kysely<Database>) {
  const roles = await db.selectFrom('admin_role')
    .select(['role_id', 'role_name', 'role_type', 'remark', 'status', 'data_type', 'is_hidden', 'label'])
    .where('role_type', 'in', PROJECT_ROLE_TYPES).where('is_hidden', '=', 1)
    .orderBy('role_id').execute();
  const links = roles.length
    ? await db.selectFrom('admin_role_menu').select(['role_id', 'menu_id'])
      .where('role_id', 'in', roles.map((r) => r.role_id)).orderBy('menu_id').execute()
    : [];
  return roles.map((role) => ({ ...role, rules: links.filter((l) => l.role_id === role.role_id).map((l) => l.menu_id) }));
}

/** A listed project role (visible, type 5 or 6); `角色不存在` for any other id. */
async function listedProjectRole(trx: Kysely<Database>, roleId: number): Promise<AdminRole> {
  const role = await trx.selectFrom('admin_role').selectAll()
    .where('role_id', '=', roleId).where('role_type', 'in', PROJECT_ROLE_TYPES).where('is_hidden', '=', 1)
    .executeTakeFirst();
  if (!role) throw new BusinessError('角色不存在');
  return role;
}

async function checkProjectRoleNameFree(trx: Kysely<Database>, roleName: string, exceptRoleId?: number): Promise<void> {
  let query = trx.selectFrom('admin_role').select('role_id').where('role_type', 'in', PROJECT_ROLE_TYPES).where('role_name', '=', roleName);
  if (exceptRoleId !== undefined) query = query.where('role_id', '<>', exceptRoleId);
  if (await query.executeTakeFirst()) throw new BusinessError('角色名已存在');
}

/** Every id must be an enabled menu of the `work` tree (its root included: a fully checked tree sends it). */
async function checkWorkMenus(trx: Kysely<Database>, menuIds: number[]): Promise<void> {
  if (!menuIds.length) return;
  const ids = new Set<number>();
  const walk = (node: MenuNode) => {
    ids.add(node.menu_id);
    for (const child of node.childMenu ?? []) walk(child);
  };
  const tree = rootMenuTree(await enabledMenus(trx), WORK_REALM);
  if (tree) walk(tree);
  if (menuIds.some((id) => !ids.has(id))) throw new BusinessError('权限不存在');
}

export interface WorkRoleInput {
  /** undefined: a new role */
  roleId: number | undefined;
  roleName: string;
  /** undefined: kept (null on a new role); null: cleared */
  remark: string | null | undefined;
  /** undefined: kept (none on a new role) */
  menuIds: number[] | undefined;
}

/** `setWorkRole`: answers the role's id. The role keeps its type; its menus are replaced when sent. */
export async function saveWorkRole(db: Kysely<Database>, input: WorkRoleInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = input.roleId === undefined ? undefined : await listedProjectRole(trx, input.roleId);
    await checkProjectRoleNameFree(trx, input.roleName, role?.role_id);
    if (input.menuIds) await checkWorkMenus(trx, input.menuIds);

    let roleId: number;
    if (role) {
      roleId = role.role_id;
      await trx.updateTable('admin_role').set({
        role_name: input.roleName, ...(input.remark !== undefined ? { remark: input.remark } : {}),
      }).where('role_id', '=', roleId).execute();
    } else {
      ({ role_id: roleId } = await trx.insertInto('admin_role').values({
        role_name: input.roleName, role_type: CUSTOM_PROJECT_ROLE_TYPE, remark: input.remark ?? null, status: 1,
        data_type: PROJECT_ROLE_DATA_TYPE, is_hidden: 1, label: null,
      }).returning('role_id').executeTakeFirstOrThrow());
    }
    if (input.menuIds) {
      await trx.deleteFrom('admin_role_menu').where('role_id', '=', roleId).execute();
      if (input.menuIds.length) {
        await trx.insertInto('admin_role_menu').values(input.menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId }))).execute();
      }
    }
    return roleId;
  });
}

/** `deleteWorkRole`: the type 6 role and its menus; the built-in type 5 roles stay. */
export async function deleteWorkRole(db: Kysely<Database>, roleId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx);
    const role = await trx.selectFrom('admin_role').select(['role_id', 'role_type']).where('role_id', '=', roleId).executeTakeFirst();
    if (role?.role_type === BUILT_IN_PROJECT_ROLE_TYPE) throw new BusinessError('系统角色不能删除');
    if (role?.role_type !== CUSTOM_PROJECT_ROLE_TYPE) throw new BusinessError('角色不存在');
    // Contract 3.8: members holding it move to the project edit role (14), in this transaction.
    await trx.updateTable('work_user').set({ role_id: PROJECT_ROLE.editor }).where('role_id', '=', roleId).execute();
    await trx.deleteFrom('admin_role_menu').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('admin_role').where('role_id', '=', roleId).execute();
  });
}
