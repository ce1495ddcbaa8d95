/**
 * examineRecord/auditExamine (contract 9.1): 1 通过, 2 拒绝, 4 撤回, in one transaction with the
 * record and its entity locked, so two approvers deciding at once are taken in turn.
 *   approve  only a pending approver of the current level (else `当前用户没有审批权限！`); a
 *            countersign level (type 3) waits for all its approvers; then the next level's approvers
 *            (status 3 审核中), or, authorised flow, `nextUserId` if given; else final: entity
 *            check_status 1 and, for a contract, its customer becomes 已成交 (deal_status 1).
 *   reject   a pending approver: record and entity 2.
 *   withdraw the submitter or the super admin, while 0/3: record and entity 4; after approval
 *            `该合同已审核通过，不能撤回！` / `该回款已审核通过，不能撤回！`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { loose } from '../../records/recordStore.ts';
import { approversOfStep, STEP_TYPE } from './examineApprovers.ts';
import { entityOf, flowSteps } from './examineFlows.ts';
import { isSuperAdminUser, type LoadedExamine, loadExamine } from './examineRecords.ts';
import { insertPendingLogs, requireEnabledUser } from './examineSubmission.ts';

export const AUDIT_STATUS = { approve: 1, reject: 2, withdraw: 4 } as const;
export const NO_AUDIT_RIGHT = '当前用户没有审批权限！';

export interface AuditInput {
  recordId: number;
  status: 1 | 2 | 4;
  remarks: string;
  nextUserId?: number;
  /** The entity id the client sends (`id`): when given it must be the record's. */
  entityId?: number;
}

const inReview = (status: number) => status === CHECK_STATUS.pending || status === CHECK_STATUS.inProgress;

export async function auditExamine(db: Kysely<Database>, userId: number, input: AuditInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const examine = await loadExamine(trx, input.recordId, { forUpdate: true });
    if (input.entityId !== undefined && input.entityId !== examine.entityId) throw new BusinessError('审批记录不存在');
    const now = new Date();
    if (input.status === AUDIT_STATUS.withdraw) await withdraw(trx, userId, examine, input.remarks, now);
    else await decide(trx, userId, examine, input, now);
  });
}

async function setStatus(trx: Kysely<Database>, examine: LoadedExamine, status: number, stepId?: number | null): Promise<void> {
  await trx.updateTable('admin_examine_record')
    .set(stepId === undefined ? { examine_status: status } : { examine_status: status, examine_step_id: stepId })
    .where('record_id', '=', examine.record.record_id).execute();
  const target = entityOf(examine.categoryType);
  await loose(trx).updateTable(target.table).set({ check_status: status, update_time: new Date() }).where(target.idColumn, '=', examine.entityId).execute();
}

async function nextOrderId(trx: Kysely<Database>, recordId: number): Promise<number> {
  const row = await trx.selectFrom('admin_examine_log').select((eb) => eb.fn.max('order_id').as('m'))
    .where('record_id', '=', recordId).where('is_recheck', '=', 0).executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

async function withdraw(trx: Kysely<Database>, userId: number, examine: LoadedExamine, remarks: string, now: Date): Promise<void> {
  const { record } = examine;
  if (record.examine_status === CHECK_STATUS.approved) throw new BusinessError(`该${entityOf(examine.categoryType).title}已审核通过，不能撤回！`);
  if (record.create_user !== userId && !(await isSuperAdminUser(trx, userId))) throw new BusinessError(NO_AUDIT_RIGHT);
  if (!inReview(record.examine_status)) throw new BusinessError(`该${entityOf(examine.categoryType).title}不在审核中，不能撤回！`);
  await trx.insertInto('admin_examine_log').values({
    record_id: record.record_id, examine_step_id: record.examine_step_id, examine_status: AUDIT_STATUS.withdraw, create_user: record.create_user,
    create_time: now, examine_user: userId, examine_time: now, remarks, is_recheck: 0, order_id: await nextOrderId(trx, record.record_id),
  }).execute();
  await setStatus(trx, examine, CHECK_STATUS.withdrawn);
}

async function decide(trx: Kysely<Database>, userId: number, examine: LoadedExamine, input: AuditInput, now: Date): Promise<void> {
  const { record, flow } = examine;
  if (!inReview(record.examine_status)) throw new BusinessError(NO_AUDIT_RIGHT);
  let pending = trx.selectFrom('admin_examine_log').select('log_id')
    .where('record_id', '=', record.record_id).where('examine_user', '=', userId).where('examine_status', '=', 0).where('is_recheck', '=', 0);
  if (flow.examine_type === 1) pending = pending.where('examine_step_id', '=', record.examine_step_id);
  const mine = await pending.orderBy('log_id').executeTakeFirst();
  if (!mine) throw new BusinessError(NO_AUDIT_RIGHT);
  await trx.updateTable('admin_examine_log').set({ examine_status: input.status, examine_time: now, remarks: input.remarks })
    .where('log_id', '=', mine.log_id).execute();

  if (input.status === AUDIT_STATUS.reject) return setStatus(trx, examine, CHECK_STATUS.rejected);
  if (flow.examine_type === 2) {
    if (input.nextUserId === undefined) return approveFinally(trx, examine);
    await requireEnabledUser(trx, input.nextUserId, '下一审批人');
    await insertPendingLogs(trx, {
      recordId: record.record_id, stepId: null, createUser: record.create_user, now, approvers: [input.nextUserId], firstOrderId: await nextOrderId(trx, record.record_id),
    });
    return setStatus(trx, examine, CHECK_STATUS.inProgress);
  }

  const steps = await flowSteps(trx, flow.examine_id);
  const current = steps.find((step) => step.step_id === record.examine_step_id);
  if (current?.step_type === STEP_TYPE.countersign) {
    const waiting = await trx.selectFrom('admin_examine_log').select('log_id').where('record_id', '=', record.record_id)
      .where('examine_step_id', '=', current.step_id).where('examine_status', '=', 0).where('is_recheck', '=', 0).executeTakeFirst();
    if (waiting) return setStatus(trx, examine, CHECK_STATUS.inProgress);
  }
  const next = steps.find((step) => step.step_num > (current?.step_num ?? Number.MAX_SAFE_INTEGER));
  if (!next) return approveFinally(trx, examine);
  const ownerUserId = Number(examine.entity.owner_user_id ?? examine.entity.create_user_id);
  const approvers = await approversOfStep(trx, next, { ownerUserId, previousApprover: userId });
  await insertPendingLogs(trx, {
    recordId: record.record_id, stepId: next.step_id, createUser: record.create_user, now, approvers, firstOrderId: await nextOrderId(trx, record.record_id),
  });
  await setStatus(trx, examine, CHECK_STATUS.inProgress, next.step_id);
}

async function approveFinally(trx: Kysely<Database>, examine: LoadedExamine): Promise<void> {
  await setStatus(trx, examine, CHECK_STATUS.approved);
  if (examine.categoryType === 1) {
    await trx.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', examine.entity.customer_id as number).execute();
  }
}
