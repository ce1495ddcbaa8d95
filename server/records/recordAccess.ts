/**
 * What a user may do with a record of any CRM module (contract 3.6, 7.2 team members, 7.4 pool),
 * the one rule behind saves, reads, deletes, follow-ups, teams, transfers and pool actions:
 *   write  owner within the user's data scope of the module (an unrestricted scope writes
 *          everything), or a read-write team member (customer, business, contract);
 *   read   a read-only team member; anyone for a record in a module's pool (owner NULL: the
 *          customer's 公海, recordParts.ts); an approver of a contract or receivable (any log row
 *          of its approval names them: the submitter may pick an approver from outside their own
 *          data scope, who must still see what to approve);
 *   none   everyone else (queryById answers {dataAuth: 0}, other calls `没有权限`).
 * Products are not scoped (the permission keys decide); a receivables plan is as accessible as its
 * contract. Pool records are writable only with an unrestricted scope: taking one is
 * receiveByIds' job.
 *
 * Modules come from either registry (records/recordModules.ts or crm/crmModules.ts): only the
 * fields below are read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { isSerialId } from '../http/params.ts';
import { type UserScope, usersInScope } from '../permissions/dataScope.ts';
import { teamMembers } from './idParams.ts';
import { goneMessage, RECORD_MODULES, type RecordModuleKey } from './recordModules.ts';
import { partsOf } from './recordParts.ts';
import { findRecord, findRecords, type RecordRow } from './recordStore.ts';

export type RecordAccess = 'none' | 'read' | 'write';

export interface AccessModule {
  key: RecordModuleKey;
  table: string;
  idColumn: string;
  title: string;
  realm: string;
  /** Permission prefix (`crm.contract`): the data scope is the one of its keys. */
  auth: string;
  scoped: boolean;
  hasTeam: boolean;
}

const RANK: Record<RecordAccess, number> = { none: 0, read: 1, write: 2 };

/** The user's scope in the module: compute once per call, then `accessWithScope` per row. */
export function scopeOf(db: Kysely<Database>, userId: number, module: Pick<AccessModule, 'auth'>): Promise<UserScope> {
  return usersInScope(db, userId, module.auth);
}

/** The rule for one row given the scope (not for plans: they follow their contract, see recordAccess). */
export function accessWithScope(scope: UserScope, userId: number, module: AccessModule, row: RecordRow): RecordAccess {
  if (!module.scoped || scope === 'all') return 'write';
  const owner = row.owner_user_id;
  if (owner === null || owner === undefined) {
    if (partsOf(module).pool) return 'read';
  } else if (scope.includes(owner)) {
    return 'write';
  }
  if (module.hasTeam) {
    if (teamMembers(row.rw_user_id ?? null).includes(userId)) return 'write';
    if (teamMembers(row.ro_user_id ?? null).includes(userId)) return 'read';
  }
  return 'none';
}

export async function recordAccess(db: Kysely<Database>, userId: number, module: AccessModule, row: RecordRow): Promise<RecordAccess> {
  if (module.key === 'receivablesPlan') {
    const contract = await findRecord(db, RECORD_MODULES.contract, row.contract_id as number);
    return contract ? recordAccess(db, userId, RECORD_MODULES.contract, contract) : 'none';
  }
  const access = accessWithScope(await scopeOf(db, userId, module), userId, module, row);
  if (access === 'none' && (await isApprover(db, userId, row))) return 'read';
  return access;
}

/** Whether the user is (or was) asked to approve this contract or receivable. */
async function isApprover(db: Kysely<Database>, userId: number, row: RecordRow): Promise<boolean> {
  const recordId = row.examine_record_id;
  if (recordId === null || recordId === undefined) return false;
  const log = await db.selectFrom('admin_examine_log').select('log_id')
    .where('record_id', '=', Number(recordId)).where('examine_user', '=', userId).limit(1).executeTakeFirst();
  return log !== undefined;
}

/**
 * The records by id (in id order), each checked: missing → `该<模块>不存在或已被删除`, below `needed`
 * → `没有权限`. `forUpdate` locks them for the caller's transaction; the id order keeps two batch
 * calls from deadlocking.
 */
export async function recordsWithAccess(
  db: Kysely<Database>, userId: number, module: AccessModule, ids: number[], needed: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<RecordRow[]> {
  const judged = await judgeRecords(db, userId, module, ids, needed, options);
  const refusals = judged.flatMap((j) => ('refused' in j ? [j.refused] : []));
  // a missing record answers before a forbidden one, whatever their order
  if (refusals.length) throw new BusinessError(refusals.find((r) => r === goneMessage(module)) ?? refusals[0]!);
  return judged.map((j) => (j as { row: RecordRow }).row);
}

export type JudgedRecord = { id: number; row: RecordRow } | { id: number; refused: string };

/**
 * The same rule as recordsWithAccess, answered per id (in id order) instead of thrown: a batch
 * (the import's overwrites, records/batchSave.ts) refuses only the rows it may not touch.
 */
export async function judgeRecords(
  db: Kysely<Database>, userId: number, module: AccessModule, ids: number[], needed: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<JudgedRecord[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  // an id past int4 names no record (it is answered as a missing one, not sent to fail the statement)
  const rows = new Map((await findRecords(db, module, wanted.filter(isSerialId), options)).map((row) => [Number(row[module.idColumn]), row]));
  const scope = module.key === 'receivablesPlan' ? undefined : await scopeOf(db, userId, module);
  const judged: JudgedRecord[] = [];
  for (const id of wanted) {
    const row = rows.get(id);
    if (row === undefined || isDeleted(module, row)) {
      judged.push({ id, refused: goneMessage(module) });
      continue;
    }
    let access = scope === undefined ? await recordAccess(db, userId, module, row) : accessWithScope(scope, userId, module, row);
    if (access === 'none' && needed === 'read' && (await isApprover(db, userId, row))) access = 'read';
    judged.push(RANK[access] < RANK[needed] ? { id, refused: '没有权限' } : { id, row });
  }
  return judged;
}

/** One record, refused with `该…不存在或已被删除` / `没有权限` unless the user may read (or write) it. */
export async function accessibleRecord(
  db: Kysely<Database>, userId: number, module: AccessModule, id: number, needed: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<RecordRow> {
  const [row] = await recordsWithAccess(db, userId, module, [id], needed, options);
  return row;
}

/** Products are deleted softly (status 3, contract 7.9). */
export function isDeleted(module: Pick<AccessModule, 'key'>, row: RecordRow): boolean {
  return module.key === 'product' && row.status === 3;
}
