/**
 * "Is this value already used by another record?" for fields with is_unique (contract 5.6
 * field/verify; the save repeats the check inside its transaction). Fixed fields compare the
 * entity column, custom fields the indexed `custom->>'<id>'` expression.
 */
import { type Kysely, sql } from 'kysely';
import { isRecordFormColumn } from '../records/recordColumns.ts';
import { descriptorOfTable } from '../modules/descriptors.ts';
import { loose } from '../records/recordStore.ts';
import { type CustomValueTable, customValueSql } from '../db/customFieldIndexes.ts';
import type { AdminField, Database } from '../db/schema.ts';

export interface UniqueExclusion {
  /** field/verify on an edit form sends the record's batch id. */
  batchId?: string;
  /** The save knows the record id. */
  recordId?: number;
}


function fixedColumnOf(table: CustomValueTable, fieldName: string): string {
  // Column names reach SQL as identifiers: only the module's known form columns qualify.
  if (isRecordFormColumn(table, fieldName)) return fieldName;
  throw new Error(`${table} has no form column ${fieldName}`);
}

/** Custom: exactly the indexed expression. Fixed: compared as text (next_time could be unique too). */
function valueTarget(table: CustomValueTable, field: Pick<AdminField, 'field_id' | 'field_type' | 'field_name'>) {
  return field.field_type === 1 ? sql<string>`${sql.ref(fixedColumnOf(table, field.field_name))}::text` : customValueSql(field.field_id);
}

/**
 * isValueTaken for many values at once (a batch save): which records hold each of `values`, in one
 * query. An edit in the batch may keep its own value, so the holders matter, not just "taken".
 */
export async function valueHolders(
  db: Kysely<Database>, table: CustomValueTable, field: Pick<AdminField, 'field_id' | 'field_type' | 'field_name'>, values: string[],
): Promise<Map<string, number[]>> {
  const holders = new Map<string, number[]>();
  if (!values.length) return holders;
  const target = valueTarget(table, field);
  let query = loose(db).selectFrom(table).select([sql<string>`${target}`.as('value'), sql<number>`${sql.ref(descriptorOfTable(table).record.idColumn)}`.as('id')])
    .where(target, 'in', [...new Set(values)]);
  if (table === 'crm_product') query = query.where(sql.ref('status'), '<>', 3);
  for (const row of await query.execute()) {
    const value = String(row.value);
    holders.set(value, [...(holders.get(value) ?? []), Number(row.id)]);
  }
  return holders;
}

export async function isValueTaken(
  db: Kysely<Database>, table: CustomValueTable, field: Pick<AdminField, 'field_id' | 'field_type' | 'field_name'>,
  value: string, exclude: UniqueExclusion = {},
): Promise<boolean> {
  const target = valueTarget(table, field);
  let query = loose(db).selectFrom(table).select(sql<number>`1`.as('taken')).where(target, '=', value);
  if (exclude.batchId) query = query.where('batch_id', '<>', exclude.batchId);
  if (exclude.recordId !== undefined) query = query.where(sql.ref(descriptorOfTable(table).record.idColumn), '<>', exclude.recordId);
  // A deleted product (status 3) keeps its row but frees its number (contract 7.9).
  if (table === 'crm_product') query = query.where(sql.ref('status'), '<>', 3);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
