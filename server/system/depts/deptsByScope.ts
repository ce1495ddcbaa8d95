/**
 * `system/dept/queryDeptByAuth` (contract 3.6, last bullet; 4.2): the departments a user's data
 * scope reaches, flat `[{id, name, pid}]` by `num`, then id; the department pickers of the BI and
 * workbench filters offer these.
 *
 *   5 全部 (or a super admin)  every department
 *   otherwise                  the user's own department, and
 *     4 本部门及下属部门        every department below it
 *     2 本人及下属              the departments of everyone below the user (recursive parent_id)
 *
 * Which roles count: the original read the data types of ALL the user's roles, whatever they grant;
 * we take those of the roles granting `crm.customer.index` (scopeDataTypes, the roles
 * usersInScope(…, 'crm.customer') counts). So a 审批流管理员 role (data type 5, no CRM menu) does not
 * offer every department of figures the user cannot see, and the picker matches the customer-based
 * workbench and BI figures, which filter the chosen departments' users by that same scope. A user
 * with no such role sees their own department (self only, like usersInScope); one without a
 * department nothing more than what a type 2 scope adds.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DATA_TYPE, scopeDataTypes } from '../../permissions/dataScope.ts';
import { cachedForUser } from '../../permissions/permissionCache.ts';
import { deptWithDescendants, userWithSubordinates } from '../organisation.ts';

export interface DeptRow { id: number; name: string; pid: number }

/** The realm whose data scope decides (see above). */
export const DEPT_SCOPE_REALM = 'crm.customer';

/**
 * Cached per permission version like usersInScope: the triggers of migration 0010 bump it on every
 * change of roles, role menus, user roles, departments and a user's dept or superior.
 */
export async function deptsByScope(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<DeptRow[]> {
  const depts = await cachedForUser(db, userId, `depts:${DEPT_SCOPE_REALM}`, () => computeDeptsByScope(db, userId), knownVersion);
  return depts.map((d) => ({ ...d }));
}

async function computeDeptsByScope(db: Kysely<Database>, userId: number): Promise<DeptRow[]> {
  const [dataTypes, depts] = await Promise.all([
    scopeDataTypes(db, userId, DEPT_SCOPE_REALM),
    db.selectFrom('admin_dept').select(['dept_id as id', 'name', 'pid']).orderBy('num').orderBy('dept_id').execute(),
  ]);
  if (dataTypes === 'all') return depts;

  const visible = new Set<number>();
  const me = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
  if (me?.dept_id != null) {
    visible.add(me.dept_id);
    if (dataTypes.includes(DATA_TYPE.DEPT_AND_DESCENDANTS)) for (const id of await deptWithDescendants(db, me.dept_id)) visible.add(id);
  }
  if (dataTypes.includes(DATA_TYPE.SELF_AND_SUBORDINATES)) {
    const users = await userWithSubordinates(db, userId);
    const rows = await db.selectFrom('admin_user').select('dept_id').where('user_id', 'in', users).where('dept_id', 'is not', null).execute();
    for (const row of rows) visible.add(row.dept_id!);
  }
  return depts.filter((d) => visible.has(d.id));
}
