/**
 * OaExamine/* (contract 9.2): a session is enough (the contract lists no keys for them, and every
 * member of staff files approvals); each call taking an approval's or record's id checks that the
 * caller may see it (examineAccess.ts), the audit that they may decide, the delete that they are the
 * super admin. field/queryField label 10 (the create form) answers from examineForm.ts.
 */
import { type Endpoint, endpoint } from '../../http/endpoint.ts';
import { readAuditStatus } from '../../examine/audit.ts';
import { optionalChoice, optionalInt, optionalText, requireInt } from '../../http/params.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { claimRider } from '../../permissions/versionRider.ts';
import { deleteOaExamine } from './examineDelete.ts';
import { examineFieldValues, examineInfo } from './examineDetail.ts';
import { auditOaExamine, examineStepsOfCategory, oaExamineLogs, oaExamineProgress } from './examineFlow.ts';
import { examineRelationList, myInitiate, myOaExamine } from './examineLists.ts';
import { saveOaExamine } from './examineSave.ts';

export const oaExamineEndpoints: Endpoint[] = [
  endpoint('OaExamine/setOaExamine', async ({ db, params, userId }) => {
    await saveOaExamine(db, userId, params);
    return undefined;
  }),
  endpoint('OaExamine/myInitiate', { carriesVersions: true }, async ({ db, params, userId, request }) =>
    myInitiate({ db, userId, params, version: requestVersion(request), rider: claimRider(request) })),
  endpoint('OaExamine/myOaExamine', { carriesVersions: true }, async ({ db, params, userId, request }) =>
    myOaExamine({ db, userId, params, version: requestVersion(request), rider: claimRider(request) })),
  endpoint('OaExamine/queryExamineRelation', { readOnly: true }, async ({ db, params, userId, request }) => examineRelationList({ db, userId, params, version: requestVersion(request) })),
  endpoint('OaExamine/queryOaExamineInfo', async ({ db, params, userId }) => examineInfo(db, userId, requireInt(params, 'examineId', '审批'))),
  endpoint('OaExamine/getField', async ({ db, params, userId }) => {
    const isDetail = (optionalChoice(params, 'isDetail', '显示方式', [1, 2]) ?? 1) as 1 | 2;
    return examineFieldValues(db, userId, requireInt(params, 'examineId', '审批'), isDetail);
  }),
  endpoint('OaExamine/queryExaminStep', async ({ db, params, userId }) =>
    examineStepsOfCategory(db, userId, requireInt(params, 'categoryId', '审批类型'), optionalInt(params, 'examineId', '审批'))),
  endpoint('OaExamine/queryExamineRecordList', async ({ db, params, userId }) => oaExamineProgress(db, userId, requireInt(params, 'recordId', '审批记录'))),
  endpoint('OaExamine/queryExamineLogList', async ({ db, params, userId }) => oaExamineLogs(db, userId, requireInt(params, 'recordId', '审批记录'))),
  endpoint('OaExamine/auditExamine', async ({ db, params, userId }) => {
    await auditOaExamine(db, userId, requireInt(params, 'recordId', '审批记录'), {
      status: readAuditStatus(optionalInt(params, 'status', '审批状态')),
      remarks: optionalText(params, 'remarks', '审批意见') ?? '',
      nextUserId: optionalInt(params, 'nextUserId', '下一审批人'),
    });
    return undefined;
  }),
  endpoint('OaExamine/deleteOaExamine', async ({ db, params, userId }) => {
    await deleteOaExamine(db, userId, requireInt(params, 'examineId', '审批'));
    return undefined;
  }),
];
