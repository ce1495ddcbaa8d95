/**
 * A card's drag rewrites the place of every card after it in both lists (order_num 1..n, contract
 * 11): 1,250 rows for a move between two lists of 625. With order_num and class_id in an index,
 * each of those rows was a new index entry in all nine of task's indexes (two of them GIN); with
 * neither indexed, and room left in each page, PostgreSQL rewrites them in place (a "HOT" update:
 * no index touched). The board reads a project's cards by work_id alone and sorts them: a few
 * thousand rows, cheaper than the writes the old index cost (docs/benchmarks.md, bench:project).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists task_work_board`.execute(db);
  await sql`create index task_work_board on task (work_id) where work_id <> 0 and ishidden = 0`.execute(db);
  // room in each page for a row's new version beside the old (new pages; old ones as they are vacuumed)
  await sql`alter table task set (fillfactor = 85)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table task reset (fillfactor)`.execute(db);
  await sql`drop index if exists task_work_board`.execute(db);
  await sql`create index task_work_board on task (work_id, class_id, order_num) where work_id <> 0 and ishidden = 0`.execute(db);
}
