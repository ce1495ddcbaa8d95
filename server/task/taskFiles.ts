/**
 * A task's files (its batch_id: 附件 and 图片 of task/queryTaskInfo) follow the task's rules
 * (taskAccess.ts), not a CRM module's data scope: files/fileAccess.ts asks this owner. Reading them
 * is for whoever may see the task; adding, removing or renaming for whoever may change it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BatchOwner } from '../files/fileAccess.ts';
import { accessOf, taskViewer } from './taskAccess.ts';

export const TASK_BATCHES: BatchOwner = {
  tables: ['task'],
  title: '任务',
  async holders(db: Kysely<Database>, batchId: string) {
    const rows = await db.selectFrom('task').select('task_id').where('batch_id', '=', batchId).execute();
    return rows.map((row) => ({ table: 'task', id: row.task_id }));
  },
  async grants(db, userId, taskId, need) {
    const access = await accessOf(db, await taskViewer(db, userId), taskId);
    return access !== undefined && (need === 'read' || access.mayChange);
  },
};
