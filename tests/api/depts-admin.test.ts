// 部门管理 of the admin backend (contract 4.2, 3.7): addDept, updateDept, deleteDept, the
// queryDeptTree variants, and data scopes following a moved department. Seeded departments:
//   1 办公室 ─ 2 销售部 ─ 3 销售一组
//            └ 4 财务部
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_USER, type TestApp } from '../support/testApp.ts';
import { insertLeads } from './crmActivityHelpers.ts';
import { postJson } from './fieldTestHelpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const OK = { code: 0, msg: 'success' };
const refused = (msg: string) => ({ code: 500, msg });

const depts = () => t.db.selectFrom('admin_dept').selectAll().orderBy('dept_id').execute();

async function deptNamed(name: string, pid: number) {
  return t.db.selectFrom('admin_dept').selectAll().where('name', '=', name).where('pid', '=', pid).executeTakeFirstOrThrow();
}

async function addDept(pid: number, name: string): Promise<number> {
  const body = await t.call('system/dept/addDept', { pid, name }, admin);
  if (body.code !== 0) throw new Error(`addDept ${name}: ${body.msg}`);
  return (await deptNamed(name, pid)).dept_id;
}

describe('system/dept/addDept', () => {
  it('adds a department after its siblings, shown in the tree', async () => {
    expect(await t.call('system/dept/addDept', { pid: 2, name: '销售二组' }, admin)).toEqual(OK);
    const row = await deptNamed('销售二组', 2);
    expect(row).toMatchObject({ num: 2, remark: null }); // 销售一组 has 1
    const tree = (await t.call('system/dept/queryDeptTree', { type: 'tree' }, admin)).data;
    expect(tree[0].children[0].children.map((d: { name: string; level: number }) => [d.name, d.level])).toEqual([['销售一组', 3], ['销售二组', 3]]);
  });

  it('takes a top-level department, a sort number and a remark; the same name under another parent is fine', async () => {
    expect(await t.call('system/dept/addDept', { pid: 0, name: '分公司', num: 7, remark: '上海' }, admin)).toEqual(OK);
    expect(await deptNamed('分公司', 0)).toMatchObject({ num: 7, remark: '上海' });
    expect(await t.call('system/dept/addDept', { pid: 4, name: '销售一组' }, admin)).toEqual(OK);
  });

  it('refuses a missing or long name, an unknown parent, a name taken among siblings, and writes nothing', async () => {
    const before = await depts();
    expect(await t.call('system/dept/addDept', { pid: 1, name: ' ' }, admin)).toEqual(refused('部门名称不能为空'));
    expect(await t.call('system/dept/addDept', { pid: 1, name: '部'.repeat(51) }, admin)).toEqual(refused('部门名称不能超过50个字符'));
    expect(await t.call('system/dept/addDept', { pid: 999, name: '新部门' }, admin)).toEqual(refused('上级部门不存在'));
    expect(await t.call('system/dept/addDept', { pid: 'x', name: '新部门' }, admin)).toEqual(refused('上级部门格式不正确'));
    expect(await t.call('system/dept/addDept', { pid: 2, name: ' 销售一组 ' }, admin)).toEqual(refused('部门名称已存在'));
    expect(await t.call('system/dept/addDept', { pid: 1, name: '新部门', num: 'a' }, admin)).toEqual(refused('排序格式不正确'));
    expect(await depts()).toEqual(before);
  });

  it('refuses a salesperson (无权访问) for every department write, and writes nothing', async () => {
    const sales = await t.login('sales');
    const before = await depts();
    expect(await t.call('system/dept/addDept', { pid: 1, name: '新部门' }, sales)).toEqual(refused('无权访问'));
    expect(await t.call('system/dept/updateDept', { deptId: 4, pid: 1, name: '改名' }, sales)).toEqual(refused('无权访问'));
    expect(await t.call('system/dept/deleteDept', { id: 4 }, sales)).toEqual(refused('无权访问'));
    expect(await depts()).toEqual(before);
  });
});

describe('system/dept/updateDept', () => {
  it('renames and moves a department', async () => {
    const id = await addDept(1, '市场部');
    expect(await t.call('system/dept/updateDept', { deptId: id, pid: 2, name: '市场组' }, admin)).toEqual(OK);
    expect(await t.db.selectFrom('admin_dept').selectAll().where('dept_id', '=', id).executeTakeFirst()).toMatchObject({ pid: 2, name: '市场组' });
    // without pid it stays where it is
    expect(await t.call('system/dept/updateDept', { deptId: id, name: '市场二组' }, admin)).toEqual(OK);
    expect(await t.db.selectFrom('admin_dept').selectAll().where('dept_id', '=', id).executeTakeFirst()).toMatchObject({ pid: 2, name: '市场二组' });
  });

  it('refuses itself or a department below it as the parent, a taken name, unknown ids, and writes nothing', async () => {
    const top = await addDept(1, '研发部');
    const mid = await addDept(top, '前端组');
    const low = await addDept(mid, '移动端');
    const before = await depts();
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: top, name: '研发部' }, admin)).toEqual(refused('上级部门不能是该部门本身'));
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: mid, name: '研发部' }, admin)).toEqual(refused('该部门的下级部门不能设置为上级部门'));
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: low, name: '研发部' }, admin)).toEqual(refused('该部门的下级部门不能设置为上级部门'));
    expect(await t.call('system/dept/updateDept', { deptId: 1, pid: 3, name: '办公室' }, admin)).toEqual(refused('该部门的下级部门不能设置为上级部门'));
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: 1, name: '财务部' }, admin)).toEqual(refused('部门名称已存在'));
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: 999, name: '研发部' }, admin)).toEqual(refused('上级部门不存在'));
    expect(await t.call('system/dept/updateDept', { deptId: 999, pid: 1, name: '研发部' }, admin)).toEqual(refused('部门不存在'));
    expect(await t.call('system/dept/updateDept', { pid: 1, name: '研发部' }, admin)).toEqual(refused('部门不能为空'));
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: 1, name: '' }, admin)).toEqual(refused('部门名称不能为空'));
    expect(await depts()).toEqual(before);
    // its own name under its own parent is no conflict
    expect(await t.call('system/dept/updateDept', { deptId: top, pid: 1, name: '研发部' }, admin)).toEqual(OK);
  });
});

describe('system/dept/queryDeptTree', () => {
  it('offers as parents (type update) every department but the one edited and those below it', async () => {
    const top = await addDept(1, '客服部');
    const child = await addDept(top, '客服一组');
    const body = await t.call('system/dept/queryDeptTree', { type: 'update', id: top }, admin);
    const ids = body.data.map((d: { id: number }) => d.id);
    expect(ids).not.toContain(top);
    expect(ids).not.toContain(child);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(body.data[0]).toEqual({ id: 1, name: '办公室', pid: 0 });
    const flat = (await t.call('system/dept/queryDeptTree', { type: 'save' }, admin)).data.map((d: { id: number }) => d.id);
    expect(flat).toEqual(expect.arrayContaining([top, child]));
    expect(await t.call('system/dept/queryDeptTree', { type: 'update' }, admin)).toEqual(refused('部门不能为空'));
  });
});

describe('system/dept/deleteDept', () => {
  it('deletes an empty department', async () => {
    const id = await addDept(1, '临时部门');
    expect(await t.call('system/dept/deleteDept', { id }, admin)).toEqual(OK);
    expect(await t.db.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a department with employees (disabled ones too) or with departments below it, and unknown ids', async () => {
    const parent = await addDept(1, '行政部');
    await addDept(parent, '行政一组');
    const staffed = await addDept(1, '后勤部');
    expect(await t.call('system/user/addUser', {
      username: '13700000001', password: 'secret1', realname: '周芷若', deptId: staffed, roleIds: '9',
    }, admin)).toEqual(OK);
    await t.db.updateTable('admin_user').set({ status: 0 }).where('username', '=', '13700000001').execute();
    const before = await depts();
    expect(await t.call('system/dept/deleteDept', { id: staffed }, admin)).toEqual(refused('该部门下有员工，不能删除！'));
    expect(await t.call('system/dept/deleteDept', { id: parent }, admin)).toEqual(refused('该部门下有下级部门，不能删除！'));
    expect(await t.call('system/dept/deleteDept', { id: 3 }, admin)).toEqual(refused('该部门下有员工，不能删除！'));
    expect(await t.call('system/dept/deleteDept', { id: 999 }, admin)).toEqual(refused('部门不存在'));
    expect(await t.call('system/dept/deleteDept', {}, admin)).toEqual(refused('部门不能为空'));
    expect(await depts()).toEqual(before);
  });
});

describe('data scope follows a moved department', () => {
  it('本部门及下属部门: a department moved under mine shows its records on my next call', async () => {
    const branch = await addDept(1, '华东区');
    expect(await t.call('system/user/addUser', {
      username: '13700000002', password: 'secret1', realname: '张无忌', deptId: branch, roleIds: '11',
    }, admin)).toEqual(OK);
    const far = (await t.db.selectFrom('admin_user').select('user_id').where('username', '=', '13700000002').executeTakeFirstOrThrow()).user_id;
    await insertLeads(t, far, '华东区的线索');
    await insertLeads(t, SEED_USER.sales2, '销售一组的线索');
    const owners = async (token: string) => {
      const body = await postJson(t, 'CrmLeads/queryPageList', { page: 1, limit: 100 }, token);
      if (body.code !== 0) throw new Error(`leads list: ${body.msg}`);
      return [...new Set((body.data.list as { ownerUserId: number }[]).map((r) => r.ownerUserId))].sort((a, b) => a - b);
    };
    await t.db.updateTable('admin_role').set({ data_type: 4 }).where('role_id', '=', 11).execute();
    try {
      const sales = await t.login('sales'); // 销售一组
      expect(await owners(sales)).toEqual([SEED_USER.sales2]);
      expect(await t.call('system/dept/updateDept', { deptId: branch, pid: 3, name: '华东区' }, admin)).toEqual(OK);
      expect(await owners(sales)).toEqual([SEED_USER.sales2, far]);
      expect(await t.call('system/dept/updateDept', { deptId: branch, pid: 1, name: '华东区' }, admin)).toEqual(OK);
      expect(await owners(sales)).toEqual([SEED_USER.sales2]);
    } finally {
      await t.db.updateTable('admin_role').set({ data_type: 2 }).where('role_id', '=', 11).execute();
    }
  });
});
