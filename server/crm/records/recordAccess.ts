/**
 * What a user may do with one record of any module (contract 3.6, 7.2 team members):
 *   write  owner within the user's data scope for the module's realm, or a read-write team member;
 *   read   a read-only team member;
 *   none   everyone else (queryById answers {dataAuth: 0}, other calls `没有权限`).
 * Customers keep their own rules (the pool: crm/customerAccess.ts); products are not scoped (the
 * permission keys decide); a receivables plan is as accessible as its contract.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { usersInScope } from '../../permissions/dataScope.ts';
import { customerAccess, type RecordAccess } from '../customerAccess.ts';
import { teamMembers } from '../customerStore.ts';
import { goneMessage, RECORD_MODULES, type RecordModule } from './recordModules.ts';
import { findRecord, type RecordRow } from './recordStore.ts';

export type { RecordAccess } from '../customerAccess.ts';

export async function recordAccess(db: Kysely<Database>, userId: number, module: RecordModule, row: RecordRow): Promise<RecordAccess> {
  if (module.key === 'customer') {
    return customerAccess(db, userId, { owner_user_id: row.owner_user_id, ro_user_id: row.ro_user_id ?? ',', rw_user_id: row.rw_user_id ?? ',' });
  }
  if (module.key === 'receivablesPlan') {
    const contract = await findRecord(db, RECORD_MODULES.contract, row.contract_id as number);
    return contract ? recordAccess(db, userId, RECORD_MODULES.contract, contract) : 'none';
  }
  if (!module.scoped) return 'write';
  const scope = await usersInScope(db, userId, `crm.${module.realm}`);
  if (scope === 'all') return 'write';
  if (row.owner_user_id !== null && scope.includes(row.owner_user_id)) return 'write';
  if (module.hasTeam) {
    if (teamMembers(row.rw_user_id ?? null).includes(userId)) return 'write';
    if (teamMembers(row.ro_user_id ?? null).includes(userId)) return 'read';
  }
  return 'none';
}

/** The record, refused with `该…不存在或已被删除` / `没有权限` unless the user may read (or write) it. */
export async function accessibleRecord(
  db: Kysely<Database>, userId: number, module: RecordModule, id: number, needed: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<RecordRow> {
  const row = await findRecord(db, module, id, options);
  if (!row || isDeleted(module, row)) throw new BusinessError(goneMessage(module));
  const access = await recordAccess(db, userId, module, row);
  if (access === 'none' || (needed === 'write' && access !== 'write')) throw new BusinessError('没有权限');
  return row;
}

/** Products are deleted softly (status 3, contract 7.9). */
export function isDeleted(module: RecordModule, row: RecordRow): boolean {
  return module.key === 'product' && row.status === 3;
}
