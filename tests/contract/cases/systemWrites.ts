// The writes of login, users, departments and roles (contract 2, 3.8, 4.2). Each changes only what
// its params make: an employee, a role or a department of its own. The seeded admin, manager,
// sales and finance keep their passwords, status and roles; `sales2` lends its own account to the
// calls that act on the caller (updateUser, updatePassword, updateImg, logout) and ends each as
// it was, but for its avatar.
import type { ContractCase } from '../contractCase.ts';
import { ok } from '../shape.ts';
import { ADMIN_AUTH, LOGIN_USER, newDept, newEmployee, newRole, TINY_GIF, uniqueMobile, uniqueName } from './systemShared.ts';

const userCases: ContractCase[] = [
  {
    url: 'login', see: '2', write: true,
    params: () => ({ username: 'admin', password: '123456' }),
    answer: { code: 'int', 'Admin-Token': 'string', user: LOGIN_USER, auth: ADMIN_AUTH },
  },
  {
    url: 'system/user/addUser', see: '4.2', write: true,
    params: (fx) => ({
      username: uniqueMobile(), password: '123456', realname: uniqueName('契约新员工'), sex: 2, email: 'contract@example.com',
      deptId: fx.deptId, post: '测试', parentId: fx.users.admin, roleIds: '11',
    }),
    answer: ok(),
  },
  {
    url: 'system/user/setUser', see: '4.2', write: true,
    params: async (fx, t) => {
      const { userId, username } = await newEmployee(fx, t);
      return { userId, username, realname: uniqueName('契约改员工'), sex: 1, deptId: fx.deptId, post: '改', parentId: 0, roleIds: '11,10' };
    },
    answer: ok(),
  },
  {
    url: 'system/user/setUserStatus', see: '4.2', write: true,
    params: async (fx, t) => ({ userIds: String((await newEmployee(fx, t)).userId), status: 0 }),
    answer: ok(),
  },
  {
    url: 'system/user/resetPassword', see: '4.2', write: true,
    params: async (fx, t) => ({ userIds: String((await newEmployee(fx, t)).userId), password: '654321' }),
    answer: ok(),
  },
  {
    url: 'system/user/usernameEdit', see: '4.2', write: true,
    params: async (fx, t) => ({ id: (await newEmployee(fx, t)).userId, username: uniqueMobile(), password: '654321' }),
    answer: ok(),
  },
  // The caller's own profile, sent as it is.
  {
    url: 'system/user/updateUser', see: '4.2', as: 'sales2', write: true,
    params: async (fx, t) => {
      const me = (await t.call('system/user/queryLoginUser', {}, fx.tokens.sales2)).data;
      return { username: me.username, realname: me.realname, sex: me.sex ?? 0, post: me.post ?? '' };
    },
    answer: ok(),
  },
  // From a password set just before back to the seeded one.
  {
    url: 'system/user/updatePassword', see: '4.2', as: 'sales2', write: true,
    params: async (fx, t) => {
      const set = await t.call('system/user/updatePassword', { oldPwd: '123456', newPwd: '契约临时密码' }, fx.tokens.sales2);
      if (set.code !== 0) throw new Error(`contract case setup: updatePassword refused: ${set.msg}`);
      return { oldPwd: '契约临时密码', newPwd: '123456' };
    },
    answer: ok(),
  },
  {
    url: 'system/user/updateImg', see: '4.2', as: 'sales2', write: true,
    upload: { name: 'avatar.gif', type: 'image/gif', content: TINY_GIF },
    answer: ok(),
  },
  // The runner sends sales2's token, read before these params run: they give the fixture a new
  // session of sales2 first, so a case after this one still has a live sales2 token.
  {
    url: 'logout', see: '2', as: 'sales2', write: true,
    params: async (fx, t) => {
      fx.tokens.sales2 = await t.login('sales2');
      return {};
    },
    answer: ok(),
  },
];

const deptCases: ContractCase[] = [
  { url: 'system/dept/addDept', see: '4.2', write: true, params: (fx) => ({ pid: fx.deptId, name: uniqueName('契约部门') }), answer: ok() },
  {
    url: 'system/dept/updateDept', see: '4.2', write: true,
    params: async (fx, t) => ({ deptId: (await newDept(fx, t)).deptId, pid: fx.deptId, name: uniqueName('契约改部门') }),
    answer: ok(),
  },
  { url: 'system/dept/deleteDept', see: '4.2', write: true, params: async (fx, t) => ({ id: (await newDept(fx, t)).deptId }), answer: ok() },
];

/** Menu ids of the crm tree a 客户管理 role may hold: 客户管理 root 1, 线索管理 9, 新建 17, 查看列表 19 (contract 3.3). */
const CRM_MENUS = [1, 9, 17, 19];

const roleCases: ContractCase[] = [
  { url: 'system/role/add', see: '3.8', write: true, params: () => ({ roleName: uniqueName('契约角色'), roleType: 2, dataType: 2 }), answer: ok() },
  // data: 1 when the menus were replaced (contract 3.8)
  {
    url: 'system/role/update', see: '3.8', write: true,
    params: async (fx, t) => ({
      roleId: (await newRole(fx, t)).roleId, roleName: uniqueName('契约改角色'), roleType: 2, dataType: 3,
      menuIds: encodeURIComponent(JSON.stringify(CRM_MENUS)),
    }),
    answer: ok('int'),
  },
  {
    url: 'system/role/updateRoleMenu', see: '3.8', write: true,
    params: async (fx, t) => {
      const { roleId, roleName } = await newRole(fx, t);
      return { id: roleId, type: 4, rules: CRM_MENUS, roleName };
    },
    answer: ok(),
  },
  { url: 'system/role/copy', see: '3.8', write: true, params: async (fx, t) => ({ roleId: (await newRole(fx, t)).roleId }), answer: ok() },
  { url: 'system/role/delete', see: '3.8', write: true, params: async (fx, t) => ({ roleId: (await newRole(fx, t)).roleId }), answer: ok() },
  {
    url: 'system/role/relatedUser', see: '3.8', write: true,
    params: async (fx, t) => ({ userIds: String((await newEmployee(fx, t)).userId), roleIds: String((await newRole(fx, t)).roleId) }),
    answer: ok(),
  },
  // an employee with two roles gives one back
  {
    url: 'system/role/unbindingUser', see: '3.8', write: true,
    params: async (fx, t) => {
      const { roleId } = await newRole(fx, t);
      const { userId } = await newEmployee(fx, t, `11,${roleId}`);
      return { userId, roleId };
    },
    answer: ok(),
  },
];

export const systemWriteCases: ContractCase[] = [...userCases, ...deptCases, ...roleCases];
