/**
 * A round of approval: the record (created, or the previous one reused on a resubmit after a
 * withdrawal or refusal, its old rows becoming history with is_recheck 1) and one pending log row
 * (status 0) per approver of the level now asked. Shared by the CRM save's submission
 * (crm/examine/examineSubmission.ts), the audit moving to the next level and the office approval's
 * submit (oa/examine/).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ApprovalTables, typedTables } from './approval.ts';

export interface RoundStart {
  /** The approved thing's current record, if any: a resubmit reuses it. */
  previousRecordId: number | null;
  /** The flow (CRM) or the office approval (OA) the record belongs to. */
  examineId: number;
  stepId: number | null;
  status: number;
  createUser: number;
  now: Date;
  /** Asked now; none for a draft or an approval that passes at once. */
  approvers: number[];
}

/** The record of the new round, with its approvers' pending rows. */
export async function startRound(trx: Kysely<Database>, tables: ApprovalTables, start: RoundStart): Promise<number> {
  const t = typedTables(tables);
  const values = { examine_id: start.examineId, examine_step_id: start.stepId, examine_status: start.status, create_user: start.createUser, create_time: start.now };
  const previous = start.previousRecordId === null ? undefined
    : await trx.selectFrom(t.record).select('record_id').where('record_id', '=', start.previousRecordId).forUpdate().executeTakeFirst();
  let recordId: number;
  if (previous) {
    recordId = previous.record_id;
    await trx.updateTable(t.record).set(values).where('record_id', '=', recordId).execute();
    // The earlier round (withdrawn, rejected or drafted) stays as history, no longer current.
    await trx.updateTable(t.log).set({ is_recheck: 1 }).where('record_id', '=', recordId).where('is_recheck', '=', 0).execute();
  } else {
    recordId = (await trx.insertInto(t.record).values(values).returning('record_id').executeTakeFirstOrThrow()).record_id;
  }
  await insertPendingLogs(trx, tables, { recordId, stepId: start.stepId, createUser: start.createUser, now: start.now, approvers: start.approvers, firstOrderId: 1 });
  return recordId;
}

export async function insertPendingLogs(
  trx: Kysely<Database>, tables: ApprovalTables,
  input: { recordId: number; stepId: number | null; createUser: number; now: Date; approvers: number[]; firstOrderId: number },
): Promise<void> {
  if (!input.approvers.length) return;
  await trx.insertInto(typedTables(tables).log).values([...new Set(input.approvers)].map((examineUser, index) => ({
    record_id: input.recordId, examine_step_id: input.stepId, examine_status: 0, create_user: input.createUser, create_time: input.now,
    examine_user: examineUser, is_recheck: 0, order_id: input.firstOrderId + index,
  }))).execute();
}

/** The order of the next row of the current round. */
export async function nextOrderId(trx: Kysely<Database>, tables: ApprovalTables, recordId: number): Promise<number> {
  const row = await trx.selectFrom(typedTables(tables).log).select((eb) => eb.fn.max('order_id').as('m'))
    .where('record_id', '=', recordId).where('is_recheck', '=', 0).executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

/**
 * Ends the asking of whoever is still asked in the current round (migration 0025): their rows stay
 * undecided (examine_status 0, as the progress shows them) but are closed, so an open row always
 * means "waiting for this approver now" (待我审批, examineNum, the audit's own right to decide).
 */
export async function closeOpenRows(trx: Kysely<Database>, tables: ApprovalTables, recordId: number): Promise<void> {
  await trx.updateTable(typedTables(tables).log).set({ is_closed: 1 })
    .where('record_id', '=', recordId).where('examine_status', '=', 0).where('is_recheck', '=', 0).where('is_closed', '=', 0).execute();
}
