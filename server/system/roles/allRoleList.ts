/**
 * `system/role/getAllRoleList` (contract 3.8): the roles an employee can be given, grouped by
 * role type in the order 系统管理, 客户管理, 办公管理, 项目管理, 自定义 (types 1, 2, 7, 8, 0), each
 * group `{name, pid: <roleType>, list}` and each role
 * `{id, title, remark, type: <data_type>, status, pid: <role_type>, label, rules: {crm, bi}}`, the
 * rules being the role's menu ids below the `crm` and the `bi` roots. Visible roles only
 * (`is_hidden = 1`: 1 means shown, contract 3.5). A session is enough (not in contract 3.7).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ASSIGNABLE_ROLE_TYPES } from '../users/employeeChecks.ts';

const GROUP_NAMES: Record<number, string> = { 1: '系统管理角色', 2: '客户管理角色', 7: '办公管理角色', 8: '项目管理角色', 0: '自定义角色' };

export async function allRoleList(db: Kysely<Database>) {
  const [roles, menus] = await Promise.all([
    db.selectFrom('admin_role')
      .select(['role_id', 'role_name', 'remark', 'data_type', 'status', 'role_type', 'label'])
      .where('role_type', 'in', [...ASSIGNABLE_ROLE_TYPES]).where('is_hidden', '=', 1)
      .orderBy('role_id').execute(),
    db.selectFrom('admin_menu').select(['menu_id', 'parent_id', 'realm']).execute(),
  ]);
  const links = roles.length
    ? await db.selectFrom('admin_role_menu').select(['role_id', 'menu_id'])
      .where('role_id', 'in', roles.map((r) => r.role_id)).orderBy('menu_id').execute()
    : [];

  // the root realm of every menu (a saved cycle ends the walk)
  const byId = new Map(menus.map((m) => [m.menu_id, m]));
  const rootRealm = (menuId: number): string | undefined => {
    let menu = byId.get(menuId);
    for (let depth = 0; menu && menu.parent_id !== 0 && depth < 20; depth++) menu = byId.get(menu.parent_id);
    return menu && menu.parent_id === 0 && menu.menu_id !== menuId ? menu.realm : undefined;
  };
  const rulesOf = (roleId: number) => {
    const ids = links.filter((l) => l.role_id === roleId).map((l) => l.menu_id);
    return { crm: ids.filter((id) => rootRealm(id) === 'crm'), bi: ids.filter((id) => rootRealm(id) === 'bi') };
  };

  return ASSIGNABLE_ROLE_TYPES.map((roleType) => ({
    name: GROUP_NAMES[roleType],
    pid: roleType,
    list: roles.filter((r) => r.role_type === roleType).map((r) => ({
      id: r.role_id, title: r.role_name, remark: r.remark, type: r.data_type, status: r.status, pid: r.role_type,
      label: r.label, rules: rulesOf(r.role_id),
    })),
  }));
}
