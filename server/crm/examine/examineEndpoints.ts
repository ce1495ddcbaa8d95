/**
 * examine/* and examineRecord/* (contract 9.1). The admin calls carry manage.examineFlow.update
 * (declared with each endpoint); queryExaminStep needs the right to save or edit a contract or
 * receivable. The record calls check per approval instead of per key: whoever may read the entity
 * or takes part in the approval may look, only a pending approver may decide, only the submitter or
 * the super admin may withdraw.
 */
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { topLevel } from '../../http/envelope.ts';
import { optionalInt, optionalText, requireInt } from '../../http/params.ts';
import { CRM_APPROVAL_TABLES } from '../../examine/approval.ts';
import { readAuditStatus } from '../../examine/audit.ts';
import { examineLogList, examineProgress } from '../../examine/progress.ts';
import { auditExamine } from './examineAudit.ts';
import { queryAllExamineFlows, queryExamineFlowById, saveExamineFlow, updateExamineStatus } from './examineFlowAdmin.ts';
import { readCategoryType } from './examineFlows.ts';
import { crmApproval, loadExamine, requireExamineViewer } from './examineRecords.ts';
import { examineStepsForForm } from './examineStepQuery.ts';

export const examineEndpoints: Endpoint[] = [
  endpoint('examine/queryExaminStep', { rights: ['crm.contract.save', 'crm.contract.update', 'crm.receivables.save', 'crm.receivables.update'] }, async ({ db, params, userId }) =>
    examineStepsForForm(db, userId, readCategoryType(optionalInt(params, 'categoryType', '审批类型')), optionalInt(params, 'id', '记录'))),

  endpoint('examineRecord/queryExamineRecordList', async ({ db, params, userId }) => {
    const examine = await loadExamine(db, requireInt(params, 'recordId', '审批记录'));
    await requireExamineViewer(db, userId, examine);
    return examineProgress(db, userId, crmApproval(examine));
  }),

  endpoint('examineRecord/queryExamineLogList', async ({ db, params, userId }) => {
    const examine = await loadExamine(db, requireInt(params, 'recordId', '审批记录'));
    await requireExamineViewer(db, userId, examine);
    return examineLogList(db, CRM_APPROVAL_TABLES, examine.record.record_id);
  }),

  endpoint('examineRecord/auditExamine', async ({ db, params, userId }) => {
    const status = readAuditStatus(optionalInt(params, 'status', '审批状态'));
    await auditExamine(db, userId, {
      recordId: requireInt(params, 'recordId', '审批记录'),
      status,
      remarks: optionalText(params, 'remarks', '审批意见') ?? '',
      nextUserId: optionalInt(params, 'nextUserId', '下一审批人'),
      entityId: optionalInt(params, 'id', '记录'),
    });
    return undefined;
  }),

  endpoint('examine/saveExamine', { rights: ['manage.examineFlow.update'] }, async ({ db, params, userId }) => {
    await saveExamineFlow(db, userId, params);
    return topLevel({ status: 1 });
  }),
  endpoint('examine/updateStatus', { rights: ['manage.examineFlow.update'] }, async ({ db, params, userId }) => {
    await updateExamineStatus(db, userId, params);
    return undefined;
  }),
  endpoint('examine/queryAllExamine', { rights: ['manage.examineFlow.update'] }, async ({ db, params }) => queryAllExamineFlows(db, params)),
  endpoint('examine/queryExamineById', { rights: ['manage.examineFlow.update'] }, async ({ db, params }) => queryExamineFlowById(db, params)),
];
