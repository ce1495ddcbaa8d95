/**
 * Tasks 任务 (contract 10.5 and 11): ONE table for office tasks (work_id 0) and, later, project tasks
 * (work_id = the project), with the original's columns:
 *   task           name, creator, main_user_id (负责人), owner_user_id (参与人), status (1 进行中, 2 延期,
 *                  3 归档, 5 已完成), class_id (a project's list; 0 for office tasks), label_id, description,
 *                  pid (0, or the parent of a subtask), start_time / stop_time (timestamps, as the
 *                  original's datetime), priority (0 无, 1 低, 2 中, 3 高), is_top (the personal board's
 *                  column 0-3), is_open, order_num / top_order_num (the boards' order), is_archive +
 *                  archive_time, ishidden + hidden_time (the trash), batch_id (its files).
 *                  owner_user_id and label_id are integer[] where the original keeps ",1,2," (answered
 *                  as that csv), GIN-indexed: "tasks I take part in" and "tasks with this label" do not
 *                  read every task;
 *   task_relation  the CRM records a task links, integer[] per kind as oa_event_relation;
 *   task_label     the labels (标签), shared by every user;
 *   work_task_log  a task's activity (动态): one Chinese line per change; status 4 = deleted.
 * Indexes serve the lists: 我负责的 (main_user_id), 我创建的 (create_user_id), 我参与的 (GIN), the
 * subtasks of a task (pid), the overdue job (open tasks by stop_time), a batch's owner.
 */
import { type Kysely, sql } from 'kysely';

const ids = sql`integer[]`;
const noIds = sql`'{}'::integer[]`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('task')
    .addColumn('task_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('main_user_id', 'bigint')
    .addColumn('owner_user_id', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('update_time', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('class_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label_id', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('description', 'text')
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', 'timestamp')
    .addColumn('stop_time', 'timestamp')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('work_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('top_order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archive_time', 'timestamp')
    .addColumn('ishidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_time', 'timestamp')
    .addColumn('batch_id', 'varchar(50)')
    .addColumn('is_archive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index task_main_user on task (main_user_id, status)`.execute(db);
  await sql`create index task_create_user on task (create_user_id)`.execute(db);
  await sql`create index task_owner_users on task using gin (owner_user_id)`.execute(db);
  await sql`create index task_labels on task using gin (label_id)`.execute(db);
  await sql`create index task_pid on task (pid) where pid <> 0`.execute(db);
  await sql`create index task_open_stop on task (stop_time) where status = 1`.execute(db);
  await sql`create index task_batch on task (batch_id)`.execute(db);

  await db.schema.createTable('task_relation')
    .addColumn('r_id', 'serial', (c) => c.primaryKey())
    .addColumn('task_id', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contacts_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('business_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('contract_ids', ids, (c) => c.notNull().defaultTo(noIds))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .execute();
  for (const column of ['customer_ids', 'contacts_ids', 'business_ids', 'contract_ids']) {
    await sql.raw(`create index task_relation_${column} on task_relation using gin (${column})`).execute(db);
  }

  await db.schema.createTable('task_label')
    .addColumn('label_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('color', 'varchar(20)')
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.createTable('work_task_log')
    .addColumn('log_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('work_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index work_task_log_task on work_task_log (task_id, log_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['work_task_log', 'task_label', 'task_relation', 'task']) await db.schema.dropTable(table).ifExists().execute();
}
