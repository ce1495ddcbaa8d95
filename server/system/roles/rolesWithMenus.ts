/**
 * Visible roles (`is_hidden = 1`: 1 means shown, contract 3.5) of some role types, by id, with
 * their menu ids split by the realm of each menu's root (`crm`, `bi`, `manage`…): what both role
 * lists answer (getAllRoleList: `rules: {crm, bi}`; getRoleByType: `rules: {data, bi}`). Three
 * statements, whatever the number of roles.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { menuRootRealms } from './menuTrees.ts';

export async function rolesWithMenus(db: Kysely<Database>, roleTypes: readonly number[]) {
  const [roles, menus] = await Promise.all([
    db.selectFrom('admin_role')
      .select(['role_id', 'role_name', 'role_type', 'remark', 'status', 'data_type', 'is_hidden', 'label'])
      .where('role_type', 'in', [...roleTypes]).where('is_hidden', '=', 1)
      .orderBy('role_id').execute(),
    db.selectFrom('admin_menu').select(['menu_id', 'parent_id', 'realm']).execute(),
  ]);
  const links = roles.length
    ? await db.selectFrom('admin_role_menu').select(['role_id', 'menu_id'])
      .where('role_id', 'in', roles.map((r) => r.role_id)).orderBy('menu_id').execute()
    : [];
  const rootRealm = menuRootRealms(menus);
  /** the role's menu ids below the root of `realm` */
  const menusOf = (roleId: number, realm: string) =>
    links.filter((l) => l.role_id === roleId && rootRealm(l.menu_id) === realm).map((l) => l.menu_id);
  return { roles, menusOf };
}
