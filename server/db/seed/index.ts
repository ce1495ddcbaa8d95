/**
 * Seeds the reference data (menus, roles, config, the system fields of every module, the six
 * system OA approval categories) and the demo organisation (departments, five staff). Safe to run at every start and from several processes
 * at once: rows are inserted only when missing (ON CONFLICT DO NOTHING), and the links of a role
 * or user (role_menu, user_role) or a label's fields only together with a newly inserted role,
 * user or field version row, so edits made by an admin are never undone by a restart.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../schema.ts';
import { syncCustomFieldIndexes } from '../customFieldIndexes.ts';
import { CONFIG_SEED } from './config.ts';
import { seedCrmRecords } from './crmRecords.ts';
import { seedExamineCategories } from './examine.ts';
import { seedExamineFlows } from './examineFlows.ts';
import { seedFields } from './fields.ts';
import { MENU_SEED } from './menus.ts';
import { DEPT_SEED, SEED_PASSWORD, USER_SEED } from './organisation.ts';
import { OFFICE_STAFF_ROLE_ID, ROLE_SEED, SUPER_ADMIN_ROLE_ID } from './roles.ts';
import { raiseSequence } from './sequences.ts';
import { seedModules } from '../../modules/serverModules.ts';

export { SEED_PASSWORD, SEED_USER } from './organisation.ts';

export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedMenus(trx);
    await seedRoles(trx);
    await seedConfig(trx);
    await seedDepartments(trx);
    await seedUsers(trx);
    await seedFields(trx);
    await seedExamineCategories(trx);
    await seedExamineFlows(trx);
    await seedCrmRecords(trx);
    // Seeded rows carry explicit ids: move each sequence past them so new rows do not collide.
    await raiseSequence(trx, 'admin_menu', 'menu_id');
    await raiseSequence(trx, 'admin_role', 'role_id');
    await raiseSequence(trx, 'admin_config', 'setting_id');
    await raiseSequence(trx, 'admin_dept', 'dept_id');
    await raiseSequence(trx, 'admin_user', 'user_id');
    await raiseSequence(trx, 'admin_field', 'field_id');
    await raiseSequence(trx, 'oa_examine_category', 'category_id');
    await raiseSequence(trx, 'admin_examine', 'examine_id');
    // Seeded custom fields (客户级别...) need their value indexes like admin-added ones.
    await syncCustomFieldIndexes(trx);
  });
  // Module folders' own rows (their fields, menus, grants), with the core's ids already taken.
  await seedModules(db);
}

async function seedMenus(db: Kysely<Database>) {
  await db.insertInto('admin_menu')
    .values(MENU_SEED.map(([menuId, parentId, menuName, realm, menuType, sort, remarks]) => ({
      menu_id: menuId, parent_id: parentId, menu_name: menuName, realm, menu_type: menuType, sort, status: 1, remarks,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedRoles(db: Kysely<Database>) {
  const inserted = await db.insertInto('admin_role')
    .values(ROLE_SEED.map((r) => ({
      role_id: r.roleId, role_name: r.roleName, role_type: r.roleType, remark: r.remark, status: 1,
      data_type: r.dataType, is_hidden: r.isHidden, label: r.label,
    })))
    .onConflict((oc) => oc.doNothing())
    .returning('role_id')
    .execute();
  const newRoleIds = new Set(inserted.map((r) => r.role_id));
  const links = ROLE_SEED.filter((r) => newRoleIds.has(r.roleId))
    .flatMap((r) => r.menuIds.map((menuId) => ({ role_id: r.roleId, menu_id: menuId })));
  if (links.length) await db.insertInto('admin_role_menu').values(links).onConflict((oc) => oc.doNothing()).execute();
  // 办公员工 arriving on a database that already has its staff (an upgrade): everyone gets it, as the
  // seeded staff do; on a new database there is nobody yet and the staff seed binds it. Only when the
  // role is new, so an admin who later takes it from someone is never undone.
  if (newRoleIds.has(OFFICE_STAFF_ROLE_ID)) {
    await db.insertInto('admin_user_role')
      .columns(['user_id', 'role_id'])
      .expression(db.selectFrom('admin_user').select((eb) => ['user_id', eb.val(OFFICE_STAFF_ROLE_ID).as('role_id')])
        // the super admin holds every menu already (and the seeded one has no 办公员工 either)
        .where('user_id', 'not in', db.selectFrom('admin_user_role').select('user_id').where('role_id', '=', SUPER_ADMIN_ROLE_ID)))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function seedConfig(db: Kysely<Database>) {
  await db.insertInto('admin_config')
    .values(CONFIG_SEED.map((c) => ({
      setting_id: c.settingId, status: c.status, name: c.name, value: c.value, description: c.description,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedDepartments(db: Kysely<Database>) {
  await db.insertInto('admin_dept')
    .values(DEPT_SEED.map((d) => ({ dept_id: d.deptId, pid: d.pid, name: d.name, num: d.num })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedUsers(db: Kysely<Database>) {
  const existing = await db.selectFrom('admin_user').select(['user_id', 'username']).execute();
  const taken = new Set(existing.flatMap((u) => [`id:${u.user_id}`, `name:${u.username}`]));
  const missing = USER_SEED.filter((u) => !taken.has(`id:${u.userId}`) && !taken.has(`name:${u.username}`));
  if (!missing.length) return;
  const now = new Date();
  const rows = await Promise.all(missing.map(async (u) => {
    const hash = await hashPassword(SEED_PASSWORD);
    return {
      user_id: u.userId, username: u.username, password: hash.password, salt: hash.salt, img: null,
      create_time: now, realname: u.realname, num: u.num, mobile: u.mobile, email: null, sex: 0,
      dept_id: u.deptId, post: u.post, status: 1, parent_id: u.parentId,
    };
  }));
  const inserted = await db.insertInto('admin_user').values(rows)
    .onConflict((oc) => oc.doNothing()).returning('user_id').execute();
  const newUserIds = new Set(inserted.map((u) => u.user_id));
  const links = missing.filter((u) => newUserIds.has(u.userId)).flatMap((u) => u.roleIds.map((roleId) => ({ user_id: u.userId, role_id: roleId })));
  if (links.length) await db.insertInto('admin_user_role').values(links).onConflict((oc) => oc.doNothing()).execute();
}
