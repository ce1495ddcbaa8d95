/**
 * Links between records (a contact's customer, a contract's business...): checked on save, named
 * on reads.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { isDeleted } from './recordAccess.ts';
import type { RecordModule } from './recordModules.ts';
import { findRecord, loose, type RecordRow } from './recordStore.ts';

/** `客户名称不能为空` when a relation the table needs is missing (the admin may have made its field optional). */
export function requireColumn(row: Record<string, unknown>, column: string, name: string): void {
  if (row[column] === null || row[column] === undefined || row[column] === '') throw new BusinessError(`${name}不能为空`);
}

/** The linked record, or `客户名称不存在或已被删除`; undefined when the column is empty. */
export async function linkedRecord(
  db: Kysely<Database>, row: Record<string, unknown>, column: string, target: RecordModule, name: string,
): Promise<RecordRow | undefined> {
  const id = row[column];
  if (id === null || id === undefined) return undefined;
  const linked = await findRecord(db, target, id as number);
  if (!linked || isDeleted(target, linked)) throw new BusinessError(`${name}不存在或已被删除`);
  return linked;
}

/** The display name of a linked record (customerName, contractNum...), null when none. */
export async function nameOf(db: Kysely<Database>, target: RecordModule, id: unknown, column = target.nameColumn): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const row = await loose(db).selectFrom(target.table).select(column).where(target.idColumn, '=', id).executeTakeFirst();
  return (row?.[column] as string | undefined) ?? null;
}
