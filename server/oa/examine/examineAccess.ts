/**
 * Who sees an office approval (issue 18): its submitter, everyone asked to approve it in any round
 * (a log row names them), and the super admin. Every call with an approval's id (or its record's)
 * checks this; the lists apply the same rule in SQL (`visibleExamines`). Editing and resubmitting
 * is the submitter's (or the super admin's) while it is rejected or withdrawn; deleting the super
 * admin's while it is not passed (contract 9.2 `permission`).
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { BusinessError } from '../../http/errors.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import type { OaExamineRow } from './oaApproval.ts';

export const NO_RIGHT = '没有权限';

export async function mayViewExamine(db: Kysely<Database>, userId: number, examine: Pick<OaExamineRow, 'create_user_id' | 'examine_record_id'>): Promise<boolean> {
  if (examine.create_user_id === userId || await isSuperAdminUser(db, userId)) return true;
  if (examine.examine_record_id === null) return false;
  const asked = await db.selectFrom('oa_examine_log').select('log_id')
    .where('record_id', '=', examine.examine_record_id).where('examine_user', '=', userId).limit(1).executeTakeFirst();
  return asked !== undefined;
}

export async function requireExamineViewer(db: Kysely<Database>, userId: number, examine: OaExamineRow): Promise<void> {
  if (!(await mayViewExamine(db, userId, examine))) throw new BusinessError(NO_RIGHT);
}

const EDITABLE: readonly number[] = [CHECK_STATUS.rejected, CHECK_STATUS.withdrawn];

export interface ExaminePermission { isUpdate: 0 | 1; isDelete: 0 | 1; isChecked: 0 | 1 }

/** The row's `permission` (contract 9.2): edit after a refusal or withdrawal, delete unless passed, withdraw while under review. */
export function examinePermission(examine: Pick<OaExamineRow, 'create_user_id' | 'check_status'>, userId: number, superAdmin: boolean): ExaminePermission {
  const mine = examine.create_user_id === userId || superAdmin;
  const status = examine.check_status;
  return {
    isUpdate: mine && EDITABLE.includes(status) ? 1 : 0,
    isDelete: superAdmin && status !== CHECK_STATUS.approved ? 1 : 0,
    isChecked: mine && (status === CHECK_STATUS.pending || status === CHECK_STATUS.inProgress) ? 1 : 0,
  };
}

/** Edits and resubmits: refused with the reason while it is under review or passed. */
export async function requireEditable(db: Kysely<Database>, userId: number, examine: OaExamineRow): Promise<void> {
  if (!(await mayViewExamine(db, userId, examine))) throw new BusinessError(NO_RIGHT);
  const superAdmin = await isSuperAdminUser(db, userId);
  if (examine.create_user_id !== userId && !superAdmin) throw new BusinessError(NO_RIGHT);
  if (examine.check_status === CHECK_STATUS.approved) throw new BusinessError('该审批已审核通过，不能编辑！');
  if (!EDITABLE.includes(examine.check_status)) throw new BusinessError('不能编辑，请先撤回再编辑！');
}

/** The list rule in SQL: the super admin's lists are not narrowed. */
export function visibleExamines(userId: number, superAdmin: boolean) {
  return (eb: ExpressionBuilder<Database, 'oa_examine'>) => (superAdmin
    ? sql<boolean>`true`
    : eb.or([
      eb('oa_examine.create_user_id', '=', userId),
      eb('oa_examine.examine_record_id', 'in', eb.selectFrom('oa_examine_log').select('oa_examine_log.record_id').where('oa_examine_log.examine_user', '=', userId)),
    ]));
}
