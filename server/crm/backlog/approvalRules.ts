/**
 * The 待办 rules of approvals (contract 8.1 checkContract/checkReceivables, 8.2, 9.1), on alias `r`
 * of crm_contract or crm_receivables, read from the same rows examine/examineAudit.ts decides with:
 *   1 待审核  the record is in review (0/3) and one of `users` has a pending log of its current
 *            round (is_recheck 0) at its current level (a fixed flow; an authorised flow has no
 *            levels), i.e. exactly who `auditExamine` would let approve now;
 *   2 已审核  one of `users` approved or rejected it in its current round, whatever happened next
 *            (a later level, a withdraw): the approver has done their part.
 * An approver may read what they are asked to approve even outside their data scope
 * (records/recordAccess.ts), so these lists widen the scope by `approverOf`, as that rule does.
 */
import { sql } from 'kysely';
import { AUDIT_STATUS } from '../examine/examineAudit.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import { among, type Condition, type Rule } from './ownerRules.ts';

const IN_REVIEW = [CHECK_STATUS.pending, CHECK_STATUS.inProgress] as const;
const FIXED_FLOW = 1;

export const pendingApproval: Rule = ({ users }) => sql`(r.check_status in (${sql.join(IN_REVIEW)}) and exists (
  select 1 from admin_examine_record er
  join admin_examine e on e.examine_id = er.examine_id
  join admin_examine_log l on l.record_id = er.record_id
  where er.record_id = r.examine_record_id and er.examine_status in (${sql.join(IN_REVIEW)})
    and ${among('l.examine_user', users)} and l.examine_status = 0 and l.is_recheck = 0
    and (e.examine_type <> ${FIXED_FLOW} or l.examine_step_id = er.examine_step_id)))`;

export const decidedApproval: Rule = ({ users }) => sql`exists (
  select 1 from admin_examine_log l
  where l.record_id = r.examine_record_id and ${among('l.examine_user', users)}
    and l.examine_status in (${AUDIT_STATUS.approve}, ${AUDIT_STATUS.reject}) and l.is_recheck = 0)`;

export const approvalRules: Readonly<Record<number, Rule>> = { 1: pendingApproval, 2: decidedApproval };

/** Records whose approval names the user at all: readable to them (recordAccess.ts). */
export function approverOf(userId: number): Condition {
  return sql`exists (select 1 from admin_examine_log l where l.record_id = r.examine_record_id and l.examine_user = ${userId})`;
}
