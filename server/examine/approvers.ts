/**
 * Who approves a level of a fixed flow (contract 9.1 step_type; the office categories' levels use
 * the same four):
 *   1 负责人主管         the owner's direct superior (an office approval's owner is its submitter);
 *   2 指定用户（任意一人） the listed users, any one of them decides;
 *   3 指定用户（多人会签） the listed users, all of them must approve;
 *   4 上一级审批人主管     the superior of whoever approved the previous level (the submitter's for level 1).
 * A missing superior (parent_id 0, or a disabled or deleted user) falls to the super admin (user 3),
 * so a level never ends up with nobody to approve it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SUPER_ADMIN_USER_ID } from '../permissions/userRoles.ts';
import { briefs, idsOf, type UserBrief, usersById } from './people.ts';

export const STEP_TYPE = { ownerSuperior: 1, anyOne: 2, countersign: 3, previousSuperior: 4 } as const;

/** A level as both flow tables store it (admin_examine_step, oa_examine_step). */
export interface LevelRow { step_id: number; step_type: number; check_user_id: string; step_num: number }

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

export async function approversOfStep(db: Kysely<Database>, step: Pick<LevelRow, 'step_type' | 'check_user_id'>, context: ApproverContext): Promise<number[]> {
  if (step.step_type === STEP_TYPE.ownerSuperior) return [await superiorOf(db, context.ownerUserId)];
  if (step.step_type === STEP_TYPE.previousSuperior) return [await superiorOf(db, context.previousApprover)];
  const listed = idsOf(step.check_user_id);
  return listed.length ? listed : [SUPER_ADMIN_USER_ID];
}

/**
 * The levels as a create form shows them (queryExaminStep): each with the people who would approve
 * it for this submitter (a 负责人主管 level names the actual superior; a 上一级审批人主管 level the
 * superior of the level before's first approver).
 */
export async function predictLevels<Level extends LevelRow>(db: Kysely<Database>, levels: readonly Level[], who: { ownerUserId: number; submitter: number }) {
  let previousApprover = who.submitter;
  const shown: Array<Level & { userList: UserBrief[] }> = [];
  for (const level of levels) {
    const approvers = await approversOfStep(db, level, { ownerUserId: who.ownerUserId, previousApprover });
    previousApprover = approvers[0] ?? previousApprover;
    shown.push({ ...level, userList: briefs(await usersById(db, approvers), approvers) });
  }
  return shown;
}
