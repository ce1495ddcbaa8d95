/**
 * Reading the employee form of `system/user/addUser` and `setUser` (contract 4.2), and the login
 * rules `resetPassword` and `usernameEdit` share with it. Shape only, every field named in its
 * message; whether the department, the superior and the roles exist is checked in the writing
 * transaction (employeeChecks.ts).
 */
import { requireIds } from '../../http/idList.ts';
import { BusinessError } from '../../http/errors.ts';
import {
  optionalChoice, optionalInt, optionalText, type Params, requireInt, requireRawText, requireText,
} from '../../http/params.ts';

/** The login name of a new employee: a mainland mobile number (it also becomes `mobile`). */
export const MOBILE_USERNAME = /^1\d{10}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const REALNAME_MAX_LENGTH = 20;

export function readMobileUsername(params: Params, key = 'username'): string {
  const username = requireText(params, key, '手机号', 50);
  if (!MOBILE_USERNAME.test(username)) throw new BusinessError('手机号格式不正确');
  return username;
}

/** A password an administrator sets: 6-20 characters, not trimmed (spaces count). */
export function readNewPassword(params: Params, key = 'password', label = '密码'): string {
  const password = requireRawText(params, key, label, 200);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new BusinessError(`${label}长度须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`);
  }
  return password;
}

export interface EmployeeForm {
  realname: string;
  /** 0 未选择, 1 男, 2 女 */
  sex: number;
  email: string | null;
  deptId: number;
  post: string | null;
  /** the direct superior; 0 = none */
  parentId: number;
  /** distinct, in the order sent */
  roleIds: number[];
}

/** The fields addUser and setUser share, in the order the form shows them. */
export function readEmployeeForm(params: Params): EmployeeForm {
  const realname = requireText(params, 'realname', '姓名', REALNAME_MAX_LENGTH);
  const sex = optionalChoice(params, 'sex', '性别', [0, 1, 2]) ?? 0;
  const email = optionalText(params, 'email', '邮箱', 100) || null;
  if (email !== null && !EMAIL_FORMAT.test(email)) throw new BusinessError('邮箱格式不正确');
  const deptId = requireInt(params, 'deptId', '部门');
  const post = optionalText(params, 'post', '岗位', 50) || null;
  const parentId = optionalInt(params, 'parentId', '直属上级') ?? 0;
  if (parentId < 0) throw new BusinessError('直属上级格式不正确');
  const roleIds = requireIds(params, 'roleIds', '角色');
  return { realname, sex, email, deptId, post, parentId, roleIds };
}
