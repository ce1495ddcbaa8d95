/**
 * examineRecord/auditExamine (contract 9.1): the contract's or receivable's record and entity locked
 * in one transaction, then the shared decision (server/examine/audit.ts: approve to the next level
 * or final, countersign, reject, withdraw). A final approval of a contract makes its customer
 * 已成交 (examineRecords.ts `crmApproval`); a withdrawal after approval is refused with
 * `该合同已审核通过，不能撤回！` / `该回款已审核通过，不能撤回！`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AuditDecision, decideApproval } from '../../examine/audit.ts';
import { BusinessError } from '../../http/errors.ts';
import { crmApproval, loadExamine } from './examineRecords.ts';

export { AUDIT_STATUS, NO_AUDIT_RIGHT } from '../../examine/audit.ts';

export interface AuditInput extends AuditDecision {
  recordId: number;
  /** The entity id the client sends (`id`): when given it must be the record's. */
  entityId?: number;
}

export async function auditExamine(db: Kysely<Database>, userId: number, input: AuditInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const examine = await loadExamine(trx, input.recordId, { forUpdate: true });
    if (input.entityId !== undefined && input.entityId !== examine.entityId) throw new BusinessError('审批记录不存在');
    await decideApproval(trx, userId, crmApproval(examine), input);
  });
}
