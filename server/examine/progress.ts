/**
 * What an approval looks like to the detail page (contract 9.1 examineRecord/*, 9.2 OaExamine/*):
 *   queryExamineRecordList  {examineType, isCheck, isRecheck, steps}: the submitter as a pseudo-step
 *     (status 5), then each level of a fixed flow with its approvers (predicted ones while not
 *     reached) or each approver row of a chosen-approver flow; a withdrawn or draft record shows one
 *     step (draft shown as 6). Every step carries a `userList` with each person's examineStatus,
 *     examineTime and remarks, so one renderer draws all three shapes.
 *   queryExamineLogList     the decided rows (status ≠ 0), oldest first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { type Approval, type ApprovalTables, isSuperAdminUser, typedTables } from './approval.ts';
import { approversOfStep, STEP_TYPE } from './approvers.ts';
import { inReview } from './audit.ts';
import { briefs, usersById } from './people.ts';

type LogRow = Awaited<ReturnType<typeof currentLogs>>[number];

async function currentLogs(db: Kysely<Database>, tables: ApprovalTables, recordId: number) {
  return db.selectFrom(typedTables(tables).log).selectAll().where('record_id', '=', recordId).where('is_recheck', '=', 0)
    .orderBy('order_id').orderBy('log_id').execute();
}

/** A step's status from its approvers' rows: 2 if anyone refused, 1 when decided, else 0. */
function stepStatus(stepType: number, logs: LogRow[]): number {
  if (logs.some((log) => log.examine_status === 2)) return 2;
  const approved = logs.filter((log) => log.examine_status === 1).length;
  if (stepType === STEP_TYPE.countersign) return logs.length > 0 && approved === logs.length ? 1 : 0;
  return approved > 0 ? 1 : 0;
}

export async function examineProgress(db: Kysely<Database>, userId: number, approval: Approval) {
  const { record, examineType } = approval;
  const logs = await currentLogs(db, approval.tables, record.record_id);
  const mayDecide = inReview(record.examine_status) && logs.some((log) => log.examine_user === userId && log.examine_status === 0 && log.is_closed === 0
    && (examineType === 2 || log.examine_step_id === record.examine_step_id));
  const mayWithdraw = inReview(record.examine_status) && (record.create_user === userId || await isSuperAdminUser(db, userId));
  // flowExamineType: the flow's real type (a withdrawn or draft answer says examineType 1 whatever the flow).
  const head = {
    isCheck: mayDecide ? 1 : 0, isRecheck: mayWithdraw ? 1 : 0, examineRecordId: record.record_id, examineStatus: record.examine_status, flowExamineType: examineType,
  };
  const users = await usersById(db, [record.create_user, ...logs.map((log) => log.examine_user)]);
  const person = (id: number) => users.get(id) ?? { userId: id, realname: '', img: null };
  const entry = (log: LogRow) => ({ ...person(log.examine_user), examineStatus: log.examine_status, examineTime: log.examine_time, remarks: log.remarks });

  if (record.examine_status === CHECK_STATUS.withdrawn || record.examine_status === CHECK_STATUS.draft) {
    const shown = record.examine_status === CHECK_STATUS.draft ? 6 : CHECK_STATUS.withdrawn;
    const withdrawal = [...logs].reverse().find((log) => log.examine_status === CHECK_STATUS.withdrawn);
    const who = withdrawal ? entry(withdrawal) : { ...person(record.create_user), examineStatus: shown, examineTime: record.create_time, remarks: null };
    return { ...head, examineType: 1, steps: [{ ...record, examineStatus: shown, userList: [{ ...who, examineStatus: shown }] }] };
  }

  const submitter = person(record.create_user);
  const submitted = {
    createUser: submitter, examineUserName: submitter.realname, userId: submitter.userId, img: submitter.img, examineTime: record.create_time,
    examineStatus: 5, userList: [{ ...submitter, examineStatus: 5, stepType: 5, examineTime: record.create_time }],
  };
  if (examineType === 2) {
    const rows = logs.filter((log) => log.examine_status !== CHECK_STATUS.withdrawn).map((log) => ({
      logId: log.log_id, examineTime: log.examine_time, examineStatus: log.examine_status, realname: person(log.examine_user).realname,
      img: person(log.examine_user).img, remarks: log.remarks, examinUser: person(log.examine_user), userList: [entry(log)],
    }));
    return { ...head, examineType: 2, steps: [{ ...submitted, examinUser: submitter }, ...rows] };
  }

  // Fixed flow: every level, with the approvers not reached yet predicted from the chain so far.
  const levels = await approval.levels(db);
  let previousApprover = record.create_user;
  const shown = [];
  for (const step of levels) {
    const stepLogs = logs.filter((log) => log.examine_step_id === step.step_id);
    let userList;
    if (stepLogs.length) {
      userList = stepLogs.map(entry);
    } else {
      const predicted = await approversOfStep(db, step, { ownerUserId: approval.ownerUserId, previousApprover });
      const known = await usersById(db, predicted);
      // predicted: 1 tells the page the level has not been reached (status 0 alone reads as 待审核).
      userList = briefs(known, predicted).map((user) => ({ ...user, examineStatus: 0, examineTime: null, remarks: null, predicted: 1 }));
    }
    const decidedBy = stepLogs.find((log) => log.examine_status === 1);
    previousApprover = decidedBy?.examine_user ?? userList[0]?.userId ?? previousApprover;
    shown.push({ ...step, examineStatus: stepStatus(step.step_type, stepLogs), userList });
  }
  return { ...head, examineType: 1, steps: [submitted, ...shown] };
}

export async function examineLogList(db: Kysely<Database>, tables: ApprovalTables, recordId: number) {
  const logs = await db.selectFrom(typedTables(tables).log).selectAll().where('record_id', '=', recordId).where('examine_status', '<>', 0)
    .orderBy('examine_time').orderBy('log_id').execute();
  const users = await usersById(db, logs.map((log) => log.examine_user));
  return logs.map((log) => ({
    orderId: log.order_id, userId: log.examine_user, realname: users.get(log.examine_user)?.realname ?? '', img: users.get(log.examine_user)?.img ?? null,
    examineStatus: log.examine_status, examineTime: log.examine_time, remarks: log.remarks,
  }));
}
