/** CrmReceivables/* (contract 7.8): the shared record calls; a deleted receivable frees its plan. */
import { examineSaveEndpoint } from '../examine/examineSubmission.ts';
import { deleteEndpoint, queryByIdEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { nameOf } from '../../records/relations.ts';
import { receivablesSaveHooks } from './receivablesSave.ts';

const receivables = RECORD_MODULES.receivables;

export const receivablesEndpoints = [
  // The save sends the receivable to approval (checkUserId beside entity): crm/examine/.
  examineSaveEndpoint(receivables, receivablesSaveHooks),
  queryByIdEndpoint(receivables, async (db, row) => {
    const contract = await db.selectFrom('crm_contract').select(['num', 'name', 'money']).where('contract_id', '=', row.contract_id as number).executeTakeFirst();
    return {
      customerName: await nameOf(db, RECORD_MODULES.customer, row.customer_id),
      contractNum: contract?.num ?? null, contractName: contract?.name ?? null, contractMoney: contract?.money ?? null,
      planNum: await nameOf(db, RECORD_MODULES.receivablesPlan, row.plan_id),
    };
  }),
  deleteEndpoint(receivables, {
    async cleanUp(trx, ids) {
      await trx.updateTable('crm_receivables_plan').set({ receivables_id: null }).where('receivables_id', 'in', ids).execute();
    },
  }),
];
