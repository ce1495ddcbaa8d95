/**
 * Jobs that run once across all server processes (docs/server.md "Jobs"), coordinated through the
 * database only, alike on PGlite and PostgreSQL:
 *   1. lease: a process runs a job only after moving its `crm_job_lease` row's `run_after` forward
 *      with a conditional UPDATE (`claimJobRun`), so the cluster runs it about once per interval;
 *   2. exclusion: the run itself holds `pg_try_advisory_xact_lock(hashtext('job:<name>'))`
 *      (`holdsJobLock`): a second run at the same moment skips;
 *   3. each job picks its rows `FOR UPDATE SKIP LOCKED` and re-checks what it read.
 * The auto-pool job (crm/pool/poolJob.ts) and the overdue-task job (task/taskOverdueJob.ts) use it.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Claims this interval's run of `name` for this process; false when another process already has it. */
export async function claimJobRun(db: Kysely<Database>, name: string, now: Date, intervalMs: number): Promise<boolean> {
  await db.insertInto('crm_job_lease').values({ name, run_after: new Date(0) }).onConflict((oc) => oc.doNothing()).execute();
  // A little slack, so the claimer's own next tick (timer jitter) is not refused.
  const next = new Date(now.getTime() + intervalMs - Math.min(10_000, intervalMs / 10));
  const claimed = await db.updateTable('crm_job_lease').set({ run_after: next })
    .where('name', '=', name).where('run_after', '<=', now)
    .returning('name').execute();
  return claimed.length > 0;
}

/** Inside a run's transaction: true when this run holds the job's lock (false: another run has it, skip). */
export async function holdsJobLock(trx: Kysely<Database>, name: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export interface JobHandle {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

/**
 * Ticks every `intervalMs` (the first tick one interval after start); a tick that claims the
 * interval runs `run(now)`. A failed run goes to `onError` and is retried next interval.
 */
export function startClusterJob(
  db: Kysely<Database>, job: { name: string; intervalMs: number; run: (now: Date) => Promise<void>; onError?: (error: unknown) => void },
): JobHandle {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      const now = new Date();
      if (!(await claimJobRun(db, job.name, now, job.intervalMs))) return;
      await job.run(now);
    })().catch((error: unknown) => job.onError?.(error)).finally(() => { running = undefined; });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
