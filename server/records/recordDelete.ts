/**
 * `<Prefix>/deleteByIds` of every module (contract 7.2): all or nothing, in one transaction. Each
 * record must exist and be writable by the user (`没有权限`), and have no dependents the module
 * names (`该客户下有联系人、合同，不能删除`). The module then removes its own dependent rows
 * (product lines, links). Products are deleted softly: status 3 and their custom values cleared.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { recordsWithAccess } from './recordAccess.ts';
import type { RecordModule } from './recordModules.ts';
import { loose, type RecordRow } from './recordStore.ts';

export interface DeleteHooks {
  /** A message naming what still depends on the record, or null. */
  dependents?(trx: Kysely<Database>, row: RecordRow): Promise<string | null>;
  /** Dependent rows to remove with the record (product lines, links). */
  cleanUp?(trx: Kysely<Database>, ids: number[]): Promise<void>;
}

/** `该客户下有联系人、合同，不能删除` for the kinds of dependents that exist. */
export function dependentsMessage(title: string, found: string[]): string | null {
  return found.length ? `该${title}下有${found.join('、')}，不能删除` : null;
}

export async function deleteRecords(
  db: Kysely<Database>, userId: number, module: RecordModule, ids: number[], hooks: DeleteHooks = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const examineRecordIds: number[] = [];
    for (const row of await recordsWithAccess(trx, userId, module, ids, 'write', { forUpdate: true })) {
      const blocked = await hooks.dependents?.(trx, row);
      if (blocked) throw new BusinessError(blocked);
      if (row.examine_record_id !== null && row.examine_record_id !== undefined) examineRecordIds.push(Number(row.examine_record_id));
    }
    // A contract's or receivable's approval goes with it: its log rows would otherwise stay in an
    // approver's queue pointing at nothing.
    if (examineRecordIds.length) {
      await trx.deleteFrom('admin_examine_log').where('record_id', 'in', examineRecordIds).execute();
      await trx.deleteFrom('admin_examine_record').where('record_id', 'in', examineRecordIds).execute();
    }
    if (module.key === 'product') {
      await loose(trx).updateTable(module.table).set({ status: 3, custom: '{}', update_time: new Date() }).where(module.idColumn, 'in', ids).execute();
    } else {
      await loose(trx).deleteFrom(module.table).where(module.idColumn, 'in', ids).execute();
    }
    await hooks.cleanUp?.(trx, ids);
  });
}
