/**
 * Who approves a level of a fixed flow (contract 9.1, step_type):
 *   1 负责人主管         the record owner's direct superior;
 *   2 指定用户（任意一人） the listed users, any one of them decides;
 *   3 指定用户（多人会签） the listed users, all of them must approve;
 *   4 上一级审批人主管     the superior of whoever approved the previous level (the submitter's for level 1).
 * A missing superior (parent_id 0, or a disabled or deleted user) falls to the super admin (user 3),
 * so a level never ends up with nobody to approve it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { idsOf, type StepRow } from './examineFlows.ts';

export const STEP_TYPE = { ownerSuperior: 1, anyOne: 2, countersign: 3, previousSuperior: 4 } as const;

export async function superiorOf(db: Kysely<Database>, userId: number): Promise<number> {
  const user = await db.selectFrom('admin_user').select('parent_id').where('user_id', '=', userId).executeTakeFirst();
  const parentId = user?.parent_id ?? 0;
  if (!parentId) return SUPER_ADMIN_USER_ID;
  const parent = await db.selectFrom('admin_user').select('user_id').where('user_id', '=', parentId).where('status', '=', 1).executeTakeFirst();
  return parent ? parentId : SUPER_ADMIN_USER_ID;
}

export interface ApproverContext {
  /** The record's owner (step type 1). */
  ownerUserId: number;
  /** Who approved the previous level, or the submitter at level 1 (step type 4). */
  previousApprover: number;
}

export async function approversOfStep(db: Kysely<Database>, step: StepRow, context: ApproverContext): Promise<number[]> {
  if (step.step_type === STEP_TYPE.ownerSuperior) return [await superiorOf(db, context.ownerUserId)];
  if (step.step_type === STEP_TYPE.previousSuperior) return [await superiorOf(db, context.previousApprover)];
  const listed = idsOf(step.check_user_id);
  return listed.length ? listed : [SUPER_ADMIN_USER_ID];
}
