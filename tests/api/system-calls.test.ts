// The seven system calls of issue "system calls that answered 404": system/dept/queryDeptByAuth
// (contract 3.6, 4.2), the address book system/user/queryListName and queryListNameByDept (4.2,
// 10.7), and the project roles of 项目管理设置: system/menu/getWorkMenuList,
// system/role/queryProjectRoleList, setWorkRole, deleteWorkRole (3.8, 11; manage.work.update).
// Seeded organisation (docs/server.md, "The seed"):
//   admin(3, 办公室) ─ manager 张伟(4, 销售部, role 8: 本人及下属) ─ sales 李娜(5), sales2 刘洋(6) (销售一组, role 11)
//                   └─ finance 王芳(7, 财务部, role 10: 本人)
// Departments 1 办公室 ─ 2 销售部 ─ 3 销售一组, 1 ─ 4 财务部. Project roles 13 管理 (hidden), 14 编辑, 15 只读.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
let manager: string;
let finance: string;
/** A 系统设置管理员 (role 2: manage.work.update among the manage keys, not a super admin). */
let settingsAdmin: string;
/** Employees added for the address book, by realname. */
const added: Record<string, { userId: number; mobile: string }> = {};

const OK = { code: 0, msg: 'success' };
const refused = (msg: string) => ({ code: 500, msg });
const DENIED = refused('无权访问');
const NOT_LOGGED_IN = { code: 302, msg: '请先登录！' };
const { admin: ADMIN, manager: MANAGER, sales2: SALES2, finance: FINANCE } = SEED_USER;

async function addUser(realname: string, mobile: string, deptId: number, roleIds = '9', post = '专员') {
  const body = await t.call('system/user/addUser', {
    username: mobile, password: 'secret1', realname, deptId, parentId: ADMIN, roleIds, post,
  }, admin);
  if (body.code !== 0) throw new Error(`addUser ${realname}: ${body.msg}`);
  const row = await t.db.selectFrom('admin_user').select('user_id').where('username', '=', mobile).executeTakeFirstOrThrow();
  added[realname] = { userId: row.user_id, mobile };
  return row.user_id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, manager, finance] = await Promise.all(['admin', 'sales', 'manager', 'finance'].map((u) => t.login(u)));
  await addUser('系统设置员', '13700000101', 1, '2');
  settingsAdmin = await t.login('13700000101', 'secret1');
});
afterAll(async () => { await t?.close(); });

describe('system/dept/queryDeptByAuth', () => {
  const SEEDED = [
    { id: 1, name: '办公室', pid: 0 }, { id: 2, name: '销售部', pid: 1 }, { id: 3, name: '销售一组', pid: 2 }, { id: 4, name: '财务部', pid: 1 },
  ];
  const deptsOf = async (token: string) => {
    const body = await t.call('system/dept/queryDeptByAuth', {}, token);
    expect(body.code).toBe(0);
    return body.data;
  };
  const ids = async (token: string) => (await deptsOf(token)).map((d: { id: number }) => d.id);
  const setDataType = (roleId: number, dataType: number) =>
    t.db.updateTable('admin_role').set({ data_type: dataType }).where('role_id', '=', roleId).execute();

  it('gives the super admin every department, flat, by num then id', async () => {
    expect(await deptsOf(admin)).toEqual(SEEDED);
  });

  it('gives a salesperson (本人及下属, nobody below) their own department only', async () => {
    expect(await deptsOf(sales)).toEqual([{ id: 3, name: '销售一组', pid: 2 }]);
  });

  it('gives a manager (本人及下属) their own department and those of the people below them', async () => {
    expect(await deptsOf(manager)).toEqual([{ id: 2, name: '销售部', pid: 1 }, { id: 3, name: '销售一组', pid: 2 }]);
  });

  it('gives finance (本人) their own department', async () => {
    expect(await deptsOf(finance)).toEqual([{ id: 4, name: '财务部', pid: 1 }]);
  });

  it('follows the data type of the role granting the customer list: 本部门, 本部门及下属部门, 全部', async () => {
    try {
      await setDataType(8, 3);
      expect(await ids(manager)).toEqual([2]);
      await setDataType(8, 4);
      expect(await ids(manager)).toEqual([2, 3]);
      await setDataType(8, 5);
      expect(await ids(manager)).toEqual([1, 2, 3, 4]);
    } finally {
      await setDataType(8, 2);
    }
    expect(await ids(manager)).toEqual([2, 3]);
  });

  it('ignores a role that grants no customer list, whatever its data type', async () => {
    // role 4 审批流管理员: data type 5 全部, no CRM menu
    await t.db.insertInto('admin_user_role').values({ user_id: FINANCE, role_id: 4 }).execute();
    try {
      expect(await ids(finance)).toEqual([4]);
    } finally {
      await t.db.deleteFrom('admin_user_role').where('user_id', '=', FINANCE).where('role_id', '=', 4).execute();
    }
  });

  it('adds the department a subordinate moved to, on the next call', async () => {
    await t.db.updateTable('admin_user').set({ dept_id: 4 }).where('user_id', '=', SALES2).execute();
    try {
      expect(await ids(manager)).toEqual([2, 3, 4]);
    } finally {
      await t.db.updateTable('admin_user').set({ dept_id: 3 }).where('user_id', '=', SALES2).execute();
    }
    expect(await ids(manager)).toEqual([2, 3]);
  });

  it('needs a session', async () => {
    expect(await t.call('system/dept/queryDeptByAuth')).toEqual(NOT_LOGGED_IN);
  });
});

describe('address book', () => {
  const entry = (realname: string) => expect.objectContaining({ realname });
  const names = (list: { realname: string }[]) => list.map((e) => e.realname);

  beforeAll(async () => {
    await addUser('张三', '13900000011', 4, '9', '出纳');
    await addUser('单田芳', '13900000012', 3);
    await addUser('Zoe', '13900000013', 2);
    await addUser('1号', '13900000014', 1);
    const disabled = await addUser('赵六', '13900000015', 4);
    expect(await t.call('system/user/setUserStatus', { userIds: String(disabled), status: 0 }, admin)).toEqual(OK);
    expect(await t.call('system/dept/addDept', { pid: 1, name: '空部门' }, admin)).toEqual(OK);
  });

  describe('system/user/queryListName', () => {
    it('groups enabled employees by the initial of their name\'s pinyin, A..Z then #, in pinyin order', async () => {
      const body = await t.call('system/user/queryListName', {}, sales);
      expect(body.code).toBe(0);
      expect(Object.keys(body.data)).toEqual(['A', 'L', 'S', 'W', 'X', 'Z', '#']);
      expect(names(body.data.A)).toEqual(['admin']);
      expect(names(body.data.L)).toEqual(['李娜', '刘洋']);
      expect(names(body.data.S)).toEqual(['单田芳']); // 单 as a surname: shan
      expect(names(body.data.W)).toEqual(['王芳']);
      expect(names(body.data.X)).toEqual(['系统设置员']);
      expect(names(body.data.Z)).toEqual(['张三', '张伟', 'Zoe']); // 赵六 is disabled
      expect(names(body.data['#'])).toEqual(['1号']);
    });

    it('answers each employee as {userId, realname, mobile, email, postName, deptName, img}', async () => {
      const body = await t.call('system/user/queryListName', {}, sales);
      expect(body.data.Z[0]).toEqual({
        userId: added['张三'].userId, realname: '张三', mobile: '13900000011', email: null, postName: '出纳', deptName: '财务部', img: null,
      });
      expect(body.data.Z[1]).toEqual({ userId: MANAGER, realname: '张伟', mobile: null, email: null, postName: '销售经理', deptName: '销售部', img: null });
    });

    it('searches names and mobiles (contains), literally', async () => {
      const search = async (text: string) => (await t.call('system/user/queryListName', { search: text }, sales)).data;
      const byName = await search('张');
      expect(Object.keys(byName)).toEqual(['Z']);
      expect(names(byName.Z)).toEqual(['张三', '张伟']);
      expect(await search('0000012')).toEqual({ S: [entry('单田芳')] });
      expect(await search('%')).toEqual({});
      expect(await search('nobody')).toEqual({});
      expect(names((await search('  ')).L)).toEqual(['李娜', '刘洋']); // blank = everyone
    });

    it('needs a session, and refuses a search that is too long', async () => {
      expect(await t.call('system/user/queryListName', {})).toEqual(NOT_LOGGED_IN);
      expect(await t.call('system/user/queryListName', { search: 'x'.repeat(101) }, sales)).toEqual(refused('搜索内容不能超过100个字符'));
    });
  });

  describe('system/user/queryListNameByDept', () => {
    it('lists every department by num, then id, with its enabled employees and their number', async () => {
      const body = await t.call('system/user/queryListNameByDept', {}, sales);
      expect(body.code).toBe(0);
      expect(body.data.map((d: { name: string; deptId: number; userNumber: number; userList: { realname: string }[] }) =>
        [d.deptId, d.name, d.userNumber, names(d.userList)])).toEqual([
        [1, '办公室', 3, ['1号', 'admin', '系统设置员']],
        [2, '销售部', 2, ['张伟', 'Zoe']],
        [3, '销售一组', 3, ['李娜', '刘洋', '单田芳']],
        [4, '财务部', 2, ['王芳', '张三']],
        [expect.any(Number), '空部门', 0, []],
      ]);
      expect(body.data[3].userList[1]).toEqual({
        userId: added['张三'].userId, realname: '张三', mobile: '13900000011', email: null, postName: '出纳', deptName: '财务部', img: null,
      });
    });

    it('keeps, with a name, only the departments where someone matches, each with the matches only', async () => {
      const body = await t.call('system/user/queryListNameByDept', { name: '张' }, sales);
      expect(body.data).toEqual([
        { name: '销售部', deptId: 2, userNumber: 1, userList: [entry('张伟')] },
        { name: '财务部', deptId: 4, userNumber: 1, userList: [entry('张三')] },
      ]);
      expect((await t.call('system/user/queryListNameByDept', { name: '赵六' }, sales)).data).toEqual([]);
    });

    it('needs a session', async () => {
      expect(await t.call('system/user/queryListNameByDept', {})).toEqual(NOT_LOGGED_IN);
    });
  });

  describe('who may read it', () => {
    it('is every seeded member of staff (办公员工), and nobody without 通讯录 › 查看 (oa.book.read)', async () => {
      for (const token of [sales, manager, finance]) {
        expect((await t.call('system/user/queryListNameByDept', {}, token)).code).toBe(0);
      }
      // 张三 holds only 行政管理 (role 9), which grants no menu
      const login = await t.call('login', { username: added['张三'].mobile, password: 'secret1' });
      const clerk = login['Admin-Token'] as string;
      expect(clerk).toBeTruthy();
      expect(await t.call('system/user/queryListName', {}, clerk)).toEqual(DENIED);
      expect(await t.call('system/user/queryListNameByDept', {}, clerk)).toEqual(DENIED);
    });
  });
});

describe('project roles (项目管理设置)', () => {
  /** Everything setWorkRole and deleteWorkRole may write, to prove a refusal wrote nothing. */
  const snapshot = async () => Promise.all([
    t.db.selectFrom('admin_role').selectAll().orderBy('role_id').execute(),
    t.db.selectFrom('admin_role_menu').select(['role_id', 'menu_id']).orderBy('role_id').orderBy('menu_id').execute(),
  ]);
  const list = async (token = admin) => {
    const body = await t.call('system/role/queryProjectRoleList', {}, token);
    expect(body.code).toBe(0);
    return body.data as { roleId: number; roleName: string; remark: string | null; rules: number[] }[];
  };
  const setWorkRole = (body: unknown, token = admin) => postJson(t, 'system/role/setWorkRole', body, token);
  const EDIT = {
    roleId: 14, roleName: '编辑', roleType: 5, remark: null, status: 1, dataType: 5, isHidden: 1, label: 3, rules: [139, 141, 142, 143],
  };
  const READ_ONLY = { roleId: 15, roleName: '只读', roleType: 5, remark: null, status: 1, dataType: 5, isHidden: 1, label: 4, rules: [] };

  it('getWorkMenuList answers the work root with its tree, buttons without childMenu', async () => {
    const body = await t.call('system/menu/getWorkMenuList', {}, admin);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ menuId: 137, parentId: 0, menuName: '项目管理', realm: 'work', menuType: 0, status: 1 });
    const tree = (node: { menuId: number; childMenu?: unknown[] }): unknown =>
      (node.childMenu ? [node.menuId, node.childMenu.map((c) => tree(c as typeof node))] : node.menuId);
    expect(tree(body.data)).toEqual([137, [[138, [139]], [140, [141, 142, 143]], [144, [145]]]]);
    expect(Object.keys(body.data.childMenu[0].childMenu[0]).sort())
      .toEqual(['menuId', 'menuName', 'menuType', 'parentId', 'realm', 'remarks', 'sort', 'status']);
  });

  it('queryProjectRoleList answers the visible type 5/6 roles as full rows with all their menus', async () => {
    expect(await list()).toEqual([EDIT, READ_ONLY]); // 13 管理 is hidden
  });

  it('setWorkRole creates a type 6 role with its menus, then updates its name, remark and menus', async () => {
    expect(await setWorkRole({ roleName: '访客', remark: '只看任务', rules: [138, 139] })).toEqual(OK);
    const created = (await list()).find((r) => r.roleName === '访客')!;
    expect(created).toEqual({
      roleId: expect.any(Number), roleName: '访客', roleType: 6, remark: '只看任务', status: 1, dataType: 5, isHidden: 1, label: null, rules: [138, 139],
    });
    expect(created.roleId).toBeGreaterThanOrEqual(48);

    expect(await setWorkRole({ roleId: created.roleId, roleName: '访客组', remark: '', rules: [140, 141, 137] })).toEqual(OK);
    expect((await list()).find((r) => r.roleId === created.roleId)).toMatchObject({ roleName: '访客组', remark: null, rules: [137, 140, 141] });

    // without rules the menus stay; without remark it stays
    expect(await setWorkRole({ roleId: created.roleId, roleName: '访客' })).toEqual(OK);
    expect((await list()).find((r) => r.roleId === created.roleId)).toMatchObject({ roleName: '访客', remark: null, rules: [137, 140, 141] });
    expect(await setWorkRole({ roleId: created.roleId, roleName: '访客', rules: [] })).toEqual(OK);
    expect((await list()).find((r) => r.roleId === created.roleId)).toMatchObject({ rules: [] });
  });

  it('setWorkRole may rename and re-grant a built-in project role, which keeps its type', async () => {
    try {
      expect(await setWorkRole({ roleId: 14, roleName: '协作', remark: '可建任务', rules: [139] })).toEqual(OK);
      expect((await list()).find((r) => r.roleId === 14)).toEqual({ ...EDIT, roleName: '协作', remark: '可建任务', rules: [139] });
    } finally {
      expect(await setWorkRole({ roleId: 14, roleName: '编辑', remark: '', rules: EDIT.rules })).toEqual(OK);
    }
    expect((await list()).find((r) => r.roleId === 14)).toEqual(EDIT);
  });

  it('setWorkRole refuses bad input, taken names, foreign menus and other roles, writing nothing', async () => {
    const { roleId: guest } = (await list()).find((r) => r.roleName === '访客')!;
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ roleName: '', rules: [138] }, '角色名称不能为空'],
      [{ remark: 'x', rules: [138] }, '角色名称不能为空'],
      [{ roleName: 'x'.repeat(51) }, '角色名称不能超过50个字符'],
      [{ roleName: '编辑', rules: [] }, '角色名已存在'],
      [{ roleName: '管理' }, '角色名已存在'], // the hidden built-in role's name is taken too
      [{ roleId: guest, roleName: '只读' }, '角色名已存在'],
      [{ roleId: 14, roleName: '访客' }, '角色名已存在'],
      [{ roleName: '新角色', rules: [138, 28] }, '权限不存在'], // 28 crm.customer.index: not a project menu
      [{ roleName: '新角色', rules: [186] }, '权限不存在'], // manage.work.update, a realm `work` outside the root
      [{ roleName: '新角色', rules: [99999] }, '权限不存在'],
      [{ roleName: '新角色', rules: ['任务'] }, '权限格式不正确'],
      [{ roleName: '新角色', rules: 'abc' }, '权限格式不正确'],
      [{ roleId: 11, roleName: '新角色' }, '角色不存在'], // a CRM role
      [{ roleId: 13, roleName: '新角色' }, '角色不存在'], // hidden
      [{ roleId: 99999, roleName: '新角色' }, '角色不存在'],
      [{ roleId: 'abc', roleName: '新角色' }, '角色格式不正确'],
      [{ roleName: '新角色', remark: 'x'.repeat(256) }, '备注不能超过255个字符'],
    ];
    for (const [body, msg] of cases) expect([body, await setWorkRole(body)]).toEqual([body, refused(msg)]);
    expect(await snapshot()).toEqual(before);
  });

  it('deleteWorkRole deletes a type 6 role and its menus, and refuses the built-in and other roles', async () => {
    expect(await setWorkRole({ roleName: '临时', rules: [138, 139] })).toEqual(OK);
    const { roleId } = (await list()).find((r) => r.roleName === '临时')!;
    const before = await snapshot();
    for (const [form, msg] of [
      [{ roleId: 14 }, '系统角色不能删除'], [{ roleId: 13 }, '系统角色不能删除'], [{ roleId: 11 }, '角色不存在'],
      [{ roleId: 99999 }, '角色不存在'], [{}, '角色不能为空'], [{ roleId: 'x' }, '角色格式不正确'],
    ] as const) expect(await t.call('system/role/deleteWorkRole', form, admin)).toEqual(refused(msg));
    expect(await snapshot()).toEqual(before);

    expect(await t.call('system/role/deleteWorkRole', { roleId }, admin)).toEqual(OK);
    expect((await list()).map((r) => r.roleName)).not.toContain('临时');
    expect(await t.db.selectFrom('admin_role_menu').select('menu_id').where('role_id', '=', roleId).execute()).toEqual([]);
    expect(await t.call('system/role/deleteWorkRole', { roleId }, admin)).toEqual(refused('角色不存在'));
  });

  it('refuses all four calls without manage.work.update, and lets a non-super-admin holder of it through', async () => {
    const before = await snapshot();
    for (const token of [sales, manager]) {
      expect(await t.call('system/menu/getWorkMenuList', {}, token)).toEqual(DENIED);
      expect(await t.call('system/role/queryProjectRoleList', {}, token)).toEqual(DENIED);
      expect(await setWorkRole({ roleName: '越权' }, token)).toEqual(DENIED);
      expect(await t.call('system/role/deleteWorkRole', { roleId: 15 }, token)).toEqual(DENIED);
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.call('system/role/queryProjectRoleList', {})).toEqual(NOT_LOGGED_IN);

    expect((await t.call('system/menu/getWorkMenuList', {}, settingsAdmin)).data).toMatchObject({ menuId: 137 });
    expect(await setWorkRole({ roleName: '设置员的角色', rules: [144, 145] }, settingsAdmin)).toEqual(OK);
    const made = (await list(settingsAdmin)).find((r) => r.roleName === '设置员的角色')!;
    expect(made.rules).toEqual([144, 145]);
    expect(await t.call('system/role/deleteWorkRole', { roleId: made.roleId }, settingsAdmin)).toEqual(OK);
  });
});
