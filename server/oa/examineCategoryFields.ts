/**
 * The fields of an office approval category (admin_field label 10, `examine_category_id`; contract
 * 5.3, 5.7, 9.2). A new category starts with the two fixed fields every approval has, its columns
 * on oa_examine: `content` 审批事由 (required) and `remark` 备注. The admin then shapes the rest in
 * the field designer (`field/examineFieldSave`), the CRM's field/save scoped to the category: same
 * checks, same storage, same version bump, so every open create view hears the change over the
 * live channel as CRM forms do. System categories' fields are fixed (`系统审批类型暂不支持编辑`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readDesignerFields } from '../fields/designerInput.ts';
import { LABEL } from '../fields/fieldLabels.ts';
import { saveFieldDesign } from '../fields/fieldSave.ts';
import { bumpFieldVersion } from '../fields/fieldVersions.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params, requireInt } from '../http/params.ts';
import { requireExamineCategory } from './examineCategories.ts';

type Db = Kysely<Database>;

/**
 * A new category's first fields (operating 1: the admin may change their tips and whether they are
 * required, not their name or type; field_type 1: oa_examine columns, not custom values).
 */
const FIXED_FIELDS = [
  { field_name: 'content', name: '审批事由', type: 2, is_null: 1, max_length: 1000 },
  { field_name: 'remark', name: '备注', type: 2, is_null: 0, max_length: 1000 },
] as const;

export async function addFixedFields(trx: Db, categoryId: number, now: Date): Promise<void> {
  // The seed carries label-10 rows of a category 7 that it never creates (contract 5.3, rows 62-67):
  // they are nobody's fields, and must not become the first admin-made category's.
  await trx.deleteFrom('admin_field').where('label', '=', LABEL.examine).where('examine_category_id', '=', categoryId).execute();
  await trx.insertInto('admin_field').values(FIXED_FIELDS.map((field, sorting) => ({
    ...field, label: LABEL.examine, remark: null, input_tips: null, default_value: '', is_unique: 0, sorting, options: null,
    operating: 1, update_time: now, examine_category_id: categoryId, field_type: 1, relevant: null,
  }))).execute();
  await bumpFieldVersion(trx, LABEL.examine, now);
}

/** field/examineFieldSave: `{label: 10, categoryId, data: [...], expectedVersion?}`. */
export async function saveExamineCategoryFields(db: Db, params: Params): Promise<void> {
  const label = optionalInt(params, 'label', '模块');
  if (label !== undefined && label !== LABEL.examine) throw new BusinessError('模块格式不正确');
  const categoryId = requireInt(params, 'categoryId', '审批类型');
  const category = await requireExamineCategory(db, categoryId);
  if (category.is_sys === 1) throw new BusinessError('系统审批类型暂不支持编辑');
  const expectedVersion = optionalInt(params, 'expectedVersion', '字段版本');
  if (expectedVersion !== undefined && expectedVersion < 0) throw new BusinessError('字段版本不正确');
  await saveFieldDesign(db, LABEL.examine, readDesignerFields(params.data), expectedVersion, categoryId);
}
