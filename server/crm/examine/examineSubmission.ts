/**
 * Sending a contract or receivable to approval as part of its save (contract 7.1, 9.1), inside the
 * save's transaction so a refusal writes nothing:
 *   prepare    (before any write) a submit needs the enabled flow of the category, else
 *              `没有启动的审核步骤，不能添加！`; an authorised flow (type 2) needs `checkUserId`, an
 *              enabled user, else `审批人不能为空` / `审批人不存在`; a fixed flow needs a level.
 *   afterWrite the examine record is created, or the entity's previous one reused (a resubmit after
 *              withdraw/reject: its old logs become is_recheck 1); log rows (status 0) go to the first
 *              level's approvers or to checkUserId; a draft gets record status 5 and no approver rows.
 *              The entity's examine_record_id points at the record.
 * `checkUserId` sits beside `entity` in the body, which the shared payload reader does not keep, so
 * the save endpoint of the two modules reads it and hands it to these hooks per request.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt } from '../../http/params.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { saveEndpoint } from '../../records/recordEndpoints.ts';
import type { RecordModule } from '../../records/recordModules.ts';
import { rightsOf } from '../crmModules.ts';
import { loose } from '../../records/recordStore.ts';
import type { SaveContext, SaveHooks } from '../../records/savePipeline.ts';
import { CRM_APPROVAL_TABLES } from '../../examine/approval.ts';
import { approversOfStep } from '../../examine/approvers.ts';
import { requireEnabledUser } from '../../examine/people.ts';
import { startRound } from '../../examine/rounds.ts';
import { activeFlow, type CategoryType, categoryOfModule, entityOf, type FlowRow, flowSteps, type StepRow } from './examineFlows.ts';

export const NO_ACTIVE_FLOW = '没有启动的审核步骤，不能添加！';

interface SubmissionPlan {
  draft: boolean;
  /** Absent only for a draft saved while no flow is enabled: nothing to start then. */
  flow?: FlowRow;
  firstStep?: StepRow;
  checkUserId?: number;
}

/** Every refusal of a submission, checked before the save writes anything. */
async function planSubmission(trx: Kysely<Database>, categoryType: CategoryType, draft: boolean, checkUserId: number | undefined): Promise<SubmissionPlan> {
  const flow = await activeFlow(trx, categoryType);
  if (draft) return { draft, flow };
  if (!flow) throw new BusinessError(NO_ACTIVE_FLOW);
  if (flow.examine_type === 2) {
    if (checkUserId === undefined) throw new BusinessError('审批人不能为空');
    await requireEnabledUser(trx, checkUserId, '审批人');
    return { draft, flow, checkUserId };
  }
  const [firstStep] = await flowSteps(trx, flow.examine_id);
  if (!firstStep) throw new BusinessError(NO_ACTIVE_FLOW);
  return { draft, flow, firstStep };
}

interface SubmissionTarget {
  categoryType: CategoryType;
  entityId: number;
  /** The entity's examine_record_id before this save. */
  previousRecordId: number | null;
  ownerUserId: number;
}

async function startExamine(trx: Kysely<Database>, plan: SubmissionPlan, target: SubmissionTarget, userId: number, now: Date): Promise<void> {
  const { flow } = plan;
  if (!flow) return;
  const approvers = plan.draft ? []
    : plan.checkUserId !== undefined ? [plan.checkUserId]
    : await approversOfStep(trx, plan.firstStep!, { ownerUserId: target.ownerUserId, previousApprover: userId });
  const recordId = await startRound(trx, CRM_APPROVAL_TABLES, {
    previousRecordId: target.previousRecordId, examineId: flow.examine_id, stepId: plan.firstStep?.step_id ?? null,
    status: plan.draft ? CHECK_STATUS.draft : CHECK_STATUS.pending, createUser: userId, now, approvers,
  });
  const entity = entityOf(target.categoryType);
  await loose(trx).updateTable(entity.table).set({ examine_record_id: recordId }).where(entity.idColumn, '=', target.entityId).execute();
}

/** The module's save hooks with the submission wrapped around its own prepare and afterWrite. */
export function withExamineSubmission(hooks: SaveHooks, categoryType: CategoryType, checkUserId: number | undefined): SaveHooks {
  return {
    ...hooks,
    async prepare(ctx: SaveContext) {
      await hooks.prepare?.(ctx);
      ctx.scratch.examine = await planSubmission(ctx.trx, categoryType, ctx.row.check_status === CHECK_STATUS.draft, checkUserId);
    },
    async afterWrite(ctx) {
      await hooks.afterWrite?.(ctx);
      const { existing, row, userId } = ctx;
      await startExamine(ctx.trx, ctx.scratch.examine as SubmissionPlan, {
        categoryType,
        entityId: ctx.recordId,
        previousRecordId: (existing?.examine_record_id as number | null | undefined) ?? null,
        ownerUserId: Number(row.owner_user_id ?? existing?.owner_user_id ?? userId),
      }, userId, ctx.now);
    },
  };
}

/** CrmContract/saveAndUpdate and CrmReceivables/saveOrUpdate: the shared save plus `checkUserId`. */
export function examineSaveEndpoint(module: RecordModule, hooks: SaveHooks): Endpoint {
  const categoryType = categoryOfModule(module.key);
  if (!categoryType) throw new Error(`${module.key} has no approval flow`);
  return endpoint(module.savePath, rightsOf(module, 'save', 'update'), async (ctx) => {
    const checkUserId = optionalInt(ctx.params, 'checkUserId', '审批人');
    return saveEndpoint(module, withExamineSubmission(hooks, categoryType, checkUserId)).handler(ctx);
  });
}
