/**
 * The two default CRM approval flows (contract 9.1): 回款审批流程 (examine 1, receivables) and
 * 合同审批流程 (examine 2, contract), both authorised (type 2: the submitter picks the approver)
 * and enabled. Inserted only when missing, so an admin's later flows and edits survive restarts;
 * ON CONFLICT without a target also skips a seed row when the admin already has another flow
 * enabled for that category (the one-active-flow index).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_USER } from './organisation.ts';

/** [examineId, categoryType (1 合同, 2 回款), name, remarks] */
export const EXAMINE_FLOW_SEED: readonly [number, 1 | 2, string, string | null][] = [
  [1, 2, '回款审批流程', null],
  [2, 1, '合同审批流程', '说明'],
];

export async function seedExamineFlows(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.insertInto('admin_examine')
    .values(EXAMINE_FLOW_SEED.map(([examineId, categoryType, name, remarks]) => ({
      examine_id: examineId, category_type: categoryType, examine_type: 2, name, dept_ids: ',', user_ids: ',',
      create_time: now, create_user_id: SEED_USER.admin, update_time: now, update_user_id: SEED_USER.admin, status: 1, remarks,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
