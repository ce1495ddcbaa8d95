/**
 * Where custom field values live, and their indexes. Every entity table keeps its custom values in
 * `custom jsonb` keyed by field id (`{"17": "A（重点客户）"}`), and every custom field has a btree
 * expression index `((custom->>'<fieldId>') nulls first)`, created when the admin adds the field
 * and dropped when the field is deleted, so a list can filter and sort by it at a million rows
 * (measured in tests/bench/custom-field-storage.ts, reasons in docs/custom-fields.md). NULLS FIRST:
 * list sorts put empty values first going up and last going down (records/list/listQuery.ts orderOf),
 * which one such index serves in both directions.
 *
 * List queries MUST write the value as `customValueSql(fieldId)` (the same expression text the
 * index was built on), or the planner will not use the index.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema.ts';
import { descriptorOfLabel, moduleDescriptors } from '../modules/descriptors.ts';

/** An entity table holding custom values: a module's `record.table` whose descriptor says `custom`. */
export type CustomValueTable = string;

/** The table of a field label's custom values (its module descriptor's), if the module keeps any. */
export function customValueTableOf(label: number): CustomValueTable | undefined {
  const module = descriptorOfLabel(label);
  return module?.record.custom ? module.record.table : undefined;
}

/** Field ids come from our own serial column; anything else here would be SQL injection. */
function checkedFieldId(fieldId: number): number {
  if (!Number.isSafeInteger(fieldId) || fieldId <= 0) throw new Error(`not a field id: ${fieldId}`);
  return fieldId;
}

/** `(custom->>'17')`, optionally qualified: `(c.custom->>'17')`. The text the indexes are built on. */
function customValueText(fieldId: number, tableAlias?: string): string {
  if (tableAlias !== undefined && !/^[a-z_][a-z0-9_]*$/.test(tableAlias)) throw new Error(`bad alias: ${tableAlias}`);
  const column = tableAlias ? `${tableAlias}.custom` : 'custom';
  return `(${column}->>'${checkedFieldId(fieldId)}')`;
}

export function customValueSql(fieldId: number, tableAlias?: string): RawBuilder<string | null> {
  return sql.raw<string | null>(customValueText(fieldId, tableAlias));
}

/** The numeric expression of customNumberSql, as text (index DDL takes no parameters). */
function customNumberText(fieldId: number, tableAlias?: string): string {
  const value = customValueText(fieldId, tableAlias);
  return `(case when ${value} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${value}::numeric end)`;
}

/** admin_field.type of number (数字) and floatnumber (货币): their values are sorted and compared as numbers. */
export const NUMBER_FIELD_TYPES: ReadonlySet<number> = new Set([5, 6]);

/**
 * A custom number's value as `numeric`, NULL when empty or not a number (values are JSON text):
 * `100` sorts after `20`. Number fields have an index on this very expression too.
 */
export function customNumberSql(fieldId: number, tableAlias?: string): RawBuilder<string | null> {
  return sql.raw<string | null>(customNumberText(fieldId, tableAlias));
}

export function customFieldIndexName(table: CustomValueTable, fieldId: number): string {
  return `${table}_cf_${checkedFieldId(fieldId)}`;
}

function customNumberIndexName(table: CustomValueTable, fieldId: number): string {
  return `${table}_cfn_${checkedFieldId(fieldId)}`;
}

/**
 * Index DDL from two transactions at once (the seed of two starting processes, a field/save) could
 * both pass `if not exists` and then collide; this transaction-scoped advisory lock orders them.
 */
const CUSTOM_FIELD_DDL_LOCK = 730_501;

export async function lockCustomFieldDdl(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(CUSTOM_FIELD_DDL_LOCK)})`.execute(trx);
}

/** The field's value index, and for a number field its numeric index (sort and compare). */
export async function createCustomFieldIndex(trx: Kysely<Database>, table: CustomValueTable, fieldId: number, fieldType: number): Promise<void> {
  await sql.raw(`create index if not exists ${customFieldIndexName(table, fieldId)} on ${table} ((custom->>'${checkedFieldId(fieldId)}') nulls first)`).execute(trx);
  if (NUMBER_FIELD_TYPES.has(fieldType)) await createCustomNumberIndex(trx, table, fieldId);
}

async function createCustomNumberIndex(trx: Kysely<Database>, table: CustomValueTable, fieldId: number): Promise<void> {
  await sql.raw(`create index if not exists ${customNumberIndexName(table, fieldId)} on ${table} (${customNumberText(fieldId)} nulls first)`).execute(trx);
}

export async function dropCustomFieldIndex(trx: Kysely<Database>, table: CustomValueTable, fieldId: number): Promise<void> {
  await sql.raw(`drop index if exists ${customFieldIndexName(table, fieldId)}`).execute(trx);
  await sql.raw(`drop index if exists ${customNumberIndexName(table, fieldId)}`).execute(trx);
}

/**
 * Deletes a field's values from every record. The `is not null` test is the indexed expression, so
 * only the rows holding a value are visited (run it before dropping the index).
 */
export async function removeCustomValues(trx: Kysely<Database>, table: CustomValueTable, fieldId: number): Promise<number> {
  const id = checkedFieldId(fieldId);
  const result = await sql.raw(`update ${table} set custom = custom - '${id}' where (custom->>'${id}') is not null`).execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Makes the indexes match the custom fields: creates the missing ones (seeded fields, a module
 * whose table arrived after its fields) and drops those of fields that no longer exist. Run by the
 * seed at every start; takes the DDL lock itself, so call it inside a transaction.
 */
export async function syncCustomFieldIndexes(trx: Kysely<Database>): Promise<void> {
  await lockCustomFieldDdl(trx);
  for (const module of moduleDescriptors().filter((m) => m.record.custom)) {
    const { label, record: { table } } = module;
    const fields = await trx.selectFrom('admin_field').select(['field_id', 'type'])
      .where('label', '=', Number(label)).where('field_type', '=', 0).execute();
    const numbers = fields.filter((f) => NUMBER_FIELD_TYPES.has(f.type));
    const wanted = new Set([
      ...fields.map((f) => customFieldIndexName(table, f.field_id)),
      ...numbers.map((f) => customNumberIndexName(table, f.field_id)),
    ]);
    const existing = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexname ~ ${`^${table}_cfn?_[0-9]+$`}
    `.execute(trx);
    const have = new Set(existing.rows.map((r) => r.indexname));
    for (const field of fields) {
      if (!have.has(customFieldIndexName(table, field.field_id))) await createCustomFieldIndex(trx, table, field.field_id, 0);
    }
    for (const field of numbers) {
      if (!have.has(customNumberIndexName(table, field.field_id))) await createCustomNumberIndex(trx, table, field.field_id);
    }
    for (const name of have) {
      if (!wanted.has(name)) await sql.raw(`drop index if exists ${name}`).execute(trx);
    }
  }
}
