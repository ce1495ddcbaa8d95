/**
 * A module whose fields depend on a category (its descriptor's `category`, as office approvals'
 * on their type): a record's form is its label's admin_field rows of its category
 * (examine_category_id) plus the shared rows (no category: the fixed fields and what the designer
 * adds). A category no row names is not one of the module's: a form of only the shared fields
 * would let a record into a category that does not exist. Label 10 (OA approvals) keeps its own
 * older path (queryField.ts: `id` is the category, no shared rows).
 */
import type { Kysely } from 'kysely';
import { categoryColumnOf } from '../../engine/modules/index.ts';
import type { AdminField, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params } from '../http/params.ts';
import { descriptorOfLabel } from '../modules/descriptors.ts';

export interface FormCategory {
  /** The request/entity key (`categoryId`). */
  key: string;
  /** Its column on the record (`category_id`). */
  column: string;
  /** The module's record name, for messages: `拜访类型不能为空`. */
  title: string;
}

export function formCategoryOf(label: number): FormCategory | undefined {
  const module = descriptorOfLabel(label);
  if (!module?.category) return undefined;
  return { key: module.category.key, column: categoryColumnOf(module.category), title: module.record.title };
}

/** The category's rows and the shared ones, in display order. */
export async function categoryFieldRows(db: Kysely<Database>, label: number, categoryId: number): Promise<AdminField[]> {
  return db.selectFrom('admin_field').selectAll().where('label', '=', label)
    .where((eb) => eb.or([eb('examine_category_id', '=', categoryId), eb('examine_category_id', 'is', null)]))
    .orderBy('sorting').orderBy('field_id').execute();
}

/** The category a create names under the category's key: required, and one of the module's. */
export async function requiredCategory(db: Kysely<Database>, label: number, category: FormCategory, params: Params): Promise<number> {
  const categoryId = optionalInt(params, category.key, `${category.title}类型`);
  if (categoryId === undefined) throw new BusinessError(`${category.title}类型不能为空`);
  const own = await db.selectFrom('admin_field').select('field_id').where('label', '=', label)
    .where('examine_category_id', '=', categoryId).limit(1).executeTakeFirst();
  if (!own) throw new BusinessError(`${category.title}类型不存在`);
  return categoryId;
}

/** A stored record's category (its column). */
export function recordCategory(category: FormCategory, row: Record<string, unknown>): number {
  return Number(row[category.column]);
}
