/**
 * An office approval for the shared flow code (server/examine/): its record and log tables, the
 * levels it follows (those of the category edit it was submitted under: levelsOfStep, so an admin
 * changing the category's levels does not move approvals under way), its submitter as the owner
 * whose superior a 负责人主管 level asks, and oa_examine.check_status moving with the record.
 *
 * Whether it runs fixed levels or a chosen approver is read from the record, not from the category
 * (which an admin may switch meanwhile): a current level → fixed; pending rows without a level →
 * chosen; neither (passed at once, nobody to ask) → the category's type.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OaExamineTable } from '../../db/schema.ts';
import { type Approval, type ApprovalRecord, OA_APPROVAL_TABLES } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSerialId } from '../../http/params.ts';
import { levelsOfStep } from '../examineCategorySteps.ts';

export type OaExamineRow = Selectable<OaExamineTable>;

export const EXAMINE_GONE = '该审批不存在或已被删除';
const RECORD_GONE = '审批记录不存在';

export async function findOaExamine(db: Kysely<Database>, examineId: number, options: { forUpdate?: boolean } = {}): Promise<OaExamineRow> {
  if (!isSerialId(examineId)) throw new BusinessError(EXAMINE_GONE);
  let query = db.selectFrom('oa_examine').selectAll().where('examine_id', '=', examineId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new BusinessError(EXAMINE_GONE);
  return row;
}

/** The approval a record id (the audit and progress calls' `recordId`) belongs to. */
export async function findByRecord(db: Kysely<Database>, recordId: number, options: { forUpdate?: boolean } = {}) {
  if (!isSerialId(recordId)) throw new BusinessError(RECORD_GONE);
  let query = db.selectFrom('oa_examine_record').selectAll().where('record_id', '=', recordId);
  if (options.forUpdate) query = query.forUpdate();
  const record = await query.executeTakeFirst();
  if (!record) throw new BusinessError(RECORD_GONE);
  const examine = await findOaExamine(db, record.examine_id, options);
  return { record, examine };
}

async function examineTypeOf(db: Kysely<Database>, record: ApprovalRecord, examine: OaExamineRow): Promise<number> {
  if (record.examine_step_id !== null) return 1;
  const chosen = await db.selectFrom('oa_examine_log').select('log_id').where('record_id', '=', record.record_id).where('is_recheck', '=', 0).limit(1).executeTakeFirst();
  if (chosen) return 2;
  const category = await db.selectFrom('oa_examine_category').select('examine_type').where('category_id', '=', examine.category_id).executeTakeFirst();
  return category?.examine_type ?? 2;
}

export async function oaApproval(db: Kysely<Database>, record: ApprovalRecord, examine: OaExamineRow): Promise<Approval> {
  return {
    tables: OA_APPROVAL_TABLES,
    record,
    examineType: await examineTypeOf(db, record, examine),
    ownerUserId: examine.create_user_id,
    title: '审批',
    levels: async (trx) => (record.examine_step_id === null ? [] : levelsOfStep(trx, record.examine_step_id)),
    async setSubjectStatus(trx, status) {
      await trx.updateTable('oa_examine').set({ check_status: status }).where('examine_id', '=', examine.examine_id).execute();
    },
  };
}
