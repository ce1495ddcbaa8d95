// How the approval panel reads examineRecord/queryExamineRecordList (server-contract 9.1), without
// React: the label of each step (提交, 第N级 with the step type, 审批人), each person's status text,
// and the buttons the answer allows (isCheck: 通过 / 拒绝; isRecheck: 撤回). Shared by the panel and its tests.
import type { ExamineProgress, ExamineProgressStep } from '../../../server-adapter/crmExamine.ts';
import { chineseNumber } from '../../examine/flowRules.ts';

export type ExamineAction = 'approve' | 'reject' | 'withdraw';

/** The audit status of each action (1 通过, 2 拒绝, 4 撤回). */
export const AUDIT_STATUS: Readonly<Record<ExamineAction, 1 | 2 | 4>> = { approve: 1, reject: 2, withdraw: 4 };

export function examineActions(progress: Pick<ExamineProgress, 'isCheck' | 'isRecheck'> | undefined): ExamineAction[] {
  if (!progress) return [];
  const actions: ExamineAction[] = [];
  if (Number(progress.isCheck) === 1) actions.push('approve', 'reject');
  if (Number(progress.isRecheck) === 1) actions.push('withdraw');
  return actions;
}

export interface StepLabel {
  /** i18n key and its values. */
  key: string;
  values?: Record<string, unknown>;
  /** i18n key of the fixed flow's step type, shown beside the level. */
  typeKey?: string;
}

/** The submitter's pseudo-step (status 5 提交, 6 草稿, 4 撤回 at the head), a fixed level, or an approver. */
export function stepLabel(step: ExamineProgressStep, index: number, examineType: number): StepLabel {
  if (index === 0 && [4, 5, 6].includes(Number(step.examineStatus)) && step.stepNum === undefined) return { key: 'detail.examine.submitter' };
  if (examineType === 1 && step.stepType !== undefined) {
    const n = step.stepNum ?? index;
    return { key: 'detail.examine.level', values: { n, zh: chineseNumber(n) }, typeKey: `crm.create.stepType.${step.stepType >= 1 && step.stepType <= 4 ? step.stepType : 0}` };
  }
  return { key: 'detail.examine.approver' };
}

/** 0 待审核 1 通过 2 拒绝 3 审核中 4 撤回 5 提交 6 草稿 */
export function personStatusKey(status: number): string {
  return `detail.examine.status.${Number.isInteger(status) && status >= 0 && status <= 6 ? status : 0}`;
}

/** A colour per status: passed green, refused red, waiting orange, the rest grey. */
export function statusPalette(status: number): string {
  if (status === 1) return 'green';
  if (status === 2) return 'red';
  if (status === 0 || status === 3) return 'orange';
  return 'gray';
}
