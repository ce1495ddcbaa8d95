/**
 * The two hierarchies of the company: departments (admin_dept.pid) and reporting lines
 * (admin_user.parent_id). Recursive CTEs with UNION, so a cycle someone saved by mistake ends
 * the walk instead of looping.
 */
import type { Kysely } from 'kysely';
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
