/**
 * The rules of an approval flow's levels, shared by the admin dialogs (审批流程管理: the CRM flows of
 * contracts and receivables, the office approval categories) and the server that saves them
 * (server/examine/flowInput.ts), so both refuse the same input in the same words.
 *
 * Step types (contract 9.1, shell-and-calls.md "Approval flow info"): 1 负责人主管, 2 指定用户（任意一人）,
 * 3 指定用户（多人会签）, 4 上一级审批人主管. Only 2 and 3 name their people; 1 and 4 find them in
 * the organisation when an approval reaches the level. Levels read 第一级, 第二级 … (issue 18).
 * Pure TypeScript: no React, no DOM.
 */
export const STEP_TYPES = [1, 2, 3, 4] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** The step types whose level lists its approvers. */
export const NAMED_STEP_TYPES: ReadonlySet<number> = new Set([2, 3]);

/** 1 固定审批 (levels), 2 授权审批 / 自选 (the submitter picks the approver). */
export type ExamineType = 1 | 2;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 99 → 九十九; past 99 the digits as they are. */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** The number a level's label shows: in words in Chinese (第一级), as digits in English (Level 1). */
export function levelNumber(n: number, language: string): string | number {
  return language === 'en' ? n : chineseNumber(n);
}

/** The n-th level (1-based): 第一级, 第二级 … */
export function levelName(n: number): string {
  return `第${chineseNumber(n)}级`;
}

export interface FlowStepInput { stepType: number; userIds: readonly number[] }

/**
 * What is wrong with a flow's levels, or null: a fixed flow (examineType 1) needs at least one
 * level (`审批步骤不能为空`), and a level of 指定用户 its people (`第二级审批人不能为空`).
 */
export function flowStepsProblem(examineType: ExamineType, steps: readonly FlowStepInput[]): string | null {
  if (examineType === 2) return null;
  if (!steps.length) return '审批步骤不能为空';
  const missing = steps.findIndex((step) => NAMED_STEP_TYPES.has(step.stepType) && step.userIds.length === 0);
  return missing >= 0 ? `${levelName(missing + 1)}审批人不能为空` : null;
}
