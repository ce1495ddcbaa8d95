/**
 * OaExamine/setOaExamine (contract 9.2): a new approval, or an edit that resubmits a rejected or
 * withdrawn one, in one transaction after every check (examineInput.ts) has passed.
 *   the row, its lines (replaced on edit), its linked records and custom values;
 *   a round (server/examine/rounds.ts): a chosen-approver category asks `checkUserId`; a fixed one
 *   asks its first level's people (负责人主管 = the submitter's superior, the super admin when there
 *   is none); a category with no level passes at once (status 1, nobody asked). A resubmit reuses the
 *   record, its earlier rows kept as history (is_recheck 1);
 *   a new approval adds the office feed's row (oa_action_record type 5, `添加了审批`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { OA_APPROVAL_TABLES } from '../../examine/approval.ts';
import { approversOfStep } from '../../examine/approvers.ts';
import { csvOf } from '../../examine/people.ts';
import { startRound } from '../../examine/rounds.ts';
import type { Params } from '../../http/params.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { currentLevels } from '../examineCategorySteps.ts';
import { type ExamineSave, readExamineSave } from './examineInput.ts';
import { saveRelations } from './examineRelations.ts';

export const FEED_TYPE_EXAMINE = 5;

/** Who the first round asks, and at which level (none: it passes at once). */
async function firstRound(trx: Kysely<Database>, save: ExamineSave, submitter: number): Promise<{ stepId: number | null; approvers: number[] }> {
  if (save.category.examine_type === 2) return { stepId: null, approvers: [save.checkUserId!] };
  const [first] = await currentLevels(trx, save.category.category_id);
  if (!first) return { stepId: null, approvers: [] };
  return { stepId: first.step_id, approvers: await approversOfStep(trx, first, { ownerUserId: submitter, previousApprover: submitter }) };
}

async function writeLines(trx: Kysely<Database>, examineId: number, save: ExamineSave): Promise<void> {
  await trx.deleteFrom('oa_examine_travel').where('examine_id', '=', examineId).execute();
  if (!save.lines.length) return;
  await trx.insertInto('oa_examine_travel').values(save.lines.map((line, sort) => ({ ...line, examine_id: examineId, sort }))).execute();
}

/** Saves and submits; answers the approval's id. */
export async function saveOaExamine(db: Kysely<Database>, userId: number, params: Params): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const save = await readExamineSave(trx, userId, params);
    const now = new Date();
    const submitter = save.existing?.create_user_id ?? userId;
    let examineId: number;
    if (save.existing) {
      examineId = save.existing.examine_id;
      await trx.updateTable('oa_examine').set({ ...save.columns, custom: JSON.stringify(save.custom), update_time: now })
        .where('examine_id', '=', examineId).execute();
    } else {
      examineId = (await trx.insertInto('oa_examine').values({
        ...save.columns, category_id: save.category.category_id, create_user_id: userId, create_time: now, update_time: now,
        batch_id: save.batchId, custom: JSON.stringify(save.custom),
      }).returning('examine_id').executeTakeFirstOrThrow()).examine_id;
    }
    await writeLines(trx, examineId, save);
    await saveRelations(trx, 'examine', examineId, save.relations, now);

    const round = await firstRound(trx, save, submitter);
    const status = round.approvers.length ? CHECK_STATUS.pending : CHECK_STATUS.approved;
    const recordId = await startRound(trx, OA_APPROVAL_TABLES, {
      previousRecordId: save.existing?.examine_record_id ?? null, examineId, stepId: round.stepId, status, createUser: submitter, now, approvers: round.approvers,
    });
    await trx.updateTable('oa_examine').set({ examine_record_id: recordId, check_status: status }).where('examine_id', '=', examineId).execute();
    if (!save.existing) {
      await trx.insertInto('oa_action_record').values({
        user_id: userId, type: FEED_TYPE_EXAMINE, action_id: examineId, create_time: now, join_user_ids: csvOf(round.approvers), dept_ids: ',', content: '添加了审批',
      }).execute();
    }
    return examineId;
  });
}
