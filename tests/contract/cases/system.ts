// Login, identity, users, departments, roles and menus (contract 2, 3.8, 4). Their writes are in
// systemWrites.ts; import messages, files, system config and OA categories in systemConfig.ts.
//
// Not here: `system/dept/queryDeptByAuth`, `system/menu/getWorkMenuList`, `system/role/deleteWorkRole`,
// `system/role/queryProjectRoleList`, `system/role/setWorkRole`, `system/user/queryListName`,
// `system/user/queryListNameByDept` (being built, with their cases, at the same time).
import type { ContractCase } from '../contractCase.ts';
import { ok, page } from '../shape.ts';
import { systemConfigCases } from './systemConfig.ts';
import { ADMIN_AUTH, LOGIN_USER, MENU_ROOT, USER_ROW } from './systemShared.ts';
import { systemWriteCases } from './systemWrites.ts';

/** A department of `queryDeptTree` (contract 4.2): flat `{id, name, pid}`; the tree adds `level`, `label`, `children`. */
const DEPT = { id: 'int', name: 'string', pid: 'int' };
const DEPT_NODE = { ...DEPT, level: 'int', label: 'string' };

/** A role of `getAllRoleList` (contract 3.8). */
const ROLE_ITEM = {
  id: 'int', title: 'string', remark: 'string?', type: 'int', status: 'int', pid: 'int', label: 'int?', rules: { crm: ['int'], bi: ['int'] },
};
/** A role of `getRoleByType`: the full row (contract 3.5) and its menus. */
const ROLE_ROW = {
  roleId: 'int', roleName: 'string', roleType: 'int', remark: 'string?', status: 'int', dataType: 'int', isHidden: 'int', label: 'int?',
  rules: { data: ['int'], bi: ['int'] },
};

const readCases: ContractCase[] = [
  {
    url: 'system/user/queryUserList', see: '4.2',
    answer: ok(page(USER_ROW)), paged: { all: ok([USER_ROW]) },
  },
  { url: 'system/user/queryLoginUser', see: '2', answer: ok(LOGIN_USER) },
  {
    url: 'system/user/queryUserByDeptId', see: '4.2',
    params: (fx) => ({ deptId: fx.deptId }), answer: ok([{ id: 'int', realname: 'string' }]),
  },
  // the three answers of contract 4.2: the tree (root with children), the flat list, the allowed parents
  {
    url: 'system/dept/queryDeptTree', see: '4.2',
    params: () => ({ type: 'tree' }), answer: ok([{ ...DEPT_NODE, children: [DEPT_NODE] }]),
  },
  { url: 'system/dept/queryDeptTree', see: '4.2', params: () => ({ type: 'save' }), answer: ok([DEPT]) },
  { url: 'system/dept/queryDeptTree', see: '4.2', params: () => ({ type: 'update', id: 2 }), answer: ok([DEPT]) },

  { url: 'system/role/auth', see: '2, 3.4', answer: ok(ADMIN_AUTH) },
  // a role's menus only; `project` and `oa` always there, empty when nothing is granted (contract 3.2 rule 4)
  {
    url: 'system/role/auth', see: '3.2', as: 'sales',
    answer: ok({ crm: { customer: { index: 'boolean', read: 'boolean' } }, project: {}, oa: {} }),
  },
  { url: 'system/role/getRoleTypeList', see: '3.5', answer: ok([{ name: 'string', roleType: 'int' }]) },
  { url: 'system/role/getAllRoleList', see: '3.8', answer: ok([{ name: 'string', pid: 'int', list: [ROLE_ITEM] }]) },
  { url: 'system/role/getRoleByType', see: '3.8', params: () => ({ roleType: 2 }), answer: ok([ROLE_ROW]) },
  { url: 'system/menu/getAllMenuList', see: '3.8', answer: ok([MENU_ROOT]) },
  // 客户管理: the crm tree and the bi tree (without its oa page), nested `data.data`
  { url: 'system/menu/getMenuListByType', see: '3.8', params: () => ({ roleType: 2 }), answer: ok({ data: MENU_ROOT, bi: MENU_ROOT }) },
];

export const systemCases: ContractCase[] = [
  ...readCases,
  ...systemConfigCases,
  ...systemWriteCases,
];
