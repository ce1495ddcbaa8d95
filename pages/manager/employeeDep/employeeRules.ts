// The employee form's checks, pure, in the server's own words (server/system/users: the server
// checks everything again; these only spare a round trip and point at the field at fault).
import type { EmployeeInput } from '../../../server-adapter/systemAdmin.ts';

export const MOBILE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export type EmployeeField = 'username' | 'password' | 'realname' | 'email' | 'deptId' | 'roleIds';

export function passwordProblem(password: string): string | undefined {
  if (password === '') return '密码不能为空';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return `密码长度须为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
  return undefined;
}

export function mobileProblem(username: string): string | undefined {
  const text = username.trim();
  if (text === '') return '手机号不能为空';
  if (!MOBILE.test(text)) return '手机号格式不正确';
  return undefined;
}

/** Each field's problem, in form order; an empty object when the employee can be saved. */
export function employeeProblems(input: EmployeeInput, creating: boolean): Partial<Record<EmployeeField, string>> {
  const problems: Partial<Record<EmployeeField, string>> = {};
  // the login name is checked when it is chosen (here, or in 修改登录名): an existing one stays as
  // it is, and the seeded accounts (admin, sales…) are not mobile numbers
  if (creating) {
    const mobile = mobileProblem(input.username);
    if (mobile) problems.username = mobile;
    const password = passwordProblem(input.password ?? '');
    if (password) problems.password = password;
  }
  if (input.realname.trim() === '') problems.realname = '姓名不能为空';
  if (input.email.trim() !== '' && !EMAIL.test(input.email.trim())) problems.email = '邮箱格式不正确';
  if (!input.deptId) problems.deptId = '部门不能为空';
  if (!input.roleIds.length) problems.roleIds = '角色不能为空';
  return problems;
}
