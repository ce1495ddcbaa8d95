/**
 * field/information (contract 5.5): the detail page's "基本信息" block. Fixed fields from a
 * whitelist of columns first, then every custom field, then the module's extra rows. Each element
 * is the designer row without fieldType/fieldName/setting/type, plus `value`.
 */
import type { Kysely } from 'kysely';
import { INFORMATION_COLUMNS, informationExtras, informationRecord } from '../records/recordInformation.ts';
import { recordModuleOf } from '../records/recordModules.ts';
import { descriptorOfLabel } from '../modules/descriptors.ts';
import type { AdminField, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { designerRow, formTypeOf, loadFieldRows } from './fieldRows.ts';
import { presentValue } from './fieldValues.ts';

function informationRow(row: AdminField, value: unknown): Record<string, unknown> {
  const { fieldType: _fieldType, fieldName: _fieldName, setting: _setting, type: _type, ...rest } = designerRow(row);
  return { ...rest, value };
}

export async function fieldInformation(db: Kysely<Database>, userId: number, types: number, id: number): Promise<unknown[]> {
  const descriptor = descriptorOfLabel(types);
  // Every module with a list has a detail page; the receivables plan (a form, no list) has none.
  if (!descriptor?.lists) throw new BusinessError('该模块暂不支持');
  const module = recordModuleOf(descriptor);
  const record = await informationRecord(db, userId, module.key, id, module);
  // The columns each module shows (contract 5.5); the detail header shows the rest.
  const columns = INFORMATION_COLUMNS[module.key] ?? descriptor.record.formColumns;
  const rows = await loadFieldRows(db, types);
  const fixed = rows.filter((row) => row.field_type === 1 && columns.includes(row.field_name));
  const out: Record<string, unknown>[] = [];
  for (const row of fixed) {
    const stored = record[row.field_name];
    // The original pre-formats contract and receivables dates as yyyy-MM-dd: our date columns already are.
    out.push(informationRow(row, await presentValue(db, formTypeOf(row), stored, 'information')));
  }
  for (const row of rows.filter((r) => r.field_type !== 1)) {
    out.push(informationRow(row, await presentValue(db, formTypeOf(row), record.custom?.[String(row.field_id)], 'information')));
  }
  return [...out, ...(await informationExtras(db, module.key, record))];
}
