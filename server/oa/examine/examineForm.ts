/**
 * The form of an approval category (contract 5.3 label 10, 5.4, 9.2): its admin_field rows
 * (examine_category_id). A system category's are the seeded templates (请假 with its leave types,
 * start/end and duration; 出差 with 行程明细; 差旅报销 with 费用明细...); a custom category's are
 * `content` 审批事由 (required) and `remark` 备注, which its creation writes, plus what the designer
 * added. Should a custom category lack those two rows, they are supplied here, so every approval has
 * its reason. The same definitions are the browser's create form (field/queryField) and the
 * server's check of a save (examineInput.ts): one source for every rule.
 */
import type { Kysely } from 'kysely';
import { compileFields, type CompiledForm, type FieldDefinition } from '../../../engine/fields/index.ts';
import type { AdminField, Database, OaExamineCategory } from '../../db/schema.ts';
import { designerRow, loadFieldRows } from '../../fields/fieldRows.ts';
import { requireUsableCategory } from '../examineCategories.ts';

const EXAMINE_LABEL = 10;

/** The two fields every custom category starts with (contract 9.2). */
function defaultRow(category: OaExamineCategory, fieldName: 'content' | 'remark'): AdminField {
  const content = fieldName === 'content';
  return {
    field_id: 0, field_name: fieldName, name: content ? '审批事由' : '备注', type: 2, label: EXAMINE_LABEL, remark: null, input_tips: null,
    max_length: null, default_value: '', is_unique: 0, is_null: content ? 1 : 0, sorting: content ? -2 : -1, options: null,
    operating: 1, update_time: category.create_time, examine_category_id: category.category_id, field_type: 1, relevant: null,
  };
}

export async function categoryFieldRows(db: Kysely<Database>, category: OaExamineCategory): Promise<AdminField[]> {
  const rows = await loadFieldRows(db, EXAMINE_LABEL, category.category_id);
  if (category.is_sys === 1) return rows;
  const has = (name: string) => rows.some((row) => row.field_type === 1 && row.field_name === name);
  return [...(has('content') ? [] : [defaultRow(category, 'content')]), ...(has('remark') ? [] : [defaultRow(category, 'remark')]), ...rows];
}

/** A row as the form reads it: every column camelCased, formType, setting; a supplied row has no id. */
export function formFieldOf(row: AdminField): Record<string, unknown> {
  const field = designerRow(row);
  return row.field_id === 0 ? { ...field, fieldId: null } : field;
}

/** field/queryField label=10 id=<categoryId>: the create form of a category the user may use. */
export async function examineCreateForm(db: Kysely<Database>, userId: number, categoryId: number): Promise<Record<string, unknown>[]> {
  const category = await requireUsableCategory(db, userId, categoryId);
  return (await categoryFieldRows(db, category)).map((row) => ({ ...formFieldOf(row), value: '' }));
}

/** The compiled form a save is checked against: the browser's, with 出差's days and 差旅报销's money derived from the lines. */
export async function compiledExamineForm(db: Kysely<Database>, category: OaExamineCategory, mode: 'save' | 'update'): Promise<CompiledForm> {
  const definitions = (await categoryFieldRows(db, category)).map((row) => formFieldOf(row) as unknown as FieldDefinition);
  return compileFields(definitions, { mode, examineType: category.type });
}
