/**
 * The two hierarchies of the company: departments (admin_dept.pid) and reporting lines
 * (admin_user.parent_id). Recursive CTEs with UNION, so a cycle someone saved by mistake ends
 * the walk instead of looping.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The department and all departments below it. */
export async function deptWithDescendants(db: Kysely<Database>, deptId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('dept_tree(dept_id)', (qb) => qb
      .selectFrom('admin_dept').select('dept_id').where('dept_id', '=', deptId)
      .union(qb.selectFrom('admin_dept as d').innerJoin('dept_tree as t', 't.dept_id', 'd.pid').select('d.dept_id')))
    .selectFrom('dept_tree').select('dept_id')
    .execute();
  return rows.map((r) => r.dept_id);
}

/** The users of the departments and of every department below them (one statement). */
export async function usersOfDepts(db: Kysely<Database>, deptIds: readonly number[]): Promise<number[]> {
  if (!deptIds.length) return [];
  const rows = await db
    .withRecursive('dept_tree(dept_id)', (qb) => qb
      .selectFrom('admin_dept').select('dept_id').where('dept_id', 'in', deptIds)
      .union(qb.selectFrom('admin_dept as d').innerJoin('dept_tree as t', 't.dept_id', 'd.pid').select('d.dept_id')))
    .selectFrom('admin_user').select('user_id')
    .where('dept_id', 'in', (eb) => eb.selectFrom('dept_tree').select('dept_id'))
    .execute();
  return rows.map((r) => r.user_id);
}

/** The people reporting to the user directly (admin_user.parent_id), the user never among them. */
export async function directReports(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('admin_user').select('user_id').where('parent_id', '=', userId).where('user_id', '<>', userId).execute();
  return rows.map((row) => Number(row.user_id));
}

/** The user and everyone reporting to them, directly or not. */
export async function userWithSubordinates(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('reports(user_id)', (qb) => qb
      .selectFrom('admin_user').select('user_id').where('user_id', '=', userId)
      .union(qb.selectFrom('admin_user as u').innerJoin('reports as r', 'r.user_id', 'u.parent_id').select('u.user_id')))
    .selectFrom('reports').select('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The user and everyone above them, up the reporting line. */
export async function userWithSuperiors(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('chain(user_id)', (qb) => qb
      .selectFrom('admin_user').select('user_id').where('user_id', '=', userId)
      .union(qb.selectFrom('admin_user as u')
        .innerJoin('chain as c', 'c.user_id', 'u.user_id')
        .innerJoin('admin_user as p', 'p.user_id', 'u.parent_id')
        .select('p.user_id')))
    .selectFrom('chain').select('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Serialises the writes of the organisation admin (system/user/addUser, setUser, usernameEdit,
 * system/dept/*, and the role writes of system/role/*) for the rest of the transaction: the
 * checks they make (a free username, a superior or parent department outside the moved node's
 * subtree, an empty department, a free name among siblings, a role that exists while it is given,
 * nobody holding a role being deleted, a free role name) stay true until they commit. Two moves at
 * once cannot build a cycle.
 */
export async function lockOrganisation(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('admin_organisation'))`.execute(trx);
}
