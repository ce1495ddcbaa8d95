/**
 * Scenes: saved list filters per user and module (contract 6.5). `data` is the filter object of
 * queryPageList as JSON text (`{"owner_user_id":{"name":"owner_user_id","condition":"is","value":5}}`,
 * '' = no filter). System scenes (is_system 1) are created lazily per user and type by
 * scene/queryScene (server/scenes/). One default scene per user and type.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('admin_scene')
    .addColumn('scene_id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bydata', 'varchar(50)')
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_scene_user_type').on('admin_scene').columns(['user_id', 'type']).execute();

  await db.schema.createTable('admin_scene_default')
    .addColumn('default_id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('scene_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('admin_scene_default_user_type', ['user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_scene_default').ifExists().execute();
  await db.schema.dropTable('admin_scene').ifExists().execute();
}
