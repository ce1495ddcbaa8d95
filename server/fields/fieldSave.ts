/**
 * field/save (contract 5.7): the designer sends a module's whole field list. In ONE transaction:
 * bump the label's version (which also queues concurrent saves of the label), check every change
 * against the field's `operating` limits, delete the deletable fields left out of the list (their
 * values and value index with them), update the others, insert the new ones (with their index),
 * `sorting` = position in the list. Any refusal rolls all of it back.
 *
 * A list built from an older version (`expectedVersion`, our own optional addition: the label's
 * version the designer loaded) is refused: another admin saved in between, and this list, which
 * lacks their new fields, would delete those fields and every value typed into them since.
 *
 * operating: 0 edit+delete, 1 edit only, 2 delete only, 3 neither. System (fixed) fields never
 * change name or type; a custom field's type is fixed at creation too (its stored values were
 * validated for that type). Attributes of a non-editable field that the designer cannot show
 * (tips, remark, length, default) are kept as stored.
 */
import type { Kysely } from 'kysely';
import {
  createCustomFieldIndex, type CustomValueTable, customValueTableOf, dropCustomFieldIndex, lockCustomFieldDdl,
  removeCustomValues,
} from '../db/customFieldIndexes.ts';
import { FIELD_DESIGN_CONFLICT_MESSAGE } from '../../engine/fields/index.ts';
import type { AdminField, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { CUSTOM_FIELD_TYPES, type DesignerField } from './designerInput.ts';
import { LABEL, listTypeOf } from './fieldLabels.ts';
import { loadFieldRows, splitOptions } from './fieldRows.ts';
import { bumpFieldVersion } from './fieldVersions.ts';

const canEdit = (row: AdminField) => row.operating === 0 || row.operating === 1;
const canDelete = (row: AdminField) => row.operating === 0 || row.operating === 2;

function sameOptions(a: string | null, b: string | null): boolean {
  return splitOptions(a).join(',') === splitOptions(b).join(',');
}

/** Refuses a change the field's limits forbid. */
function checkChange(row: AdminField, input: DesignerField): void {
  if (row.field_type === 1) {
    if (input.name !== row.name) throw new BusinessError(`系统字段「${row.name}」不能修改名称`);
    if (input.type !== row.type) throw new BusinessError(`系统字段「${row.name}」不能修改类型`);
  } else if (input.type !== row.type) {
    throw new BusinessError(`字段「${row.name}」的类型不能修改`);
  }
  if (!canEdit(row)) {
    const changed = input.name !== row.name || !sameOptions(input.options, row.options)
      || input.isNull !== row.is_null || input.isUnique !== row.is_unique;
    if (changed) throw new BusinessError(`字段「${row.name}」不能修改`);
  }
}

/** Lists whose column rows and widths follow this label's fields (the pool shows customer fields). */
function listLabelsOf(label: number): number[] {
  return label === LABEL.customer ? [LABEL.customer, LABEL.pool] : [label];
}

/**
 * `categoryId`: label 10 (office approvals) keeps one field list per approval category
 * (examine_category_id); the save covers that category's rows only. The version stays the label's.
 */
export async function saveFieldDesign(
  db: Kysely<Database>, label: number, inputs: DesignerField[], expectedVersion?: number, categoryId?: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    // The bump locks the label's version row, so the comparison holds until we commit.
    const version = await bumpFieldVersion(trx, label, now);
    if (expectedVersion !== undefined && version - 1 !== expectedVersion) throw new BusinessError(FIELD_DESIGN_CONFLICT_MESSAGE);
    const existing = await loadFieldRows(trx, label, categoryId);
    const byId = new Map(existing.map((row) => [row.field_id, row]));

    for (const input of inputs) {
      if (input.fieldId === undefined) {
        if (!CUSTOM_FIELD_TYPES.includes(input.formType)) throw new BusinessError(`字段「${input.name}」的类型不正确`);
        continue;
      }
      const row = byId.get(input.fieldId);
      if (!row) throw new BusinessError(`字段「${input.name}」不存在或已被删除，请刷新后重试`);
      checkChange(row, input);
    }
    const keptIds = new Set(inputs.map((input) => input.fieldId));
    const deleted = existing.filter((row) => !keptIds.has(row.field_id));
    const undeletable = deleted.find((row) => !canDelete(row));
    if (undeletable) throw new BusinessError(`字段「${undeletable.name}」不能删除`);

    const table = customValueTableOf(label);
    if (table) await lockCustomFieldDdl(trx);
    await deleteFields(trx, label, table, deleted);

    for (const [sorting, input] of inputs.entries()) {
      const row = input.fieldId === undefined ? undefined : byId.get(input.fieldId);
      if (row) await updateField(trx, label, row, input, sorting, now);
      else await insertField(trx, label, table, input, sorting, now, categoryId);
    }
    // DROP INDEX locks the whole table (list reads too) until commit: do it last, when only the
    // commit is left.
    if (table) {
      for (const row of deleted) if (row.field_type !== 1) await dropCustomFieldIndex(trx, table, row.field_id);
    }
    return version;
  });
}

/** Definitions, list columns, widths and values; the value indexes go at the end of the save. */
async function deleteFields(trx: Kysely<Database>, label: number, table: CustomValueTable | undefined, rows: AdminField[]) {
  if (!rows.length) return;
  for (const row of rows) {
    // The `is not null` test finds the rows through the field's own index, still there.
    if (row.field_type !== 1 && table) await removeCustomValues(trx, table, row.field_id);
  }
  const ids = rows.map((row) => row.field_id);
  await trx.deleteFrom('admin_field').where('field_id', 'in', ids).execute();
  await trx.deleteFrom('admin_field_sort').where('field_id', 'in', ids).execute();
  const customNames = rows.filter((row) => row.field_type !== 1).map((row) => row.name);
  if (customNames.length) {
    await trx.deleteFrom('admin_field_style')
      .where('type', 'in', listLabelsOf(label).map((l) => listTypeOf(l)!))
      .where('field_name', 'in', customNames)
      .execute();
  }
}

async function updateField(trx: Kysely<Database>, label: number, row: AdminField, input: DesignerField, sorting: number, now: Date) {
  if (!canEdit(row)) {
    await trx.updateTable('admin_field').set({ sorting, update_time: now }).where('field_id', '=', row.field_id).execute();
    return;
  }
  const fieldName = row.field_type === 1 ? row.field_name : input.name;
  await trx.updateTable('admin_field').set({
    name: input.name, field_name: fieldName, is_null: input.isNull, is_unique: input.isUnique, input_tips: input.inputTips,
    max_length: input.maxLength, default_value: input.defaultValue, options: input.options, remark: input.remark,
    sorting, update_time: now,
  }).where('field_id', '=', row.field_id).execute();
  if (row.field_type !== 1 && input.name !== row.name) {
    // A custom field's list key is its name: keep the users' column rows and widths attached.
    await trx.updateTable('admin_field_sort').set({ name: input.name, field_name: input.name })
      .where('field_id', '=', row.field_id).execute();
    await trx.updateTable('admin_field_style').set({ field_name: input.name, update_time: now })
      .where('type', 'in', listLabelsOf(label).map((l) => listTypeOf(l)!))
      .where('field_name', '=', row.name)
      .execute();
  }
}

async function insertField(
  trx: Kysely<Database>, label: number, table: CustomValueTable | undefined, input: DesignerField, sorting: number, now: Date,
  categoryId: number | undefined,
) {
  const { field_id: fieldId } = await trx.insertInto('admin_field').values({
    field_name: input.name, name: input.name, type: input.type, label, remark: input.remark, input_tips: input.inputTips,
    max_length: input.maxLength, default_value: input.defaultValue, is_unique: input.isUnique, is_null: input.isNull,
    sorting, options: input.options, operating: 0, update_time: now, examine_category_id: categoryId ?? null, field_type: 0, relevant: null,
  }).returning('field_id').executeTakeFirstOrThrow();
  if (table) await createCustomFieldIndex(trx, table, fieldId, input.type);
}
