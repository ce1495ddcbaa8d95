/**
 * One approval as the shared flow code sees it, whatever it approves: a contract or receivable
 * (crm/examine, tables admin_examine_record / _log) or an office approval (oa/examine, tables
 * oa_examine_record / _log). Both pairs of tables have the same columns; what differs is told by
 * the approval itself: which levels it follows, whose superior step type 1 asks, and what else
 * moves with its status (the entity's check_status, a contract's customer).
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdminExamineRecordTable, Database } from '../db/schema.ts';
import { isSuperAdmin, rolesOfUser, SUPER_ADMIN_USER_ID } from '../permissions/userRoles.ts';
import type { LevelRow } from './approvers.ts';

/** The record and log tables of one kind of approval (same columns in both pairs). */
export interface ApprovalTables {
  record: 'admin_examine_record' | 'oa_examine_record';
  log: 'admin_examine_log' | 'oa_examine_log';
}

export const CRM_APPROVAL_TABLES: ApprovalTables = { record: 'admin_examine_record', log: 'admin_examine_log' };
export const OA_APPROVAL_TABLES: ApprovalTables = { record: 'oa_examine_record', log: 'oa_examine_log' };

export type ApprovalRecord = Selectable<AdminExamineRecordTable>;

export interface Approval {
  tables: ApprovalTables;
  record: ApprovalRecord;
  /** 1 fixed levels, 2 an approver chosen by the submitter (and by each approver for the next) */
  examineType: number;
  /** Whose superior a 负责人主管 level asks for. */
  ownerUserId: number;
  /** What the refusals call it: `该合同已审核通过，不能撤回！`, `该审批…`. */
  title: string;
  /** The levels this approval follows (a fixed flow), in order. */
  levels(db: Kysely<Database>): Promise<LevelRow[]>;
  /** Moves what the approval decides on along with the record's status. */
  setSubjectStatus(trx: Kysely<Database>, status: number): Promise<void>;
  /** After the last approval (a contract's customer becomes 已成交). */
  onApproved?(trx: Kysely<Database>): Promise<void>;
}

/**
 * The tables as the typed query builder knows them. Both pairs have the same columns, so the CRM
 * pair's types check every query of either.
 */
export function typedTables(tables: ApprovalTables): { record: 'admin_examine_record'; log: 'admin_examine_log' } {
  return tables as { record: 'admin_examine_record'; log: 'admin_examine_log' };
}

export async function isSuperAdminUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  return userId === SUPER_ADMIN_USER_ID || isSuperAdmin(await rolesOfUser(db, userId));
}
