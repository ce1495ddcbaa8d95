/**
 * Reading an approval flow from an admin's save, for both kinds of flow: the CRM flows of
 * examine/saveExamine (contract 9.1) and the office approval categories of
 * OaExamineCategory/setExamineCategory (9.2). Same body shape (`examineType`, `userIds`, `deptIds`,
 * `step: [{stepType, checkUserId}]`), same rules and messages as the admin dialog
 * (engine/examine/flowRules.ts), and the people and departments checked to exist, before anything
 * is written.
 */
import type { Kysely } from 'kysely';
import { flowStepsProblem, levelName, NAMED_STEP_TYPES, STEP_TYPES, type ExamineType } from '../../engine/examine/flowRules.ts';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { MAX_BATCH_IDS, readIdList as readIds } from '../http/idList.ts';
import { optionalChoice, optionalText, type Params } from '../http/params.ts';
import { usersById } from './people.ts';

/** `[1, 2]`, `[{userId: 1}]`, `[{id: 1}]` or "1,2" → ids. */
export function readFlowIdList(value: unknown, label: string): number[] {
  return readIds(value, label, { objectKeys: ['userId', 'id'] });
}

export interface FlowStep { stepType: number; checkUserIds: number[]; remarks: string | null }

export interface FlowInput {
  examineType: ExamineType;
  /** Fixed flows only; an authorised flow has none. 负责人主管 / 上一级审批人主管 levels name nobody. */
  steps: FlowStep[];
}

/** `examineType` and, for a fixed flow, its levels: `审批方式不能为空`, `第二级审批人不能为空`… */
export function readFlow(params: Params): FlowInput {
  const examineType = optionalChoice(params, 'examineType', '审批方式', [1, 2]) as ExamineType | undefined;
  if (examineType === undefined) throw new BusinessError('审批方式不能为空');
  const steps = examineType === 1 ? readSteps(params.step) : [];
  const problem = flowStepsProblem(examineType, steps.map((step) => ({ stepType: step.stepType, userIds: step.checkUserIds })));
  if (problem) throw new BusinessError(problem);
  return { examineType, steps };
}

function readSteps(value: unknown): FlowStep[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new BusinessError('审批步骤格式不正确');
  if (value.length > 50) throw new BusinessError('审批步骤最多50级');
  return value.map((raw, index) => {
    const level = levelName(index + 1);
    const step = (typeof raw === 'object' && raw !== null ? raw : {}) as Params;
    const stepType = optionalChoice(step, 'stepType', `${level}审批类型`, STEP_TYPES);
    if (stepType === undefined) throw new BusinessError(`${level}审批类型不能为空`);
    const named = readFlowIdList(step.checkUserId, `${level}审批人`);
    // 负责人主管 and 上一级审批人主管 find their approver in the organisation: people sent with them are not kept
    return { stepType, checkUserIds: NAMED_STEP_TYPES.has(stepType) ? named : [], remarks: optionalText(step, 'remarks', '备注') ?? null };
  });
}

/** Who may use a flow: people and departments, each named as the caller's form names them. */
export interface FlowAudience {
  userIds: readonly number[];
  deptIds: readonly number[];
  /** 适用员工 (CRM flows) / 可见员工 (office categories) */
  usersLabel: string;
  deptsLabel: string;
}

/**
 * Every approver, user and department the flow names exists (`审批人不存在`, `<usersLabel>不存在`,
 * `<deptsLabel>不存在`); their union is bounded so that one `in (...)` checks them.
 */
export async function checkFlowPeople(db: Kysely<Database>, flow: FlowInput, audience: FlowAudience): Promise<void> {
  const approvers = [...new Set(flow.steps.flatMap((step) => step.checkUserIds))];
  const people = [...new Set([...audience.userIds, ...approvers])];
  if (people.length > MAX_BATCH_IDS) throw new BusinessError(`审批人最多一次选择${MAX_BATCH_IDS}条`);
  const found = await usersById(db, people);
  if (approvers.some((id) => !found.has(id))) throw new BusinessError('审批人不存在');
  if (audience.userIds.some((id) => !found.has(id))) throw new BusinessError(`${audience.usersLabel}不存在`);
  if (audience.deptIds.length) {
    const depts = await db.selectFrom('admin_dept').select('dept_id').where('dept_id', 'in', [...audience.deptIds]).execute();
    if (depts.length !== new Set(audience.deptIds).size) throw new BusinessError(`${audience.deptsLabel}不存在`);
  }
}
