/**
 * OA approval categories (contract 9.2, `72crm_oa_examine_category`). Their form fields are the
 * admin_field label 10 rows with `examine_category_id` (seed/fields.ts). `user_ids`/`dept_ids`
 * keep the original's ",1,2," visibility lists (empty = everyone).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oa_examine_category')
    .addColumn('category_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_sys', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('examine_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp')
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delete_time', 'timestamp')
    .addColumn('delete_user_id', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oa_examine_category').ifExists().execute();
}
