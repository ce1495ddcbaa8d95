// Shapes the session and system calls answer with (server contract sections 2, 4 and 14).
export type { AuthTree } from '../engine/routes/types.ts';

/** `user` of login and queryLoginUser: the user row without password and salt. */
export interface LoginUser {
  userId: number;
  username: string;
  realname: string;
  img?: string | null;
  num?: string | null;
  mobile?: string | null;
  email?: string | null;
  /** 0 not chosen, 1 male, 2 female. */
  sex?: number | null;
  deptId?: number | null;
  deptName?: string | null;
  post?: string | null;
  /** 0 disabled, 1 normal, 2 not yet activated. */
  status?: number;
  /** The direct superior; 0 or null for none. */
  parentId?: number | null;
  parentName?: string | null;
  createTime?: string;
  lastLoginTime?: string | null;
  lastLoginIp?: string | null;
}

/** A row of queryUserList. */
export interface UserListItem extends LoginUser {
  roleId?: string | null;
  roleName?: string | null;
}

/** JFinal's page object. */
export interface Page<T> {
  list: T[];
  pageNumber: number;
  pageSize: number;
  totalPage: number;
  totalRow: number;
  firstPage: boolean;
  lastPage: boolean;
}

export interface DeptNode {
  id: number;
  name: string;
  pid: number;
  label?: string;
  level?: number;
  children?: DeptNode[];
}

export interface SysConfig {
  name: string;
  logo: string;
}

export interface RoleType {
  roleType: number;
  name: string;
}
