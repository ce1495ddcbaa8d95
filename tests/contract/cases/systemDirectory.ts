// The departments a caller's data scope reaches, the address book and the project roles' admin
// calls (contract 3.6, 3.8, 4.2, 10.7, 11).
import type { TestApp } from '../../support/testApp.ts';
import type { ContractCase } from '../contractCase.ts';
import type { Fixture } from '../fixture.ts';
import { mapOf, ok } from '../shape.ts';
import { MENU, uniqueName } from './systemShared.ts';

/** A person in the address book (contract 4.2). */
const PERSON = { realname: 'string', mobile: 'string?', postName: 'string?', deptName: 'string?' };
/** A role row of the project roles (contract 3.8): the role's columns and its menu ids. */
const PROJECT_ROLE = {
  roleId: 'int', roleName: 'string', roleType: 'int', remark: 'string?', status: 'int', dataType: 'int', isHidden: 'int', label: 'int?',
  rules: ['int'],
};
/** The work root (menu 137, contract 3.3) and the menus under it. */
const WORK_ROOT = 137;
const WORK_TREE = { ...MENU, childMenu: [{ ...MENU, childMenu: [MENU] }] };

async function workMenuIds(t: TestApp): Promise<number[]> {
  const rows = await t.db.selectFrom('admin_menu').select('menu_id').where('parent_id', '=', WORK_ROOT).orderBy('menu_id').execute();
  return rows.map((r) => r.menu_id);
}

/** A project role of its own for the write cases (system/role/setWorkRole). */
async function newWorkRole(fx: Fixture, t: TestApp): Promise<number> {
  const roleName = uniqueName('项目角色');
  const response = await t.app.inject({
    method: 'POST', url: '/api/system/role/setWorkRole',
    headers: { 'admin-token': fx.tokens.admin, 'content-type': 'application/json' },
    payload: JSON.stringify({ roleName, remark: '', rules: await workMenuIds(t) }),
  });
  if (response.json().code !== 0) throw new Error(`setWorkRole refused: ${response.json().msg}`);
  const role = await t.db.selectFrom('admin_role').select('role_id').where('role_name', '=', roleName).executeTakeFirstOrThrow();
  return role.role_id;
}

export const systemDirectoryCases: ContractCase[] = [
  { url: 'system/dept/queryDeptByAuth', see: '4.2, 3.6', answer: ok([{ id: 'int', name: 'string', pid: 'int' }]) },
  { url: 'system/dept/queryDeptByAuth', see: '4.2, 3.6', as: 'sales', answer: ok([{ id: 'int', name: 'string', pid: 'int' }]) },
  { url: 'system/user/queryListName', see: '4.2, 10.7', answer: ok(mapOf([PERSON], /^([A-Z]|#)$/)) },
  { url: 'system/user/queryListNameByDept', see: '4.2, 10.7', answer: ok([{ name: 'string', deptId: 'int', userList: [PERSON], userNumber: 'int' }]) },
  { url: 'system/menu/getWorkMenuList', see: '3.8', answer: ok(WORK_TREE) },
  { url: 'system/role/queryProjectRoleList', see: '3.8', answer: ok([PROJECT_ROLE]) },
  {
    url: 'system/role/setWorkRole', see: '3.8', write: true,
    params: async (_fx, t) => ({ roleName: uniqueName('项目角色'), remark: '契约', rules: await workMenuIds(t) }),
    answer: ok(),
  },
  {
    url: 'system/role/deleteWorkRole', see: '3.8', write: true,
    params: async (fx, t) => ({ roleId: await newWorkRole(fx, t) }),
    answer: ok(),
  },
];
