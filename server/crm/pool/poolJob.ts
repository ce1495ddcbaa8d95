/**
 * The auto-pool rule (contract 7.4), every 5 minutes, once across all server processes.
 *
 * A customer goes back to the pool when the rule is enabled and it has an owner, is not dealt
 * (deal_status 0) and not locked, and either
 *   - nothing happened for `followupDays` days: its last follow-up, or its create_time (which a
 *     pool receive resets) when that is later, is older than the cutoff; or
 *   - it was received/distributed from the pool by its current owner more than `dealDays` ago
 *     (the last type-8 owner record naming that owner) and is still not dealt.
 *
 * Coordination through the database only (docs/server.md "Jobs", db/clusterJobs.ts):
 *   1. lease: a process runs the job only after moving the `crm_job_lease` row's `run_after`
 *      forward with a conditional UPDATE, so the cluster runs it about once per interval;
 *   2. exclusion: the run itself holds `pg_try_advisory_xact_lock` (a second run at the same
 *      moment skips), and picks rows `FOR UPDATE SKIP LOCKED`;
 *   3. idempotence: each move re-checks the owner it read (poolMoves.ts).
 * All three work alike on PGlite and PostgreSQL. `runPoolJob(db, { now })` is the run itself,
 * for tests with a fixed clock.
 */
import { type Kysely, sql } from 'kysely';
import { claimJobRun, holdsJobLock, type JobHandle, startClusterJob } from '../../db/clusterJobs.ts';
import type { Database } from '../../db/schema.ts';
import { actionLines, SYSTEM_USER_ID } from '../activity/actionLog.ts';
import { CRM_MODULES } from '../crmModules.ts';
import { POOL_OWNER_RECORD_TYPE, putIntoPool } from './poolMoves.ts';
import { readPoolRule } from './poolRules.ts';

export const POOL_JOB_NAME = 'customerPool';
export const POOL_JOB_INTERVAL_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export interface PoolJobResult {
  /** false when another run held the lock */
  ran: boolean;
  movedIds: number[];
}

export async function runPoolJob(db: Kysely<Database>, options: { now?: Date } = {}): Promise<PoolJobResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (!(await holdsJobLock(trx, POOL_JOB_NAME))) return { ran: false, movedIds: [] };
    const rule = await readPoolRule(trx);
    if (!rule.enabled) return { ran: true, movedIds: [] };

    const followupCutoff = new Date(now.getTime() - rule.followupDays * DAY_MS);
    const dealCutoff = new Date(now.getTime() - rule.dealDays * DAY_MS);
    const customerTypes = CRM_MODULES.customer.recordTypes;
    const due = await trx.selectFrom('crm_customer as c')
      .select(['c.customer_id', 'c.owner_user_id'])
      .where('c.owner_user_id', 'is not', null).where('c.deal_status', '=', 0).where('c.is_lock', '=', 0)
      .where((eb) => eb.or([
        eb(sql`greatest(c.create_time, (select max(r.create_time) from admin_record r where r.types = ${customerTypes} and r.types_id = c.customer_id))`, '<', followupCutoff),
        eb(sql`(select max(o.create_time) from crm_owner_record o where o.type = ${POOL_OWNER_RECORD_TYPE} and o.type_id = c.customer_id and o.post_owner_user_id = c.owner_user_id)`, '<', dealCutoff),
      ]))
      .orderBy('c.customer_id')
      .forUpdate().skipLocked()
      .execute();
    const movedIds = await putIntoPool(trx, due, SYSTEM_USER_ID, actionLines.putInPool(), now);
    return { ran: true, movedIds };
  });
}

/** Claims this interval's run for this process; false when another process already has it. */
export async function claimPoolJobRun(db: Kysely<Database>, now: Date, intervalMs = POOL_JOB_INTERVAL_MS): Promise<boolean> {
  return claimJobRun(db, POOL_JOB_NAME, now, intervalMs);
}

export type PoolJobHandle = JobHandle;

export function startPoolJob(
  db: Kysely<Database>, options: { intervalMs?: number; onError?: (error: unknown) => void; onMoved?: (ids: number[]) => void } = {},
): PoolJobHandle {
  return startClusterJob(db, {
    name: POOL_JOB_NAME,
    intervalMs: options.intervalMs ?? POOL_JOB_INTERVAL_MS,
    onError: options.onError,
    async run(now) {
      const result = await runPoolJob(db, { now });
      if (result.movedIds.length) options.onMoved?.(result.movedIds);
    },
  });
}
