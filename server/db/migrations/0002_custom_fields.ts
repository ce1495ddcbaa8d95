/**
 * Field definitions (contract 5.1), per-user list columns and widths (5.6), and one version
 * counter per label that field/save bumps so every server process can tell its browsers
 * (fields/fieldVersionHub.ts). Custom VALUES are not here: each entity table keeps them in its own
 * `custom jsonb` column (see 0003 and docs/custom-fields.md), not in the original's fieldv table.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('admin_field')
    .addColumn('field_id', 'serial', (c) => c.primaryKey())
    .addColumn('field_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('label', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(60)')
    .addColumn('input_tips', 'varchar(255)')
    .addColumn('max_length', 'integer')
    .addColumn('default_value', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_unique', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_null', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sorting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text')
    .addColumn('operating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('examine_category_id', 'integer')
    .addColumn('field_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('relevant', 'integer')
    .execute();
  await db.schema.createIndex('admin_field_label').on('admin_field').columns(['label', 'examine_category_id']).execute();

  await db.schema.createTable('admin_field_sort')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('label', 'integer', (c) => c.notNull())
    .addColumn('field_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('is_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('field_id', 'integer')
    .execute();
  await db.schema.createIndex('admin_field_sort_user_label').on('admin_field_sort').columns(['user_id', 'label']).execute();
  await db.schema.createIndex('admin_field_sort_field_id').on('admin_field_sort').column('field_id').execute();

  await db.schema.createTable('admin_field_style')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('style', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addUniqueConstraint('admin_field_style_user_type_field', ['user_id', 'type', 'field_name'])
    .execute();

  await db.schema.createTable('admin_field_version')
    .addColumn('label', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamp', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admin_field_version', 'admin_field_style', 'admin_field_sort', 'admin_field']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
