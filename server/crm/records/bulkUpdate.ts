/**
 * Many edits of one table in one statement (the import's overwrites, records/batchSave.ts):
 *
 *   update crm_customer r set customer_name = v.customer_name, custom = v.custom, …
 *   from (values ($1::integer, $2::character varying(255), $3::jsonb, …), (…)) v(customer_id, customer_name, custom, …)
 *   where r.customer_id = v.customer_id
 *
 * instead of one round trip per record. A VALUES list carries no column types, so every value is
 * cast to its column's declared type (read once per table from the catalogue; tables change only
 * by migration, custom values live in `custom`), and is sent as a parameter the way a single
 * update sends it (Dates as local time, as node-postgres writes them for `timestamp`).
 * Rows are grouped by the columns they set: a column a row does not set is not written.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RowUpdate { id: number; set: Record<string, unknown> }

/** PostgreSQL's limit is 65,535 parameters per statement; stay well below it. */
const MAX_PARAMETERS = 30_000;

const columnTypes = new Map<string, Promise<Map<string, string>>>();

function typesOf(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  let types = columnTypes.get(table);
  if (!types) {
    types = sql<{ name: string; type: string }>`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
      from pg_attribute a where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
    `.execute(db).then(({ rows }) => new Map(rows.map((r) => [r.name, r.type])));
    // a failed read (no such table) is not remembered
    types.catch(() => columnTypes.delete(table));
    columnTypes.set(table, types);
  }
  return types;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export async function updateRows(db: Kysely<Database>, table: string, idColumn: string, updates: RowUpdate[]): Promise<void> {
  if (!updates.length) return;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(idColumn)) throw new Error(`bad table or column: ${table}.${idColumn}`);
  const types = await typesOf(db, table);
  const groups = new Map<string, RowUpdate[]>();
  for (const update of updates) {
    const key = Object.keys(update.set).filter((c) => c !== idColumn).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), update]);
  }
  for (const [key, rows] of groups) {
    const columns = key === '' ? [] : key.split(',');
    if (!columns.length) continue;
    for (const column of [idColumn, ...columns]) {
      if (!IDENTIFIER.test(column) || !types.has(column)) throw new Error(`${table} has no column ${column}`);
    }
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / (columns.length + 1)));
    for (let start = 0; start < rows.length; start += perStatement) {
      await updateGroup(db, table, idColumn, columns, types, rows.slice(start, start + perStatement));
    }
  }
}

async function updateGroup(
  db: Kysely<Database>, table: string, idColumn: string, columns: string[], types: Map<string, string>, rows: RowUpdate[],
): Promise<void> {
  const cast = (column: string, value: unknown): RawBuilder<unknown> => sql`${value}::${sql.raw(types.get(column)!)}`;
  const tuples = rows.map((row) => sql`(${sql.join([cast(idColumn, row.id), ...columns.map((c) => cast(c, row.set[c] ?? null))])})`);
  const names = sql.raw([idColumn, ...columns].join(', '));
  const assignments = sql.raw(columns.map((c) => `${c} = v.${c}`).join(', '));
  await sql`
    update ${sql.raw(table)} r set ${assignments}
    from (values ${sql.join(tuples)}) v(${names})
    where r.${sql.raw(idColumn)} = v.${sql.raw(idColumn)}
  `.execute(db);
}
