/**
 * OA approval categories (contract 9.2). For now only what the admin field designer needs: the
 * category list. Creating, editing and deleting categories come with the approval module.
 */
import type { Kysely } from 'kysely';
import type { Database, OaExamineCategory } from '../db/schema.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';

/** A live (not deleted) category, or `审批类型不存在`. */
export async function requireExamineCategory(db: Kysely<Database>, categoryId: number): Promise<OaExamineCategory> {
  const category = await db.selectFrom('oa_examine_category').selectAll()
    .where('category_id', '=', categoryId).where('is_deleted', '=', 0).executeTakeFirst();
  if (!category) throw new BusinessError('审批类型不存在');
  return category;
}

export const examineCategoryEndpoints = [
  // Session only. Every category not deleted (enabled or not), as the admin designer lists them;
  // the per-user visibility filter of contract 9.2 comes with the approval module's create menu.
  endpoint('OaExamineCategory/queryAllExamineCategoryList', async ({ db }) => {
    const rows = await db.selectFrom('oa_examine_category')
      .select(['category_id', 'title', 'remarks', 'type', 'status', 'is_sys', 'examine_type'])
      .where('is_deleted', '=', 0).orderBy('category_id').execute();
    return rows.map((row) => ({
      categoryId: row.category_id, title: row.title, remarks: row.remarks, type: row.type, status: row.status,
      isSys: row.is_sys, examineType: row.examine_type,
    }));
  }),
];
