/**
 * Deciding an approval (contract 9.1 examineRecord/auditExamine, 9.2 OaExamine/auditExamine):
 * 1 通过, 2 拒绝, 4 撤回, inside the caller's transaction with the record locked, so two approvers
 * deciding at once are taken in turn.
 *   approve  only an approver with an open row (else `当前用户没有审批权限！`); a countersign
 *            level (type 3) waits for all its approvers; then the next level's approvers
 *            (status 3 审核中), or, chosen-approver flow, `nextUserId` if given; else final (1).
 *   reject   an approver with an open row: 2.
 *   withdraw the submitter or the super admin, while 0/3: 4; after approval
 *            `该合同已审核通过，不能撤回！` (`该审批…`).
 * Every change moves the record and, through the approval, what it decides on. Whatever ends a
 * level or the round (all but a countersign still waiting) closes the other approvers' open rows
 * (rounds.ts closeOpenRows), so an open row is always one the audit would accept.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { type Approval, isSuperAdminUser, typedTables } from './approval.ts';
import { approversOfStep, STEP_TYPE } from './approvers.ts';
import { requireEnabledUser } from './people.ts';
import { closeOpenRows, insertPendingLogs, nextOrderId } from './rounds.ts';

export const AUDIT_STATUS = { approve: 1, reject: 2, withdraw: 4 } as const;
export const NO_AUDIT_RIGHT = '当前用户没有审批权限！';

export interface AuditDecision {
  status: 1 | 2 | 4;
  remarks: string;
  nextUserId?: number;
}

export const inReview = (status: number) => status === CHECK_STATUS.pending || status === CHECK_STATUS.inProgress;

/** `status` as the audit calls send it, or `审批状态格式不正确`. */
export function readAuditStatus(status: number | undefined): AuditDecision['status'] {
  if (status !== AUDIT_STATUS.approve && status !== AUDIT_STATUS.reject && status !== AUDIT_STATUS.withdraw) throw new BusinessError('审批状态格式不正确');
  return status;
}

/** The decision on a record the caller has locked in `trx`. */
export async function decideApproval(trx: Kysely<Database>, userId: number, approval: Approval, decision: AuditDecision): Promise<void> {
  const now = new Date();
  if (decision.status === AUDIT_STATUS.withdraw) await withdraw(trx, userId, approval, decision.remarks, now);
  else await decide(trx, userId, approval, decision, now);
}

async function setStatus(trx: Kysely<Database>, approval: Approval, status: number, stepId?: number | null): Promise<void> {
  await trx.updateTable(typedTables(approval.tables).record)
    .set(stepId === undefined ? { examine_status: status } : { examine_status: status, examine_step_id: stepId })
    .where('record_id', '=', approval.record.record_id).execute();
  await approval.setSubjectStatus(trx, status);
}

async function withdraw(trx: Kysely<Database>, userId: number, approval: Approval, remarks: string, now: Date): Promise<void> {
  const { record } = approval;
  if (record.examine_status === CHECK_STATUS.approved) throw new BusinessError(`该${approval.title}已审核通过，不能撤回！`);
  if (record.create_user !== userId && !(await isSuperAdminUser(trx, userId))) throw new BusinessError(NO_AUDIT_RIGHT);
  if (!inReview(record.examine_status)) throw new BusinessError(`该${approval.title}不在审核中，不能撤回！`);
  await trx.insertInto(typedTables(approval.tables).log).values({
    record_id: record.record_id, examine_step_id: record.examine_step_id, examine_status: AUDIT_STATUS.withdraw, create_user: record.create_user,
    create_time: now, examine_user: userId, examine_time: now, remarks, is_recheck: 0, order_id: await nextOrderId(trx, approval.tables, record.record_id),
  }).execute();
  await closeOpenRows(trx, approval.tables, record.record_id);
  await setStatus(trx, approval, CHECK_STATUS.withdrawn);
}

async function decide(trx: Kysely<Database>, userId: number, approval: Approval, decision: AuditDecision, now: Date): Promise<void> {
  const { record, tables } = approval;
  const t = typedTables(tables);
  if (!inReview(record.examine_status)) throw new BusinessError(NO_AUDIT_RIGHT);
  let pending = trx.selectFrom(t.log).select('log_id')
    .where('record_id', '=', record.record_id).where('examine_user', '=', userId).where('examine_status', '=', 0).where('is_recheck', '=', 0).where('is_closed', '=', 0);
  if (approval.examineType === 1) pending = pending.where('examine_step_id', '=', record.examine_step_id);
  const mine = await pending.orderBy('log_id').executeTakeFirst();
  if (!mine) throw new BusinessError(NO_AUDIT_RIGHT);
  await trx.updateTable(t.log).set({ examine_status: decision.status, examine_time: now, remarks: decision.remarks })
    .where('log_id', '=', mine.log_id).execute();

  if (decision.status === AUDIT_STATUS.reject) {
    await closeOpenRows(trx, tables, record.record_id);
    return setStatus(trx, approval, CHECK_STATUS.rejected);
  }
  if (approval.examineType === 2) {
    if (decision.nextUserId === undefined) return approveFinally(trx, approval);
    await requireEnabledUser(trx, decision.nextUserId, '下一审批人');
    await closeOpenRows(trx, tables, record.record_id);
    await insertPendingLogs(trx, tables, {
      recordId: record.record_id, stepId: null, createUser: record.create_user, now, approvers: [decision.nextUserId], firstOrderId: await nextOrderId(trx, tables, record.record_id),
    });
    return setStatus(trx, approval, CHECK_STATUS.inProgress);
  }

  const levels = await approval.levels(trx);
  const current = levels.find((step) => step.step_id === record.examine_step_id);
  if (current?.step_type === STEP_TYPE.countersign) {
    const waiting = await trx.selectFrom(t.log).select('log_id').where('record_id', '=', record.record_id)
      .where('examine_step_id', '=', current.step_id).where('examine_status', '=', 0).where('is_recheck', '=', 0).where('is_closed', '=', 0).executeTakeFirst();
    if (waiting) return setStatus(trx, approval, CHECK_STATUS.inProgress);
  }
  // the level ends here: an any-one level's other approvers are no longer asked
  await closeOpenRows(trx, tables, record.record_id);
  const next = levels.find((step) => step.step_num > (current?.step_num ?? Number.MAX_SAFE_INTEGER));
  if (!next) return approveFinally(trx, approval);
  const approvers = await approversOfStep(trx, next, { ownerUserId: approval.ownerUserId, previousApprover: userId });
  await insertPendingLogs(trx, tables, {
    recordId: record.record_id, stepId: next.step_id, createUser: record.create_user, now, approvers, firstOrderId: await nextOrderId(trx, tables, record.record_id),
  });
  await setStatus(trx, approval, CHECK_STATUS.inProgress, next.step_id);
}

async function approveFinally(trx: Kysely<Database>, approval: Approval): Promise<void> {
  await closeOpenRows(trx, approval.tables, approval.record.record_id);
  await setStatus(trx, approval, CHECK_STATUS.approved);
  await approval.onApproved?.(trx);
}
