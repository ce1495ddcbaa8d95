/**
 * The work log 日志 (contract 10.1) and the shared comments (10.6):
 *   oa_log           one log; category_id 1 日报, 2 周报, 3 月报. send_user_ids, send_dept_ids and
 *                    read_user_ids are ",1,2," texts ('' = none), as the announcements' audience
 *                    columns: short, filtered with LIKE '%,id,%' next to the indexed conditions.
 *                    The lists read "mine and my subordinates'" by (create_user_id, create_time) and
 *                    everything else newest first by (create_time, log_id).
 *   oa_log_relation  the CRM records it links, integer[] per kind as oa_event_relation, GIN-indexed
 *                    for a CRM detail's 日志 tab.
 *   task_comment     comments on tasks (type 1) and logs (type 2): a root (main_id 0) and its
 *                    replies (main_id = the root), pid the replied user. A target's comments are read
 *                    by (type, type_id); a root's replies by main_id.
 */
import { type Kysely, sql } from 'kysely';

const ids = sql`integer[]`;
const noIds = sql`'{}'::integer[]`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oa_log')
    .addColumn('log_id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(255)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tomorrow', 'text')
    .addColumn('question', 'text')
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('send_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_dept_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('batch_id', 'varchar(50)')
    .execute();
  await sql`create index oa_log_author on oa_log (create_user_id, create_time desc)`.execute(db);
  await sql`create index oa_log_time on oa_log (create_time desc, log_id desc)`.execute(db);
  await sql`create index oa_log_batch on oa_log (batch_id)`.execute(db);

  await db.schema.createTable('oa_log_relation')
    .addColumn('r_id', 'serial', (c) => c.primaryKey())
    .addColumn('log_id', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contacts_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('business_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contract_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();
  for (const column of ['customer_ids', 'contacts_ids', 'business_ids', 'contract_ids']) {
    await sql.raw(`create index oa_log_relation_${column} on oa_log_relation using gin (${column})`).execute(db);
  }

  await db.schema.createTable('task_comment')
    .addColumn('comment_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('main_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('favour', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index task_comment_target on task_comment (type, type_id, comment_id)`.execute(db);
  await sql`create index task_comment_root on task_comment (main_id) where main_id <> 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_comment').ifExists().execute();
  await db.schema.dropTable('oa_log_relation').ifExists().execute();
  await db.schema.dropTable('oa_log').ifExists().execute();
}
