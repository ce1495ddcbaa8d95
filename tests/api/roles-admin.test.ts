// 角色权限管理 of the admin backend (contract 3.8, 3.7): getRoleByType, getMenuListByType,
// getAllMenuList, add, update, updateRoleMenu, copy, delete, relatedUser, unbindingUser; and what
// a logged-in employee may do and see after their role changed, on their very next call.
// Seeded roles (docs/server.md): 1 超级管理员 (admin), 2 系统设置管理员 … 6 (type 1), 7 公告管理员
// (type 7), 8 销售经理角色 (manager), 9 行政管理, 10 财务角色 (finance), 11 销售员角色 (sales, sales2)
// (type 2), 12 项目管理员 and 47 测试项目 (type 8), 13-15 per-project roles (type 5).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_STAFF_ROLE_ID, ROLE_SEED } from '../../server/db/seed/roles.ts';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
/** A 系统设置管理员 (role 2: manage.permission.update and the rest of manage, not a super admin). */
let permissionAdmin: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
  const username = '13700000001';
  const body = await t.call('system/user/addUser', {
    username, password: 'secret1', realname: '权限管理员', deptId: 1, parentId: SEED_USER.admin, roleIds: '2',
  }, admin);
  if (body.code !== 0) throw new Error(`addUser: ${body.msg}`);
  const row = await t.db.selectFrom('admin_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow();
  permissionAdmin = { userId: row.user_id, token: await t.login(username, 'secret1') };
});
afterAll(async () => { await t?.close(); });

const OK = { code: 0, msg: 'success' };
const refused = (msg: string) => ({ code: 500, msg });
const { admin: ADMIN, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;
const SALES_ROLE = 11;
/** 办公员工 (type 7): every seeded member of staff holds it beside their CRM role. */
const OFFICE = OFFICE_STAFF_ROLE_ID;
const CUSTOMER_INDEX = 28; // crm.customer.index
const seededMenus = (roleId: number) => ROLE_SEED.find((r) => r.roleId === roleId)!.menuIds;
const byNumber = (a: number, b: number) => a - b;

/** Everything the role calls may write, to prove a refusal wrote nothing. */
async function snapshot() {
  const [roles, roleMenus, userRoles] = await Promise.all([
    t.db.selectFrom('admin_role').selectAll().orderBy('role_id').execute(),
    t.db.selectFrom('admin_role_menu').select(['role_id', 'menu_id']).orderBy('role_id').orderBy('menu_id').execute(),
    t.db.selectFrom('admin_user_role').select(['user_id', 'role_id']).orderBy('user_id').orderBy('role_id').execute(),
  ]);
  return { roles, roleMenus, userRoles };
}

const roleRow = (roleId: number) => t.db.selectFrom('admin_role').selectAll().where('role_id', '=', roleId).executeTakeFirst();
const roleNamed = (roleName: string, roleType: number) =>
  t.db.selectFrom('admin_role').selectAll().where('role_name', '=', roleName).where('role_type', '=', roleType).executeTakeFirstOrThrow();
async function menusOf(roleId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('admin_role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
  return rows.map((r) => r.menu_id);
}
async function rolesOfUser(userId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('admin_user_role').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute();
  return rows.map((r) => r.role_id);
}

/** Adds a role as admin and answers its id. */
async function addRole(roleName: string, roleType = 2, extra: Record<string, unknown> = {}): Promise<number> {
  const body = await t.call('system/role/add', { roleName, roleType, ...extra }, admin);
  if (body.code !== 0) throw new Error(`add ${roleName}: ${body.msg}`);
  return (await roleNamed(roleName, roleType)).role_id;
}

const updateRoleMenu = (token: string, body: Record<string, unknown>) => postJson(t, 'system/role/updateRoleMenu', body, token);

type MenuNode = { menuId: number; childMenu?: MenuNode[]; [key: string]: unknown };
const childIds = (node: MenuNode) => node.childMenu!.map((c) => c.menuId);
const allIds = (node: MenuNode): number[] => [node.menuId, ...(node.childMenu ?? []).flatMap(allIds)];

describe('system/role/getRoleByType', () => {
  it('answers the roles of a type as full rows with their menus below the type\'s root and below bi, for any logged-in user', async () => {
    const body = await t.call('system/role/getRoleByType', { roleType: 2 }, sales);
    expect(body.code).toBe(0);
    expect(body.data.map((r: { roleId: number }) => r.roleId)).toEqual([8, 9, 10, 11]);
    const salesRole = body.data.find((r: { roleId: number }) => r.roleId === SALES_ROLE);
    expect(salesRole).toEqual({
      roleId: 11, roleName: '销售员角色', roleType: 2, remark: null, status: 1, dataType: 2, isHidden: 1, label: null,
      rules: { data: seededMenus(11).filter((id) => id !== 1).sort(byNumber), bi: [] },
    });
    const finance = body.data.find((r: { roleId: number }) => r.roleId === 10);
    expect(finance.rules.bi).toEqual([101, 106]); // the bi root (2) is left out, like the crm root (1)
    expect(finance.rules.data).not.toContain(1);
  });

  it('answers types 1, 7 and 8 the same way, [] for other types, and refuses a missing or bad type', async () => {
    const system = (await t.call('system/role/getRoleByType', { roleType: 1 }, admin)).data;
    expect(system.map((r: { roleId: number }) => r.roleId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(system[0]).toMatchObject({ roleId: 1, roleName: '超级管理员', remark: 'admin', dataType: 5, rules: { data: [], bi: [] } });
    expect(system[1].rules).toEqual({ data: seededMenus(2).filter((id) => id !== 3), bi: [] });
    expect((await t.call('system/role/getRoleByType', { roleType: 7 }, admin)).data.map((r: { roleId: number }) => r.roleId)).toEqual([7, OFFICE]);
    const project = (await t.call('system/role/getRoleByType', { roleType: 8 }, admin)).data;
    expect(project.map((r: { roleId: number; label: number | null }) => [r.roleId, r.label])).toEqual([[12, 1], [47, null], [49, null]]);
    for (const roleType of [0, 5, 6, 3]) {
      expect(await t.call('system/role/getRoleByType', { roleType }, admin)).toEqual({ ...OK, data: [] });
    }
    expect(await t.call('system/role/getRoleByType', {}, admin)).toEqual(refused('角色类型不能为空'));
    expect(await t.call('system/role/getRoleByType', { roleType: 'x' }, admin)).toEqual(refused('角色类型格式不正确'));
  });
});

describe('system/menu/getMenuListByType', () => {
  it('type 1: the manage tree, menu rows with childMenu on every non-button node, no bi', async () => {
    const body = await t.call('system/menu/getMenuListByType', { roleType: 1 }, sales);
    expect(body.code).toBe(0);
    expect(Object.keys(body.data)).toEqual(['data']);
    const root: MenuNode = body.data.data;
    expect(root).toMatchObject({ menuId: 3, parentId: 0, menuName: '全部', realm: 'manage', menuType: 0, sort: 0, status: 1, remarks: null });
    expect(childIds(root)).toEqual([160, 163, 166, 174, 176, 178, 180, 185]);
    const permission = root.childMenu!.find((m) => m.menuId === 174)!;
    expect(permission).toEqual({
      menuId: 174, parentId: 3, menuName: '角色权限管理', realm: 'permission', menuType: 1, sort: 4, status: 1, remarks: null,
      childMenu: [{ menuId: 175, parentId: 174, menuName: '角色权限设置', realm: 'update', menuType: 3, sort: 1, status: 1, remarks: null }],
    });
  });

  it('type 2: the crm tree and bi without its oa page; type 7: the oa tree and bi with only oa; type 8: the project tree', async () => {
    const crm = (await t.call('system/menu/getMenuListByType', { roleType: 2 }, admin)).data;
    expect(crm.data.menuId).toBe(1);
    expect(childIds(crm.data)).toEqual([9, 10, 11, 12, 13, 14, 15, 127]);
    expect(childIds(crm.data.childMenu[1])).toEqual([26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 191]);
    expect(crm.bi.menuId).toBe(2);
    expect(childIds(crm.bi)).toEqual([97, 98, 99, 101, 117, 123, 125]);

    const oa = (await t.call('system/menu/getMenuListByType', { roleType: 7 }, admin)).data;
    expect(allIds(oa.data)).toEqual([148, 150, 151, 187, 188, 189, 190]);
    expect(allIds(oa.bi)).toEqual([2, 146, 147]);

    const project = (await t.call('system/menu/getMenuListByType', { roleType: 8 }, admin)).data;
    expect(Object.keys(project)).toEqual(['data']);
    expect(allIds(project.data)).toEqual([149, 152, 153]);

    expect(await t.call('system/menu/getMenuListByType', { roleType: 5 }, admin)).toEqual({ ...OK, data: {} });
    expect(await t.call('system/menu/getMenuListByType', {}, admin)).toEqual(refused('角色类型不能为空'));
  });

  it('system/menu/getAllMenuList: every root but the per-project `work` template', async () => {
    const body = await t.call('system/menu/getAllMenuList', {}, admin);
    expect(body.data.map((m: MenuNode) => m.menuId)).toEqual([1, 2, 3, 148, 149]);
    expect(childIds(body.data[2])).toContain(185); // manage.work is a real permission and stays
  });
});

describe('system/role/add', () => {
  it('adds an enabled, visible role without menus, scope 本人 unless told; names are unique within a type', async () => {
    expect(await t.call('system/role/add', { roleName: '  电话销售  ', roleType: 2 }, admin)).toEqual(OK);
    const row = await roleNamed('电话销售', 2);
    expect(row).toMatchObject({ role_type: 2, remark: null, status: 1, data_type: 1, is_hidden: 1, label: null });
    expect(row.role_id).toBeGreaterThanOrEqual(48);
    expect(await menusOf(row.role_id)).toEqual([]);
    const listed = (await t.call('system/role/getRoleByType', { roleType: 2 }, admin)).data.find((r: { roleId: number }) => r.roleId === row.role_id);
    expect(listed).toMatchObject({ roleName: '电话销售', dataType: 1, rules: { data: [], bi: [] } });

    expect(await t.call('system/role/add', { roleName: '区域经理', roleType: 2, remark: '华东', dataType: 4 }, admin)).toEqual(OK);
    expect(await roleNamed('区域经理', 2)).toMatchObject({ remark: '华东', data_type: 4 });
    // the same name in another type is another role
    expect(await t.call('system/role/add', { roleName: '电话销售', roleType: 7 }, admin)).toEqual(OK);
  });

  it('refuses each bad field, naming it, and a taken name, and writes nothing', async () => {
    await addRole('重复的角色');
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ roleName: '' }, '角色名称不能为空'],
      [{ roleName: '名'.repeat(51) }, '角色名称不能超过50个字符'],
      [{ roleType: '' }, '角色类型不能为空'],
      [{ roleType: 5 }, '角色类型格式不正确'],
      [{ roleType: 0 }, '角色类型格式不正确'],
      [{ roleType: 'x' }, '角色类型格式不正确'],
      [{ dataType: 6 }, '数据权限格式不正确'],
      [{ remark: 'r'.repeat(256) }, '备注不能超过255个字符'],
      [{ roleName: '重复的角色' }, '角色名已存在'],
    ];
    for (const [overrides, msg] of cases) {
      const body = await t.call('system/role/add', { roleName: '新角色', roleType: 2, ...overrides }, admin);
      expect({ overrides, body }).toEqual({ overrides, body: refused(msg) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/role/update', () => {
  it('renames, sets remark and scope (data 0); with menuIds also replaces the menus (data 1)', async () => {
    const roleId = await addRole('待编辑角色');
    expect(await t.call('system/role/update', { roleId, roleName: '已编辑角色', roleType: 2, remark: '说明', dataType: 3 }, admin)).toEqual({ ...OK, data: 0 });
    expect(await roleRow(roleId)).toMatchObject({ role_name: '已编辑角色', remark: '说明', data_type: 3 });
    // absent remark and dataType stay
    expect(await t.call('system/role/update', { roleId, roleName: '已编辑角色', roleType: 2 }, admin)).toEqual({ ...OK, data: 0 });
    expect(await roleRow(roleId)).toMatchObject({ remark: '说明', data_type: 3 });

    expect(await t.call('system/role/update', { roleId, roleName: '已编辑角色', roleType: 2, menuIds: '[1,10,28,29]' }, admin)).toEqual({ ...OK, data: 1 });
    expect(await menusOf(roleId)).toEqual([1, 10, 28, 29]);
    // URL-encoded once more, as the original decoded it twice
    expect(await t.call('system/role/update', { roleId, roleName: '已编辑角色', roleType: 2, menuIds: encodeURIComponent('[2,99,104]') }, admin)).toEqual({ ...OK, data: 1 });
    expect(await menusOf(roleId)).toEqual([2, 99, 104]);
    expect(await t.call('system/role/update', { roleId, roleName: '已编辑角色', roleType: 2, menuIds: '[]', remark: '' }, admin)).toEqual({ ...OK, data: 1 });
    expect(await menusOf(roleId)).toEqual([]);
    expect(await roleRow(roleId)).toMatchObject({ remark: null });
  });

  it('refuses a taken name, another type, unknown roles, foreign menus, and writes nothing', async () => {
    const roleId = await addRole('另一个角色', 2, { remark: '原样' });
    const before = await snapshot();
    const form = { roleId, roleName: '另一个角色', roleType: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ roleId: '' }, '角色不能为空'],
      [{ roleId: 999 }, '角色不存在'],
      [{ roleId: 13 }, '角色不存在'], // a per-project role is not managed here
      [{ roleName: '' }, '角色名称不能为空'],
      [{ roleName: '销售员角色' }, '角色名已存在'],
      [{ roleType: 7 }, '角色类型不能修改'],
      [{ dataType: 0 }, '数据权限格式不正确'],
      [{ menuIds: 'abc' }, '权限格式不正确'],
      [{ menuIds: '[1,"x"]' }, '权限格式不正确'],
      [{ menuIds: '{"a":1}' }, '权限格式不正确'],
      [{ menuIds: '[1,999]' }, '权限不存在'],
      [{ menuIds: '[1,10,166,167]' }, '权限「员工与部门管理」不能授予客户管理角色'],
      [{ menuIds: '[2,146,147]' }, '权限「办公分析」不能授予客户管理角色'],
    ];
    for (const [overrides, msg] of cases) {
      const body = await t.call('system/role/update', { ...form, ...overrides }, admin);
      expect({ overrides, body }).toEqual({ overrides, body: refused(msg) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/role/updateRoleMenu', () => {
  it('replaces the menus (roots and modules the tree sends included) and sets the data scope, in one go', async () => {
    const roleId = await addRole('菜单角色');
    const rules = [1, 10, 26, 27, 28, 29, 2, 99, 104];
    expect(await updateRoleMenu(admin, { id: roleId, type: 4, rules, roleName: '菜单角色' })).toEqual(OK);
    expect(await menusOf(roleId)).toEqual([...rules].sort(byNumber));
    expect((await roleRow(roleId))!.data_type).toBe(4);
    // `type: ''` (roles of types without a scope selector) keeps the scope
    expect(await updateRoleMenu(admin, { id: roleId, type: '', rules: [9, 19, 19] })).toEqual(OK);
    expect(await menusOf(roleId)).toEqual([9, 19]);
    expect((await roleRow(roleId))!.data_type).toBe(4);
    expect(await updateRoleMenu(admin, { id: roleId, rules: [] })).toEqual(OK);
    expect(await menusOf(roleId)).toEqual([]);
    // the other types take their own trees: oa + bi.oa, manage, project
    expect(await updateRoleMenu(admin, { id: 7, type: 5, rules: [148, 187, 188, 189, 190, 2, 146, 147] })).toEqual(OK);
    expect(await updateRoleMenu(admin, { id: 3, type: 5, rules: seededMenus(3) })).toEqual(OK);
    expect(await updateRoleMenu(admin, { id: 47, rules: [149, 152, 153] })).toEqual(OK);
    expect(await menusOf(47)).toEqual([149, 152, 153]);
  });

  it('refuses a bad body, unknown roles and menus outside the role type\'s trees, and writes nothing', async () => {
    const roleId = await addRole('不变的角色');
    await updateRoleMenu(admin, { id: roleId, type: 2, rules: [1, 9, 19] });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ id: undefined }, '角色不能为空'],
      [{ id: 999 }, '角色不存在'],
      [{ id: 14 }, '角色不存在'],
      [{ rules: undefined }, '权限不能为空'],
      [{ rules: 'x' }, '权限格式不正确'],
      [{ rules: [1, -3] }, '权限格式不正确'],
      [{ rules: [1, 9, 19, 4711] }, '权限不存在'],
      [{ type: 6 }, '数据权限格式不正确'],
      [{ rules: [1, 9, 19, 168] }, '权限「员工与部门管理-员工新建」不能授予客户管理角色'],
      [{ rules: [1, 9, 19, 147] }, '权限「办公分析-查看」不能授予客户管理角色'],
      [{ rules: [1, 9, 19, 3] }, '权限「系统管理」不能授予客户管理角色'],
      [{ rules: [1, 9, 19, 139] }, '权限「任务-创建」不能授予客户管理角色'],
      [{ id: 7, rules: [187, 188, 26] }, '权限「客户管理-新建」不能授予办公管理角色'],
      [{ id: 7, rules: [187, 2, 99] }, '权限「员工客户分析」不能授予办公管理角色'],
      [{ id: 2, rules: [3, 160, 2] }, '权限「商业智能」不能授予系统管理角色'],
      [{ id: 12, rules: [149, 152, 153, 28] }, '权限「客户管理-查看列表」不能授予项目管理角色'],
    ];
    for (const [overrides, msg] of cases) {
      const body = await updateRoleMenu(admin, { id: roleId, type: 3, rules: [1, 9, 19, 20], ...overrides });
      expect({ overrides, body }).toEqual({ overrides, body: refused(msg) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/role/copy', () => {
  it('copies the role as <name>(n), the first n free in its type, with the same menus, scope, remark and label', async () => {
    const roleId = await addRole('复制源', 2, { remark: '源', dataType: 3 });
    await updateRoleMenu(admin, { id: roleId, rules: [1, 10, 28, 29] });
    expect(await t.call('system/role/copy', { roleId }, admin)).toEqual(OK);
    const first = await roleNamed('复制源(1)', 2);
    expect(first).toMatchObject({ remark: '源', data_type: 3, status: 1, is_hidden: 1, label: null });
    expect(await menusOf(first.role_id)).toEqual([1, 10, 28, 29]);
    expect(await t.call('system/role/copy', { roleId }, admin)).toEqual(OK);
    await roleNamed('复制源(2)', 2);
    expect(await t.call('system/role/copy', { roleId: first.role_id }, admin)).toEqual(OK);
    await roleNamed('复制源(3)', 2);

    expect(await t.call('system/role/copy', { roleId: 12 }, admin)).toEqual(OK);
    expect(await roleNamed('项目管理员(1)', 8)).toMatchObject({ remark: 'project', label: 1 });
    // a 50-character name keeps within the column
    const long = await addRole('长'.repeat(50));
    expect(await t.call('system/role/copy', { roleId: long }, admin)).toEqual(OK);
    await roleNamed(`${'长'.repeat(47)}(1)`, 2);
  });

  it('refuses the super admin role and unknown roles, and writes nothing', async () => {
    const before = await snapshot();
    expect(await t.call('system/role/copy', { roleId: 1 }, admin)).toEqual(refused('超级管理员角色不能复制'));
    expect(await t.call('system/role/copy', { roleId: 999 }, admin)).toEqual(refused('角色不存在'));
    expect(await t.call('system/role/copy', { roleId: 15 }, admin)).toEqual(refused('角色不存在'));
    expect(await t.call('system/role/copy', {}, admin)).toEqual(refused('角色不能为空'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/role/delete', () => {
  it('deletes a role nobody holds, with its menus', async () => {
    const roleId = await addRole('要删除的角色');
    await updateRoleMenu(admin, { id: roleId, rules: [1, 10, 28] });
    expect(await t.call('system/role/delete', { roleId }, admin)).toEqual(OK);
    expect(await roleRow(roleId)).toBeUndefined();
    expect(await menusOf(roleId)).toEqual([]);
  });

  it('refuses the super admin role, a role employees hold (disabled ones too), unknown roles, and writes nothing', async () => {
    const roleId = await addRole('有员工的角色');
    const username = '13700000002';
    expect(await t.call('system/user/addUser', {
      username, password: 'secret1', realname: '停用的员工', deptId: 4, parentId: FINANCE, roleIds: String(roleId),
    }, admin)).toEqual(OK);
    const holder = (await t.db.selectFrom('admin_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id;
    expect(await t.call('system/user/setUserStatus', { userIds: String(holder), status: 0 }, admin)).toEqual(OK);
    const before = await snapshot();
    expect(await t.call('system/role/delete', { roleId: 1 }, admin)).toEqual(refused('超级管理员角色不能删除'));
    expect(await t.call('system/role/delete', { roleId: SALES_ROLE }, admin)).toEqual(refused('该角色下有员工，不能删除'));
    expect(await t.call('system/role/delete', { roleId }, admin)).toEqual(refused('该角色下有员工，不能删除'));
    expect(await t.call('system/role/delete', { roleId: 999 }, admin)).toEqual(refused('角色不存在'));
    expect(await t.call('system/role/delete', { roleId: 13 }, admin)).toEqual(refused('角色不存在'));
    expect(await t.call('system/role/delete', { roleId: 'abc' }, admin)).toEqual(refused('角色格式不正确'));
    expect(await snapshot()).toEqual(before);
    // once the holder has another role and this one is taken away, it goes
    expect(await t.call('system/role/relatedUser', { userIds: String(holder), roleIds: '10' }, admin)).toEqual(OK);
    expect(await t.call('system/role/unbindingUser', { userId: holder, roleId }, admin)).toEqual(OK);
    expect(await t.call('system/role/delete', { roleId }, admin)).toEqual(OK);
  });
});

describe('system/role/relatedUser and unbindingUser', () => {
  it('gives each role to each user (idempotent); queryUserList with roleId lists the members; unbinding takes one away', async () => {
    const [a, b] = [await addRole('关联角色甲'), await addRole('关联角色乙', 7)];
    expect(await t.call('system/role/relatedUser', { userIds: `${SALES2},${FINANCE}`, roleIds: `${a},${b}` }, admin)).toEqual(OK);
    expect(await t.call('system/role/relatedUser', { userIds: `${SALES2}`, roleIds: `${a}` }, admin)).toEqual(OK);
    expect(await rolesOfUser(SALES2)).toEqual([SALES_ROLE, OFFICE, a, b]);
    expect(await rolesOfUser(FINANCE)).toEqual([10, OFFICE, a, b]);

    const members = await t.call('system/user/queryUserList', { roleId: a, page: 1, limit: 15, pageType: 1 }, admin);
    expect(members.data).toMatchObject({ totalRow: 2, pageNumber: 1, pageSize: 15 });
    expect(members.data.list.map((u: { userId: number }) => u.userId)).toEqual([SALES2, FINANCE]);
    expect(members.data.list[0].roleName).toBe(`销售员角色,办公员工,关联角色甲,关联角色乙`);

    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: a }, admin)).toEqual(OK);
    expect(await rolesOfUser(SALES2)).toEqual([SALES_ROLE, OFFICE, b]);
    // not held (any more): nothing to do
    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: a }, admin)).toEqual(OK);
    expect(await rolesOfUser(SALES2)).toEqual([SALES_ROLE, OFFICE, b]);
    await t.call('system/role/unbindingUser', { userId: SALES2, roleId: b }, admin);
    await t.call('system/role/unbindingUser', { userId: FINANCE, roleId: a }, admin);
    await t.call('system/role/unbindingUser', { userId: FINANCE, roleId: b }, admin);
  });

  it('refuses bad input, unknown users and roles, the last role and user 3\'s super admin role, and writes nothing', async () => {
    // 刘洋 with his CRM role alone, so that it is his last
    await t.db.deleteFrom('admin_user_role').where('user_id', '=', SALES2).where('role_id', '=', OFFICE).execute();
    try {
      await refusesAndWritesNothing();
    } finally {
      await t.db.insertInto('admin_user_role').values({ user_id: SALES2, role_id: OFFICE }).execute();
    }
  });

  async function refusesAndWritesNothing() {
    const before = await snapshot();
    const related: [Record<string, unknown>, string][] = [
      [{ userIds: '' }, '员工不能为空'],
      [{ roleIds: '' }, '角色不能为空'],
      [{ userIds: '6,x' }, '员工格式不正确'],
      [{ userIds: '6,999' }, '员工不存在'],
      [{ roleIds: '9,999' }, '角色不存在'],
      [{ roleIds: '13' }, '角色不存在'], // per-project roles are given in projects
    ];
    for (const [overrides, msg] of related) {
      const body = await t.call('system/role/relatedUser', { userIds: String(SALES2), roleIds: '9', ...overrides }, admin);
      expect({ overrides, body }).toEqual({ overrides, body: refused(msg) });
    }
    expect(await t.call('system/role/unbindingUser', { userId: ADMIN, roleId: 1 }, admin)).toEqual(refused('超级管理员不可被更改'));
    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: SALES_ROLE }, admin)).toEqual(refused('用户至少需要一个角色'));
    expect(await t.call('system/role/unbindingUser', { userId: 999, roleId: SALES_ROLE }, admin)).toEqual(refused('员工不存在'));
    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: 999 }, admin)).toEqual(refused('角色不存在'));
    expect(await t.call('system/role/unbindingUser', { roleId: SALES_ROLE }, admin)).toEqual(refused('员工不能为空'));
    expect(await t.call('system/role/unbindingUser', { userId: SALES2 }, admin)).toEqual(refused('角色不能为空'));
    expect(await snapshot()).toEqual(before);
  }

  it('never leaves role 1 without a holder', async () => {
    // user 3 cannot lose it (above); were they not holding it, the last other holder keeps it
    expect(await t.call('system/role/relatedUser', { userIds: String(SALES2), roleIds: '1' }, admin)).toEqual(OK);
    const sales2 = await t.login('sales2');
    await t.db.deleteFrom('admin_user_role').where('user_id', '=', ADMIN).where('role_id', '=', 1).execute();
    try {
      expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: 1 }, sales2)).toEqual(refused('至少需要保留一名超级管理员'));
      expect(await rolesOfUser(SALES2)).toEqual([1, SALES_ROLE, OFFICE]);
    } finally {
      await t.db.insertInto('admin_user_role').values({ user_id: ADMIN, role_id: 1 }).execute();
    }
    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId: 1 }, admin)).toEqual(OK);
    expect(await rolesOfUser(SALES2)).toEqual([SALES_ROLE, OFFICE]);
  });
});

describe('permissions', () => {
  it('refuses a salesperson every role write with 无权访问, and writes nothing', async () => {
    const before = await snapshot();
    const calls: [string, Record<string, unknown>][] = [
      ['system/role/add', { roleName: '越权角色', roleType: 2 }],
      ['system/role/update', { roleId: SALES_ROLE, roleName: '越权', roleType: 2 }],
      ['system/role/updateRoleMenu', { id: SALES_ROLE, type: 5, rules: [1, 10, 28] }],
      ['system/role/copy', { roleId: SALES_ROLE }],
      ['system/role/delete', { roleId: 9 }],
      ['system/role/relatedUser', { userIds: String(SALES), roleIds: '2' }],
      ['system/role/unbindingUser', { userId: SALES2, roleId: SALES_ROLE }],
    ];
    for (const [path, params] of calls) {
      expect({ path, body: await t.call(path, params, sales) }).toEqual({ path, body: refused('无权访问') });
    }
    expect(await postJson(t, 'system/role/updateRoleMenu', { id: SALES_ROLE, type: 5, rules: [1, 10, 28] }, sales)).toEqual(refused('无权访问'));
    expect(await snapshot()).toEqual(before);
  });

  it('lets a 系统设置管理员 manage roles, but not the super admin role nor its holders', async () => {
    const { token, userId } = permissionAdmin;
    const roleId = await addRole('管理员可改的角色');
    expect(await t.call('system/role/update', { roleId, roleName: '管理员改过的角色', roleType: 2 }, token)).toEqual({ ...OK, data: 0 });
    expect(await updateRoleMenu(token, { id: roleId, type: 2, rules: [1, 10, 28] })).toEqual(OK);
    expect(await t.call('system/role/relatedUser', { userIds: String(SALES2), roleIds: String(roleId) }, token)).toEqual(OK);
    expect(await t.call('system/role/unbindingUser', { userId: SALES2, roleId }, token)).toEqual(OK);

    const before = await snapshot();
    expect(await t.call('system/role/update', { roleId: 1, roleName: '我的超级管理员', roleType: 1 }, token)).toEqual(refused('无权修改超级管理员角色'));
    expect(await updateRoleMenu(token, { id: 1, rules: [3, 174, 175] })).toEqual(refused('无权修改超级管理员角色'));
    expect(await t.call('system/role/relatedUser', { userIds: String(userId), roleIds: '1' }, token)).toEqual(refused('无权授予超级管理员角色'));
    expect(await t.call('system/role/relatedUser', { userIds: `${SALES2},${ADMIN}`, roleIds: '9' }, token)).toEqual(refused('无权修改超级管理员'));
    expect(await t.call('system/role/unbindingUser', { userId: ADMIN, roleId: 1 }, token)).toEqual(refused('超级管理员不可被更改'));
    expect(await snapshot()).toEqual(before);
    // the super admin may
    expect(await t.call('system/role/update', { roleId: 1, roleName: '超级管理员', roleType: 1, remark: 'admin' }, admin)).toEqual({ ...OK, data: 0 });
  });
});

describe('a role\'s change reaches a logged-in employee on her next call, without restart', () => {
  const customerList = (token: string) => postJson(t, 'CrmCustomer/queryPageList', { page: 1, limit: 100 }, token);
  const owners = async (token: string) => {
    const body = await customerList(token);
    if (body.code !== 0) throw new Error(`customer list: ${body.msg}`);
    return [...new Set((body.data.list as { ownerUserId: number }[]).map((r) => r.ownerUserId))].sort(byNumber);
  };
  /** The 销售员角色's rules as the editor sends them back: its crm and bi menus, the crm root included. */
  const salesRules = async () => {
    const role = (await t.call('system/role/getRoleByType', { roleType: 2 }, admin)).data.find((r: { roleId: number }) => r.roleId === SALES_ROLE);
    return [1, ...role.rules.data, ...role.rules.bi];
  };

  beforeAll(async () => {
    for (const [name, owner] of [['李娜的客户', SALES], ['刘洋的客户', SALES2], ['王芳的客户', FINANCE]] as const) {
      const time = new Date();
      await t.db.insertInto('crm_customer').values({
        customer_name: name, owner_user_id: owner, create_user_id: owner, create_time: time, update_time: time, batch_id: randomUUID().replaceAll('-', ''),
      }).execute();
    }
  });

  it('updateRoleMenu without crm.customer.index: her customer list is refused and her auth tree lacks it; restored, both come back', async () => {
    const token = await t.login('sales');
    expect((await customerList(token)).code).toBe(0); // seen live: session, keys and scope cached
    expect((await t.call('system/role/auth', {}, token)).data.crm.customer.index).toBe(true);

    const rules = await salesRules();
    expect(rules).toContain(CUSTOMER_INDEX);
    expect(await updateRoleMenu(admin, { id: SALES_ROLE, type: 2, rules: rules.filter((id) => id !== CUSTOMER_INDEX), roleName: '销售员角色' })).toEqual(OK);
    try {
      expect(await customerList(token)).toEqual(refused('无权访问'));
      const tree = (await t.call('system/role/auth', {}, token)).data;
      expect(tree.crm.customer).toEqual({ save: true, update: true, read: true });
      expect(tree.crm.leads.index).toBe(true);
    } finally {
      expect(await updateRoleMenu(admin, { id: SALES_ROLE, type: 2, rules })).toEqual(OK);
    }
    expect((await customerList(token)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, token)).data.crm.customer.index).toBe(true);
    expect(await menusOf(SALES_ROLE)).toEqual([...seededMenus(SALES_ROLE)].sort(byNumber));
  });

  it('the role\'s data scope: 本人及下属 → 本部门 → 全部 changes whose customers she sees on her next list call', async () => {
    const token = await t.login('sales');
    const rules = await salesRules();
    expect(await owners(token)).toEqual([SALES]);
    try {
      expect(await updateRoleMenu(admin, { id: SALES_ROLE, type: 3, rules })).toEqual(OK);
      expect(await owners(token)).toEqual([SALES, SALES2]); // 销售一组
      expect(await t.call('system/role/update', { roleId: SALES_ROLE, roleName: '销售员角色', roleType: 2, dataType: 5 }, admin)).toEqual({ ...OK, data: 0 });
      expect(await owners(token)).toEqual([SALES, SALES2, FINANCE]);
    } finally {
      expect(await updateRoleMenu(admin, { id: SALES_ROLE, type: 2, rules })).toEqual(OK);
    }
    expect(await owners(token)).toEqual([SALES]);
  });

  it('a role given and taken away: her rights follow at once', async () => {
    const token = await t.login('sales');
    expect(await t.call('system/user/queryAllUserList', {}, token)).toEqual(refused('无权访问'));
    expect(await t.call('system/role/relatedUser', { userIds: String(SALES), roleIds: '3' }, admin)).toEqual(OK);
    expect((await t.call('system/user/queryAllUserList', {}, token)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, token)).data.manage.users.userSave).toBe(true);
    expect(await t.call('system/role/unbindingUser', { userId: SALES, roleId: 3 }, admin)).toEqual(OK);
    expect(await t.call('system/user/queryAllUserList', {}, token)).toEqual(refused('无权访问'));
    expect((await t.call('system/role/auth', {}, token)).data.manage).toBeUndefined();
  });
});
