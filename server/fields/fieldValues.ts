/**
 * Stored values → what forms and detail pages show (contract 5.4 edit mode, 5.5): users as
 * `[{userId, realname}]`, departments as `[{deptId, name}]`, a file field's batch as its file list,
 * checkbox values as arrays in forms. Stored values are the save payload's encoding (text).
 */
import type { Kysely } from 'kysely';
import type { FormType } from '../../engine/fields/index.ts';
import type { Database } from '../db/schema.ts';
import { sizeInKb } from '../files/fileStore.ts';
import { splitOptions } from './fieldRows.ts';

function idsOf(csv: string): number[] {
  return splitOptions(csv).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** In the order stored; unknown ids (a deleted user) are left out. */
export async function usersOf(db: Kysely<Database>, csv: string): Promise<{ userId: number; realname: string | null }[]> {
  const ids = idsOf(csv);
  if (!ids.length) return [];
  const rows = await db.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.user_id, r.realname]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ userId: id, realname: byId.get(id) ?? null }));
}

export async function deptsOf(db: Kysely<Database>, csv: string): Promise<{ deptId: number; name: string }[]> {
  const ids = idsOf(csv);
  if (!ids.length) return [];
  const rows = await db.selectFrom('admin_dept').select(['dept_id', 'name']).where('dept_id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.dept_id, r.name]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ deptId: id, name: byId.get(id)! }));
}

/** The file list of contract 5.4 (type 8 edit value), with batchId so the form can keep uploading into it. */
export async function filesOfBatch(db: Kysely<Database>, batchId: string) {
  if (batchId === '') return [];
  const rows = await db.selectFrom('admin_file')
    .select(['file_id', 'name', 'size', 'create_user_id', 'create_time', 'file_path', 'file_type', 'batch_id'])
    .where('batch_id', '=', batchId).orderBy('file_id').execute();
  return rows.map((row) => ({ ...row, size: sizeInKb(row.size), bytes: row.size }));
}

/**
 * A stored value as a form (`'form'`: checkbox as an array) or a detail page (`'information'`:
 * checkbox stays comma text) shows it. `undefined`/null (never filled in) reads as empty.
 */
export async function presentValue(db: Kysely<Database>, formType: FormType | null, stored: unknown, target: 'form' | 'information'): Promise<unknown> {
  const text = stored === null || stored === undefined ? '' : String(stored);
  switch (formType) {
    case 'checkbox':
      return target === 'form' ? splitOptions(text) : text;
    case 'user':
      return usersOf(db, text);
    case 'structure':
      return deptsOf(db, text);
    case 'file':
      return filesOfBatch(db, text);
    default:
      return stored instanceof Date ? stored : text;
  }
}
