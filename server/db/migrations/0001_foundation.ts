/**
 * Foundation tables: users, departments, the permission menu tree, roles, config, files,
 * sessions and login attempts. Column names follow the original `72crm_admin_*` tables
 * (contract sections 3.1, 4.1, 14.1, 14.2) without the prefix.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('admin_dept')
    .addColumn('dept_id', 'serial', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)')
    .execute();
  await db.schema.createIndex('admin_dept_pid').on('admin_dept').column('pid').execute();

  await db.schema.createTable('admin_user')
    .addColumn('user_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('img', 'varchar(500)')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('realname', 'varchar(100)')
    .addColumn('num', 'varchar(50)')
    .addColumn('mobile', 'varchar(30)')
    .addColumn('email', 'varchar(100)')
    .addColumn('sex', 'integer')
    .addColumn('dept_id', 'integer')
    .addColumn('post', 'varchar(50)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_time', 'timestamp')
    .addColumn('last_login_ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('admin_user_dept_id').on('admin_user').column('dept_id').execute();
  await db.schema.createIndex('admin_user_parent_id').on('admin_user').column('parent_id').execute();

  await db.schema.createTable('admin_menu')
    .addColumn('menu_id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('menu_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('realm', 'varchar(127)', (c) => c.notNull())
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await db.schema.createTable('admin_role')
    .addColumn('role_id', 'serial', (c) => c.primaryKey())
    .addColumn('role_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('role_type', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(255)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('data_type', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('label', 'integer')
    .execute();

  await db.schema.createTable('admin_role_menu')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('menu_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('admin_role_menu_role_menu', ['role_id', 'menu_id'])
    .execute();

  await db.schema.createTable('admin_user_role')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('admin_user_role_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('admin_user_role_role_id').on('admin_user_role').column('role_id').execute();

  await db.schema.createTable('admin_config')
    .addColumn('setting_id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema.createIndex('admin_config_name').on('admin_config').column('name').execute();

  await db.schema.createTable('admin_file')
    .addColumn('file_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(1000)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(10)', (c) => c.notNull().defaultTo('file'))
    .addColumn('batch_id', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_file_batch_id').on('admin_file').column('batch_id').execute();

  await db.schema.createTable('admin_session')
    .addColumn('token', 'char(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'timestamp', (c) => c.notNull())
    .addColumn('created_at', 'timestamp', (c) => c.notNull())
    .addColumn('last_seen_ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('admin_session_user_id').on('admin_session').column('user_id').execute();
  await db.schema.createIndex('admin_session_expires_at').on('admin_session').column('expires_at').execute();

  await db.schema.createTable('admin_login_attempt')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamp', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_login_attempt_username_time')
    .on('admin_login_attempt').columns(['username', 'attempted_at']).execute();

}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'admin_login_attempt', 'admin_session', 'admin_file', 'admin_config', 'admin_user_role',
    'admin_role_menu', 'admin_role', 'admin_menu', 'admin_user', 'admin_dept',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
