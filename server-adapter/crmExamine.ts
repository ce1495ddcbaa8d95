// The approval calls of contracts and receivables (server-contract 9.1): the flow the create form
// shows (`examine/queryExaminStep`), an approval's progress and the audit (`examineRecord/*`).
// The spec lets approval loads fail quietly; the audit shows the server's refusal as usual.
import { requestData, type RequestOptions } from './request.ts';

/** 1 contract, 2 receivables. */
export type ExamineCategoryType = 1 | 2;

export interface ExamineUser {
  userId: number;
  realname: string;
  img?: string | null;
}

/** A level of a fixed flow with the people who would approve it. stepType 1-4 (shell-and-calls.md). */
export interface ExamineStep {
  stepId: number;
  stepType: number;
  stepNum: number;
  userList: ExamineUser[];
}

/** The enabled flow: examineType 1 fixed levels, 2 the submitter picks the approver. */
export interface ExamineFlowInfo {
  examineId: number;
  categoryType: ExamineCategoryType;
  examineType: 1 | 2;
  name: string;
  examineSteps?: ExamineStep[];
  /** Authorised flow, existing record: the approver chosen last time. */
  examineUser?: number;
  examineUserName?: string;
}

/** `null`: no flow is enabled (a submit is then refused by the server). */
export function queryExaminStep(categoryType: ExamineCategoryType, id?: number, options?: RequestOptions): Promise<ExamineFlowInfo | null> {
  return requestData<ExamineFlowInfo | null>('examine/queryExaminStep', id === undefined ? { categoryType } : { categoryType, id }, { silent: true, ...options });
}

export interface ExamineProgressPerson extends ExamineUser {
  /** 0 待审 1 通过 2 拒绝 4 撤回 5 提交 6 草稿 */
  examineStatus: number;
  examineTime?: string | null;
  remarks?: string | null;
  /** 1: a fixed level not reached yet, the person who would approve it. */
  predicted?: 0 | 1;
}

export interface ExamineProgressStep {
  /** Fixed-flow levels only. */
  stepType?: number;
  stepNum?: number;
  examineStatus: number;
  userList: ExamineProgressPerson[];
}

export interface ExamineProgress {
  examineType: 1 | 2;
  /** The signed-in user may approve or reject now. */
  isCheck: 0 | 1;
  /** The signed-in user may withdraw. */
  isRecheck: 0 | 1;
  /** The flow's own type (examineType says 1 for a withdrawn or draft record whatever the flow). */
  flowExamineType?: 1 | 2;
  steps: ExamineProgressStep[];
}

export function queryExamineRecordList(recordId: number, options?: RequestOptions): Promise<ExamineProgress> {
  return requestData<ExamineProgress>('examineRecord/queryExamineRecordList', { recordId }, options);
}

export interface AuditInput {
  recordId: number;
  /** 1 通过 2 拒绝 4 撤回 */
  status: 1 | 2 | 4;
  remarks: string;
  /** The contract's or receivable's id. */
  id: number;
  /** Authorised flow, approving: hand on to this approver instead of finishing. */
  nextUserId?: number;
}

export function auditExamine(input: AuditInput, options?: RequestOptions): Promise<void> {
  const { nextUserId, ...rest } = input;
  return requestData<void>('examineRecord/auditExamine', nextUserId === undefined ? { ...rest } : { ...rest, nextUserId }, options);
}

/** A decided step of the log (queryExamineLogList): who, what, when, and their remarks. */
export interface ExamineLogRow {
  orderId?: number;
  userId: number;
  realname: string;
  img?: string | null;
  /** 1 通过 2 拒绝 4 撤回 5 提交 */
  examineStatus: number;
  examineTime?: string | null;
  remarks?: string | null;
}

export const crmExamineApi = { queryExaminStep, queryExamineRecordList, auditExamine };

/** What the detail's approval panel calls: the progress, the audit and, where the module has one, the log. */
export interface ExamineApi {
  queryExamineRecordList(recordId: number, options?: RequestOptions): Promise<ExamineProgress>;
  auditExamine(input: AuditInput, options?: RequestOptions): Promise<void>;
  queryExamineLogList?(recordId: number, options?: RequestOptions): Promise<ExamineLogRow[]>;
}
export type CrmExamineApi = ExamineApi & Pick<typeof crmExamineApi, 'queryExaminStep'>;

/**
 * The approval calls of a module with its own (a descriptor's `detail.examine`, office approvals:
 * OaExamine/queryExamineRecordList, auditExamine, queryExamineLogList). Its audit takes the
 * record's approval id alone: no entity `id`.
 */
export function moduleExamineApi(calls: { progress: string; audit: string; log?: string }): ExamineApi {
  return {
    queryExamineRecordList: (recordId, options) => requestData<ExamineProgress>(calls.progress, { recordId }, options),
    auditExamine: async ({ id: _id, nextUserId, ...rest }, options) => {
      await requestData<void>(calls.audit, nextUserId === undefined ? { ...rest } : { ...rest, nextUserId }, options);
    },
    ...(calls.log ? {
      queryExamineLogList: async (recordId: number, options?: RequestOptions) => {
        const rows = await requestData<unknown>(calls.log!, { recordId }, options);
        return Array.isArray(rows) ? (rows as ExamineLogRow[]) : [];
      },
    } : {}),
  };
}

/** An approval flow as the admin page lists it (examine/queryAllExamine, pageType 0). */
export interface ExamineFlowRow {
  examineId: number;
  /** 1 contract, 2 receivables */
  categoryType: ExamineCategoryType;
  examineType: 1 | 2;
  name: string;
  remarks?: string | null;
  /** 1 enabled, 0 disabled */
  status: number;
  updateTime?: string | null;
  updateUserName?: string | null;
  stepList: { stepType: number; stepNum: number; userList: ExamineUser[] }[];
}

export async function queryAllExamineFlows(): Promise<ExamineFlowRow[]> {
  const data = await requestData<unknown>('examine/queryAllExamine', { pageType: 0 });
  return Array.isArray(data) ? (data as ExamineFlowRow[]) : [];
}

export interface ExamineFlowInput {
  examineId?: number;
  categoryType: ExamineCategoryType;
  examineType: 1 | 2;
  name: string;
  remarks: string;
  step: { stepType: number; checkUserId: number[] }[];
}

/** A new flow (enabled; the category's other enabled flow steps aside), or an edited one. */
export async function saveExamineFlow(input: ExamineFlowInput): Promise<void> {
  await requestData('examine/saveExamine', { ...input }, { encoding: 'json' });
}

/** 1 enable, 0 disable, 2 delete. */
export async function setExamineFlowStatus(examineId: number, status: 0 | 1 | 2): Promise<void> {
  await requestData('examine/updateStatus', { examineId, status });
}
