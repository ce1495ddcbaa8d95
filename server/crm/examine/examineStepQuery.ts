/**
 * examine/queryExaminStep (contract 9.1): what the create/edit form shows in its approval section.
 * `data` is the enabled flow of the category, or null when there is none (then a submit is refused
 * with `没有启动的审核步骤，不能添加！`). A fixed flow adds `examineSteps`, each level with the people
 * who would approve it for this user (a level "负责人主管" names the actual superior); an authorised
 * flow, for an existing record, adds the approver its submitter chose (`examineUser`, `examineUserName`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessibleRecord } from '../../records/recordAccess.ts';
import type { RecordRow } from '../../records/recordStore.ts';
import { predictLevels } from '../../examine/approvers.ts';
import { activeFlow, type CategoryType, entityOf, flowSteps } from './examineFlows.ts';

export async function examineStepsForForm(db: Kysely<Database>, userId: number, categoryType: CategoryType, entityId?: number) {
  const flow = await activeFlow(db, categoryType);
  if (!flow) return null;
  const entity: RecordRow | undefined = entityId === undefined
    ? undefined
    : await accessibleRecord(db, userId, entityOf(categoryType).module, entityId, 'read');
  if (flow.examine_type === 1) {
    const ownerUserId = Number(entity?.owner_user_id ?? userId);
    return { ...flow, examineSteps: await predictLevels(db, await flowSteps(db, flow.examine_id), { ownerUserId, submitter: userId }) };
  }
  const recordId = entity?.examine_record_id as number | null | undefined;
  if (!recordId) return { ...flow };
  const latest = await db.selectFrom('admin_examine_log as l').innerJoin('admin_user as u', 'u.user_id', 'l.examine_user')
    .select(['l.examine_user', 'u.realname']).where('l.record_id', '=', recordId).where('l.is_recheck', '=', 0).where('l.examine_status', '<>', 4)
    .orderBy('l.order_id').orderBy('l.log_id').executeTakeFirst();
  return latest ? { ...flow, examineUser: latest.examine_user, examineUserName: latest.realname } : { ...flow };
}
