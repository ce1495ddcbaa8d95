/**
 * CrmContract/* (contract 7.7): the shared record calls, its products, receivables and plans, and
 * discarding (作废, check_status 6).
 */
import { sql } from 'kysely';
import { endpoint } from '../../http/endpoint.ts';
import { requireInt } from '../../http/params.ts';
import { isSuperAdmin, rolesOfUser, SUPER_ADMIN_USER_ID } from '../../permissions/userRoles.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { productLines } from '../../records/productLineQueries.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { dependentsMessage } from '../../records/recordDelete.ts';
import { realnamesOf } from '../../records/recordDetail.ts';
import { examineSaveEndpoint } from '../examine/examineSubmission.ts';
import { deleteEndpoint, queryByIdEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { relatedList } from '../../records/relatedList.ts';
import { nameOf } from '../../records/relations.ts';
import { contractSaveHooks } from './contractSave.ts';
import { planListQuery, receivablesListQuery } from './contractQueries.ts';

const contract = RECORD_MODULES.contract;

export const contractEndpoints = [
  // The save sends the contract to approval (checkUserId beside entity): crm/examine/.
  examineSaveEndpoint(contract, contractSaveHooks),
  queryByIdEndpoint(contract, async (db, row, userId) => {
    const received = await db.selectFrom('crm_receivables')
      .select([sql<number>`count(*)`.as('n'), sql<string>`coalesce(sum(money) filter (where check_status = 1), 0)::numeric(18,2)`.as('money')])
      .where('contract_id', '=', row.contract_id as number).executeTakeFirstOrThrow();
    const users = await realnamesOf(db, [row.company_user_id as number | null]);
    return {
      customerName: await nameOf(db, RECORD_MODULES.customer, row.customer_id),
      businessName: await nameOf(db, RECORD_MODULES.business, row.business_id),
      contactsName: await nameOf(db, RECORD_MODULES.contacts, row.contacts_id),
      companyUserName: users.get(row.company_user_id as number) ?? null,
      receivablesCount: Number(received.n), receivablesMoney: received.money,
      isAdmin: userId === SUPER_ADMIN_USER_ID || isSuperAdmin(await rolesOfUser(db, userId)) ? 1 : 0,
    };
  }),
  deleteEndpoint(contract, {
    async dependents(trx, row) {
      const receivables = await trx.selectFrom('crm_receivables').select('receivables_id').where('contract_id', '=', row.contract_id as number).executeTakeFirst();
      return dependentsMessage('合同', receivables ? ['回款'] : []);
    },
    async cleanUp(trx, ids) {
      await trx.deleteFrom('crm_contract_product').where('contract_id', 'in', ids).execute();
      await trx.deleteFrom('crm_receivables_plan').where('contract_id', 'in', ids).execute();
    },
  }),

  endpoint('CrmContract/qureyProductListByContractId', async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    const row = await accessibleRecord(db, userId, contract, contractId, 'read');
    const list = await productLines(db, 'contract', contractId, params);
    // The paged variant puts the page keys beside discountRate and money (contract 7.7).
    return Array.isArray(list)
      ? { discountRate: row.discount_rate, money: row.total_price, list }
      : { discountRate: row.discount_rate, money: row.total_price, ...list };
  }),

  endpoint('CrmContract/qureyReceivablesListByContractId', async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    await accessibleRecord(db, userId, contract, contractId, 'read');
    return relatedList(params, receivablesListQuery(db).where('r.contract_id', '=', contractId), (q) => q.orderBy('r.receivables_id', 'desc'));
  }),

  endpoint('CrmContract/qureyReceivablesPlanListByContractId', async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    await accessibleRecord(db, userId, contract, contractId, 'read');
    return relatedList(params, planListQuery(db).where('p.contract_id', '=', contractId), (q) => q.orderBy('p.plan_id'));
  }),

  // The receivables form's plan picker: plans not yet paid.
  endpoint('CrmContract/queryReceivablesPlansByContractId', async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    await accessibleRecord(db, userId, contract, contractId, 'read');
    return db.selectFrom('crm_receivables_plan').select(['plan_id', 'num', 'money', 'return_date', 'return_type'])
      .where('contract_id', '=', contractId).where('receivables_id', 'is', null).orderBy('plan_id').execute();
  }),

  endpoint('CrmContract/contractDiscard', { rights: ['crm.contract.discard'] }, async ({ db, params, userId }) => {
    const contractId = requireInt(params, 'contractId', '合同');
    await db.transaction().execute(async (trx) => {
      await accessibleRecord(trx, userId, contract, contractId, 'write', { forUpdate: true });
      await trx.updateTable('crm_contract').set({ check_status: CHECK_STATUS.discarded, update_time: new Date() })
        .where('contract_id', '=', contractId).execute();
    });
    return undefined;
  }),
];
