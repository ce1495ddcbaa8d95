/**
 * Whose records a workbench figure counts (contract 13 `userIds`, `deptIds`):
 *
 *   requested  the users of `userIds`, plus every user of each `deptIds` department and of the
 *              departments below it; nothing requested = the caller's own data scope
 *   per module the requested users that are in the caller's data scope of that module
 *              (usersInScope), or nobody when the caller lacks the module's `crm.<realm>.index`
 *
 * So asking for someone outside one's scope counts nothing of theirs, and a module one cannot
 * open counts 0: the workbench never shows more than the module lists would.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalIds } from '../../http/idList.ts';
import type { Params } from '../../http/params.ts';
import { userPermissionKeys } from '../../permissions/authTree.ts';
import { usersInScope, type UserScope } from '../../permissions/dataScope.ts';
import { usersOfDepts } from '../../system/organisation.ts';

/** The permission realms (`crm.<realm>`) whose records the workbench counts. */
export type InstrumentRealm = 'leads' | 'customer' | 'contacts' | 'product' | 'business' | 'contract' | 'receivables';

/** 'all' = anyone's (an unrestricted scope and nothing requested); otherwise these users. */
export type UserSet = UserScope;

export interface Audience {
  /** the ids sent in `deptIds` (the departments' own targets are read by queryPerformance) */
  deptIds: number[];
  /** `userIds` were sent */
  usersRequested: boolean;
  /** the requested users (userIds and the departments' users); undefined = nothing requested */
  requested?: readonly number[];
  /** the users counted for a module */
  usersOf(realm: InstrumentRealm): Promise<UserSet>;
}

/** A csv of positive ids (`"1,2"`, or a JSON array); blank = none. Bounded (http/idList.ts). */
export function readIdList(params: Params, key: string, label: string): number[] {
  return optionalIds(params, key, label);
}

export async function readAudience(db: Kysely<Database>, userId: number, params: Params, knownVersion?: string): Promise<Audience> {
  const userIds = readIdList(params, 'userIds', '员工');
  const deptIds = readIdList(params, 'deptIds', '部门');
  const [deptUsers, keys] = await Promise.all([usersOfDepts(db, deptIds), userPermissionKeys(db, userId, knownVersion)]);
  const requested = userIds.length || deptIds.length ? [...new Set([...userIds, ...deptUsers])].sort((a, b) => a - b) : undefined;
  const cache = new Map<InstrumentRealm, Promise<UserSet>>();
  const resolve = async (realm: InstrumentRealm): Promise<UserSet> => {
    if (!keys.has(`crm.${realm}.index`)) return [];
    const scope = await usersInScope(db, userId, `crm.${realm}`, knownVersion);
    if (requested === undefined) return scope;
    if (scope === 'all') return requested;
    const visible = new Set(scope);
    return requested.filter((id) => visible.has(id));
  };
  return {
    deptIds,
    usersRequested: userIds.length > 0,
    requested,
    usersOf(realm) {
      if (!cache.has(realm)) cache.set(realm, resolve(realm));
      return cache.get(realm)!;
    },
  };
}

/** The columns a user set is tested on; identifiers never come from the request. */
export type UserColumn = 'r.owner_user_id' | 'r.create_user_id' | 'b.owner_user_id' | 'a.obj_id';

/** `column` in the set: anyone's = any non-null owner; nobody = false (an empty IN is not SQL). */
export function inUserSet(column: UserColumn, users: UserSet): RawBuilder<unknown> {
  if (users === 'all') return sql`${sql.raw(column)} is not null`;
  return users.length ? sql`${sql.raw(column)} in (${sql.join(users)})` : sql`false`;
}
