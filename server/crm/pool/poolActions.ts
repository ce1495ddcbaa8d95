/**
 * What users do to customers around the pool (contract 7.4): lock / unlock, set the deal status,
 * put into the pool, distribute and receive. Each call is one transaction over the customers it
 * names, locked in id order; any refusal writes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { actionLines, writeActionLog } from '../activity/actionLog.ts';
import { CRM_MODULES } from '../crmModules.ts';
import { checkOwnedLimit, LIMIT_TYPE, wouldExceedLimit } from '../owners/customerLimits.ts';
import { requireActiveUsers } from '../../records/activeUsers.ts';
import { recordsWithAccess } from '../../records/recordAccess.ts';
import { goneMessage } from '../../records/recordModules.ts';
import { findRecords } from '../../records/recordStore.ts';
import { putIntoPool, takeFromPool } from './poolMoves.ts';

const customer = CRM_MODULES.customer;

/** CrmCustomer/lock: locked customers are never pooled, by hand or by the rule. */
export async function lockCustomers(db: Kysely<Database>, userId: number, ids: number[], isLock: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await recordsWithAccess(trx, userId, customer, ids, 'write', { forUpdate: true });
    if (isLock) {
      if (rows.some((r) => r.deal_status === 1)) throw new BusinessError('已成交客户无需锁定');
      const newlyLocked = new Map<number, number>();
      for (const row of rows) {
        if (row.is_lock !== 1 && row.owner_user_id !== null) newlyLocked.set(row.owner_user_id, (newlyLocked.get(row.owner_user_id) ?? 0) + 1);
      }
      for (const [ownerId, adding] of newlyLocked) {
        if (await wouldExceedLimit(trx, ownerId, LIMIT_TYPE.LOCKED, adding)) throw new BusinessError('有员工可锁定客户数达到上限');
      }
    }
    await trx.updateTable('crm_customer').set({ is_lock: isLock ? 1 : 0 }).where('customer_id', 'in', ids).execute();
    await writeActionLog(trx, customer, ids, userId, [actionLines.locked(isLock)]);
  });
}

/** CrmCustomer/setDealStatus: also unlocks (a dealt customer needs no lock). */
export async function setDealStatus(db: Kysely<Database>, userId: number, ids: number[], dealt: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordsWithAccess(trx, userId, customer, ids, 'write', { forUpdate: true });
    await trx.updateTable('crm_customer').set({ deal_status: dealt ? 1 : 0, is_lock: 0 }).where('customer_id', 'in', ids).execute();
    await writeActionLog(trx, customer, ids, userId, [actionLines.dealStatus(dealt)]);
  });
}

/** CrmCustomer/updateCustomerByIds: customers already in the pool are left as they are. */
export async function putCustomersIntoPool(db: Kysely<Database>, userId: number, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await recordsWithAccess(trx, userId, customer, ids, 'write', { forUpdate: true });
    if (rows.some((r) => r.is_lock === 1)) throw new BusinessError('选中的客户有被锁定的，不能放入公海！');
    await putIntoPool(trx, rows.map((r) => ({ customer_id: r.customer_id as number, owner_user_id: r.owner_user_id })), userId, actionLines.putInPool());
  });
}

/**
 * distributeByIds (to `ownerId`) and receiveByIds (to the caller). Only pool customers; pool access
 * is the endpoint's permission (crm.pool.*), not a data scope.
 */
export async function giveFromPool(db: Kysely<Database>, userId: number, ids: number[], ownerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await findRecords(trx, customer, ids, { forUpdate: true });
    if (rows.length !== ids.length) throw new BusinessError(goneMessage(customer));
    if (rows.some((r) => r.owner_user_id !== null)) throw new BusinessError('选中的客户已不在公海中');
    const [owner] = await requireActiveUsers(trx, [ownerId], '负责人不存在或已停用');
    await checkOwnedLimit(trx, ownerId, ids.length, ownerId === userId ? '拥有客户数已达上限' : '该员工拥有客户数已达上限');
    const line = ownerId === userId ? actionLines.received() : actionLines.distributed(owner.realname ?? '');
    await takeFromPool(trx, ids, ownerId, userId, line);
  });
}
