/**
 * OA approval categories (contract 9.2): finding one, and which ones a user may use.
 *
 * Visibility: a category's `user_ids` / `dept_ids` (",1,2,") name who may use it; both empty means
 * everyone. Otherwise the user must be named, or their own department (admin_user.dept_id; the
 * contract's "contains my dept", as the business types' department lists work). A usable category
 * is also enabled and not deleted. The create menu lists the usable ones, and a submission in a
 * category that is not usable is refused (`requireUsableCategory`), not only hidden.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, OaExamineCategory } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { isSerialId } from '../http/params.ts';

type Db = Kysely<Database>;

/** A live (not deleted) category, or `审批类型不存在`. */
export async function requireExamineCategory(db: Db, categoryId: number): Promise<OaExamineCategory> {
  if (!isSerialId(categoryId)) throw new BusinessError('审批类型不存在');
  const category = await db.selectFrom('oa_examine_category').selectAll()
    .where('category_id', '=', categoryId).where('is_deleted', '=', 0).executeTakeFirst();
  if (!category) throw new BusinessError('审批类型不存在');
  return category;
}

/** ",3," as the csv columns hold one id. */
const member = (id: number) => `,${id},`;

/** The visibility test of one user, for a query over oa_examine_category. */
function visibleTo(userId: number, deptId: number | null) {
  return (eb: ExpressionBuilder<Database, 'oa_examine_category'>) => eb.or([
    eb.and([eb(sql`replace(user_ids, ',', '')`, '=', ''), eb(sql`replace(dept_ids, ',', '')`, '=', '')]),
    eb(sql`strpos(user_ids, ${member(userId)})`, '>', 0),
    ...(deptId === null ? [] : [eb(sql`strpos(dept_ids, ${member(deptId)})`, '>', 0)]),
  ]);
}

async function deptOf(db: Db, userId: number): Promise<number | null> {
  const me = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
  return me?.dept_id ?? null;
}

/** The categories the user may submit in: enabled, not deleted, visible to them; system ones first. */
export async function usableCategories(db: Db, userId: number) {
  const deptId = await deptOf(db, userId);
  return db.selectFrom('oa_examine_category').select(['category_id', 'title', 'type', 'remarks', 'examine_type', 'is_sys'])
    .where('status', '=', 1).where('is_deleted', '=', 0).where(visibleTo(userId, deptId))
    .orderBy('category_id').execute();
}

/**
 * The category of a submission: it exists (`审批类型不存在`), is enabled (`该审批类型已停用`) and the
 * user may use it (`无权使用该审批类型`).
 */
export async function requireUsableCategory(db: Db, userId: number, categoryId: number): Promise<OaExamineCategory> {
  const category = await requireExamineCategory(db, categoryId);
  if (category.status !== 1) throw new BusinessError('该审批类型已停用');
  const deptId = await deptOf(db, userId);
  const visible = await db.selectFrom('oa_examine_category').select('category_id')
    .where('category_id', '=', categoryId).where(visibleTo(userId, deptId)).executeTakeFirst();
  if (!visible) throw new BusinessError('无权使用该审批类型');
  return category;
}
