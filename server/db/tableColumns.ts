/**
 * A table's columns as the database declares them: type (`character varying(255)`) and whether
 * they may be NULL. Read once per table and process from the catalogue: tables change only by
 * migration (custom values live in the `custom` jsonb column), and every database a process opens
 * is migrated to the same schema. Used where SQL must match the declaration: bulk writes cast
 * their arrays to the column types (records/bulkWrite.ts), list sorts place empty values by
 * nullability (records/list/listQuery.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

export interface TableColumn { type: string; notNull: boolean }

const columnsByTable = new Map<string, Promise<Map<string, TableColumn>>>();

export function tableColumns(db: Kysely<Database>, table: string): Promise<Map<string, TableColumn>> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = sql<{ name: string; type: string; not_null: boolean }>`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
      from pg_attribute a where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
    `.execute(db).then(({ rows }) => new Map(rows.map((r) => [r.name, { type: r.type, notNull: r.not_null === true }])));
    // a failed read (no such table yet) is not remembered
    columns.catch(() => columnsByTable.delete(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}
