/**
 * `system/dept/queryDeptTree` (contract 4.2): the department tree for pickers and the admin page;
 * `system/dept/queryDeptByAuth` (contract 3.6, 4.2): the departments of the caller's data scope.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalText, requireInt } from '../http/params.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { deptsByScope } from './depts/deptsByScope.ts';
import { deptWithDescendants } from './organisation.ts';

export interface DeptNode { id: number; name: string; pid: number; level: number; label: string; children?: DeptNode[] }

async function allDepts(db: Kysely<Database>) {
  return db.selectFrom('admin_dept').select(['dept_id as id', 'name', 'pid']).orderBy('num').orderBy('dept_id').execute();
}

/** Nested from the roots down; `children` only where there are some (the client relies on it). */
export function toDeptTree(depts: { id: number; name: string; pid: number }[]): DeptNode[] {
  const toNode = (dept: (typeof depts)[number], level: number, path: Set<number>): DeptNode => {
    const node: DeptNode = { id: dept.id, name: dept.name, pid: dept.pid, level, label: dept.name };
    const children = depts
      .filter((child) => child.pid === dept.id && !path.has(child.id)) // a saved cycle ends here
      .map((child) => toNode(child, level + 1, new Set(path).add(child.id)));
    if (children.length) node.children = children;
    return node;
  };
  // A department whose parent is gone is shown as a root rather than lost.
  const ids = new Set(depts.map((d) => d.id));
  return depts.filter((d) => d.pid === 0 || !ids.has(d.pid)).map((d) => toNode(d, 1, new Set([d.id])));
}

export const deptEndpoints = [
  endpoint('system/dept/queryDeptTree', async ({ db, params }) => {
    const type = optionalText(params, 'type', '类型', 20) || 'save';
    const depts = await allDepts(db);
    if (type === 'tree') return toDeptTree(depts);
    if (type === 'save') return depts;
    if (type === 'update') {
      // The departments that may become the parent of `id`: not itself, nothing below it.
      const excluded = new Set(await deptWithDescendants(db, requireInt(params, 'id', '部门')));
      return depts.filter((d) => !excluded.has(d.id));
    }
    throw new BusinessError('类型格式不正确');
  }),

  // session only (contract 3.7 lists no key); flat [{id, name, pid}]
  endpoint('system/dept/queryDeptByAuth', async ({ db, userId, request }) => deptsByScope(db, userId, requestVersion(request))),
];
