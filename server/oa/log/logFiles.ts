/**
 * The files of a work log (its batch: 图片, 附件) follow the log's rule (logAccess.ts), as an
 * approval's follow the approval's: whoever sees the log reads them; whoever may change it now
 * (author or superiors within 72 hours, the super admin) adds, removes or renames them.
 * files/fileAccess.ts asks this owner for the batches logs hold.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BatchOwner } from '../../files/fileAccess.ts';
import { logViewerOf, mayChange, maySee } from './logAccess.ts';

export const LOG_BATCHES: BatchOwner = {
  tables: ['oa_log'],
  title: '日志',
  async holders(db: Kysely<Database>, batchId: string) {
    const rows = await db.selectFrom('oa_log').select('log_id').where('batch_id', '=', batchId).execute();
    return rows.map((row) => ({ table: 'oa_log', id: row.log_id }));
  },
  async grants(db, userId, logId, need) {
    const log = await db.selectFrom('oa_log').select(['create_user_id', 'create_time', 'send_user_ids', 'send_dept_ids'])
      .where('log_id', '=', logId).executeTakeFirst();
    if (!log) return false;
    const viewer = await logViewerOf(db, userId);
    return need === 'read' ? maySee(log, viewer) : mayChange(log, viewer);
  },
};
