// Role calls the shell needs: the admin sidebar lists role types as role-auth entries.
import { request, requestData, type RequestOptions } from './request.ts';
import type { RoleType } from './types.ts';

export function getRoleTypeList(options?: RequestOptions): Promise<RoleType[]> {
  return requestData<RoleType[]>('system/role/getRoleTypeList', undefined, options);
}

// 角色权限管理 (server-contract 3.8): the roles of one role type with their menus, the menu tree
// they are chosen from, and the role's members.

/** 1 本人, 2 本人及下属, 3 本部门, 4 本部门及下属部门, 5 全部 (contract 3.6). */
export type DataScope = 1 | 2 | 3 | 4 | 5;

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleType: number;
  remark?: string | null;
  status?: number;
  dataType: DataScope;
  isHidden?: number;
  label?: number | null;
  /** the role's menu ids: under the type's root (`data`) and under BI (`bi`) */
  rules: { data: number[]; bi: number[] };
}

export async function getRoleByType(roleType: number): Promise<RoleRow[]> {
  const data = await requestData<RoleRow[] | null>('system/role/getRoleByType', { roleType: String(roleType) });
  return (Array.isArray(data) ? data : []).map((role) => ({
    ...role, rules: { data: role.rules?.data ?? [], bi: role.rules?.bi ?? [] },
  }));
}

/** A menu node of system/menu/getMenuListByType: a directory or a button (menuType 3) with its children. */
export interface MenuNode {
  menuId: number;
  parentId: number;
  menuName: string;
  realm: string;
  menuType: number;
  childMenu?: MenuNode[];
}

/** The menu trees a role of this type is chosen from: its area's (`data`) and BI's (`bi`, absent for some types). */
export async function getMenuListByType(roleType: number): Promise<{ data: MenuNode | null; bi: MenuNode | null }> {
  const answer = await requestData<{ data?: MenuNode | { data?: MenuNode } | null; bi?: MenuNode | null } | null>('system/menu/getMenuListByType', { roleType: String(roleType) });
  // the contract notes a nested `data.data` in the original's answer: accept both
  const raw = answer?.data ?? null;
  const data = raw && 'menuId' in raw ? raw as MenuNode : (raw as { data?: MenuNode } | null)?.data ?? null;
  return { data, bi: answer?.bi && 'menuId' in answer.bi ? answer.bi : null };
}

export async function addRole(role: { roleName: string; roleType: number; remark?: string; dataType?: DataScope }): Promise<void> {
  const form: Record<string, string> = { roleName: role.roleName.trim(), roleType: String(role.roleType) };
  if (role.remark) form.remark = role.remark;
  if (role.dataType) form.dataType = String(role.dataType);
  await request('system/role/add', form);
}

export async function renameRole(role: { roleId: number; roleName: string; roleType: number; remark?: string }): Promise<void> {
  await request('system/role/update', { roleId: String(role.roleId), roleName: role.roleName.trim(), roleType: String(role.roleType), remark: role.remark ?? '' });
}

/** The role's data scope and menus (the checked ones and their ancestors). */
export async function updateRoleMenu(role: { roleId: number; roleName: string; dataType: DataScope; rules: number[] }): Promise<void> {
  await request('system/role/updateRoleMenu', { id: role.roleId, type: role.dataType, rules: role.rules, roleName: role.roleName }, { encoding: 'json' });
}

export async function copyRole(roleId: number): Promise<void> {
  await request('system/role/copy', { roleId: String(roleId) });
}

export async function deleteRole(roleId: number): Promise<void> {
  await request('system/role/delete', { roleId: String(roleId) });
}

export async function relateUsers(userIds: number[], roleIds: number[]): Promise<void> {
  await request('system/role/relatedUser', { userIds: userIds.join(','), roleIds: roleIds.join(',') });
}

export async function unbindUser(userId: number, roleId: number): Promise<void> {
  await request('system/role/unbindingUser', { userId: String(userId), roleId: String(roleId) });
}
