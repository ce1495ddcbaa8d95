/**
 * The overdue job (contract 10.5): every 5 minutes, open tasks (status 1) whose stop time has passed
 * become 延期 (status 2), office and project tasks alike, once across all server processes: the
 * auto-pool job's lease and lock (db/clusterJobs.ts, docs/server.md "Jobs"). The tasks are picked
 * `FOR UPDATE SKIP LOCKED`, so a task a user is saving right then is left for the next run, and the
 * update re-checks status 1 (a task completed meanwhile stays completed). `runTaskOverdueJob(db,
 * { now })` is the run itself, for tests with a fixed clock.
 */
import type { Kysely } from 'kysely';
import { holdsJobLock, type JobHandle, startClusterJob } from '../db/clusterJobs.ts';
import type { Database } from '../db/schema.ts';
import { TASK_STATUS } from './taskInput.ts';

export const TASK_OVERDUE_JOB_NAME = 'taskOverdue';
export const TASK_OVERDUE_JOB_INTERVAL_MS = 5 * 60_000;

export interface TaskOverdueResult {
  /** false when another run held the lock */
  ran: boolean;
  delayedIds: number[];
}

export async function runTaskOverdueJob(db: Kysely<Database>, options: { now?: Date } = {}): Promise<TaskOverdueResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (!(await holdsJobLock(trx, TASK_OVERDUE_JOB_NAME))) return { ran: false, delayedIds: [] };
    const due = await trx.selectFrom('task').select('task_id')
      .where('status', '=', TASK_STATUS.open).where('stop_time', '<', now)
      .orderBy('task_id').forUpdate().skipLocked().execute();
    if (!due.length) return { ran: true, delayedIds: [] };
    const delayed = await trx.updateTable('task').set({ status: TASK_STATUS.delayed })
      .where('task_id', 'in', due.map((row) => row.task_id)).where('status', '=', TASK_STATUS.open)
      .returning('task_id').execute();
    return { ran: true, delayedIds: delayed.map((row) => row.task_id) };
  });
}

export function startTaskOverdueJob(
  db: Kysely<Database>, options: { intervalMs?: number; onError?: (error: unknown) => void; onDelayed?: (ids: number[]) => void } = {},
): JobHandle {
  return startClusterJob(db, {
    name: TASK_OVERDUE_JOB_NAME,
    intervalMs: options.intervalMs ?? TASK_OVERDUE_JOB_INTERVAL_MS,
    onError: options.onError,
    async run(now) {
      const result = await runTaskOverdueJob(db, { now });
      if (result.delayedIds.length) options.onDelayed?.(result.delayedIds);
    },
  });
}
