/**
 * Data scope (contract 3.6): whose records a user may see in a module. Each role carries a
 * `data_type`; the roles that count are those granting `<realm>.index`:
 *
 *   1 本人              the user
 *   2 本人及下属        the user and everyone below them via parent_id (recursive)
 *   3 本部门            everyone in the user's department
 *   4 本部门及下属部门  everyone in the user's department and its descendants
 *   5 全部              no restriction
 *
 * With several such roles we take the union of their scopes (the widest view), the
 * approximation the contract recommends. CRM list and detail queries filter
 * `owner_user_id IN (usersInScope(...))` unless the answer is 'all'.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deptWithDescendants, userWithSubordinates } from '../system/organisation.ts';
import { cachedForUser } from './permissionCache.ts';
import { isSuperAdmin, rolesOfUser, SUPER_ADMIN_USER_ID } from './userRoles.ts';

/** 'all' = unrestricted; otherwise the ids of the users whose records are visible. */
export type UserScope = 'all' | number[];

export const DATA_TYPE = { SELF: 1, SELF_AND_SUBORDINATES: 2, DEPT: 3, DEPT_AND_DESCENDANTS: 4, ALL: 5 } as const;

/**
 * @param realm the module's auth path, e.g. `crm.customer` (a bare `customer` means `crm.customer`)
 * @param knownVersion the permission version the guard read for this call (requestVersion), if any
 * @param action the right whose granting roles' data types count: `index` for a module's records;
 *   a BI group's `read` (`bi.ranking` + `read`), whose figures reach as far as the roles granting it
 */
export async function usersInScope(db: Kysely<Database>, userId: number, realm: string, knownVersion?: string, action = 'index'): Promise<UserScope> {
  // cached per permission version (permissionCache.ts: triggers bump it on role, menu, user and
  // department changes); a copy, so no caller can change the cached list
  const key = action === 'index' ? `scope:${realm}` : `scope:${realm}.${action}`;
  const scope = await cachedForUser(db, userId, key, () => computeUsersInScope(db, userId, realm, action), knownVersion);
  return scope === 'all' ? scope : [...scope];
}

/**
 * The data types (1..4, ascending) of the user's enabled roles that grant `<realm>.index`; 'all'
 * for a super admin (user 3 or role 1) or when one of them is 5 全部. `[]`: no such role, so the
 * user sees their own records only. usersInScope turns these into users; system/dept/queryDeptByAuth
 * into departments (system/depts/deptsByScope.ts).
 */
export async function scopeDataTypes(db: Kysely<Database>, userId: number, realm: string, action = 'index'): Promise<'all' | number[]> {
  const roles = await rolesOfUser(db, userId);
  if (userId === SUPER_ADMIN_USER_ID || isSuperAdmin(roles)) return 'all';
  if (!roles.length) return [];

  const indexMenuId = await menuIdOfKey(db, `${realm.includes('.') ? realm : `crm.${realm}`}.${action}`);
  if (indexMenuId === undefined) return [];
  const granting = await db.selectFrom('admin_role_menu').select('role_id')
    .where('menu_id', '=', indexMenuId)
    .where('role_id', 'in', roles.map((r) => r.roleId))
    .execute();
  const grantingIds = new Set(granting.map((g) => g.role_id));
  const dataTypes = new Set(roles.filter((r) => grantingIds.has(r.roleId)).map((r) => r.dataType));
  if (dataTypes.has(DATA_TYPE.ALL)) return 'all';
  return [...dataTypes].sort((a, b) => a - b);
}

async function computeUsersInScope(db: Kysely<Database>, userId: number, realm: string, action: string): Promise<UserScope> {
  const dataTypes = await scopeDataTypes(db, userId, realm, action);
  if (dataTypes === 'all') return 'all';
  if (!dataTypes.length) return [userId];

  const visible = new Set<number>([userId]);
  for (const dataType of dataTypes) {
    for (const id of await usersOfDataType(db, userId, dataType)) visible.add(id);
  }
  return [...visible].sort((a, b) => a - b);
}

async function usersOfDataType(db: Kysely<Database>, userId: number, dataType: number): Promise<number[]> {
  switch (dataType) {
    case DATA_TYPE.SELF_AND_SUBORDINATES:
      return userWithSubordinates(db, userId);
    case DATA_TYPE.DEPT:
    case DATA_TYPE.DEPT_AND_DESCENDANTS: {
      const me = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
      if (me?.dept_id == null) return [userId];
      const deptIds = dataType === DATA_TYPE.DEPT ? [me.dept_id] : await deptWithDescendants(db, me.dept_id);
      const users = await db.selectFrom('admin_user').select('user_id').where('dept_id', 'in', deptIds).execute();
      return users.map((u) => u.user_id);
    }
    default: // 1 本人, and anything unknown: the narrowest view
      return [userId];
  }
}

/** The admin_menu id of a dotted key such as `crm.customer.index`. */
async function menuIdOfKey(db: Kysely<Database>, key: string): Promise<number | undefined> {
  const [rootRealm, moduleRealm, actionRealm] = key.split('.');
  const row = await db.selectFrom('admin_menu as root')
    .innerJoin('admin_menu as module', 'module.parent_id', 'root.menu_id')
    .innerJoin('admin_menu as action', 'action.parent_id', 'module.menu_id')
    .select('action.menu_id')
    .where('root.parent_id', '=', 0)
    .where('root.realm', '=', rootRealm)
    .where('module.realm', '=', moduleRealm)
    .where('action.realm', '=', actionRealm ?? '')
    .executeTakeFirst();
  return row?.menu_id;
}
