// What an approval flow needs before it is sent (crm/examine/examineFlowAdmin.ts checks the same,
// in the same words): a name; a fixed flow (审批方式 1) needs levels, and a level of 指定用户 (step
// types 2, 3) needs its people. Step types: 1 负责人主管, 2 指定用户（任意一人）, 3 指定用户（多人会签）,
// 4 上一级审批人主管.
export const STEP_TYPES = [1, 2, 3, 4] as const;
export const NAMED_STEP_TYPES: ReadonlySet<number> = new Set([2, 3]);

export interface StepDraft { stepType: number; users: { userId: number; realname: string; img?: string | null }[] }

export function examineFlowProblem(name: string, examineType: 1 | 2, steps: readonly StepDraft[]): string | null {
  if (name.trim() === '') return '审批流程名称不能为空';
  if (examineType === 2) return null;
  if (!steps.length) return '审批步骤不能为空';
  const missing = steps.findIndex((step) => NAMED_STEP_TYPES.has(step.stepType) && step.users.length === 0);
  return missing >= 0 ? `第${missing + 1}级审批人不能为空` : null;
}
