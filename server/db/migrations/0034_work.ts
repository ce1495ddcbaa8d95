/**
 * Projects 项目 (contract 11): the project, its task lists (columns of its board) and its members
 * with their project role. The tasks themselves are the shared `task` table (migration 0032):
 *   work            name, status (1 启用, 3 归档, 2 删除), description, color, is_open (1 public to
 *                   everyone, 0 members only), owner_user_id (the members, integer[] where the
 *                   original keeps ",1,2,"), archive_time, delete_time, batch_id;
 *   work_task_class a project's task lists (要做 / 在做 / 待定 for a new project), order_num = the
 *                   column's place on the board;
 *   work_user       a member's project role (13 管理 for the creator, 14 编辑 by default, or any
 *                   project role, role_type 5/6), one row per member.
 * Indexes: a project's lists; a user's projects (work_user by user); a project's board (its tasks
 * by list and order, out of the trash); my tasks (main user, top-level, by is_top) and a user's
 * tasks by due date (the task calendar).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('work')
    .addColumn('work_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('color', 'varchar(15)')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('archive_time', 'timestamp')
    .addColumn('delete_time', 'timestamp')
    .addColumn('batch_id', 'varchar(50)')
    .execute();

  await db.schema.createTable('work_task_class')
    .addColumn('class_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('create_time', 'timestamp', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('work_id', 'integer', (c) => c.notNull())
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index work_task_class_work on work_task_class (work_id, order_num)`.execute(db);

  await db.schema.createTable('work_user')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('work_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('work_user_member', ['work_id', 'user_id'])
    .execute();
  await sql`create index work_user_user on work_user (user_id)`.execute(db);

  await sql`create index task_work_board on task (work_id, class_id, order_num) where work_id <> 0 and ishidden = 0`.execute(db);
  await sql`create index task_my_board on task (main_user_id, is_top, top_order_num) where pid = 0 and ishidden = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists task_my_board`.execute(db);
  await sql`drop index if exists task_work_board`.execute(db);
  for (const table of ['work_user', 'work_task_class', 'work']) await db.schema.dropTable(table).ifExists().execute();
}
