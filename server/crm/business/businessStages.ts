/**
 * A business's stage (contract 7.6): the options of the create form, the stage bar of the detail
 * page, and moving it on (advance a stage, or end it: 1 赢单, 2 输单, 3 无效 with a reason).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { checkStage, logStageChange } from './businessSave.ts';
import { stagesOf, stagesOfTypes } from './businessQueries.ts';

/** Enabled types visible to the user's department ('' = every department), each with its stages. */
export async function businessStatusOptions(db: Kysely<Database>, userId: number) {
  const me = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
  const types = await db.selectFrom('crm_business_type').selectAll().where('status', '=', 1).orderBy('type_id').execute();
  const visible = types.filter((t) => t.dept_ids === '' || t.dept_ids === ',' || (me?.dept_id != null && t.dept_ids.includes(`,${me.dept_id},`)));
  const stages = await stagesOfTypes(db, visible.map((t) => t.type_id));
  return visible.map((t) => ({ ...t, statusList: stages.get(t.type_id) ?? [] }));
}

export async function businessStatus(db: Kysely<Database>, userId: number, businessId: number) {
  const business = await accessibleRecord(db, userId, RECORD_MODULES.business, businessId, 'read');
  const stages = await stagesOf(db, business.type_id as number | null);
  return {
    businessId, statusId: business.status_id, isEnd: business.is_end, statusRemark: business.status_remark,
    statusList: stages.map(({ type_id: _t, ...stage }) => stage),
  };
}

export interface StageMove { statusId?: number; isEnd: number; statusRemark?: string }

export async function boostBusinessStatus(db: Kysely<Database>, userId: number, businessId: number, move: StageMove): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const business = await accessibleRecord(trx, userId, RECORD_MODULES.business, businessId, 'write', { forUpdate: true });
    if (move.isEnd === 0 && move.statusId === undefined) throw new BusinessError('商机阶段不能为空');
    if (move.statusId !== undefined) await checkStage(trx, business.type_id as number, move.statusId, business.type_id as number);
    const now = new Date();
    await trx.updateTable('crm_business').set({
      ...(move.statusId !== undefined ? { status_id: move.statusId } : {}),
      is_end: move.isEnd, status_remark: move.isEnd === 0 ? null : (move.statusRemark ?? null), update_time: now,
    }).where('business_id', '=', businessId).execute();
    if (move.statusId !== undefined && move.statusId !== business.status_id) await logStageChange(trx, businessId, move.statusId, userId, now);
  });
}
