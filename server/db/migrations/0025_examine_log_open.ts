/**
 * An approver's undecided row is either open (waiting for their decision now) or closed (the
 * level or round it belongs to ended without them: an any-one level (任意一人) passed by a
 * colleague, the approval rejected, withdrawn or approved). Before this migration both kinds were
 * examine_status 0, so 待我审批 and the examineNum counter (issue 18) showed a colleague of the
 * approver who passed an any-one level an approval the audit refuses them, and the lists had to
 * read the approval's state to tell the two apart.
 *
 * `is_closed` 1 marks a closed row; examine_status stays 0 (undecided), so every answer built from
 * the log (the progress's userList, queryExamineLogList, the CRM's examineRecord/*) is unchanged.
 * The audit (server/examine/audit.ts) closes the other open rows of the round whenever a decision
 * ends a level or the round. Existing rows are closed by the same rule: a current-round undecided
 * row of a record no longer in review (0 待审核 / 3 审核中), or of a fixed flow's level the record
 * has moved past.
 *
 * An open row (examine_status 0, is_recheck 0, is_closed 0) now means "waiting for me now", one
 * per approver and approval, so 待我审批's count is an index-only count of `oa_examine_log_open`,
 * and its page walks the approvals under review in time order (`oa_examine_in_review`), probing
 * the same index for the caller's open row.
 */
import { type Kysely, sql } from 'kysely';

const PAIRS = [['admin_examine_log', 'admin_examine_record'], ['oa_examine_log', 'oa_examine_record']] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [log, record] of PAIRS) {
    await db.schema.alterTable(log).addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`
      update ${sql.table(log)} l set is_closed = 1
      from ${sql.table(record)} r
      where r.record_id = l.record_id and l.examine_status = 0 and l.is_recheck = 0
        and (r.examine_status not in (0, 3) or (r.examine_step_id is not null and l.examine_step_id is distinct from r.examine_step_id))
    `.execute(db);
  }
  await sql`create index oa_examine_log_open on oa_examine_log (examine_user, record_id)
    where examine_status = 0 and is_recheck = 0 and is_closed = 0`.execute(db);
  await sql`create index oa_examine_in_review on oa_examine (create_time desc, examine_id desc) where check_status in (0, 3)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists oa_examine_in_review`.execute(db);
  await sql`drop index if exists oa_examine_log_open`.execute(db);
  for (const [log] of PAIRS) await db.schema.alterTable(log).dropColumn('is_closed').execute();
}
