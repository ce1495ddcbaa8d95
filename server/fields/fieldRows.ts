/**
 * admin_field rows → the field objects the client reads (contract 5.4 / 5.7): `formType` from the
 * type code, `setting` split from `options`, and the module's rows in display order.
 */
import type { Kysely } from 'kysely';
import { type FormType, formTypeOfCode } from '../../engine/fields/index.ts';
import type { AdminField, Database } from '../db/schema.ts';

export async function loadFieldRows(db: Kysely<Database>, label: number, categoryId?: number): Promise<AdminField[]> {
  let query = db.selectFrom('admin_field').selectAll().where('label', '=', label);
  if (categoryId !== undefined) query = query.where('examine_category_id', '=', categoryId);
  return query.orderBy('sorting').orderBy('field_id').execute();
}

/** A comma list as the designer sends and stores it: trimmed, no empty items. */
export function splitOptions(options: string | null | undefined): string[] {
  if (!options) return [];
  return options.split(',').map((option) => option.trim()).filter((option) => option !== '');
}

export function formTypeOf(row: Pick<AdminField, 'type'>): FormType | null {
  return formTypeOfCode(row.type);
}

/** select/checkbox carry their options as `setting`; every other type an empty list. */
export function settingOf(row: Pick<AdminField, 'type' | 'options'>): string[] {
  const formType = formTypeOf(row);
  return formType === 'select' || formType === 'checkbox' ? splitOptions(row.options) : [];
}

/** Form types whose value (and default) travel as lists. */
export function isListValued(formType: FormType | null): boolean {
  return formType === 'checkbox' || formType === 'user' || formType === 'structure';
}

/** Every column camelCased + formType + setting: the designer's row (field/list, label-10 forms). */
export function designerRow(row: AdminField): Record<string, unknown> {
  const formType = formTypeOf(row);
  return {
    fieldId: row.field_id, fieldName: row.field_name, name: row.name, type: row.type, label: row.label,
    remark: row.remark, inputTips: row.input_tips, maxLength: row.max_length,
    defaultValue: isListValued(formType) ? splitOptions(row.default_value) : row.default_value,
    isUnique: row.is_unique, isNull: row.is_null, sorting: row.sorting, options: row.options,
    operating: row.operating, updateTime: row.update_time, examineCategoryId: row.examine_category_id,
    fieldType: row.field_type, relevant: row.relevant, formType, setting: settingOf(row),
  };
}
