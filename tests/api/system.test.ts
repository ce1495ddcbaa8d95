// system/* and sysConfig/* endpoints (contract 4.2 and 14.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => { await t?.close(); });

describe('system/user/queryLoginUser', () => {
  it('answers the logged-in user with department and superior names, no secrets', async () => {
    const body = await t.call('system/user/queryLoginUser', {}, sales);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ userId: SEED_USER.sales, username: 'sales', realname: '李娜', deptName: '销售一组', parentName: '张伟' });
    expect(body.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Object.keys(body.data).sort()).toEqual([
      'createTime', 'deptId', 'deptName', 'email', 'img', 'lastLoginIp', 'lastLoginTime', 'mobile', 'num', 'parentId',
      'parentName', 'post', 'realname', 'sex', 'status', 'userId', 'username',
    ]);
  });
});

describe('system/user/queryUserList', () => {
  it('pages with JFinal\'s Page shape', async () => {
    const body = await t.call('system/user/queryUserList', { page: 2, limit: 2, pageType: 1 }, admin);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ pageNumber: 2, pageSize: 2, totalPage: 3, totalRow: 5, firstPage: false, lastPage: false });
    expect(body.data.list.map((u: { username: string }) => u.username)).toEqual(['sales', 'sales2']);
    const last = await t.call('system/user/queryUserList', { page: 3, limit: 2, pageType: 1 }, admin);
    expect(last.data).toMatchObject({ lastPage: true, list: [expect.objectContaining({ username: 'finance' })] });
  });

  it('answers a Page by default (contract 1.5) and a plain array with pageType 0', async () => {
    const all = await t.call('system/user/queryUserList', { pageType: 0 }, sales);
    expect(Array.isArray(all.data)).toBe(true);
    expect(all.data).toHaveLength(5);
    const byDefault = await t.call('system/user/queryUserList', {}, sales);
    expect(byDefault.data).toEqual({
      list: all.data, pageNumber: 1, pageSize: 10, totalPage: 1, totalRow: 5, firstPage: true, lastPage: true,
    });
  });

  it('gives each row its department, superior and roles as comma-separated text', async () => {
    const body = await t.call('system/user/queryUserList', { pageType: 0 }, admin);
    const manager = body.data.find((u: { username: string }) => u.username === 'manager');
    expect(manager).toMatchObject({
      userId: SEED_USER.manager, realname: '张伟', deptId: 2, deptName: '销售部', parentId: SEED_USER.admin, parentName: 'admin',
      roleId: '8,48,49', roleName: '销售经理角色,办公员工,项目创建人', status: 1, post: '销售经理',
    });
    expect(manager).not.toHaveProperty('password');
    expect(manager).not.toHaveProperty('salt');
  });

  it('filters by department including the departments below it', async () => {
    const names = async (params: Record<string, unknown>) =>
      (await t.call('system/user/queryUserList', { pageType: 0, ...params }, admin)).data.map((u: { username: string }) => u.username);
    expect(await names({ deptId: 2 })).toEqual(['manager', 'sales', 'sales2']);
    expect(await names({ deptId: 3 })).toEqual(['sales', 'sales2']);
    expect(await names({ deptId: 1 })).toEqual(['admin', 'manager', 'sales', 'sales2', 'finance']);
    expect(await names({ realname: '李' })).toEqual(['sales']);
    expect(await names({ roleId: 11 })).toEqual(['sales', 'sales2']);
    expect(await names({ status: 0 })).toEqual([]);
    expect(await names({ realname: '%' })).toEqual([]);
  });

  it('refuses a malformed filter, naming it', async () => {
    expect(await t.call('system/user/queryUserList', { deptId: 'abc' }, admin)).toEqual({ code: 500, msg: '部门格式不正确' });
  });
});

describe('system/user/queryUserByDeptId', () => {
  it('lists the department\'s users as {id, realname}', async () => {
    expect((await t.call('system/user/queryUserByDeptId', { deptId: 3 }, sales)).data).toEqual([
      { id: SEED_USER.sales, realname: '李娜' }, { id: SEED_USER.sales2, realname: '刘洋' },
    ]);
    expect(await t.call('system/user/queryUserByDeptId', {}, sales)).toEqual({ code: 500, msg: '部门不能为空' });
  });
});

describe('system/dept/queryDeptTree', () => {
  it('nests departments with level and label, children only where there are some', async () => {
    const body = await t.call('system/dept/queryDeptTree', { type: 'tree' }, sales);
    expect(body.data).toEqual([{
      id: 1, name: '办公室', pid: 0, level: 1, label: '办公室',
      children: [
        { id: 2, name: '销售部', pid: 1, level: 2, label: '销售部', children: [{ id: 3, name: '销售一组', pid: 2, level: 3, label: '销售一组' }] },
        { id: 4, name: '财务部', pid: 1, level: 2, label: '财务部' },
      ],
    }]);
  });

  it('lists flat for type save (and no type), and the possible parents for type update', async () => {
    const flat = [{ id: 1, name: '办公室', pid: 0 }, { id: 2, name: '销售部', pid: 1 }, { id: 3, name: '销售一组', pid: 2 }, { id: 4, name: '财务部', pid: 1 }];
    expect((await t.call('system/dept/queryDeptTree', { type: 'save' }, sales)).data).toEqual(flat);
    expect((await t.call('system/dept/queryDeptTree', {}, sales)).data).toEqual(flat);
    expect((await t.call('system/dept/queryDeptTree', { type: 'update', id: 2 }, sales)).data).toEqual([flat[0], flat[3]]);
  });
});

describe('system/user/updateUser', () => {
  it('updates the caller\'s own profile', async () => {
    const token = await t.login('sales2');
    const body = await t.call('system/user/updateUser', {
      username: 'sales2', realname: '刘洋洋', email: 'liuyang@example.com', sex: 1, mobile: '13800000000', post: '高级销售代表',
    }, token);
    expect(body.code).toBe(0);
    expect((await t.call('system/user/queryLoginUser', {}, token)).data).toMatchObject({
      realname: '刘洋洋', email: 'liuyang@example.com', sex: 1, mobile: '13800000000', post: '高级销售代表',
    });
  });

  it('refuses a different username, a bad email or sex, and writes nothing', async () => {
    const token = await t.login('sales2');
    const before = await t.db.selectFrom('admin_user').selectAll().where('username', '=', 'sales2').executeTakeFirstOrThrow();
    expect(await t.call('system/user/updateUser', { username: 'admin', realname: 'x' }, token)).toEqual({ code: 500, msg: '用户名不能修改！' });
    expect(await t.call('system/user/updateUser', { realname: 'y', email: 'not-an-email' }, token)).toEqual({ code: 500, msg: '邮箱格式不正确' });
    expect(await t.call('system/user/updateUser', { realname: 'z', sex: 7 }, token)).toEqual({ code: 500, msg: '性别格式不正确' });
    expect(await t.call('system/user/updateUser', { realname: ' ' }, token)).toEqual({ code: 500, msg: '姓名不能为空' });
    const after = await t.db.selectFrom('admin_user').selectAll().where('username', '=', 'sales2').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('system/user/updatePassword', () => {
  it('refuses a wrong old password and a short new one', async () => {
    const token = await t.login('finance');
    expect(await t.call('system/user/updatePassword', { oldPwd: 'wrong!', newPwd: 'abcdef' }, token)).toEqual({ code: 500, msg: '密码输入错误' });
    expect(await t.call('system/user/updatePassword', { oldPwd: '123456', newPwd: '12345' }, token)).toEqual({ code: 500, msg: '密码长度不能少于6位' });
    expect(await t.call('system/user/updatePassword', { oldPwd: '123456' }, token)).toEqual({ code: 500, msg: '新密码不能为空' });
    expect((await t.call('login', { username: 'finance', password: '123456' })).code).toBe(0);
  });

  it('changes the password and ends the user\'s other sessions, keeping this one', async () => {
    const elsewhere = await t.login('finance');
    const here = await t.login('finance');
    expect(await t.call('system/user/updatePassword', { oldPwd: '123456', newPwd: 'new-secret' }, here)).toMatchObject({ code: 0 });
    expect((await t.call('system/role/auth', {}, here)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, elsewhere)).code).toBe(302);
    expect((await t.call('login', { username: 'finance', password: '123456' })).msg).toBe('用户名或密码错误！');
    expect((await t.call('login', { username: 'finance', password: 'new-secret' })).code).toBe(0);
  });
});

describe('sysConfig', () => {
  it('answers the system name and logo without login, empty by default', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sysConfig/querySysConfig' });
    expect(response.json()).toEqual({ code: 0, msg: 'success', data: { name: '', logo: '' } });
  });

  it('stores name and logo (multipart) for a holder of manage.system.update', async () => {
    const form = new FormData();
    form.append('name', '灵犀科技');
    form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'logo.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/sysConfig/setSysConfig', headers: { 'admin-token': admin }, payload: form });
    expect(response.json()).toMatchObject({ code: 0 });
    const config = (await t.call('sysConfig/querySysConfig')).data;
    expect(config.name).toBe('灵犀科技');
    expect(config.logo).toMatch(/^\/api\/uploads\/\d{8}\/[0-9a-f-]{36}-logo\.png$/);
    const logo = await t.app.inject({ method: 'GET', url: config.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.toString('hex')).toBe('89504e470d0a1a0a');
    // a later save without a file keeps the logo
    expect((await t.call('sysConfig/setSysConfig', { name: '灵犀' }, admin)).code).toBe(0);
    expect((await t.call('sysConfig/querySysConfig')).data).toEqual({ name: '灵犀', logo: config.logo });
  });

  it('requires the name', async () => {
    expect(await t.call('sysConfig/setSysConfig', { name: '' }, admin)).toEqual({ code: 500, msg: '企业名称不能为空' });
  });

  it('lists the module switches and switches one', async () => {
    const modules = (await t.call('sysConfig/queryModuleSetting', {}, admin)).data;
    expect(modules).toEqual([
      { settingId: 21, module: 'oa', status: 1, type: '1', name: '办公管理' },
      { settingId: 22, module: 'crm', status: 1, type: '1', name: '客户管理' },
      { settingId: 23, module: 'project', status: 1, type: '1', name: '项目管理' },
      { settingId: 24, module: 'hrm', status: 0, type: '2', name: '人力资源管理' },
      { settingId: 25, module: 'jxc', status: 0, type: '2', name: '进销存管理' },
    ]);
    expect((await t.call('sysConfig/setModuleSetting', { settingId: 23, status: 0 }, admin)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, admin)).data).not.toHaveProperty('project');
    expect((await t.call('sysConfig/setModuleSetting', { settingId: 23, status: 1 }, admin)).code).toBe(0);
    expect((await t.call('system/role/auth', {}, admin)).data).toHaveProperty('project');
    expect(await t.call('sysConfig/setModuleSetting', { settingId: 1, status: 0 }, admin)).toEqual({ code: 500, msg: '模块不存在' });
    expect(await t.call('sysConfig/setModuleSetting', { settingId: 23, status: 5 }, admin)).toEqual({ code: 500, msg: '状态格式不正确' });
    // 人力资源管理 and 进销存管理 are listed but not built (issue 17 item 12): they cannot be switched on
    expect(await t.call('sysConfig/setModuleSetting', { settingId: 24, status: 1 }, admin)).toEqual({ code: 500, msg: '人力资源管理尚未开通，不能启用' });
    expect(await t.call('sysConfig/setModuleSetting', { settingId: 25, status: 1 }, admin)).toEqual({ code: 500, msg: '进销存管理尚未开通，不能启用' });
    expect((await t.call('sysConfig/setModuleSetting', { settingId: 25, status: 0 }, admin)).code).toBe(0);
    const hrm = await t.db.selectFrom('admin_config').select('status').where('setting_id', 'in', [24, 25]).execute();
    expect(hrm.map((row) => row.status)).toEqual([0, 0]);
  });
});
