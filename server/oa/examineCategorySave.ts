/**
 * The admin's calls that change office approval categories (contract 9.2, perm manage.oa.examine):
 *   setExamineCategory     JSON {id?, title, remarks, examineType, userIds, deptIds, step:[{stepType, checkUserId}]}
 *                          → {categoryId}. A new category is custom (type 0, is_sys 0), enabled,
 *                          with the fixed fields 审批事由 and 备注; an edit keeps its id, fields and
 *                          approvals, and versions its levels (examineCategorySteps.ts);
 *   deleteExamineCategory  `id`: soft delete; system categories stay (`系统审批类型不能删除`);
 *   updateStatus           `id`: 启用 ↔ 停用.
 * The flow is read by the same code as the CRM flows' (examine/flowInput.ts). Every
 * refusal comes before the first write, or rolls the transaction back: nothing is half written.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { csvOf } from '../examine/people.ts';
import { checkFlowPeople, readFlow, readFlowIdList } from '../examine/flowInput.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, optionalText, type Params, requireInt, requireText } from '../http/params.ts';
import { requireExamineCategory } from './examineCategories.ts';
import { addFixedFields } from './examineCategoryFields.ts';
import { replaceLevels } from './examineCategorySteps.ts';

type Db = Kysely<Database>;

export const MAX_TITLE_CHARS = 50;

function readCategory(params: Params) {
  const categoryId = optionalInt(params, 'id', '审批类型') ?? optionalInt(params, 'categoryId', '审批类型');
  const title = requireText(params, 'title', '审批名称', MAX_TITLE_CHARS);
  const remarks = optionalText(params, 'remarks', '审批说明') ?? '';
  const userIds = readFlowIdList(params.userIds, '可见员工');
  const deptIds = readFlowIdList(params.deptIds, '可见部门');
  return { categoryId, title, remarks, userIds, deptIds, flow: readFlow(params) };
}

export async function setExamineCategory(db: Db, userId: number, params: Params): Promise<{ categoryId: number }> {
  const input = readCategory(params);
  return db.transaction().execute(async (trx) => {
    await checkFlowPeople(trx, input.flow, { userIds: input.userIds, deptIds: input.deptIds, usersLabel: '可见员工', deptsLabel: '可见部门' });
    let sameTitle = trx.selectFrom('oa_examine_category').select('category_id').where('title', '=', input.title).where('is_deleted', '=', 0);
    if (input.categoryId !== undefined) sameTitle = sameTitle.where('category_id', '<>', input.categoryId);
    if (await sameTitle.executeTakeFirst()) throw new BusinessError('审批名称已存在');
    const now = new Date();
    const values = {
      title: input.title, remarks: input.remarks, examine_type: input.flow.examineType,
      user_ids: csvOf(input.userIds), dept_ids: csvOf(input.deptIds), update_time: now,
    };
    let categoryId: number;
    if (input.categoryId !== undefined) {
      const updated = await trx.updateTable('oa_examine_category').set(values)
        .where('category_id', '=', input.categoryId).where('is_deleted', '=', 0).returning('category_id').executeTakeFirst();
      if (!updated) throw new BusinessError('审批类型不存在');
      categoryId = updated.category_id;
    } else {
      const created = await trx.insertInto('oa_examine_category').values({
        ...values, type: 0, create_user_id: userId, status: 1, is_sys: 0, create_time: now, is_deleted: 0,
      }).returning('category_id').executeTakeFirstOrThrow();
      categoryId = created.category_id;
      await addFixedFields(trx, categoryId, now);
    }
    await replaceLevels(trx, categoryId, input.flow.steps, now);
    return { categoryId };
  });
}

export async function deleteExamineCategory(db: Db, userId: number, params: Params): Promise<void> {
  const category = await requireExamineCategory(db, requireInt(params, 'id', '审批类型'));
  if (category.is_sys === 1) throw new BusinessError('系统审批类型不能删除');
  const now = new Date();
  await db.updateTable('oa_examine_category').set({ is_deleted: 1, delete_time: now, delete_user_id: userId, update_time: now })
    .where('category_id', '=', category.category_id).where('is_deleted', '=', 0).execute();
}

/** 启用 ↔ 停用, in one statement (two admins clicking at once toggle twice, never half). */
export async function toggleExamineCategory(db: Db, params: Params): Promise<void> {
  const category = await requireExamineCategory(db, requireInt(params, 'id', '审批类型'));
  await db.updateTable('oa_examine_category')
    .set((eb) => ({ status: eb.case().when('status', '=', 1).then(0).else(1).end(), update_time: new Date() }))
    .where('category_id', '=', category.category_id).execute();
}
