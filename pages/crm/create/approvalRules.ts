// The approval section's rules, without React (forms.md 2.2, 5; shell-and-calls.md entities): the
// header reads 固定审批流程 (examine type 1) or 授权审批人 (type 2); an authorised flow needs a
// chosen approver on 提交审核 (`审批人不能为空`), never on 保存草稿; checkUserId goes with a submit
// only. Without a flow (or when the flow could not be loaded) nothing is checked here: the server
// answers the submit with its own message (`没有启动的审核步骤，不能添加！`).
import type { CrmType } from '../../../engine/fields/index.ts';
import type { ChosenApprover } from '../../../engine/react/environment/index.ts';
import type { ExamineCategoryType, ExamineFlowInfo } from '../../../server-adapter/crmExamine.ts';
import type { SaveIntent } from './createButtons.ts';

export type ApprovalLoad =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'ready'; flow: ExamineFlowInfo };

/** The engine's shape (its detail's 通过 hands on to a next approver with the same picker). */
export type { ChosenApprover };

/** `categoryType` of examine/queryExaminStep: 1 contract, 2 receivables; the other types have none. */
export function approvalCategory(crmType: CrmType): ExamineCategoryType | undefined {
  if (crmType === 'contract') return 1;
  if (crmType === 'receivables') return 2;
  return undefined;
}

export function approvalTitleKey(load: ApprovalLoad): string {
  if (load.status !== 'ready') return 'crm.create.approval';
  return load.flow.examineType === 1 ? 'crm.create.approvalFixed' : 'crm.create.approvalAuthorised';
}

const needsApprover = (load: ApprovalLoad) => load.status === 'ready' && load.flow.examineType === 2;

/** The i18n key of the section's error for this button, or null. */
export function approvalErrorKey(load: ApprovalLoad, approver: ChosenApprover | null, intent: SaveIntent): string | null {
  if (intent === 'draft') return null;
  return needsApprover(load) && !approver ? 'crm.create.approverRequired' : null;
}

/** What the save sends as `checkUserId` (forms.md 3.10). */
export function checkUserIdFor(load: ApprovalLoad, approver: ChosenApprover | null, intent: SaveIntent): number | undefined {
  return intent !== 'draft' && needsApprover(load) && approver ? approver.userId : undefined;
}

/** The approver an edit starts with: the one chosen last time (examineUser / examineUserName). */
export function initialApprover(flow: ExamineFlowInfo): ChosenApprover | null {
  return flow.examineType === 2 && flow.examineUser ? { userId: flow.examineUser, realname: flow.examineUserName ?? '' } : null;
}

/** 负责人主管 / 指定用户（任意一人） / 指定用户（多人会签） / 上一级审批人主管 */
export function stepTypeKey(stepType: number): string {
  return `crm.create.stepType.${stepType >= 1 && stepType <= 4 ? stepType : 0}`;
}
