/**
 * The create-form field objects of contract 5.4: the module's admin_field rows in display order,
 * plus the pseudo fields the server appends (customer map_address; business type/status/product;
 * contract product), and the hard-coded receivables-plan list. The same objects are what the
 * server compiles with the engine to validate a save (records/savePipeline.ts): browser and server
 * judge a form from one definition list.
 */
import type { Kysely } from 'kysely';
import type { FieldDefinition } from '../../engine/fields/index.ts';
import type { AdminField, Database } from '../db/schema.ts';
import { LABEL } from './fieldLabels.ts';
import { categoryFieldRows } from './formCategory.ts';
import { formTypeOf, isListValued, loadFieldRows, settingOf, splitOptions } from './fieldRows.ts';
import { deptsOf, usersOf } from './fieldValues.ts';

/** A form field as sent to the client: the engine's definition plus the contract's extra keys. */
export type FormField = FieldDefinition & Record<string, unknown>;

/**
 * The admin's default, in the value's shape: the original never sent it to CRM create forms (its
 * query did not select the column), a quirk the contract allows us to fix.
 */
async function defaultValueOf(db: Kysely<Database>, row: AdminField): Promise<unknown> {
  const formType = formTypeOf(row);
  if (formType === 'user') return usersOf(db, row.default_value);
  if (formType === 'structure') return deptsOf(db, row.default_value);
  if (isListValued(formType)) return splitOptions(row.default_value);
  return row.default_value;
}

export async function formFieldOf(db: Kysely<Database>, row: AdminField): Promise<FormField> {
  const formType = formTypeOf(row);
  // The designer refuses unknown types; a row with one was written behind its back and would
  // make an unrenderable, unsaveable form: fail loudly instead of hiding the field.
  if (formType === null) throw new Error(`admin_field ${row.field_id} has the unknown type ${row.type}`);
  return {
    fieldId: row.field_id, fieldName: row.field_name, name: row.name, type: row.type, formType,
    inputTips: row.input_tips, options: row.options, setting: settingOf(row),
    isUnique: row.is_unique as 0 | 1, isNull: row.is_null as 0 | 1, value: '', fieldType: row.field_type,
    sorting: row.sorting, defaultValue: await defaultValueOf(db, row),
  };
}

const PRODUCT_GRID: FormField = {
  fieldName: 'product', name: '产品', value: { discountRate: '', product: [], totalPrice: '' },
  formType: 'product', setting: [], isNull: 0, fieldType: 1,
};

/** Appended after the admin_field rows, per module (contract 5.4 create mode). */
function pseudoFields(label: number): FormField[] {
  switch (label) {
    case LABEL.customer:
      return [{ fieldName: 'map_address', name: '地区定位', formType: 'map_address', isNull: 0, fieldType: 1 }];
    case LABEL.business:
      return [
        { fieldName: 'type_id', name: '商机状态组', value: '', formType: 'business_type', setting: [], isNull: 1, fieldType: 1 },
        { fieldName: 'status_id', name: '商机阶段', value: '', formType: 'business_status', setting: [], isNull: 1, fieldType: 1 },
        { ...PRODUCT_GRID },
      ];
    case LABEL.contract:
      return [{ ...PRODUCT_GRID }];
    default:
      return [];
  }
}

/**
 * Create-mode fields of a record module (labels 1..7 and the modules registered after them); of
 * one category when the module has categories (formCategory.ts), else all of the label's.
 */
export async function crmFormFields(db: Kysely<Database>, label: number, categoryId?: number): Promise<FormField[]> {
  const rows = categoryId === undefined ? await loadFieldRows(db, label) : await categoryFieldRows(db, label, categoryId);
  const fields = await Promise.all(rows.map((row) => formFieldOf(db, row)));
  return [...fields, ...pseudoFields(label)];
}

const RETURN_TYPES = ['支票', '现金', '邮政汇款', '电汇', '网上转账', '支付宝', '微信支付', '其他'];

/** Label 8: the original ignores admin_field and answers this fixed list (contract 5.4). */
export function receivablesPlanFormFields(): FormField[] {
  const field = (fieldName: string, name: string, formType: FormField['formType'], isNull: 0 | 1, setting: string[] = []): FormField =>
    ({ name, value: '', fieldName, formType, fieldType: 1, setting, isNull });
  return [
    field('customer_id', '客户名称', 'customer', 1),
    field('contract_id', '合同编号', 'contract', 1),
    field('money', '计划回款金额', 'number', 1),
    field('return_date', '计划回款日期', 'date', 1),
    field('return_type', '计划回款方式', 'select', 1, RETURN_TYPES),
    field('remind', '提前几天提醒', 'number', 0),
    field('remark', '备注', 'textarea', 0),
  ];
}
