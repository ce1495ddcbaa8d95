/**
 * `system/role/auth`: the caller's auth tree, the same one login returned (contract 3.2).
 * `system/role/getRoleTypeList`: the role groups the admin sidebar lists as role-permission
 * entries (contract 3.5); a fixed list, in the order the original answers it.
 * `system/role/getAllRoleList`: the roles by group, for the employee form (roles/allRoleList.ts).
 */
import { endpoint } from '../http/endpoint.ts';
import { buildAuthTree } from '../permissions/authTree.ts';
import { allRoleList } from './roles/allRoleList.ts';

const ROLE_TYPES = [
  { name: '系统管理角色', roleType: 1 },
  { name: '办公管理角色', roleType: 7 },
  { name: '客户管理角色', roleType: 2 },
  { name: '项目管理角色', roleType: 8 },
] as const;

export const roleEndpoints = [
  endpoint('system/role/auth', async ({ db, userId }) => buildAuthTree(db, userId)),
  endpoint('system/role/getRoleTypeList', async () => ROLE_TYPES),
  endpoint('system/role/getAllRoleList', async ({ db }) => allRoleList(db)),
];
