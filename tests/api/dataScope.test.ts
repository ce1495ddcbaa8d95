// Data scope (contract 3.6) through usersInScope, on the seeded organisation:
//   admin(3) ─ manager 张伟(4, dept 2 销售部) ─ sales 李娜(5), sales2 刘洋(6) (dept 3 销售一组, under 销售部)
//          └─ finance 王芳(7, dept 4 财务部)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersInScope } from '../../server/permissions/dataScope.ts';
import { SEED_USER } from '../../server/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t?.close(); });

const SALES_MANAGER_ROLE = 8;
const { admin, manager, sales, sales2, finance } = SEED_USER;

async function withManagerDataType<T>(dataType: number, check: () => Promise<T>): Promise<T> {
  await t.db.updateTable('admin_role').set({ data_type: dataType }).where('role_id', '=', SALES_MANAGER_ROLE).execute();
  try {
    return await check();
  } finally {
    await t.db.updateTable('admin_role').set({ data_type: 2 }).where('role_id', '=', SALES_MANAGER_ROLE).execute();
  }
}

describe('usersInScope', () => {
  it('1 本人: only the user', async () => {
    await withManagerDataType(1, async () => {
      expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([manager]);
    });
  });

  it('2 本人及下属: the user and everyone below them, recursively', async () => {
    expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([manager, sales, sales2]);
    // a salesperson (also 2) has nobody below
    expect(await usersInScope(t.db, sales, 'crm.customer')).toEqual([sales]);
    // two levels down counts too
    await t.db.updateTable('admin_user').set({ parent_id: sales }).where('user_id', '=', sales2).execute();
    try {
      expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([manager, sales, sales2]);
      expect(await usersInScope(t.db, sales, 'crm.customer')).toEqual([sales, sales2]);
    } finally {
      await t.db.updateTable('admin_user').set({ parent_id: manager }).where('user_id', '=', sales2).execute();
    }
  });

  it('3 本部门: everyone in the user\'s department only', async () => {
    await withManagerDataType(3, async () => {
      expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([manager]);
    });
    await t.db.updateTable('admin_role').set({ data_type: 3 }).where('role_id', '=', 11).execute();
    try {
      expect(await usersInScope(t.db, sales, 'crm.leads')).toEqual([sales, sales2]);
    } finally {
      await t.db.updateTable('admin_role').set({ data_type: 2 }).where('role_id', '=', 11).execute();
    }
  });

  it('4 本部门及下属部门: the department and every department below it', async () => {
    await withManagerDataType(4, async () => {
      expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([manager, sales, sales2]);
    });
  });

  it('5 全部: no restriction', async () => {
    await withManagerDataType(5, async () => {
      expect(await usersInScope(t.db, manager, 'crm.customer')).toBe('all');
    });
  });

  it('the super admin sees everything', async () => {
    expect(await usersInScope(t.db, admin, 'crm.customer')).toBe('all');
  });

  it('counts only roles that grant <realm>.index; without one, only the user', async () => {
    // finance (role 10, 本人) reads customers; it has no leads menu at all
    expect(await usersInScope(t.db, finance, 'crm.customer')).toEqual([finance]);
    expect(await usersInScope(t.db, finance, 'crm.leads')).toEqual([finance]);
    // a second role that grants customer.index with 本部门及下属部门 widens the view (union)
    const { role_id: roleId } = await t.db.insertInto('admin_role')
      .values({ role_name: '测试角色', role_type: 2, data_type: 4 }).returning('role_id').executeTakeFirstOrThrow();
    await t.db.insertInto('admin_role_menu').values({ role_id: roleId, menu_id: 28 }).execute();
    await t.db.insertInto('admin_user_role').values({ user_id: manager, role_id: roleId }).execute();
    try {
      expect(await usersInScope(t.db, finance, 'crm.customer')).toEqual([finance]);
      await t.db.updateTable('admin_user').set({ dept_id: 1 }).where('user_id', '=', manager).execute();
      // manager now in 办公室 (dept 1): dept + descendants = everyone, unioned with subordinates
      expect(await usersInScope(t.db, manager, 'crm.customer')).toEqual([admin, manager, sales, sales2, finance]);
      // the extra role does not grant leads.index: leads stays at role 8's 本人及下属
      expect(await usersInScope(t.db, manager, 'crm.leads')).toEqual([manager, sales, sales2]);
    } finally {
      await t.db.updateTable('admin_user').set({ dept_id: 2 }).where('user_id', '=', manager).execute();
      await t.db.deleteFrom('admin_user_role').where('role_id', '=', roleId).execute();
      await t.db.deleteFrom('admin_role_menu').where('role_id', '=', roleId).execute();
      await t.db.deleteFrom('admin_role').where('role_id', '=', roleId).execute();
    }
  });

  it('accepts a bare module name as crm.<module>', async () => {
    expect(await usersInScope(t.db, manager, 'customer')).toEqual([manager, sales, sales2]);
  });

  it('gives a user without roles only themself', async () => {
    await t.db.deleteFrom('admin_user_role').where('user_id', '=', sales2).execute();
    try {
      expect(await usersInScope(t.db, sales2, 'crm.customer')).toEqual([sales2]);
    } finally {
      await t.db.insertInto('admin_user_role').values({ user_id: sales2, role_id: 11 }).execute();
    }
  });
});
