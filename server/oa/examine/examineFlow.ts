/**
 * The flow side of an office approval (contract 9.2), on the shared flow code (server/examine/):
 *   OaExamine/queryExaminStep {categoryId, examineId?}  the create form's approval section: the
 *     category's examineType and, fixed, its current levels with the people who would approve them
 *     for this user; chosen, with an approval being edited, the approver asked last time
 *     (`examineUser`, `examineUserName`);
 *   OaExamine/queryExamineRecordList, queryExamineLogList {recordId}  progress and decided rows, for
 *     whoever may see the approval;
 *   OaExamine/auditExamine {recordId, status, remarks, nextUserId}  通过 / 拒绝 / 撤回, the record
 *     and the approval locked in one transaction (`当前用户没有审批权限！`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { OA_APPROVAL_TABLES } from '../../examine/approval.ts';
import { predictLevels } from '../../examine/approvers.ts';
import { type AuditDecision, decideApproval } from '../../examine/audit.ts';
import { examineLogList, examineProgress } from '../../examine/progress.ts';
import { requireUsableCategory } from '../examineCategories.ts';
import { currentLevels } from '../examineCategorySteps.ts';
import { requireExamineViewer } from './examineAccess.ts';
import { viewableExamine } from './examineDetail.ts';
import { findByRecord, oaApproval } from './oaApproval.ts';

export async function examineStepsOfCategory(db: Kysely<Database>, userId: number, categoryId: number, examineId?: number) {
  const category = await requireUsableCategory(db, userId, categoryId);
  if (category.examine_type === 1) {
    const examineSteps = await predictLevels(db, await currentLevels(db, categoryId), { ownerUserId: userId, submitter: userId });
    return { categoryId, examineType: 1, examineSteps };
  }
  const answer = { categoryId, examineType: 2 };
  if (examineId === undefined) return answer;
  const examine = await viewableExamine(db, userId, examineId);
  if (examine.examine_record_id === null) return answer;
  const latest = await db.selectFrom('oa_examine_log as l').innerJoin('admin_user as u', 'u.user_id', 'l.examine_user')
    .select(['l.examine_user', 'u.realname']).where('l.record_id', '=', examine.examine_record_id).where('l.examine_status', '<>', 4)
    .orderBy('l.is_recheck').orderBy('l.order_id').orderBy('l.log_id').executeTakeFirst();
  return latest ? { ...answer, examineUser: latest.examine_user, examineUserName: latest.realname } : answer;
}

async function viewableRecord(db: Kysely<Database>, userId: number, recordId: number) {
  const { record, examine } = await findByRecord(db, recordId);
  await requireExamineViewer(db, userId, examine);
  return { record, examine };
}

export async function oaExamineProgress(db: Kysely<Database>, userId: number, recordId: number) {
  const { record, examine } = await viewableRecord(db, userId, recordId);
  return examineProgress(db, userId, await oaApproval(db, record, examine));
}

export async function oaExamineLogs(db: Kysely<Database>, userId: number, recordId: number) {
  const { record } = await viewableRecord(db, userId, recordId);
  return examineLogList(db, OA_APPROVAL_TABLES, record.record_id);
}

export async function auditOaExamine(db: Kysely<Database>, userId: number, recordId: number, decision: AuditDecision): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { record, examine } = await findByRecord(trx, recordId, { forUpdate: true });
    await decideApproval(trx, userId, await oaApproval(trx, record, examine), decision);
  });
}
