/**
 * OaExamine/deleteOaExamine {examineId} (contract 9.2): the super admin's (the `isDelete` of the
 * row's permission), never a passed approval. The approval goes with its lines, links, record, log
 * rows (no approver keeps it waiting) and feed rows, in one transaction. Its files stay stored and
 * become their uploaders' (files/fileAccess.ts: a batch nothing names), as a deleted CRM record's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { NO_RIGHT } from './examineAccess.ts';
import { FEED_TYPE_EXAMINE } from './examineSave.ts';
import { findOaExamine } from './oaApproval.ts';

export async function deleteOaExamine(db: Kysely<Database>, userId: number, examineId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const examine = await findOaExamine(trx, examineId, { forUpdate: true });
    if (!(await isSuperAdminUser(trx, userId))) throw new BusinessError(NO_RIGHT);
    if (examine.check_status === CHECK_STATUS.approved) throw new BusinessError('已审核通过的审批不能删除');
    if (examine.examine_record_id !== null) {
      await trx.deleteFrom('oa_examine_log').where('record_id', '=', examine.examine_record_id).execute();
      await trx.deleteFrom('oa_examine_record').where('record_id', '=', examine.examine_record_id).execute();
    }
    await trx.deleteFrom('oa_examine_travel').where('examine_id', '=', examineId).execute();
    await trx.deleteFrom('oa_examine_relation').where('examine_id', '=', examineId).execute();
    await trx.deleteFrom('oa_action_record').where('type', '=', FEED_TYPE_EXAMINE).where('action_id', '=', examineId).execute();
    await trx.deleteFrom('oa_examine').where('examine_id', '=', examineId).execute();
  });
}
