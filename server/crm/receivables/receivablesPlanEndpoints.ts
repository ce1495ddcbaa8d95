/**
 * Crm/ReceivablesPlan/* (contract 7.8): plans of a contract. A plan is as accessible as its
 * contract; its 期数 is the contract's last plan number + 1; a plan a receivable already paid can
 * be neither edited nor deleted. remind_date = return_date − remind days (for reminders).
 */
import { sql } from 'kysely';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { requireInt } from '../../http/params.ts';
import { planListQuery } from '../contract/contractQueries.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { deleteEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { linkedRecord, requireColumn } from '../../records/relations.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

const plan = RECORD_MODULES.receivablesPlan;

function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const when = new Date(Date.UTC(y!, m! - 1, d! - days));
  return when.toISOString().slice(0, 10);
}

export const planSaveHooks: SaveHooks = {
  checkEditable(existing) {
    if (existing.receivables_id !== null) throw new BusinessError('该回款计划已收到回款，请勿编辑');
  },
  async prepare({ trx, row, userId, existing }) {
    requireColumn(row, 'customer_id', '客户名称');
    requireColumn(row, 'contract_id', '合同编号');
    await linkedRecord(trx, row, 'customer_id', RECORD_MODULES.customer, '客户');
    // Locks the contract: two plans saved at once must not take the same 期数.
    const contract = await accessibleRecord(trx, userId, RECORD_MODULES.contract, row.contract_id as number, 'write', { forUpdate: true });
    if (contract.customer_id !== row.customer_id) throw new BusinessError('合同不属于该客户');
    const returnDate = row.return_date as string | null;
    row.remind_date = returnDate && row.remind !== null && row.remind !== undefined ? daysBefore(returnDate, row.remind as number) : null;
    if (!existing || existing.contract_id !== row.contract_id) {
      const last = await trx.selectFrom('crm_receivables_plan')
        .select(sql<number | null>`max(case when num ~ '^[0-9]{1,9}$' then num::int end)`.as('n'))
        .where('contract_id', '=', row.contract_id as number).executeTakeFirst();
      row.num = String((last?.n ?? 0) + 1);
    }
  },
};

export const receivablesPlanEndpoints = [
  saveEndpoint(plan, planSaveHooks),
  deleteEndpoint(plan, {
    async dependents(_trx, row) {
      return row.receivables_id !== null ? '该回款计划已收到回款，不能删除' : null;
    },
  }),
  endpoint('Crm/ReceivablesPlan/queryByContractAndCustomer', async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    const customerId = requireInt(params, 'customerId', '客户');
    await accessibleRecord(db, userId, RECORD_MODULES.contract, contractId, 'read');
    return planListQuery(db).where('p.contract_id', '=', contractId).where('p.customer_id', '=', customerId).orderBy('p.plan_id').execute();
  }),
];
