// 员工管理 of the admin backend (contract 4.2, 3.7, 3.8): queryAllUserList, addUser, setUser,
// setUserStatus, resetPassword, usernameEdit, system/role/getAllRoleList; who sees what after
// an employee moves. Seeded organisation:
//   admin(3, 办公室) ─ manager 张伟(4, 销售部) ─ sales 李娜(5), sales2 刘洋(6) (销售一组)
//                   └─ finance 王芳(7, 财务部)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { insertLeads } from './crmActivityHelpers.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

const OK = { code: 0, msg: 'success' };
const NOT_LOGGED_IN = { code: 302, msg: '请先登录！' };
const refused = (msg: string) => ({ code: 500, msg });
const { admin: ADMIN, manager: MANAGER, sales: SALES, sales2: SALES2, finance: FINANCE } = SEED_USER;

/** Everything these endpoints may write, to prove a refusal wrote nothing. */
async function snapshot() {
  const [users, roles, sessions, scenes] = await Promise.all([
    t.db.selectFrom('admin_user').selectAll().orderBy('user_id').execute(),
    t.db.selectFrom('admin_user_role').select(['user_id', 'role_id']).orderBy('user_id').orderBy('role_id').execute(),
    t.db.selectFrom('admin_session').select('token').orderBy('token').execute(),
    t.db.selectFrom('admin_scene').select(['scene_id', 'data']).orderBy('scene_id').execute(),
  ]);
  return { users, roles, sessions, scenes };
}

async function userByName(username: string) {
  return t.db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

async function listRow(userId: number): Promise<Record<string, any> | undefined> {
  const rows = (await t.call('system/user/queryUserList', { pageType: 0 }, admin)).data as Record<string, any>[];
  return rows.find((r) => r.userId === userId);
}

let mobileSeq = 0;
/** A fresh valid mobile number per call. */
const nextMobile = () => `139${String(++mobileSeq).padStart(8, '0')}`;

const employee = (overrides: Record<string, unknown> = {}) => ({
  username: nextMobile(), password: 'secret1', realname: '赵敏', sex: 2, email: 'zhaomin@example.com',
  deptId: 3, post: '销售代表', parentId: MANAGER, roleIds: '11', ...overrides,
});

/** Adds an employee as admin and answers their id. */
async function addEmployee(overrides: Record<string, unknown> = {}): Promise<{ userId: number; username: string }> {
  const form = employee(overrides);
  const body = await t.call('system/user/addUser', form, admin);
  if (body.code !== 0) throw new Error(`addUser: ${body.msg}`);
  return { userId: (await userByName(form.username as string)).user_id, username: form.username as string };
}

/** The setUser form of an existing user, as the client sends it back (username unchanged). */
async function currentForm(userId: number) {
  const row = (await listRow(userId))!;
  return {
    userId: row.userId, username: row.username, realname: row.realname, sex: row.sex ?? 0, email: row.email ?? '',
    deptId: row.deptId, post: row.post ?? '', parentId: row.parentId, roleIds: row.roleId ?? '',
  };
}

describe('system/user/addUser', () => {
  it('creates an employee who can log in at once, mobile = username, a 15-digit number, hashed password', async () => {
    const form = employee({ username: '13800000001', realname: '赵敏' });
    expect(await t.call('system/user/addUser', form, admin)).toEqual(OK);
    const row = await userByName('13800000001');
    expect(row).toMatchObject({ mobile: '13800000001', realname: '赵敏', sex: 2, email: 'zhaomin@example.com', dept_id: 3, post: '销售代表', parent_id: MANAGER, status: 1 });
    expect(row.num).toMatch(/^[1-9]\d{14}$/);
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.password).not.toContain('secret1');
    expect(await listRow(row.user_id)).toMatchObject({
      username: '13800000001', deptName: '销售一组', parentName: '张伟', roleId: '11', roleName: '销售员角色', status: 1,
    });
    const login = await t.call('login', { username: '13800000001', password: 'secret1' });
    expect(login.code).toBe(0);
    expect(login.user).toMatchObject({ userId: row.user_id, realname: '赵敏', deptName: '销售一组' });
    expect(login.auth.crm.customer.index).toBe(true);
  });

  it('takes several roles, no superior, no email or post', async () => {
    const { userId } = await addEmployee({ parentId: 0, email: '', post: '', roleIds: '10,8', sex: '' });
    expect(await listRow(userId)).toMatchObject({ parentId: 0, parentName: null, email: null, post: null, sex: 0, roleId: '8,10', roleName: '销售经理角色,财务角色' });
  });

  it('refuses each bad field, naming it, and writes nothing', async () => {
    await addEmployee({ username: '13800000002' });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, '手机号不能为空'],
      [{ username: 'zhaomin' }, '手机号格式不正确'],
      [{ username: '23800000003' }, '手机号格式不正确'],
      [{ username: '1380000000' }, '手机号格式不正确'],
      [{ username: '138000000031' }, '手机号格式不正确'],
      [{ username: '13800000002' }, '手机号重复！'],
      [{ password: '' }, '密码不能为空'],
      [{ password: '12345' }, '密码长度须为6-20位'],
      [{ password: 'x'.repeat(21) }, '密码长度须为6-20位'],
      [{ realname: ' ' }, '姓名不能为空'],
      [{ realname: '名'.repeat(21) }, '姓名不能超过20个字符'],
      [{ sex: 3 }, '性别格式不正确'],
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ deptId: '' }, '部门不能为空'],
      [{ deptId: 999 }, '部门不存在'],
      [{ post: 'p'.repeat(51) }, '岗位不能超过50个字符'],
      [{ parentId: 999 }, '直属上级不存在'],
      [{ parentId: 'x' }, '直属上级格式不正确'],
      [{ roleIds: '' }, '角色不能为空'],
      [{ roleIds: '11,abc' }, '角色格式不正确'],
      [{ roleIds: '11,999' }, '角色不存在'],
      [{ roleIds: '13' }, '角色不存在'], // a per-project role (type 5) is not given to employees
    ];
    for (const [overrides, msg] of cases) {
      expect({ overrides, body: await t.call('system/user/addUser', employee(overrides), admin) }).toEqual({ overrides, body: refused(msg) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('permissions', () => {
  it('refuses a salesperson every employee admin call, and writes nothing', async () => {
    const before = await snapshot();
    const calls: [string, Record<string, unknown>][] = [
      ['system/user/queryAllUserList', {}],
      ['system/user/addUser', employee()],
      ['system/user/setUser', { ...(await currentForm(SALES)), realname: '改名' }],
      ['system/user/setUserStatus', { userIds: String(SALES2), status: 0 }],
      ['system/user/resetPassword', { userIds: String(SALES2), password: 'hacked1' }],
      ['system/user/usernameEdit', { id: SALES2, username: nextMobile(), password: 'hacked1' }],
    ];
    for (const [path, params] of calls) {
      expect({ path, body: await t.call(path, params, sales) }).toEqual({ path, body: refused('无权访问') });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a 部门与员工管理员 (role 3) manage employees but not the super admins', async () => {
    const hr = await addEmployee({ deptId: 1, parentId: ADMIN, roleIds: '3' });
    const hrToken = await t.login(hr.username, 'secret1');
    // ordinary work is fine
    const { userId } = await addEmployee({ roleIds: '11' });
    expect(await t.call('system/user/setUserStatus', { userIds: String(userId), status: 0 }, hrToken)).toEqual(OK);
    // the super admin role and its holders are not theirs to touch
    const before = await snapshot();
    expect(await t.call('system/user/addUser', employee({ roleIds: '1' }), hrToken)).toEqual(refused('无权授予超级管理员角色'));
    expect(await t.call('system/user/setUser', { ...(await currentForm(userId)), roleIds: '11,1' }, hrToken)).toEqual(refused('无权授予超级管理员角色'));
    expect(await t.call('system/user/setUser', { ...(await currentForm(hr.userId)), roleIds: '3,1' }, hrToken)).toEqual(refused('无权授予超级管理员角色'));
    expect(await t.call('system/user/setUser', { ...(await currentForm(ADMIN)), realname: '改名' }, hrToken)).toEqual(refused('无权修改超级管理员'));
    expect(await t.call('system/user/resetPassword', { userIds: `${SALES2},${ADMIN}`, password: 'hacked1' }, hrToken)).toEqual(refused('无权修改超级管理员'));
    expect(await t.call('system/user/usernameEdit', { id: ADMIN, username: nextMobile(), password: 'hacked1' }, hrToken)).toEqual(refused('无权修改超级管理员'));
    expect(await t.call('system/user/setUserStatus', { userIds: String(ADMIN), status: 0 }, hrToken)).toEqual(refused('超级管理员不可被禁用'));
    expect(await t.call('system/user/setUserStatus', { userIds: String(hr.userId), status: 0 }, hrToken)).toEqual(refused('不能禁用自己'));
    expect(await snapshot()).toEqual(before);
    // another holder of role 1 is protected the same way; the super admin may
    const second = await addEmployee({ deptId: 1, parentId: 0, roleIds: '1' });
    expect(await t.call('system/user/setUserStatus', { userIds: String(second.userId), status: 0 }, hrToken)).toEqual(refused('无权修改超级管理员'));
    expect(await listRow(second.userId)).toMatchObject({ status: 1 });
    expect(await t.call('system/user/setUserStatus', { userIds: String(second.userId), status: 0 }, admin)).toEqual(OK);
  });
});

describe('system/user/queryAllUserList', () => {
  it('answers every user, in queryUserList\'s row shape', async () => {
    const all = await t.call('system/user/queryAllUserList', {}, admin);
    expect(all.code).toBe(0);
    expect(all.data).toEqual((await t.call('system/user/queryUserList', { pageType: 0 }, admin)).data);
    expect(Object.keys(all.data[0]).sort()).toEqual([
      'createTime', 'deptId', 'deptName', 'email', 'img', 'mobile', 'parentId', 'parentName', 'post', 'realname', 'roleId',
      'roleName', 'sex', 'status', 'userId', 'username',
    ]);
    expect(all.data.find((u: { userId: number }) => u.userId === ADMIN)).toMatchObject({ roleId: '1', roleName: '超级管理员' });
  });
});

describe('system/user/setUser', () => {
  it('edits the fields, replaces the roles, and keeps the login name', async () => {
    const { userId, username } = await addEmployee({ roleIds: '11,9' });
    const form = { ...(await currentForm(userId)), realname: '赵敏敏', sex: 1, email: 'zmm@example.com', deptId: 4, post: '会计', parentId: FINANCE, roleIds: '10' };
    expect(await t.call('system/user/setUser', form, admin)).toEqual(OK);
    expect(await listRow(userId)).toMatchObject({
      username, mobile: username, realname: '赵敏敏', sex: 1, email: 'zmm@example.com', deptId: 4, deptName: '财务部', post: '会计',
      parentId: FINANCE, parentName: '王芳', roleId: '10', roleName: '财务角色',
    });
    expect(await t.call('system/user/setUser', { ...form, username: '13999999999' }, admin)).toEqual(refused('用户名不能修改！'));
    expect(await t.call('system/user/setUser', { ...form, userId: 999 }, admin)).toEqual(refused('员工不存在'));
    expect(await t.call('system/user/setUser', { ...form, userId: '' }, admin)).toEqual(refused('员工不能为空'));
  });

  it('edits seeded users whose login name is not a mobile number', async () => {
    expect(await t.call('system/user/setUser', { ...(await currentForm(FINANCE)), post: '主管会计' }, admin)).toEqual(OK);
    expect(await listRow(FINANCE)).toMatchObject({ username: 'finance', post: '主管会计' });
  });

  it('refuses a superior who is the employee or below them, and writes nothing', async () => {
    const before = await snapshot();
    const manager = await currentForm(MANAGER);
    expect(await t.call('system/user/setUser', { ...manager, parentId: MANAGER }, admin)).toEqual(refused('直属上级不能是员工本人'));
    expect(await t.call('system/user/setUser', { ...manager, parentId: SALES }, admin)).toEqual(refused('该员工的下级员工不能设置为直属上级'));
    // two levels down counts too
    const below = await addEmployee({ parentId: SALES });
    const withBelow = await snapshot();
    expect(await t.call('system/user/setUser', { ...manager, parentId: below.userId }, admin)).toEqual(refused('该员工的下级员工不能设置为直属上级'));
    expect(await t.call('system/user/setUser', { ...manager, parentId: 999 }, admin)).toEqual(refused('直属上级不存在'));
    expect(await t.call('system/user/setUser', { ...manager, deptId: 999 }, admin)).toEqual(refused('部门不存在'));
    expect(await t.call('system/user/setUser', { ...manager, roleIds: '' }, admin)).toEqual(refused('角色不能为空'));
    expect(await snapshot()).toEqual(withBelow);
    expect(withBelow.users.length).toBe(before.users.length + 1);
  });

  it('keeps the 超级管理员 role on user 3', async () => {
    const before = await snapshot();
    expect(await t.call('system/user/setUser', { ...(await currentForm(ADMIN)), roleIds: '2' }, admin)).toEqual(refused('超级管理员不可被更改'));
    expect(await snapshot()).toEqual(before);
    expect(await t.call('system/user/setUser', { ...(await currentForm(ADMIN)), roleIds: '1,2', post: '老板' }, admin)).toEqual(OK);
    expect(await listRow(ADMIN)).toMatchObject({ roleId: '1,2', post: '老板' });
  });

  it('deletes the employee\'s system scenes and rewrites their old and new superiors\' 下属 scenes in place', async () => {
    const { userId, username } = await addEmployee({ parentId: MANAGER });
    const own = await t.login(username, 'secret1');
    const [managerToken, financeToken] = [await t.login('manager'), await t.login('finance')];
    const subsScene = async (token: string) => {
      const scenes = (await t.call('scene/queryScene', { type: 2 }, token)).data as { sceneId: number; name: string; data: string }[];
      const scene = scenes.find((s) => s.name === '下属负责的客户')!;
      return { sceneId: scene.sceneId, ids: JSON.parse(scene.data).owner_user_id.value as string };
    };
    await t.call('scene/queryScene', { type: 2 }, own);
    const managerBefore = await subsScene(managerToken);
    const financeBefore = await subsScene(financeToken);
    expect(managerBefore.ids.split(',').map(Number)).toContain(userId);
    expect(financeBefore.ids.split(',').map(Number)).not.toContain(userId);

    expect(await t.call('system/user/setUser', { ...(await currentForm(userId)), parentId: FINANCE }, admin)).toEqual(OK);
    const ownScenes = await t.db.selectFrom('admin_scene').select('scene_id').where('user_id', '=', userId).where('is_system', '=', 1).execute();
    expect(ownScenes).toEqual([]);
    const managerAfter = await subsScene(managerToken);
    const financeAfter = await subsScene(financeToken);
    expect(managerAfter.sceneId).toBe(managerBefore.sceneId);
    expect(managerAfter.ids.split(',').map(Number)).not.toContain(userId);
    expect(financeAfter.sceneId).toBe(financeBefore.sceneId);
    expect(financeAfter.ids.split(',').map(Number)).toContain(userId);
    // rebuilt lazily for the employee
    expect((await t.call('scene/queryScene', { type: 2 }, own)).data).toHaveLength(4);
  });
});

describe('system/user/setUserStatus', () => {
  it('disables: the next call of a live session is refused, and so is login; enabling lets them in again', async () => {
    const { userId, username } = await addEmployee();
    const token = await t.login(username, 'secret1');
    expect((await t.call('system/user/queryLoginUser', {}, token)).code).toBe(0); // seen live, cached
    expect(await t.call('system/user/setUserStatus', { userIds: String(userId), status: 0 }, admin)).toEqual(OK);
    expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    expect(await t.db.selectFrom('admin_session').select('token').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.call('login', { username, password: 'secret1' })).toEqual(refused('账户被禁用！'));
    expect(await listRow(userId)).toMatchObject({ status: 0 });

    expect(await t.call('system/user/setUserStatus', { userIds: String(userId), status: 1 }, admin)).toEqual(OK);
    expect((await t.call('login', { username, password: 'secret1' })).code).toBe(0);
  });

  it('takes several users at once', async () => {
    const [a, b] = [await addEmployee(), await addEmployee()];
    expect(await t.call('system/user/setUserStatus', { userIds: `${a.userId},${b.userId}`, status: 0 }, admin)).toEqual(OK);
    expect([(await listRow(a.userId))?.status, (await listRow(b.userId))?.status]).toEqual([0, 0]);
  });

  it('refuses the super admin, oneself, unknown users and bad input, and writes nothing', async () => {
    const { userId } = await addEmployee();
    const before = await snapshot();
    expect(await t.call('system/user/setUserStatus', { userIds: `${userId},${ADMIN}`, status: 0 }, admin)).toEqual(refused('超级管理员不可被禁用'));
    expect(await t.call('system/user/setUserStatus', { userIds: `${userId},999`, status: 0 }, admin)).toEqual(refused('员工不存在'));
    expect(await t.call('system/user/setUserStatus', { userIds: '', status: 0 }, admin)).toEqual(refused('员工不能为空'));
    expect(await t.call('system/user/setUserStatus', { userIds: String(userId) }, admin)).toEqual(refused('状态不能为空'));
    expect(await t.call('system/user/setUserStatus', { userIds: String(userId), status: 2 }, admin)).toEqual(refused('状态格式不正确'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/user/resetPassword', () => {
  it('sets the new password: the old one and the old sessions stop working, the new one logs in', async () => {
    const [a, b] = [await addEmployee(), await addEmployee()];
    const tokenA = await t.login(a.username, 'secret1');
    expect((await t.call('system/user/queryLoginUser', {}, tokenA)).code).toBe(0);
    expect(await t.call('system/user/resetPassword', { userIds: `${a.userId},${b.userId}`, password: 'fresh-pw' }, admin)).toEqual(OK);
    expect(await t.call('system/user/queryLoginUser', {}, tokenA)).toEqual(NOT_LOGGED_IN);
    for (const { username } of [a, b]) {
      expect(await t.call('login', { username, password: 'secret1' })).toEqual(refused('用户名或密码错误！'));
      expect((await t.call('login', { username, password: 'fresh-pw' })).code).toBe(0);
    }
    const [rowA, rowB] = [await userByName(a.username), await userByName(b.username)];
    expect(rowA.salt).not.toBe(rowB.salt);
  });

  it('lifts a lockout from wrong guesses', async () => {
    const { userId, username } = await addEmployee();
    for (let i = 0; i < 5; i++) await t.call('login', { username, password: 'guess-' + i });
    expect((await t.call('login', { username, password: 'secret1' })).msg).toMatch(/^密码错误次数过多/);
    expect(await t.call('system/user/resetPassword', { userIds: String(userId), password: 'fresh-pw' }, admin)).toEqual(OK);
    expect((await t.call('login', { username, password: 'fresh-pw' })).code).toBe(0);
  });

  it('keeps the caller\'s own current session when they reset their own password', async () => {
    const hr = await addEmployee({ deptId: 1, parentId: ADMIN, roleIds: '3' });
    const [here, elsewhere] = [await t.login(hr.username, 'secret1'), await t.login(hr.username, 'secret1')];
    expect(await t.call('system/user/resetPassword', { userIds: String(hr.userId), password: 'fresh-pw' }, here)).toEqual(OK);
    expect((await t.call('system/user/queryLoginUser', {}, here)).code).toBe(0);
    expect(await t.call('system/user/queryLoginUser', {}, elsewhere)).toEqual(NOT_LOGGED_IN);
  });

  it('refuses a bad password or unknown users, and writes nothing', async () => {
    const { userId } = await addEmployee();
    const before = await snapshot();
    expect(await t.call('system/user/resetPassword', { userIds: String(userId), password: '12345' }, admin)).toEqual(refused('密码长度须为6-20位'));
    expect(await t.call('system/user/resetPassword', { userIds: String(userId), password: 'x'.repeat(21) }, admin)).toEqual(refused('密码长度须为6-20位'));
    expect(await t.call('system/user/resetPassword', { userIds: String(userId) }, admin)).toEqual(refused('密码不能为空'));
    expect(await t.call('system/user/resetPassword', { userIds: `${userId},999`, password: 'fresh-pw' }, admin)).toEqual(refused('员工不存在'));
    expect(await t.call('system/user/resetPassword', { password: 'fresh-pw' }, admin)).toEqual(refused('员工不能为空'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/user/usernameEdit', () => {
  it('changes the login name (and mobile) and the password; old sessions end', async () => {
    const { userId, username } = await addEmployee();
    const token = await t.login(username, 'secret1');
    const renamed = nextMobile();
    expect(await t.call('system/user/usernameEdit', { id: userId, username: renamed, password: 'fresh-pw' }, admin)).toEqual(OK);
    expect(await listRow(userId)).toMatchObject({ username: renamed, mobile: renamed });
    expect(await t.call('system/user/queryLoginUser', {}, token)).toEqual(NOT_LOGGED_IN);
    expect(await t.call('login', { username, password: 'secret1' })).toEqual(refused('用户名或密码错误！'));
    expect(await t.call('login', { username: renamed, password: 'secret1' })).toEqual(refused('用户名或密码错误！'));
    expect((await t.call('login', { username: renamed, password: 'fresh-pw' })).code).toBe(0);
  });

  it('refuses a taken or malformed name, a bad password, an unknown user, and writes nothing', async () => {
    const [a, b] = [await addEmployee(), await addEmployee()];
    const before = await snapshot();
    expect(await t.call('system/user/usernameEdit', { id: a.userId, username: b.username, password: 'fresh-pw' }, admin)).toEqual(refused('手机号重复！'));
    expect(await t.call('system/user/usernameEdit', { id: a.userId, username: 'sales', password: 'fresh-pw' }, admin)).toEqual(refused('手机号格式不正确'));
    expect(await t.call('system/user/usernameEdit', { id: a.userId, username: nextMobile(), password: '123' }, admin)).toEqual(refused('密码长度须为6-20位'));
    expect(await t.call('system/user/usernameEdit', { id: a.userId, username: nextMobile() }, admin)).toEqual(refused('密码不能为空'));
    expect(await t.call('system/user/usernameEdit', { id: 999, username: nextMobile(), password: 'fresh-pw' }, admin)).toEqual(refused('员工不存在'));
    expect(await t.call('system/user/usernameEdit', { username: nextMobile(), password: 'fresh-pw' }, admin)).toEqual(refused('员工不能为空'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('system/role/getAllRoleList', () => {
  it('groups the visible roles by type with their CRM and BI menus, for any logged-in user', async () => {
    const body = await t.call('system/role/getAllRoleList', {}, sales);
    expect(body.code).toBe(0);
    expect(body.data.map((g: { name: string; pid: number }) => [g.pid, g.name])).toEqual([
      [1, '系统管理角色'], [2, '客户管理角色'], [7, '办公管理角色'], [8, '项目管理角色'], [0, '自定义角色'],
    ]);
    const ids = body.data.map((g: { list: { id: number }[] }) => g.list.map((r) => r.id));
    expect(ids).toEqual([[1, 2, 3, 4, 5, 6], [8, 9, 10, 11], [7, 48], [12, 47, 49], []]);
    const manager = body.data[1].list.find((r: { id: number }) => r.id === 8);
    expect(manager).toMatchObject({ id: 8, title: '销售经理角色', remark: null, type: 2, status: 1, pid: 2, label: null });
    expect(manager.rules.crm).toEqual(expect.arrayContaining([9, 17, 26, 191, 127]));
    expect(manager.rules.crm).not.toContain(1);
    expect(manager.rules.bi).toEqual([98, 99, 101, 103, 104, 106, 125, 126]);
    expect(body.data[0].list[0]).toMatchObject({ id: 1, title: '超级管理员', remark: 'admin', type: 5, rules: { crm: [], bi: [] } });
  });
});

describe('who sees what follows an employee\'s move, on the next call', () => {
  const leadsOwners = async (token: string) => {
    const body = await postJson(t, 'CrmLeads/queryPageList', { page: 1, limit: 100 }, token);
    if (body.code !== 0) throw new Error(`leads list: ${body.msg}`);
    return [...new Set((body.data.list as { ownerUserId: number }[]).map((r) => r.ownerUserId))].sort((a, b) => a - b);
  };

  it('a salesperson moved to another department sees that department\'s records (本部门)', async () => {
    const seller = await addEmployee({ deptId: 3, parentId: MANAGER, roleIds: '11' });
    await insertLeads(t, SALES2, '销售一组的线索');
    await insertLeads(t, FINANCE, '财务部的线索');
    await t.db.updateTable('admin_role').set({ data_type: 3 }).where('role_id', '=', 11).execute();
    try {
      const token = await t.login(seller.username, 'secret1');
      expect(await leadsOwners(token)).toEqual([SALES2]);
      expect(await t.call('system/user/setUser', { ...(await currentForm(seller.userId)), deptId: 4 }, admin)).toEqual(OK);
      expect(await leadsOwners(token)).toEqual([FINANCE]);
    } finally {
      await t.db.updateTable('admin_role').set({ data_type: 2 }).where('role_id', '=', 11).execute();
    }
  });

  it('a manager stops seeing a salesperson who now reports to someone else (本人及下属)', async () => {
    const seller = await addEmployee({ deptId: 3, parentId: MANAGER, roleIds: '11' });
    await insertLeads(t, seller.userId, '调走的线索');
    const managerToken = await t.login('manager');
    expect(await leadsOwners(managerToken)).toContain(seller.userId);
    expect(await t.call('system/user/setUser', { ...(await currentForm(seller.userId)), parentId: FINANCE }, admin)).toEqual(OK);
    expect(await leadsOwners(managerToken)).not.toContain(seller.userId);
    // and a new role shows in the seller's own tree at once
    const sellerToken = await t.login(seller.username, 'secret1');
    expect((await t.call('system/role/auth', {}, sellerToken)).data.manage).toBeUndefined();
    expect(await t.call('system/user/setUser', { ...(await currentForm(seller.userId)), roleIds: '11,3' }, admin)).toEqual(OK);
    expect((await t.call('system/role/auth', {}, sellerToken)).data.manage.users.userSave).toBe(true);
    expect((await t.call('system/user/queryAllUserList', {}, sellerToken)).code).toBe(0);
  });
});
