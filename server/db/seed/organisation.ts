/**
 * Seeded departments and staff. Fixed ids so tests and docs can rely on them; every password is
 * `123456` (hashed with scrypt at seed time, never stored in clear).
 */

export interface DeptSeed { deptId: number; pid: number; name: string; num: number }

export const DEPT_SEED: DeptSeed[] = [
  { deptId: 1, pid: 0, name: '办公室', num: 0 },
  { deptId: 2, pid: 1, name: '销售部', num: 1 },
  { deptId: 3, pid: 2, name: '销售一组', num: 1 },
  { deptId: 4, pid: 1, name: '财务部', num: 2 },
];

export interface UserSeed {
  userId: number;
  username: string;
  realname: string;
  deptId: number;
  parentId: number;
  /** Their roles: the CRM role of their job, and 办公员工 (48, roles.ts) for the office. */
  roleIds: number[];
  post: string;
  mobile: string | null;
  num: string;
}

export const SEED_PASSWORD = '123456';

/** Ids as constants: tests say `SEED_USER.sales` rather than a bare 5. */
export const SEED_USER = { admin: 3, manager: 4, sales: 5, sales2: 6, finance: 7 } as const;

export const USER_SEED: UserSeed[] = [
  { userId: 3, username: 'admin', realname: 'admin', deptId: 1, parentId: 0, roleIds: [1], post: '系统管理员', mobile: '12312341234', num: '390823685766627' },
  { userId: 4, username: 'manager', realname: '张伟', deptId: 2, parentId: 3, roleIds: [8, 48, 49], post: '销售经理', mobile: null, num: '390823685766628' },
  { userId: 5, username: 'sales', realname: '李娜', deptId: 3, parentId: 4, roleIds: [11, 48], post: '销售代表', mobile: null, num: '390823685766629' },
  { userId: 6, username: 'sales2', realname: '刘洋', deptId: 3, parentId: 4, roleIds: [11, 48], post: '销售代表', mobile: null, num: '390823685766630' },
  { userId: 7, username: 'finance', realname: '王芳', deptId: 4, parentId: 3, roleIds: [10, 48], post: '会计', mobile: null, num: '390823685766631' },
];
