/**
 * The files of an office approval follow the approval's rights (files/fileAccess.ts asks this owner
 * for the batches it holds): its own batch (图片, 附件), each detail line's (invoices, tickets) and
 * its custom file fields' values. Reading them is for whoever may see the approval
 * (examineAccess.ts); adding, removing or renaming for whoever may edit it (the submitter or the
 * super admin, while rejected or withdrawn), as the approval itself.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import type { BatchOwner } from '../../files/fileAccess.ts';
import { examinePermission, mayViewExamine } from './examineAccess.ts';

const FILE_FIELD_TYPE = 8;
const EXAMINE_LABEL = 10;

async function holdersOf(db: Kysely<Database>, batchId: string): Promise<Array<{ table: string; id: number }>> {
  const fileFields = await db.selectFrom('admin_field').select('field_id')
    .where('label', '=', EXAMINE_LABEL).where('type', '=', FILE_FIELD_TYPE).where('field_type', '=', 0).execute();
  const lookups = [
    sql`select examine_id from oa_examine where batch_id = ${batchId}`,
    sql`select examine_id from oa_examine_travel where batch_id = ${batchId}`,
    ...fileFields.map((field) => sql`select examine_id from oa_examine where custom ->> ${String(field.field_id)} = ${batchId}`),
  ];
  const rows = (await sql<{ examine_id: number }>`${sql.join(lookups, sql` union `)}`.execute(db)).rows;
  return rows.map((row) => ({ table: 'oa_examine', id: Number(row.examine_id) }));
}

export const APPROVAL_BATCHES: BatchOwner = {
  tables: ['oa_examine', 'oa_examine_travel'],
  title: '审批',
  holders: holdersOf,
  async grants(db, userId, examineId, need) {
    const examine = await db.selectFrom('oa_examine').select(['create_user_id', 'examine_record_id', 'check_status'])
      .where('examine_id', '=', examineId).executeTakeFirst();
    if (!examine || !(await mayViewExamine(db, userId, examine))) return false;
    return need === 'read' || examinePermission(examine, userId, await isSuperAdminUser(db, userId)).isUpdate === 1;
  },
};
