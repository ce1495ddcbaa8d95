// The seed: complete reference data, and safe to run again at every start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t?.close(); });

const count = async (table: 'admin_menu' | 'admin_role' | 'admin_role_menu' | 'admin_user' | 'admin_user_role' | 'admin_dept' | 'admin_config') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('seed', () => {
  it('holds the whole menu table of contract 3.3, and the three export rights it lacks', async () => {
    expect(await count('admin_menu')).toBe(136);
    const customerIndex = await t.db.selectFrom('admin_menu').selectAll().where('menu_id', '=', 28).executeTakeFirstOrThrow();
    expect(customerIndex).toEqual({ menu_id: 28, parent_id: 10, menu_name: '查看列表', realm: 'index', menu_type: 3, sort: 1, status: 1, remarks: null });
    const projectSave = await t.db.selectFrom('admin_menu').selectAll().where('menu_id', '=', 153).executeTakeFirstOrThrow();
    expect(projectSave).toMatchObject({ parent_id: 152, realm: 'save', sort: 2, remarks: 'projectSave' });
  });

  it('holds the roles of contract 3.5, the departments, the staff and the config rows', async () => {
    const roles = await t.db.selectFrom('admin_role').select(['role_id', 'role_name', 'data_type']).orderBy('role_id').execute();
    expect(roles.map((r) => r.role_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 47, 48, 49]); // 48 办公员工, 49 项目创建人: ours
    expect(roles.find((r) => r.role_id === 11)).toEqual({ role_id: 11, role_name: '销售员角色', data_type: 2 });
    expect(await count('admin_dept')).toBe(4);
    const users = await t.db.selectFrom('admin_user').select(['user_id', 'username', 'realname', 'dept_id', 'parent_id']).orderBy('user_id').execute();
    expect(users).toEqual([
      { user_id: 3, username: 'admin', realname: 'admin', dept_id: 1, parent_id: 0 },
      { user_id: 4, username: 'manager', realname: '张伟', dept_id: 2, parent_id: 3 },
      { user_id: 5, username: 'sales', realname: '李娜', dept_id: 3, parent_id: 4 },
      { user_id: 6, username: 'sales2', realname: '刘洋', dept_id: 3, parent_id: 4 },
      { user_id: 7, username: 'finance', realname: '王芳', dept_id: 4, parent_id: 3 },
    ]);
    const config = await t.db.selectFrom('admin_config').select(['setting_id', 'name', 'status']).orderBy('setting_id').execute();
    expect(config.map((c) => c.setting_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 18, 21, 22, 23, 24, 25]);
  });

  it('changes nothing when run again, and never undoes an admin\'s permission edits', async () => {
    await t.db.deleteFrom('admin_role_menu').where('role_id', '=', 11).where('menu_id', '=', 26).execute();
    await t.db.updateTable('admin_user').set({ realname: '李娜娜' }).where('user_id', '=', 5).execute();
    const before = {
      menus: await count('admin_menu'), roles: await count('admin_role'), roleMenus: await count('admin_role_menu'),
      users: await count('admin_user'), userRoles: await count('admin_user_role'), config: await count('admin_config'),
    };
    await migrateToLatest(t.db);
    await seedDatabase(t.db);
    await seedDatabase(t.db);
    expect({
      menus: await count('admin_menu'), roles: await count('admin_role'), roleMenus: await count('admin_role_menu'),
      users: await count('admin_user'), userRoles: await count('admin_user_role'), config: await count('admin_config'),
    }).toEqual(before);
    const removed = await t.db.selectFrom('admin_role_menu').select('id').where('role_id', '=', 11).where('menu_id', '=', 26).executeTakeFirst();
    expect(removed).toBeUndefined();
    const user = await t.db.selectFrom('admin_user').select('realname').where('user_id', '=', 5).executeTakeFirstOrThrow();
    expect(user.realname).toBe('李娜娜');
  });

  it('gives 办公员工, arriving on a database that already has its staff, to everyone but the super admin, once', async () => {
    // a database from before role 48: the role and its links gone
    await t.db.deleteFrom('admin_user_role').where('role_id', '=', 48).execute();
    await t.db.deleteFrom('admin_role_menu').where('role_id', '=', 48).execute();
    await t.db.deleteFrom('admin_role').where('role_id', '=', 48).execute();
    await seedDatabase(t.db);
    const holders = await t.db.selectFrom('admin_user_role').select('user_id').where('role_id', '=', 48).orderBy('user_id').execute();
    expect(holders.map((h) => h.user_id)).toEqual([4, 5, 6, 7]);
    // an admin then takes it from someone: a later start does not give it back
    await t.db.deleteFrom('admin_user_role').where('role_id', '=', 48).where('user_id', '=', 7).execute();
    await seedDatabase(t.db);
    expect((await t.db.selectFrom('admin_user_role').select('user_id').where('role_id', '=', 48).orderBy('user_id').execute()).map((h) => h.user_id)).toEqual([4, 5, 6]);
  });

  it('moves the id sequences past the seeded ids', async () => {
    const role = await t.db.insertInto('admin_role').values({ role_name: '新角色', role_type: 0 }).returning('role_id').executeTakeFirstOrThrow();
    expect(role.role_id).toBe(50);
    const dept = await t.db.insertInto('admin_dept').values({ name: '新部门', pid: 1 }).returning('dept_id').executeTakeFirstOrThrow();
    expect(dept.dept_id).toBe(5);
    const menu = await t.db.insertInto('admin_menu').values({ menu_name: 'x', realm: 'x', menu_type: 3 }).returning('menu_id').executeTakeFirstOrThrow();
    expect(menu.menu_id).toBe(196);
  });
});
