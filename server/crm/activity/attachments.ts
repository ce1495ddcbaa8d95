/**
 * Files attached to follow-ups, by batch id, split as the detail pages show them (contract 14.1):
 * `img` and `file`, each row shaped like file/queryByBatchId's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { filesOfBatches } from '../../files/fileStore.ts';

export interface AttachmentGroups { img: Record<string, unknown>[]; file: Record<string, unknown>[] }

export async function attachmentsOf(db: Kysely<Database>, batchIds: string[]): Promise<Map<string, AttachmentGroups>> {
  const unique = [...new Set(batchIds)];
  const groups = new Map<string, AttachmentGroups>();
  if (!unique.length) return groups;
  for (const row of await filesOfBatches(db, unique)) {
    let group = groups.get(row.batch_id);
    if (!group) groups.set(row.batch_id, (group = { img: [], file: [] }));
    group[row.file_type === 'img' ? 'img' : 'file'].push(row);
  }
  return groups;
}
