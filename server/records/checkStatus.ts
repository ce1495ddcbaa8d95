/**
 * Approval status of contracts and receivables (contract 7.10): a submit stores 0 (未审核) and a
 * draft (`entity.checkStatus: 5`) stores 5. The approval flow itself (checkUserId, examine records,
 * `没有启动的审核步骤，不能添加！`, audits moving the status on) lives in crm/examine/, wrapped around
 * the module's save hooks by its save endpoint (examineSubmission.ts).
 */
import { BusinessError } from '../http/errors.ts';
import type { RecordRow } from './recordStore.ts';

export const CHECK_STATUS = { pending: 0, approved: 1, rejected: 2, inProgress: 3, withdrawn: 4, draft: 5, discarded: 6 } as const;

/** Only a rejected, withdrawn or draft record may be edited. */
export function checkEditableStatus(existing: RecordRow): void {
  const status = existing.check_status as number;
  if (!([CHECK_STATUS.rejected, CHECK_STATUS.withdrawn, CHECK_STATUS.draft] as number[]).includes(status)) {
    throw new BusinessError('不能编辑，请先撤回再编辑！');
  }
}

export function submittedStatus(entity: Record<string, unknown>): number {
  return Number(entity.checkStatus ?? entity.check_status) === CHECK_STATUS.draft ? CHECK_STATUS.draft : CHECK_STATUS.pending;
}
