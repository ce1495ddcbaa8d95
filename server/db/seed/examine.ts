/**
 * The six system OA approval categories (contract 9.2): all enabled, system, 自选 approvers,
 * created by admin, visible to everyone. Their fields are the label 10 rows of seed/fields.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_USER } from './organisation.ts';

/** [categoryId, title (= remarks), type] */
export const EXAMINE_CATEGORY_SEED: readonly [number, string, number][] = [
  [1, '普通审批', 1],
  [2, '请假审批', 2],
  [3, '出差审批', 3],
  [4, '加班审批', 4],
  [5, '差旅报销', 5],
  [6, '借款申请', 6],
];

export async function seedExamineCategories(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.insertInto('oa_examine_category')
    .values(EXAMINE_CATEGORY_SEED.map(([categoryId, title, type]) => ({
      category_id: categoryId, title, remarks: title, type, create_user_id: SEED_USER.admin, status: 1, is_sys: 1,
      examine_type: 2, user_ids: '', dept_ids: '', create_time: now, update_time: now, is_deleted: 0,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
