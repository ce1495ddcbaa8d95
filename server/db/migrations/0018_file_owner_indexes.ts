/**
 * Indexes for finding who a stored file belongs to (files/fileAccess.ts), which every file call
 * and every download of /api/uploads/... does:
 *   admin_file (path)                    a download's URL → its row
 *   admin_record (batch_id)              a follow-up's attachments
 *   crm_receivables_plan (file_batch)    a plan's attachments
 * The other record tables' batch_id is unique, so already indexed.
 */
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, definition: string]> = [
  ['admin_file_path', 'admin_file (path)'],
  ['admin_record_batch_id', 'admin_record (batch_id)'],
  ['crm_receivables_plan_file_batch', 'crm_receivables_plan (file_batch)'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
