/**
 * Many rows of one table written in one statement (the Excel import's batches, records/batchSave.ts):
 *
 *   insert into crm_customer (customer_name, custom, …)
 *   select * from unnest($1::character varying(255)[], $2::jsonb[], …) returning customer_id, batch_id
 *
 *   update crm_customer r set customer_name = v.customer_name, custom = v.custom, …
 *   from unnest($1::integer[], $2::character varying(255)[], $3::jsonb[], …) v(customer_id, customer_name, custom, …)
 *   where r.customer_id = v.customer_id
 *
 * instead of one statement per record: one parameter per column, an array of the rows' values,
 * cast to an array of the column's declared type (db/tableColumns.ts). node-postgres writes the
 * array's elements as it writes single parameters (Dates as local time, for `timestamp`). A
 * parameter per cell (Kysely's multi-row insert, or a VALUES list) did the same with 15 times the
 * parameters, and compiling and binding them was the biggest share of the import's own CPU time
 * (a CPU profile of 20,000 overwrites).
 * Rows are grouped by the columns they set: a column a row does not set is not written (an insert
 * leaves it to its default).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type TableColumn, tableColumns } from '../db/tableColumns.ts';

export interface RowUpdate { id: number; set: Record<string, unknown> }

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The rows grouped by the columns they carry (sorted names), every name checked against the table. */
async function groupsOf(
  db: Kysely<Database>, table: string, rows: readonly Record<string, unknown>[], also: string[],
): Promise<{ types: Map<string, TableColumn>; groups: Map<string, Record<string, unknown>[]> }> {
  if (!IDENTIFIER.test(table)) throw new Error(`bad table: ${table}`);
  const types = await tableColumns(db, table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const column of [...also, ...[...groups.keys()].flatMap((key) => (key === '' ? [] : key.split(',')))]) {
    if (!IDENTIFIER.test(column) || !types.has(column)) throw new Error(`${table} has no column ${column}`);
    // an array column would need an array of arrays: none is written by a save today
    if (types.get(column)!.type.endsWith(']')) throw new Error(`${table}.${column} is an array column`);
  }
  return { types, groups };
}

/** One parameter per column: the rows' values as an array of the column's type. */
function columnArrays(types: Map<string, TableColumn>, columns: string[], rows: readonly Record<string, unknown>[]): RawBuilder<unknown> {
  return sql.join(columns.map((c) => sql`${rows.map((row) => row[c] ?? null)}::${sql.raw(types.get(c)!.type)}[]`));
}

/** Inserts `rows`; answers the `returning` columns of each inserted row (in no promised order). */
export async function insertRows(
  db: Kysely<Database>, table: string, rows: readonly Record<string, unknown>[], returning: string[],
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const { types, groups } = await groupsOf(db, table, rows, returning);
  const inserted: Record<string, unknown>[] = [];
  for (const [key, group] of groups) {
    const columns = key === '' ? [] : key.split(',');
    if (!columns.length) throw new Error(`a row for ${table} with no columns`);
    const { rows: answered } = await sql<Record<string, unknown>>`
      insert into ${sql.raw(table)} (${sql.raw(columns.join(', '))})
      select * from unnest(${columnArrays(types, columns, group)})
      returning ${sql.raw(returning.join(', '))}
    `.execute(db);
    inserted.push(...answered);
  }
  return inserted;
}

/**
 * Updates each row's `set`; with `returning`, answers the updated records whole, as a read after
 * the update would (in no promised order; a row with nothing to set is not updated nor answered).
 */
export async function updateRows(
  db: Kysely<Database>, table: string, idColumn: string, updates: RowUpdate[], options: { returning?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  if (!updates.length) return [];
  // the id rides in every row (a set's own id column, if any, is overridden): groups are by the columns set
  const rows = updates.map(({ id, set }) => ({ ...set, [idColumn]: id }));
  const { types, groups } = await groupsOf(db, table, rows, [idColumn]);
  const updated: Record<string, unknown>[] = [];
  for (const [key, group] of groups) {
    const columns = key.split(',').filter((column) => column !== idColumn);
    if (!columns.length) continue;
    const assignments = sql.raw(columns.map((c) => `${c} = v.${c}`).join(', '));
    const { rows: answered } = await sql<Record<string, unknown>>`
      update ${sql.raw(table)} r set ${assignments}
      from unnest(${columnArrays(types, [idColumn, ...columns], group)}) v(${sql.raw([idColumn, ...columns].join(', '))})
      where r.${sql.raw(idColumn)} = v.${sql.raw(idColumn)}
      ${options.returning ? sql`returning r.*` : sql``}
    `.execute(db);
    updated.push(...answered);
  }
  return updated;
}
