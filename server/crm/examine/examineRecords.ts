/**
 * One approval as the audit and progress calls see it: the examine record, its flow (which says
 * whether it is a contract's or a receivable's) and the entity pointing at it; `crmApproval` hands
 * it to the shared flow code (server/examine/) with what is the CRM's own: the flow's levels, the
 * entity's check_status moving with the record, a contract's customer becoming 已成交. Who may look
 * at it: whoever may read the entity, and everyone taking part (the submitter, any approver, the
 * super admin), because an approver outside the owner's data scope still has to decide.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Approval, CRM_APPROVAL_TABLES, isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { recordAccess } from '../../records/recordAccess.ts';
import { loose, type RecordRow } from '../../records/recordStore.ts';
import { type CategoryType, entityOf, examineEntity, flowSteps } from './examineFlows.ts';

export { isSuperAdminUser };

export async function loadExamine(db: Kysely<Database>, recordId: number, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('admin_examine_record').selectAll().where('record_id', '=', recordId);
  if (options.forUpdate) query = query.forUpdate();
  const record = await query.executeTakeFirst();
  const flow = record && await db.selectFrom('admin_examine').selectAll().where('examine_id', '=', record.examine_id).executeTakeFirst();
  const categoryType = flow?.category_type as CategoryType | undefined;
  const target = categoryType === undefined ? undefined : examineEntity(categoryType);
  if (!record || !flow || categoryType === undefined || !target) throw new BusinessError('审批记录不存在');
  let entityQuery = loose(db).selectFrom(target.table).selectAll().where('examine_record_id', '=', recordId);
  if (options.forUpdate) entityQuery = entityQuery.forUpdate();
  const entity = await entityQuery.executeTakeFirst() as RecordRow | undefined;
  if (!entity) throw new BusinessError(`该${target.title}不存在或已被删除`);
  return { record, flow, categoryType, entity, entityId: entity[target.idColumn] as number };
}

export type LoadedExamine = Awaited<ReturnType<typeof loadExamine>>;

/** The contract's or receivable's approval for the shared flow code. */
export function crmApproval(examine: LoadedExamine): Approval {
  const target = entityOf(examine.categoryType);
  return {
    tables: CRM_APPROVAL_TABLES,
    record: examine.record,
    examineType: examine.flow.examine_type,
    ownerUserId: Number(examine.entity.owner_user_id ?? examine.entity.create_user_id),
    title: target.title,
    levels: (db) => flowSteps(db, examine.flow.examine_id),
    async setSubjectStatus(trx, status) {
      await loose(trx).updateTable(target.table).set({ check_status: status, update_time: new Date() }).where(target.idColumn, '=', examine.entityId).execute();
    },
    async onApproved(trx) {
      if (examine.categoryType !== 1) return;
      await trx.updateTable('crm_customer').set({ deal_status: 1 }).where('customer_id', '=', examine.entity.customer_id as number).execute();
    },
  };
}

export async function requireExamineViewer(db: Kysely<Database>, userId: number, examine: LoadedExamine): Promise<void> {
  if (examine.record.create_user === userId || await isSuperAdminUser(db, userId)) return;
  const approver = await db.selectFrom('admin_examine_log').select('log_id')
    .where('record_id', '=', examine.record.record_id).where('examine_user', '=', userId).executeTakeFirst();
  if (approver) return;
  const module = entityOf(examine.categoryType).module;
  if ((await recordAccess(db, userId, module, examine.entity)) === 'none') throw new BusinessError('没有权限');
}
