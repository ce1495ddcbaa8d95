/**
 * 部门管理 of the admin backend (contract 4.2; keys manage.users.deptSave/deptUpdate/deptDelete):
 * add, edit (rename, move) and delete a department. One transaction each under the
 * organisation lock, every check before the write. Moving a department changes the data scope
 * of 本部门及下属部门 roles: the admin_dept trigger bumps the permission version in the same
 * transaction (docs/permissions-cache.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, optionalText, type Params, requireInt, requireText } from '../../http/params.ts';
import { deptWithDescendants, lockOrganisation } from '../organisation.ts';

export const DEPT_NAME_MAX_LENGTH = 50;

function readParent(params: Params): number | undefined {
  const pid = optionalInt(params, 'pid', '上级部门');
  if (pid !== undefined && pid < 0) throw new BusinessError('上级部门格式不正确');
  return pid;
}

async function checkParentExists(trx: Kysely<Database>, pid: number): Promise<void> {
  if (pid === 0) return;
  const parent = await trx.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', pid).executeTakeFirst();
  if (!parent) throw new BusinessError('上级部门不存在');
}

/** Names are unique among the children of one parent (two 销售一组 under different 销售部 are fine). */
async function checkNameFree(trx: Kysely<Database>, pid: number, name: string, exceptDeptId?: number): Promise<void> {
  let query = trx.selectFrom('admin_dept').select('dept_id').where('pid', '=', pid).where('name', '=', name);
  if (exceptDeptId !== undefined) query = query.where('dept_id', '<>', exceptDeptId);
  if (await query.executeTakeFirst()) throw new BusinessError('部门名称已存在');
}

export const deptAdminEndpoints = [
  endpoint('system/dept/addDept', { rights: ['manage.users.deptSave'] }, async ({ db, params }) => {
    const pid = readParent(params) ?? 0;
    const name = requireText(params, 'name', '部门名称', DEPT_NAME_MAX_LENGTH);
    const num = optionalInt(params, 'num', '排序');
    const remark = optionalText(params, 'remark', '备注', 200) || null;
    await db.transaction().execute(async (trx) => {
      await lockOrganisation(trx);
      await checkParentExists(trx, pid);
      await checkNameFree(trx, pid, name);
      // without a sort number the new department goes after its siblings
      const last = await trx.selectFrom('admin_dept').select((eb) => eb.fn.max('num').as('num')).where('pid', '=', pid).executeTakeFirst();
      await trx.insertInto('admin_dept').values({ pid, name, num: num ?? (last?.num ?? 0) + 1, remark }).execute();
    });
  }),

  endpoint('system/dept/updateDept', { rights: ['manage.users.deptUpdate'] }, async ({ db, params }) => {
    const deptId = requireInt(params, 'deptId', '部门');
    const sentPid = readParent(params);
    const name = requireText(params, 'name', '部门名称', DEPT_NAME_MAX_LENGTH);
    const num = optionalInt(params, 'num', '排序');
    const remark = optionalText(params, 'remark', '备注', 200);
    await db.transaction().execute(async (trx) => {
      await lockOrganisation(trx);
      const current = await trx.selectFrom('admin_dept').select('pid').where('dept_id', '=', deptId).executeTakeFirst();
      if (!current) throw new BusinessError('部门不存在');
      const pid = sentPid ?? current.pid;
      if (pid === deptId) throw new BusinessError('上级部门不能是该部门本身');
      await checkParentExists(trx, pid);
      if (pid !== 0 && (await deptWithDescendants(trx, deptId)).includes(pid)) {
        throw new BusinessError('该部门的下级部门不能设置为上级部门');
      }
      await checkNameFree(trx, pid, name, deptId);
      await trx.updateTable('admin_dept').set({
        pid, name, ...(num !== undefined ? { num } : {}), ...(remark !== undefined ? { remark: remark || null } : {}),
      }).where('dept_id', '=', deptId).execute();
    });
  }),

  endpoint('system/dept/deleteDept', { rights: ['manage.users.deptDelete'] }, async ({ db, params }) => {
    const deptId = requireInt(params, 'id', '部门');
    await db.transaction().execute(async (trx) => {
      await lockOrganisation(trx);
      const dept = await trx.selectFrom('admin_dept').select('dept_id').where('dept_id', '=', deptId).executeTakeFirst();
      if (!dept) throw new BusinessError('部门不存在');
      // disabled employees count too: they keep their department and may be enabled again
      const member = await trx.selectFrom('admin_user').select('user_id').where('dept_id', '=', deptId).executeTakeFirst();
      if (member) throw new BusinessError('该部门下有员工，不能删除！');
      const child = await trx.selectFrom('admin_dept').select('dept_id').where('pid', '=', deptId).executeTakeFirst();
      if (child) throw new BusinessError('该部门下有下级部门，不能删除！');
      await trx.deleteFrom('admin_dept').where('dept_id', '=', deptId).execute();
    });
  }),
];
