/**
 * `system/role/auth`: the caller's auth tree, the same one login returned (contract 3.2).
 * `system/role/getRoleTypeList`: the role groups the admin sidebar lists as role-permission
 * entries (contract 3.5); a fixed list, in the order the original answers it.
 * `system/role/getAllRoleList`: the roles by group, for the employee form (roles/allRoleList.ts).
 * The calls of 角色权限管理 itself are in roles/roleAdminEndpoints.ts.
 */
import { endpoint } from '../http/endpoint.ts';
import { buildAuthTree } from '../permissions/authTree.ts';
import { allRoleList } from './roles/allRoleList.ts';
import { ROLE_TYPES } from './roles/roleTypes.ts';

export const roleEndpoints = [
  endpoint('system/role/auth', async ({ db, userId }) => buildAuthTree(db, userId)),
  endpoint('system/role/getRoleTypeList', async () => ROLE_TYPES),
  endpoint('system/role/getAllRoleList', async ({ db }) => allRoleList(db)),
];
