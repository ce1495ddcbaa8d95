// The employee form's checks (pages/manager/employeeDep/employeeRules.ts) and the department tree
// flattened for selects (pages/manager/deptOptions.ts).
import { describe, expect, it } from 'vitest';
import { deptOptionText, flattenDepts } from '../../../pages/manager/deptOptions.ts';
import { employeeProblems, mobileProblem, passwordProblem } from '../../../pages/manager/employeeDep/employeeRules.ts';

const valid = { username: '13800001111', password: 'chen123456', realname: '陈静', sex: 2, email: '', deptId: 3, post: '', parentId: 4, roleIds: [11] };

describe('the employee form', () => {
  it('accepts a complete new employee', () => {
    expect(employeeProblems(valid, true)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(employeeProblems({ ...valid, username: '', password: '', realname: ' ', deptId: 0, roleIds: [], email: 'chen@' }, true)).toEqual({
      username: '手机号不能为空', password: '密码不能为空', realname: '姓名不能为空', email: '邮箱格式不正确', deptId: '部门不能为空', roleIds: '角色不能为空',
    });
  });

  it('checks the mobile and the password length', () => {
    expect(mobileProblem('1380000111')).toBe('手机号格式不正确');
    expect(mobileProblem(' 13800001111 ')).toBeUndefined();
    expect(passwordProblem('12345')).toBe('密码长度须为6-20位');
    expect(passwordProblem('x'.repeat(21))).toBe('密码长度须为6-20位');
  });

  it('asks no password when editing, and keeps a login name that is not a mobile (the seeded admin)', () => {
    expect(employeeProblems({ ...valid, username: 'admin', password: undefined }, false)).toEqual({});
  });
});

describe('departments for selects', () => {
  it('lists the tree in order with depths', () => {
    const flat = flattenDepts([{ id: 1, name: '办公室', pid: 0, children: [{ id: 2, name: '销售部', pid: 1, children: [{ id: 3, name: '销售一组', pid: 2 }] }, { id: 4, name: '财务部', pid: 1 }] }]);
    expect(flat.map((d) => [d.name, d.depth])).toEqual([['办公室', 0], ['销售部', 1], ['销售一组', 2], ['财务部', 1]]);
    expect(deptOptionText(flat[2])).toBe('　　销售一组');
  });
});
