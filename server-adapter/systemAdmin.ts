// 员工与部门管理 of the admin backend (server-contract 4.2, 3.8): employees (add, edit, enable or
// disable, reset the password, change the login name), departments (add, edit, delete) and the
// roles an employee can be given. Form-encoded, ids of several as csv, as the original sent them.
import { request, requestData } from './request.ts';

export interface EmployeeInput {
  /** the login name: the mobile number */
  username: string;
  /** new employees only */
  password?: string;
  realname: string;
  /** 0 未选择, 1 男, 2 女 */
  sex: number;
  email: string;
  deptId: number;
  post: string;
  /** the direct superior; 0 = none */
  parentId: number;
  roleIds: number[];
}

function employeeForm(input: EmployeeInput): Record<string, string> {
  const form: Record<string, string> = {
    username: input.username.trim(), realname: input.realname.trim(), sex: String(input.sex), email: input.email.trim(),
    deptId: String(input.deptId), post: input.post.trim(), parentId: String(input.parentId || 0), roleIds: input.roleIds.join(','),
  };
  if (input.password !== undefined) form.password = input.password;
  return form;
}

export async function addUser(input: EmployeeInput): Promise<void> {
  await request('system/user/addUser', employeeForm(input));
}

export async function setUser(userId: number, input: EmployeeInput): Promise<void> {
  await request('system/user/setUser', { ...employeeForm({ ...input, password: undefined }), userId: String(userId) });
}

/** 0 禁用, 1 启用 */
export async function setUserStatus(userIds: number[], status: 0 | 1): Promise<void> {
  await request('system/user/setUserStatus', { userIds: userIds.join(','), status: String(status) });
}

export async function resetPassword(userIds: number[], password: string): Promise<void> {
  await request('system/user/resetPassword', { userIds: userIds.join(','), password });
}

export async function usernameEdit(userId: number, username: string, password: string): Promise<void> {
  await request('system/user/usernameEdit', { id: String(userId), username: username.trim(), password });
}

export async function addDept(dept: { pid: number; name: string }): Promise<void> {
  await request('system/dept/addDept', { pid: String(dept.pid), name: dept.name.trim() });
}

export async function updateDept(dept: { deptId: number; pid: number; name: string }): Promise<void> {
  await request('system/dept/updateDept', { deptId: String(dept.deptId), pid: String(dept.pid), name: dept.name.trim() });
}

export async function deleteDept(id: number): Promise<void> {
  await request('system/dept/deleteDept', { id: String(id) });
}

/** A role as system/role/getAllRoleList lists it, in its role type's group. */
export interface RoleOption { id: number; title: string; remark?: string | null; pid?: number }
export interface RoleGroup { name: string; pid: number; list: RoleOption[] }

export async function queryAllRoles(): Promise<RoleGroup[]> {
  const data = await requestData<RoleGroup[] | null>('system/role/getAllRoleList');
  return Array.isArray(data) ? data.map((g) => ({ ...g, list: Array.isArray(g.list) ? g.list : [] })) : [];
}
