/**
 * Drops the GIN index over each module table's `custom` column (`<table>_custom_gin`, made by
 * 0003 and 0005 for containment queries, `custom @> '{"17":"A"}'`).
 *
 * Why: no query ever asked it anything. Custom-field filters and sorts use the per-field
 * expression indexes (customFieldIndexes.ts: `(custom->>'17')`), and the keyword search uses the
 * gram index; nothing asks `@>`. It still cost every insert and every edit of a record (a GIN
 * entry per custom value): 100,000 inserts into a copy of crm_customer with three other indexes
 * took 1.16-1.21 s with it and 0.81-0.97 s without, 50,000 edits 1.04 s and 0.88 s. (An Excel
 * import's wall time does not show it: its time goes to Node, docs/benchmarks.md.)
 * `down` builds it again, should a containment search ever come.
 */
import { type Kysely, sql } from 'kysely';

// the tables 0003 and 0005 gave the index (a shipped list: it never changes)
const TABLES = ['crm_customer', 'crm_leads', 'crm_contacts', 'crm_business', 'crm_contract', 'crm_receivables', 'crm_product'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop index if exists ${table}_custom_gin`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`create index if not exists ${table}_custom_gin on ${table} using gin (custom jsonb_path_ops)`).execute(db);
  }
}
