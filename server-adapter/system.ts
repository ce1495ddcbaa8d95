// Users, departments and the system name/logo (server contract sections 4 and 14).
import { request, requestData, type RequestOptions } from './request.ts';
import type { DeptNode, LoginUser, Page, SysConfig, UserListItem } from './types.ts';

export function queryLoginUser(options?: RequestOptions): Promise<LoginUser> {
  return requestData<LoginUser>('system/user/queryLoginUser', undefined, options);
}

/** The fields a user may change on their own profile; `username` must stay the user's own. */
export interface OwnProfile {
  username: string;
  realname: string;
  email?: string;
  post?: string;
  sex?: number;
}

export async function updateUser(profile: OwnProfile): Promise<void> {
  await request('system/user/updateUser', { ...profile });
}

/** The server answers "密码输入错误" when the old password is wrong. */
export async function updatePassword(change: { oldPwd: string; newPwd: string }): Promise<void> {
  await request('system/user/updatePassword', change);
}

export async function updateImg(file: File | Blob, userId?: number): Promise<void> {
  await request('system/user/updateImg', { file, userId }, { encoding: 'multipart' });
}

export interface UserListQuery {
  realname?: string;
  /** Includes every descendant department. */
  deptId?: number;
  status?: number;
  roleId?: number;
}

/** Every matching user (pageType 0, the original's default for pickers). */
export function queryUserList(query: UserListQuery = {}): Promise<UserListItem[]> {
  return requestData<UserListItem[]>('system/user/queryUserList', { ...query, pageType: 0 });
}

/** One page of matching users (pageType 1). */
export function queryUserPage(query: UserListQuery & { page?: number; limit?: number } = {}): Promise<Page<UserListItem>> {
  return requestData<Page<UserListItem>>('system/user/queryUserList', { page: 1, limit: 10, ...query, pageType: 1 });
}

export function queryUserByDeptId(deptId: number): Promise<Array<{ id: number; realname: string }>> {
  return requestData('system/user/queryUserByDeptId', { deptId });
}

/**
 * Departments: `tree` nests children; `save` (or empty) is the flat list; `update` with `id` is the
 * flat list of allowed parents for that department.
 */
export function queryDeptTree(type: 'tree' | 'save' | 'update' = 'tree', id?: number): Promise<DeptNode[]> {
  return requestData<DeptNode[]>('system/dept/queryDeptTree', { type, id });
}

/** No login needed: the login page shows the configured name and logo. */
export async function querySysConfig(): Promise<SysConfig> {
  const data = await requestData<Partial<SysConfig> | null>('sysConfig/querySysConfig');
  return { name: data?.name ?? '', logo: data?.logo ?? '' };
}

/**
 * Multipart: the logo file is optional, other fields travel beside it. Without a file, `logo`
 * keeps the current logo (its URL sent back) or removes it ('').
 */
export async function setSysConfig(config: { name: string; file?: File | Blob; logo?: string }): Promise<void> {
  await request('sysConfig/setSysConfig', config, { encoding: 'multipart' });
}

/** 应用管理 (contract 14): the module switches; status 0 = off for everyone. */
export interface ModuleSetting { settingId: number; module: string; status: number; type?: string | null; name: string }

export async function queryModuleSetting(): Promise<ModuleSetting[]> {
  const data = await requestData<ModuleSetting[] | null>('sysConfig/queryModuleSetting');
  return Array.isArray(data) ? data : [];
}

export async function setModuleSetting(settingId: number, status: 0 | 1): Promise<void> {
  await request('sysConfig/setModuleSetting', { settingId: String(settingId), status: String(status) });
}
