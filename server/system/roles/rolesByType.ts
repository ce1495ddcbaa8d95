/**
 * `system/role/getRoleByType` (contract 3.8): the roles of one managed type, for the role list of
 * 角色权限管理, as full rows
 * `{role_id, role_name, role_type, remark, status, data_type, is_hidden, label, rules: {data, bi}}`
 * (camelCased on the way out). `rules.data`: the role's menu ids below the type's root (roots
 * themselves left out, as the original's query did); `rules.bi`: those below `bi`. Visible roles
 * only (`is_hidden = 1`, like getAllRoleList), by role id. Another type answers `[]`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ROOT_REALM_OF_TYPE } from './roleTypes.ts';
import { rolesWithMenus } from './rolesWithMenus.ts';

export async function rolesByType(db: Kysely<Database>, roleType: number) {
  const realm = ROOT_REALM_OF_TYPE[roleType];
  if (!realm) return [];
  const { roles, menusOf } = await rolesWithMenus(db, [roleType]);
  return roles.map((role) => ({ ...role, rules: { data: menusOf(role.role_id, realm), bi: menusOf(role.role_id, 'bi') } }));
}
