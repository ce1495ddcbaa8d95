/**
 * The columns of a record module's table, from its descriptor (schemas/modules, `record.columns`
 * with their kinds, and `record.formColumns`: the fixed fields of its forms, contract 5.3
 * field_type 1). One table of columns serves the save (which payload text becomes which column
 * value), the uniqueness check and the list engine (filters and sorts by kind). A fixed field that
 * admin_field names but the descriptor does not is refused on save rather than written to a column
 * nobody checked: these names reach SQL as identifiers.
 */
import type { ColumnKind } from '../../engine/modules/index.ts';
import { descriptorOfTable } from '../modules/descriptors.ts';

/** A record module's table name (the descriptors' `record.table`). */
export type RecordTable = string;

export function recordColumnsOf(table: RecordTable): Readonly<Record<string, ColumnKind>> {
  return descriptorOfTable(table).record.columns;
}

export function isRecordFormColumn(table: RecordTable, column: string): boolean {
  return descriptorOfTable(table).record.formColumns.includes(column);
}

/** Relations, categories, stages, users: single ids in integer columns. */
export function isIntegerColumn(table: RecordTable, column: string): boolean {
  return recordColumnsOf(table)[column] === 'int';
}
