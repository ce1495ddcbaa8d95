// The export rights of 商机, 合同 and 回款 (issue 17 item 8): contract 3.3 seeds no menu for them, so
// their exports were refused to everyone. Seeded now (menus 193-195) and added to older databases by
// migration 0021; the export calls stay guarded by them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/db/migrations/0021_crm_export_rights.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: string;
let manager: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, sales] = await Promise.all(['admin', 'manager', 'sales'].map((u) => t.login(u)));
});
afterAll(async () => { await t?.close(); });

const EXPORTS = ['CrmBusiness', 'CrmContract', 'CrmReceivables'];

async function exportAll(prefix: string, token: string) {
  return t.app.inject({
    method: 'POST', url: `/api/${prefix}/allExportExcel`,
    headers: { 'content-type': 'application/json', 'admin-token': token }, payload: '{}',
  });
}

const exportRights = (tree: { crm?: Record<string, Record<string, boolean>> }) =>
  ['business', 'contract', 'receivables'].map((module) => tree.crm?.[module]?.excelexport ?? false);

describe('business, contract and receivables exports', () => {
  it('are granted to the super admin and the sales manager, and written as xlsx', async () => {
    expect(exportRights((await t.call('system/role/auth', {}, admin)).data)).toEqual([true, true, true]);
    expect(exportRights((await t.call('system/role/auth', {}, manager)).data)).toEqual([true, true, true]);
    for (const prefix of EXPORTS) {
      for (const token of [admin, manager]) {
        const response = await exportAll(prefix, token);
        expect(response.statusCode, prefix).toBe(200);
        expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      }
    }
  });

  it('are refused to a role without the right', async () => {
    expect(exportRights((await t.call('system/role/auth', {}, sales)).data)).toEqual([false, false, false]);
    for (const prefix of EXPORTS) expect((await exportAll(prefix, sales)).json()).toEqual({ code: 500, msg: '无权访问' });
  });

  it('appear as 导出 under each module in the role editor\'s menu tree', async () => {
    const menus = await t.db.selectFrom('admin_menu').select(['menu_id', 'parent_id', 'menu_name', 'realm', 'menu_type'])
      .where('menu_id', 'in', [193, 194, 195]).orderBy('menu_id').execute();
    expect(menus).toEqual([
      { menu_id: 193, parent_id: 12, menu_name: '导出', realm: 'excelexport', menu_type: 3 },
      { menu_id: 194, parent_id: 13, menu_name: '导出', realm: 'excelexport', menu_type: 3 },
      { menu_id: 195, parent_id: 14, menu_name: '导出', realm: 'excelexport', menu_type: 3 },
    ]);
  });
});

describe('migration 0021 on a database seeded before it', () => {
  it('adds the rows and grants them to the roles that export customers and see the module\'s list', async () => {
    // a role that exports customers but sees no receivables list
    const role = await t.db.insertInto('admin_role').values({ role_name: '导出客户与商机', role_type: 2, data_type: 5 })
      .returning('role_id').executeTakeFirstOrThrow();
    await t.db.insertInto('admin_role_menu').values([31, 48, 55].map((menuId) => ({ role_id: role.role_id, menu_id: menuId }))).execute();
    // the database as an older seed left it
    await t.db.deleteFrom('admin_role_menu').where('menu_id', 'in', [193, 194, 195]).execute();
    await t.db.deleteFrom('admin_menu').where('menu_id', 'in', [193, 194, 195]).execute();
    expect(exportRights((await t.call('system/role/auth', {}, admin)).data)).toEqual([false, false, false]);

    await up(t.db);

    const grants = await t.db.selectFrom('admin_role_menu').select(['role_id', 'menu_id'])
      .where('menu_id', 'in', [193, 194, 195]).orderBy('role_id').orderBy('menu_id').execute();
    expect(grants).toEqual([
      { role_id: 8, menu_id: 193 }, { role_id: 8, menu_id: 194 }, { role_id: 8, menu_id: 195 },
      { role_id: role.role_id, menu_id: 193 }, { role_id: role.role_id, menu_id: 194 },
    ]);
    expect(exportRights((await t.call('system/role/auth', {}, admin)).data)).toEqual([true, true, true]);
    expect(exportRights((await t.call('system/role/auth', {}, manager)).data)).toEqual([true, true, true]);
    // run again: nothing more
    await up(t.db);
    expect(await t.db.selectFrom('admin_role_menu').select('id').where('menu_id', 'in', [193, 194, 195]).execute()).toHaveLength(5);
    // a menu added later gets an id past them
    const menu = await t.db.insertInto('admin_menu').values({ menu_name: 'x', realm: 'x', menu_type: 3 }).returning('menu_id').executeTakeFirstOrThrow();
    expect(menu.menu_id).toBeGreaterThan(195);
  });
});
