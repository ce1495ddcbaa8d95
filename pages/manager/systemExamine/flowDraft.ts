// An approval flow as the admin dialogs edit it, for both kinds (the CRM flows of contracts and
// receivables, the office approval categories): its way (1 固定审批 with levels, 2 授权审批: the
// submitter picks), its levels with their people, what is wrong with it before it is sent (the
// server's rules and words, engine/examine/flowRules.ts), and the `step` list the save calls take.
import { flowStepsProblem, NAMED_STEP_TYPES, type ExamineType } from '../../../engine/examine/flowRules.ts';
import type { ExamineUser } from '../../../server-adapter/crmExamine.ts';

/** A type, not an interface: the member picker's people (an index signature) take it as it is. */
export type StepPerson = { userId: number; realname: string; img?: string | null };

export interface StepDraft { stepType: number; users: StepPerson[] }

export const newStep = (): StepDraft => ({ stepType: 1, users: [] });

/** A stored flow's levels, or one 负责人主管 level to start from. */
export function draftSteps(stepList: readonly { stepType: number; userList: readonly ExamineUser[] }[] | undefined): StepDraft[] {
  if (!stepList?.length) return [newStep()];
  return stepList.map((step) => ({ stepType: step.stepType, users: step.userList.map((u) => ({ userId: u.userId, realname: u.realname, img: u.img ?? null })) }));
}

export function stepsProblem(examineType: ExamineType, steps: readonly StepDraft[]): string | null {
  return flowStepsProblem(examineType, steps.map((step) => ({ stepType: step.stepType, userIds: step.users.map((u) => u.userId) })));
}

/** The save's `step`: the levels of a fixed flow (people only where the type names them), else none. */
export function stepsPayload(examineType: ExamineType, steps: readonly StepDraft[]): { stepType: number; checkUserId: number[] }[] {
  if (examineType !== 1) return [];
  return steps.map((step) => ({ stepType: step.stepType, checkUserId: NAMED_STEP_TYPES.has(step.stepType) ? step.users.map((u) => u.userId) : [] }));
}
