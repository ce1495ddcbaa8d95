// 项目管理设置 (contract 11, admin, `manage.work.update`): the roles a member can hold inside a
// project, and the project menus each grants.
import { request, requestData } from './request.ts';
import type { MenuNode } from './role.ts';

export interface ProjectRole {
  roleId: number;
  roleName: string;
  /** 5 built in (编辑, 只读: kept, never deleted), 6 made by an admin */
  roleType: number;
  remark?: string | null;
  /** the role's menu ids under the project root */
  rules: number[];
}

export const CUSTOM_PROJECT_ROLE_TYPE = 6;

export async function queryProjectRoles(): Promise<ProjectRole[]> {
  const data = await requestData<ProjectRole[] | null>('system/role/queryProjectRoleList', {});
  return Array.isArray(data) ? data : [];
}

/** The project menus (任务, 任务列表, 项目设置 and their rights) a project role is chosen from. */
export function workMenuTree(): Promise<MenuNode | null> {
  return requestData<MenuNode | null>('system/menu/getWorkMenuList', {});
}

export async function saveProjectRole(role: { roleId?: number; roleName: string; remark: string; rules: number[] }): Promise<void> {
  await request('system/role/setWorkRole', {
    ...(role.roleId ? { roleId: role.roleId } : {}), roleName: role.roleName, remark: role.remark, rules: role.rules,
  }, { encoding: 'json' });
}

export async function deleteProjectRole(roleId: number): Promise<void> {
  await request('system/role/deleteWorkRole', { roleId });
}
