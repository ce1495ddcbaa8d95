// Shapes and helpers the system cases share (system.ts and its system*.ts siblings).
import type { Fixture } from '../fixture.ts';
import type { Shape } from '../shape.ts';
import type { TestApp } from '../../support/testApp.ts';

/** A `system/user/queryUserList` row (contract 4.2). */
export const USER_ROW = {
  realname: 'string', username: 'string', userId: 'int', sex: 'int?', mobile: 'string?', email: 'string?', deptName: 'string?',
  status: 'int', createTime: 'datetime', deptId: 'int?', post: 'string?', parentId: 'int?', img: 'string?', parentName: 'string?',
  roleId: 'string?', roleName: 'string?',
};

/** The user object of `login` and `system/user/queryLoginUser` (contract 2): the columns but password and salt. */
export const LOGIN_USER = {
  userId: 'int', username: 'string', img: 'string?', createTime: 'datetime', realname: 'string', num: 'string?', mobile: 'string?',
  email: 'string?', sex: 'int?', deptId: 'int?', post: 'string?', status: 'int', parentId: 'int?', lastLoginTime: 'datetime?',
  lastLoginIp: 'string?', deptName: 'string?', parentName: 'string?',
};

const flags = (...keys: string[]): Record<string, Shape> => Object.fromEntries(keys.map((key) => [key, 'boolean']));

/** The super admin's auth tree (contract 3.4): every module, every button. */
export const ADMIN_AUTH = {
  crm: {
    leads: flags('save', 'update', 'index', 'read', 'excelimport', 'excelexport', 'delete', 'transfer', 'transform'),
    customer: flags('save', 'update', 'index', 'read', 'excelimport', 'excelexport', 'delete', 'transfer', 'putinpool', 'lock', 'teamsave', 'dealStatus'),
    contacts: flags('save', 'update', 'index', 'read', 'delete', 'transfer', 'excelexport', 'excelimport'),
    business: flags('save', 'update', 'index', 'read', 'delete', 'transfer', 'teamsave', 'excelexport'),
    contract: flags('save', 'update', 'index', 'read', 'delete', 'transfer', 'teamsave', 'discard', 'excelexport'),
    receivables: flags('save', 'update', 'index', 'read', 'delete', 'excelexport'),
    product: flags('save', 'update', 'index', 'read', 'status', 'excelimport', 'excelexport'),
    pool: flags('index', 'distribute', 'receive', 'excelexport'),
  },
  bi: {
    achievement: flags('read'), business: flags('read'), customer: flags('read'), contract: flags('read'),
    product: flags('read'), portrait: flags('read'), ranking: flags('read'), oa: flags('read'),
  },
  manage: {
    system: flags('read', 'update'),
    configSet: flags('read', 'update'),
    users: flags('read', 'userSave', 'userEnables', 'userUpdate', 'deptSave', 'deptUpdate', 'deptDelete'),
    permission: flags('update'),
    oa: flags('examine'),
    examineFlow: flags('update'),
    crm: flags('field', 'pool', 'setting', 'achievement'),
    work: flags('update'),
  },
  work: { task: flags('save'), taskClass: flags('save', 'update', 'delete'), work: flags('update') },
  oa: { book: flags('read'), announcement: flags('save', 'update', 'delete') },
  project: { projectManage: flags('save') },
};

/** A menu row (contract 3.1, 3.8), camelCased. */
export const MENU = {
  menuId: 'int', parentId: 'int', menuName: 'string', realm: 'string', menuType: 'int', sort: 'int', status: 'int', remarks: 'string?',
};
/** A module (menu_type 1) with its buttons. */
export const MENU_MODULE = { ...MENU, childMenu: [MENU] };
/** A root (menu_type 0) with its modules and their buttons. */
export const MENU_ROOT = { ...MENU, childMenu: [MENU_MODULE] };

/** A 1×1 GIF without colour tables: every byte below 0x80, so it survives `upload.content` (a string sent as UTF-8). */
export const TINY_GIF = 'GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;';

let counter = 0;
const runTag = Date.now() % 100_000;
/** A name no other case uses: `<prefix><n>`. */
export const uniqueName = (prefix: string) => `${prefix}${runTag}-${++counter}`;
/** A mobile number no seeded or demo user has (the login name of a new employee). */
export const uniqueMobile = () => `139${String(runTag).padStart(5, '0')}${String(++counter).padStart(3, '0')}`;

async function mustSucceed(t: TestApp, url: string, params: Record<string, unknown>, token: string) {
  const answer = await t.call(url, params, token);
  if (answer.code !== 0) throw new Error(`contract case setup: ${url} refused: ${answer.msg}`);
  return answer;
}

/** An employee of its own (role 11 销售员角色 unless told), made through system/user/addUser. */
export async function newEmployee(fx: Fixture, t: TestApp, roleIds = '11'): Promise<{ userId: number; username: string }> {
  const username = uniqueMobile();
  await mustSucceed(t, 'system/user/addUser', {
    username, password: '123456', realname: uniqueName('契约员工'), deptId: fx.deptId, roleIds, sex: 1,
  }, fx.tokens.admin);
  const row = await t.db.selectFrom('admin_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow();
  return { userId: row.user_id, username };
}

/** A 客户管理 role of its own (role type 2), made through system/role/add. */
export async function newRole(fx: Fixture, t: TestApp): Promise<{ roleId: number; roleName: string }> {
  const roleName = uniqueName('契约角色');
  await mustSucceed(t, 'system/role/add', { roleName, roleType: 2, dataType: 1 }, fx.tokens.admin);
  const row = await t.db.selectFrom('admin_role').select('role_id').where('role_name', '=', roleName).executeTakeFirstOrThrow();
  return { roleId: row.role_id, roleName };
}

/** A department of its own under the fixture's, made through system/dept/addDept. */
export async function newDept(fx: Fixture, t: TestApp): Promise<{ deptId: number; name: string }> {
  const name = uniqueName('契约部门');
  await mustSucceed(t, 'system/dept/addDept', { pid: fx.deptId, name }, fx.tokens.admin);
  const row = await t.db.selectFrom('admin_dept').select('dept_id').where('name', '=', name).executeTakeFirstOrThrow();
  return { deptId: row.dept_id, name };
}
