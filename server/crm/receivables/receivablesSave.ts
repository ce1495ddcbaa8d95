/**
 * The receivables part of the record save (contract 7.8): 回款编号 is unique; customer and contract
 * must exist and belong together, and the contract be approved (check_status 1); the chosen plan (期数) must be the contract's and not yet paid by
 * another receivable, and is linked to this one (plan.receivables_id), the previous plan unlinked.
 * Draft/submit and the edit rule as contracts (records/checkStatus.ts).
 */
import { BusinessError } from '../../http/errors.ts';
import { CHECK_STATUS, checkEditableStatus, submittedStatus } from '../../records/checkStatus.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { linkedRecord, requireColumn } from '../../records/relations.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

export const receivablesSaveHooks: SaveHooks = {
  checkEditable: checkEditableStatus,
  uniqueColumns: [{ column: 'number', message: '回款编号已存在，请校对后再添加！' }],
  async prepare({ trx, row, payload, existing }) {
    requireColumn(row, 'number', '回款编号');
    requireColumn(row, 'customer_id', '客户名称');
    requireColumn(row, 'contract_id', '合同编号');
    await linkedRecord(trx, row, 'customer_id', RECORD_MODULES.customer, '客户');
    const contract = await linkedRecord(trx, row, 'contract_id', RECORD_MODULES.contract, '合同');
    if (contract!.customer_id !== row.customer_id) throw new BusinessError('合同不属于该客户');
    // The form offers approved contracts only (forms.md 4); the server holds the same rule. A
    // receivable already on a contract keeps it if that contract is withdrawn for an edit later.
    if (contract!.check_status !== CHECK_STATUS.approved && existing?.contract_id !== row.contract_id) {
      throw new BusinessError('合同尚未审核通过，不能添加回款');
    }
    const plan = await linkedRecord(trx, row, 'plan_id', RECORD_MODULES.receivablesPlan, '回款计划');
    if (plan) {
      if (plan.contract_id !== row.contract_id) throw new BusinessError('回款计划不属于该合同');
      const ownId = existing?.receivables_id;
      if (plan.receivables_id !== null && plan.receivables_id !== ownId) throw new BusinessError('该回款计划已收到回款');
    }
    row.check_status = submittedStatus(payload.entity);
  },
  async afterWrite({ trx, row, existing, recordId }) {
    if (existing?.plan_id && existing.plan_id !== row.plan_id) {
      await trx.updateTable('crm_receivables_plan').set({ receivables_id: null })
        .where('plan_id', '=', existing.plan_id as number).where('receivables_id', '=', recordId).execute();
    }
    if (row.plan_id !== null && row.plan_id !== undefined) {
      await trx.updateTable('crm_receivables_plan').set({ receivables_id: recordId }).where('plan_id', '=', row.plan_id as number).execute();
    }
  },
};
