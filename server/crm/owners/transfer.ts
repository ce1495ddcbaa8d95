/**
 * Changing a record's owner (contract 7.2 "Transfer"): CrmLeads/changeOwnerUser and the
 * `<Prefix>/transfer` of customer, contacts, business and contract.
 *
 * Each record needs write access. For team modules the new owner leaves the member lists and,
 * with transferType 2, the old owner stays on as a member with `power` (1 只读, 2 读写). A customer
 * transfer resets followup, checks the new owner's customer limit, refuses pool customers (taking
 * those is distributeByIds' job) and, by `changeType` (1 contacts, 2 business, 3 contracts), moves
 * the customer's children too: permission to move a customer covers its children.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { actionLines, writeActionLog } from '../activity/actionLog.ts';
import { CRM_MODULES, type CrmModule } from '../crmModules.ts';
import { requireActiveUsers } from '../../records/activeUsers.ts';
import { recordsWithAccess } from '../../records/recordAccess.ts';
import { loose as anyDb, type RecordRow } from '../../records/recordStore.ts';
import { withMembers } from '../team/teamMembers.ts';
import { checkOwnedLimit } from './customerLimits.ts';

export interface TransferOptions {
  /** 1 the old owner leaves; 2 the old owner stays as a team member. */
  transferType: 1 | 2;
  power: 1 | 2;
  /** Customer only: 1 contacts, 2 business, 3 contracts. */
  changeType: number[];
}

export async function transferRecords(
  db: Kysely<Database>, userId: number, module: CrmModule, ids: number[], newOwnerId: number, options: TransferOptions,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const records = await recordsWithAccess(trx, userId, module, ids, 'write', { forUpdate: true });
    const [newOwner] = await requireActiveUsers(trx, [newOwnerId], '新负责人不存在或已停用');
    if (module.key === 'customer') {
      if (records.some((r) => r.owner_user_id === null)) throw new BusinessError('公海客户不能转移');
      await checkOwnedLimit(trx, newOwnerId, records.filter((r) => r.owner_user_id !== newOwnerId).length);
    }
    await moveRecords(trx, userId, module, records, newOwnerId, newOwner.realname ?? '', options);

    if (module.key !== 'customer') return;
    const children = [[1, CRM_MODULES.contacts], [2, CRM_MODULES.business], [3, CRM_MODULES.contract]] as const;
    for (const [code, child] of children) {
      if (!options.changeType.includes(code)) continue;
      const rows = await anyDb(trx).selectFrom(child.table).selectAll().where('customer_id', 'in', ids)
        .orderBy(child.idColumn).forUpdate().execute() as RecordRow[];
      await moveRecords(trx, userId, child, rows, newOwnerId, newOwner.realname ?? '', options);
    }
  });
}

async function moveRecords(
  trx: Kysely<Database>, userId: number, module: CrmModule, records: RecordRow[], newOwnerId: number, newOwnerName: string, options: TransferOptions,
) {
  if (!records.length) return;
  for (const record of records) {
    const set: Record<string, unknown> = { owner_user_id: newOwnerId };
    if (module.key === 'customer' || module.key === 'leads') set.followup = 0;
    if (module.hasTeam) {
      const oldOwner = record.owner_user_id as number | null;
      const keepOld = options.transferType === 2 && oldOwner !== null && oldOwner !== newOwnerId;
      const team = withMembers(record, [newOwnerId], null);
      Object.assign(set, keepOld ? withMembers(team, [oldOwner], options.power) : team);
    }
    await anyDb(trx).updateTable(module.table).set(set).where(module.idColumn, '=', record[module.idColumn]).execute();
  }
  await writeActionLog(trx, module, records.map((r) => r[module.idColumn] as number), userId, [actionLines.transferred(module, newOwnerName)]);
}
