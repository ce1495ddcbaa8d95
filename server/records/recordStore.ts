/**
 * Reading and writing one record of any module by its registry entry. Table and column names come
 * from the registry (never from a request), so the dynamic names below are safe; the row type is
 * loose because it depends on the module.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomValues, Database } from '../db/schema.ts';
import type { RecordModule } from './recordModules.ts';

/** What reading rows needs of a module: the pipeline's RecordModule or the lead's CrmModule. */
export interface StoredModule { table: string; idColumn: string }

/** A record row: its columns by name, with the ones every module shares. */
export type RecordRow = Record<string, unknown> & {
  owner_user_id: number | null;
  create_user_id: number;
  ro_user_id?: string;
  rw_user_id?: string;
  custom?: CustomValues;
  batch_id?: string;
};

/** The same database, untyped: for queries whose table is chosen by the module. */
export function loose(db: Kysely<Database>): Kysely<any> {
  return db as unknown as Kysely<any>;
}

export async function findRecord(
  db: Kysely<Database>, module: StoredModule, id: number, options: { forUpdate?: boolean } = {},
): Promise<RecordRow | undefined> {
  let query = loose(db).selectFrom(module.table).selectAll().where(module.idColumn, '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as RecordRow | undefined;
}

export async function findRecords(db: Kysely<Database>, module: StoredModule, ids: number[], options: { forUpdate?: boolean } = {}): Promise<RecordRow[]> {
  if (!ids.length) return [];
  // Ordered by id so two batch calls lock rows in the same order and cannot deadlock.
  let query = loose(db).selectFrom(module.table).selectAll().where(module.idColumn, 'in', ids).orderBy(module.idColumn);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.execute()) as RecordRow[];
}

/** 32 hex characters, the original's dashless UUID: a new record's attachment batch (batch_id, file_batch). */
export function newBatchId(): string {
  return randomUUID().replaceAll('-', '');
}

export function recordIdOf(module: RecordModule, row: RecordRow): number {
  return row[module.idColumn] as number;
}
