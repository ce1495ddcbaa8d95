/**
 * The export rights of 商机, 合同 and 回款 (issue 17 item 8). Contract 3.3 seeds no menu row for
 * `crm.business.excelexport`, `crm.contract.excelexport` or `crm.receivables.excelexport`, although
 * their export calls require them: the three exports were refused to everyone, the super admin
 * included. New databases get the rows from db/seed/menus.ts (ids 193-195); this adds them to a
 * database seeded before, with the same ids.
 *
 * Grants on an existing database follow the seeded roles' rule (db/seed/roles.ts): a role that may
 * export customers (menu 31) and sees the module's list gets the module's export. On a fresh
 * database the menu table is still empty here (migrations run before the seed): nothing to do.
 */
import { type Kysely, sql } from 'kysely';

/** [menu_id, parent module menu, the module's `index` menu] */
const EXPORTS: [number, number, number][] = [[193, 12, 48], [194, 13, 55], [195, 14, 62]];
const CUSTOMER_EXPORT_MENU = 31;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [menuId, parentId, indexMenuId] of EXPORTS) {
    const inserted = await sql<{ menu_id: number }>`
      insert into admin_menu (menu_id, parent_id, menu_name, realm, menu_type, sort, status, remarks)
      select ${menuId}, ${parentId}, '导出', 'excelexport', 3, 1, 1, null
      where exists (select 1 from admin_menu where menu_id = ${parentId})
        and not exists (select 1 from admin_menu where parent_id = ${parentId} and realm = 'excelexport')
      on conflict (menu_id) do nothing
      returning menu_id`.execute(db);
    if (!inserted.rows.length) continue;
    await sql`
      insert into admin_role_menu (role_id, menu_id)
      select exports.role_id, ${menuId}
      from admin_role_menu exports
      join admin_role_menu list on list.role_id = exports.role_id and list.menu_id = ${indexMenuId}
      where exports.menu_id = ${CUSTOMER_EXPORT_MENU}
      on conflict do nothing`.execute(db);
  }
  // the rows carry explicit ids: keep the sequence past them (as the seed does)
  await sql`
    select setval('admin_menu_menu_id_seq'::regclass, m)
    from (select max(menu_id) as m from admin_menu) as t
    where m is not null and m >= (select last_value from admin_menu_menu_id_seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = EXPORTS.map(([menuId]) => menuId);
  await sql`delete from admin_role_menu where menu_id in (${sql.join(ids)})`.execute(db);
  await sql`delete from admin_menu where menu_id in (${sql.join(ids)})`.execute(db);
}
