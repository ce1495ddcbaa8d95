/**
 * BI's 新增客户数排行 (biRanking/customerCountRanKing) counts a period's customers by their creator,
 * not their owner: the 仪表盘's (create_time, owner_user_id) index of migration 0013 gave it the
 * rows but not the creator, so a year of a million customers (427,000 rows) was read from the
 * table, 190-235 ms (docs/benchmarks.md, bench:bi). With the creator beside the time the count is
 * read from the index alone.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists crm_customer_created_by on crm_customer (create_time, create_user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists crm_customer_created_by`.execute(db);
}
