/**
 * Files attached to follow-ups, by batch id, split as the detail pages show them (contract 14.1):
 * `img` and `file`, each row shaped like file/queryByBatchId's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sizeInKb } from '../../files/fileStore.ts';

export interface AttachmentGroups { img: Record<string, unknown>[]; file: Record<string, unknown>[] }

export async function attachmentsOf(db: Kysely<Database>, batchIds: string[]): Promise<Map<string, AttachmentGroups>> {
  const unique = [...new Set(batchIds)];
  const groups = new Map<string, AttachmentGroups>();
  if (!unique.length) return groups;
  const rows = await db.selectFrom('admin_file as f')
    .leftJoin('admin_user as u', 'u.user_id', 'f.create_user_id')
    .select(['f.file_id', 'f.name', 'f.size', 'f.create_user_id', 'u.realname as createUserName', 'f.create_time',
      'f.file_path', 'f.file_type', 'f.batch_id'])
    .where('f.batch_id', 'in', unique)
    .orderBy('f.file_id')
    .execute();
  for (const row of rows) {
    let group = groups.get(row.batch_id);
    if (!group) groups.set(row.batch_id, (group = { img: [], file: [] }));
    group[row.file_type === 'img' ? 'img' : 'file'].push({ ...row, size: sizeInKb(row.size) });
  }
  return groups;
}
