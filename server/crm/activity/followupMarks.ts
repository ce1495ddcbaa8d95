/**
 * CrmBackLog/setLeadsFollowup and CrmBackLog/setCustomerFollowup (contract 7.3, 7.4): `ids` →
 * `followup = 1`, the 待办 list's "mark as followed up" without writing a follow-up record.
 * Who may: the same users who may add a follow-up (followUps.ts): readers of the record, and for a
 * pool customer only those who may write it. One transaction; any refusal marks nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { CRM_MODULES } from '../crmModules.ts';
import { accessWithScope, recordsWithAccess, scopeOf } from '../../records/recordAccess.ts';
import { loose } from '../../records/recordStore.ts';

export async function markFollowedUp(db: Kysely<Database>, userId: number, key: 'leads' | 'customer', ids: number[]): Promise<void> {
  const module = CRM_MODULES[key];
  await db.transaction().execute(async (trx) => {
    const rows = await recordsWithAccess(trx, userId, module, ids, 'read', { forUpdate: true });
    const scope = await scopeOf(trx, userId, module);
    if (rows.some((row) => row.owner_user_id === null && accessWithScope(scope, userId, module, row) !== 'write')) throw new BusinessError('没有权限');
    await loose(trx).updateTable(module.table).set({ followup: 1 }).where(module.idColumn, 'in', ids).execute();
  });
}
