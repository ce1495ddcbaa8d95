/**
 * One record of any CRM module (crmModules.ts) and what a user may do with it, the customer rule of
 * customerAccess.ts generalised (contract 3.6, 7.2):
 *   write  owner within the user's data scope of the module, or a read-write team member
 *          (customer, business, contract); an unrestricted scope writes everything;
 *   read   a read-only team member; anyone for a pool customer (owner NULL);
 *   none   everyone else.
 * The record tables are reached through `Kysely<any>`: their column types belong to the save
 * pipeline's schema, and these functions only read the columns every module shares.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { type Params } from '../../http/params.ts';
import { type UserScope, usersInScope } from '../../permissions/dataScope.ts';
import type { CrmModule } from '../crmModules.ts';
import type { RecordAccess } from '../customerAccess.ts';
import { teamMembers } from '../customerStore.ts';

export type { RecordAccess };
/** A record row: columns snake_case, at least the id, `owner_user_id` and (team modules) the team columns. */
export type RecordRow = Record<string, any>;

export function anyDb(db: Kysely<Database>): Kysely<any> {
  return db as unknown as Kysely<any>;
}

export function goneMessage(module: CrmModule): string {
  return `该${module.title}不存在或已被删除`;
}

export async function findRecord(db: Kysely<Database>, module: CrmModule, id: number, options: { forUpdate?: boolean } = {}): Promise<RecordRow | undefined> {
  let query = anyDb(db).selectFrom(module.table).selectAll().where(module.idColumn, '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findRecords(db: Kysely<Database>, module: CrmModule, ids: number[], options: { forUpdate?: boolean } = {}): Promise<RecordRow[]> {
  if (!ids.length) return [];
  // Ordered by id so two batch calls lock rows in the same order and cannot deadlock.
  let query = anyDb(db).selectFrom(module.table).selectAll().where(module.idColumn, 'in', ids).orderBy(module.idColumn);
  if (options.forUpdate) query = query.forUpdate();
  return query.execute();
}

/** The user's scope in the module: compute once per call, then `accessWithScope` per row. */
export function scopeOf(db: Kysely<Database>, userId: number, module: CrmModule): Promise<UserScope> {
  return usersInScope(db, userId, `crm.${module.realm}`);
}

export function accessWithScope(scope: UserScope, userId: number, module: CrmModule, row: RecordRow): RecordAccess {
  if (scope === 'all') return 'write';
  const owner = row.owner_user_id as number | null;
  if (owner === null || owner === undefined) return module.key === 'customer' ? 'read' : 'none';
  if (scope.includes(owner)) return 'write';
  if (module.hasTeam) {
    if (teamMembers(row.rw_user_id).includes(userId)) return 'write';
    if (teamMembers(row.ro_user_id).includes(userId)) return 'read';
  }
  return 'none';
}

const RANK: Record<RecordAccess, number> = { none: 0, read: 1, write: 2 };

/**
 * The records by id, each checked: missing → `该<模块>不存在或已被删除`, below `need` → `没有权限`.
 * `forUpdate` locks them for the caller's transaction.
 */
export async function recordsWithAccess(
  db: Kysely<Database>, userId: number, module: CrmModule, ids: number[], need: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<RecordRow[]> {
  const rows = await findRecords(db, module, ids, options);
  if (rows.length !== new Set(ids).size) throw new BusinessError(goneMessage(module));
  const scope = await scopeOf(db, userId, module);
  for (const row of rows) {
    if (RANK[accessWithScope(scope, userId, module, row)] < RANK[need]) throw new BusinessError('没有权限');
  }
  return rows;
}

export async function recordWithAccess(
  db: Kysely<Database>, userId: number, module: CrmModule, id: number, need: 'read' | 'write', options: { forUpdate?: boolean } = {},
): Promise<RecordRow> {
  const [row] = await recordsWithAccess(db, userId, module, [id], need, options);
  return row;
}

/** A csv of ids (`"1,2,3"`, also a JSON array); refuses blanks with `<label>不能为空`. */
export function requireIds(params: Params, key: string, label: string): number[] {
  const ids = optionalIds(params, key, label);
  if (!ids.length) throw new BusinessError(`${label}不能为空`);
  return ids;
}

export function optionalIds(params: Params, key: string, label: string): number[] {
  const value = params[key];
  if (value === undefined || value === null) return [];
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
  if (parts === null) throw new BusinessError(`${label}格式不正确`);
  const ids: number[] = [];
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    if (!/^\d{1,15}$/.test(part)) throw new BusinessError(`${label}格式不正确`);
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `[3, 7]` → `,3,7,` (the team and follow-up id columns). */
export function wrapIds(ids: number[]): string {
  return ids.length ? `,${ids.join(',')},` : ',';
}

/** Enabled users by id; refuses an unknown or disabled one with `message`. */
export async function requireActiveUsers(db: Kysely<Database>, userIds: number[], message: string) {
  if (!userIds.length) return [];
  const users = await db.selectFrom('admin_user').select(['user_id', 'realname', 'dept_id', 'img'])
    .where('user_id', 'in', userIds).where('status', '!=', 0).execute();
  if (users.length !== userIds.length) throw new BusinessError(message);
  return userIds.map((id) => users.find((u) => u.user_id === id)!);
}
