/**
 * Announcements 公告 (contract 10.2): `oa_announcement` with the contract's columns. start_time and
 * end_time are calendar days (`date`: an announcement is active on whole days, read back as
 * 'yyyy-MM-dd'). dept_ids, owner_user_ids and read_user_ids are ",1,2," texts as the contract keeps
 * them (both audience lists empty = everyone); they are short, and the lists filter on them with
 * LIKE '%,id,%' over the few rows active in a period, so no index on them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oa_announcement')
    .addColumn('announcement_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('start_time', 'date', (c) => c.notNull())
    .addColumn('end_time', 'date', (c) => c.notNull())
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Both lists and the badge ask "active on day D" (start <= D <= end), newest first.
  await sql`create index oa_announcement_period on oa_announcement (end_time, start_time)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oa_announcement').ifExists().execute();
}
