/**
 * For a large demo load: the secondary indexes of the filled tables are dropped first and rebuilt
 * after the load (one sorted build per index instead of a million random inserts into each, the
 * GIN ones above all); primary keys and unique constraints stay.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

interface IndexDef { name: string; definition: string }

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Secondary indexes of `tables`: not primary keys, not unique or other constraints. */
async function secondaryIndexes(db: Kysely<Database>, tables: readonly string[]): Promise<IndexDef[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join([...tables])})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.tablename, i.indexname
  `.execute(db);
  return rows;
}

/**
 * The definitions of the dropped indexes are kept in a table until they are rebuilt: a load
 * killed half-way (Ctrl-C, OOM) leaves them there, and the next seed:demo rebuilds them first.
 */
export async function withoutSecondaryIndexes(
  db: Kysely<Database>, tables: readonly string[], log: (line: string) => void, load: () => Promise<void>,
): Promise<void> {
  await rebuildLeftovers(db, log);
  const indexes = await secondaryIndexes(db, tables);
  await sql`create table if not exists lingxi_demo_dropped_index (name text primary key, definition text not null)`.execute(db);
  for (const index of indexes) {
    await sql`insert into lingxi_demo_dropped_index (name, definition) values (${index.name}, ${index.definition}) on conflict do nothing`.execute(db);
    await sql.raw(`drop index if exists "${index.name}"`).execute(db);
  }
  log(`  dropped ${indexes.length} secondary indexes for the load`);
  try {
    await load();
  } finally {
    // rebuilt even when the load fails: the schema must not lose an index
    await rebuildLeftovers(db, log);
  }
}

export async function rebuildLeftovers(db: Kysely<Database>, log: (line: string) => void): Promise<void> {
  const exists = await sql<{ t: string | null }>`select to_regclass('lingxi_demo_dropped_index')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  const { rows } = await sql<IndexDef>`select name, definition from lingxi_demo_dropped_index order by name`.execute(db);
  const started = Date.now();
  for (const index of rows) {
    const one = Date.now();
    await sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(db);
    await sql`delete from lingxi_demo_dropped_index where name = ${index.name}`.execute(db);
    log(`  index ${index.name}: ${seconds(one)}`);
  }
  await sql`drop table lingxi_demo_dropped_index`.execute(db);
  if (rows.length) log(`  rebuilt ${rows.length} indexes in ${seconds(started)}`);
}
