/**
 * The one save of every CRM record (contract 7.1): CrmCustomer/addOrUpdate, CrmLeads/addOrUpdate,
 * CrmContacts/addOrUpdate, CrmBusiness/addOrUpdate, CrmContract/saveAndUpdate,
 * CrmReceivables/saveOrUpdate, Crm/ReceivablesPlan/saveAndUpdate, CrmProduct/saveAndUpdate.
 * One transaction:
 *   1. hold the label's field definitions (a concurrent field/save waits, and we never validate
 *      against definitions it is replacing);
 *   2. update: the record, locked, must be writable by the user (data scope or read-write team
 *      member), else `没有权限`; unchanged since the form loaded it when the edit says when that
 *      was (`expectedUpdateTime`), else `该客户已被他人修改，请载入最新内容后再保存`; the module may refuse
 *      edits its state forbids (a contract under approval);
 *   3. compile the same definitions field/queryField sends the browser, joinPayload →
 *      validateFormData: the first failure is the answer, e.g. `客户级别不能为空`; a module with
 *      categories (fields/formCategory.ts) compiles the record's category's: a create names it
 *      in the entity (required, one of the module's; written to its column), an update keeps the
 *      record's (a category sent with an edit is ignored, as any column no field writes);
 *   4. storage limits (lengths the columns hold);
 *   5. create: the owner (the creator; leads and contacts keep a supplied one; ownerOnCreate.ts);
 *   6. the module's own rules (relations exist, product pricing, draft status...);
 *   7. create: the final owner's room under the module's owner limit (recordParts.ts; the
 *      customer's `拥有客户数已达上限，无法新增`);
 *   8. uniqueness of is_unique fields (`<name>已存在`) and of the module's numbers, serialised so
 *      two saves cannot both take a value;
 *   9. write, then the module's dependent rows (product lines, stage changes, plan links), then
 *      afterRecordSaved (the operation log's hook).
 * Any refusal throws, so nothing is written.
 */
import { type Kysely, sql } from 'kysely';
import { compileFields, editConflictMessage, type FieldDefinition, joinPayload, type SavePayload, validateFormData } from '../../engine/fields/index.ts';
import type { CustomValueTable } from '../db/customFieldIndexes.ts';
import type { Database } from '../db/schema.ts';
import { formatLocalDateTime } from '../db/localTime.ts';
import { holdFieldDefinitions } from '../fields/fieldVersions.ts';
import { requireClaimableBatch } from '../files/fileAccess.ts';
import { formCategoryOf, recordCategory, requiredCategory } from '../fields/formCategory.ts';
import { crmFormFields, receivablesPlanFormFields } from '../fields/formDefinitions.ts';
import { firstStorageError } from '../fields/storageRules.ts';
import { isValueTaken } from '../fields/uniqueValues.ts';
import { BusinessError } from '../http/errors.ts';
import { afterRecordSaved } from './afterRecordSaved.ts';
import { checkOwnerRoom, ownerOfNewRecord } from './ownerOnCreate.ts';
import { accessibleRecord } from './recordAccess.ts';
import type { RecordModule } from './recordModules.ts';
import type { RecordSavePayload } from './recordSavePayload.ts';
import { partsOf } from './recordParts.ts';
import { findRecord, loose, newBatchId, type RecordRow } from './recordStore.ts';
import { type RecordValues, recordValues } from './recordValues.ts';

export interface SaveContext {
  trx: Kysely<Database>;
  userId: number;
  module: RecordModule;
  payload: RecordSavePayload;
  existing: RecordRow | undefined;
  values: RecordValues;
  /** The columns about to be written; hooks add or change their own. */
  row: Record<string, unknown>;
  now: Date;
  /** What prepare computed for afterWrite (priced product lines...). */
  scratch: Record<string, unknown>;
}

/** A column the module keeps unique with its own message (contract 7.1), e.g. 合同编号. */
export interface UniqueColumn { column: string; message: string }

export interface SaveHooks {
  /** Update only, before validation: refuse edits the record's state forbids. */
  checkEditable?(existing: RecordRow, trx: Kysely<Database>): Promise<void> | void;
  /** After validation: the module's rules and its own columns. */
  prepare?(ctx: SaveContext): Promise<void>;
  uniqueColumns?: readonly UniqueColumn[];
  /** After the record row is written: dependent rows. */
  afterWrite?(ctx: SaveContext & { recordId: number }): Promise<void>;
}

export interface SavedRecord { recordId: number; name: string; created: boolean }

/** The first columns of the row: the form's; the name column is NOT NULL (an admin may have made its field optional). */
export function firstColumns(module: RecordModule, values: RecordValues, existing: RecordRow | undefined): Record<string, unknown> {
  const row: Record<string, unknown> = { ...values.columns };
  if (row[module.nameColumn] === null || row[module.nameColumn] === undefined) row[module.nameColumn] = existing?.[module.nameColumn] ?? '';
  return row;
}

/** Step 3's definitions, compiled once: per save, or once per batch (batchSave.ts). */
export interface SaveForm { compiled: ReturnType<typeof compileFields>; fields: FieldDefinition[] }

/** `categoryId`: the record's category when the module has categories (else all of the label's fields). */
export async function compileForm(trx: Kysely<Database>, module: RecordModule, mode: 'save' | 'update', categoryId?: number): Promise<SaveForm> {
  const definitions = module.key === 'receivablesPlan' ? receivablesPlanFormFields() : await crmFormFields(trx, module.label, categoryId);
  const compiled = compileFields(definitions, { mode, crmType: module.crmType });
  return { compiled, fields: compiled.fields.map((f) => f.definition) };
}

/** Steps 3 and 4: the payload against the compiled form (first failure thrown), then its columns. */
/**
 * A rule's message as a refusal names its field: under the field in the form the spec's text says
 * enough (数字的整数部分须少于12位…), but an API caller or an import's error file needs to know
 * which field (产品编码：数字的整数部分须少于12位…). Messages that name it already stay as they are.
 */
function namedMessage(compiled: SaveForm['compiled'], error: { key: string; message: string }): string {
  const name = compiled.fieldByKey(error.key)?.definition.name;
  return name && !error.message.includes(name) ? `${name}：${error.message}` : error.message;
}

/** The first refusal of form data (its rules, then storage limits), or null: shared with the office approvals' save. */
export function firstFormProblem(compiled: SaveForm['compiled'], formData: Parameters<typeof validateFormData>[1]): string | null {
  const [firstError] = validateFormData(compiled, formData);
  if (firstError) return namedMessage(compiled, firstError);
  return firstStorageError(compiled, formData);
}

export function validatedValues(module: RecordModule, { compiled }: SaveForm, payload: RecordSavePayload): RecordValues {
  // joinPayload reads only fieldId and value of each custom field object.
  const formData = joinPayload({
    entity: payload.entity, field: payload.field as unknown as SavePayload['field'], product: payload.product as SavePayload['product'],
  }, compiled);
  const problem = firstFormProblem(compiled, formData);
  if (problem) throw new BusinessError(problem);
  return recordValues(module.table, compiled, formData, partsOf(module).entityParts);
}

export async function saveRecord(
  db: Kysely<Database>, userId: number, module: RecordModule, payload: RecordSavePayload, hooks: SaveHooks = {},
): Promise<SavedRecord> {
  return db.transaction().execute(async (trx) => {
    await holdFieldDefinitions(trx, module.label);
    const existing = payload.recordId === undefined
      ? undefined
      : await accessibleRecord(trx, userId, module, payload.recordId, 'write', { forUpdate: true });
    if (existing) {
      checkNotChangedSince(module, existing, payload.expectedUpdateTime);
      await hooks.checkEditable?.(existing, trx);
    }

    const category = formCategoryOf(module.label);
    const categoryId = !category ? undefined
      : existing ? recordCategory(category, existing) : await requiredCategory(trx, module.label, category, payload.entity);
    const form = await compileForm(trx, module, existing ? 'update' : 'save', categoryId);
    const values = validatedValues(module, form, payload);

    const now = new Date();
    const row = firstColumns(module, values, existing);
    if (category && !existing) row[category.column] = categoryId;
    if (!existing) row.owner_user_id = await ownerOfNewRecord(trx, userId, module, payload.entity);
    const ctx: SaveContext = { trx, userId, module, payload, existing, values, row, now, scratch: {} };
    await hooks.prepare?.(ctx);
    if (!existing) await checkOwnerRoom(trx, module, row.owner_user_id);

    const { fields } = form;
    if (module.hasCustom) await checkFileFieldBatches(ctx, fields);
    await checkUnique(ctx, fields, hooks.uniqueColumns ?? []);

    const recordId = existing ? await updateRecord(ctx, existing) : await insertRecord(ctx);
    await hooks.afterWrite?.({ ...ctx, recordId });
    const after = (await findRecord(trx, module, recordId))!;
    await afterRecordSaved({ trx, userId, module, recordId, created: !existing, before: existing, after, fields });
    return { recordId, name: String(after[module.nameColumn] ?? ''), created: !existing };
  });
}

/**
 * An edit carries the record's updateTime from when its form loaded: a record saved since (by a
 * colleague, a transfer, the pool job) refuses the edit, which would otherwise undo that change
 * without anyone noticing. The record is locked (forUpdate) from here to the write. The wire
 * format has seconds, so every edit moves update_time on by at least one (nextUpdateTime).
 * batchSave.ts applies the same check to each edit of a batch.
 */
export function checkNotChangedSince(module: RecordModule, existing: RecordRow, expected: string | undefined): void {
  if (expected === undefined) return;
  const current = existing.update_time instanceof Date ? formatLocalDateTime(existing.update_time) : String(existing.update_time ?? '');
  if (current !== expected) throw new BusinessError(editConflictMessage(module.title));
}

async function updateRecord(ctx: SaveContext, existing: RecordRow): Promise<number> {
  const { trx, module } = ctx;
  const id = existing[module.idColumn] as number;
  await loose(trx).updateTable(module.table).set(updatedColumns(ctx, existing)).where(module.idColumn, '=', id).execute();
  return id;
}

/**
 * An edit's update_time: now, or the second after the record's last save when that save fell in
 * this same second. The edit-conflict check (checkNotChangedSince) compares update_time as the
 * client sees it, to the second, so every edit must move that second on: two saves within one
 * second would otherwise look like one version.
 */
function nextUpdateTime(now: Date, previous: unknown): Date {
  if (!(previous instanceof Date)) return now;
  const nextSecond = Math.floor(previous.getTime() / 1000) * 1000 + 1000;
  return now.getTime() >= nextSecond ? now : new Date(nextSecond);
}

/** The columns an edit writes (step 9 of an update; batchSave.ts writes many at once). */
export function updatedColumns(ctx: SaveContext, existing: RecordRow): Record<string, unknown> {
  const { module, values, row, now } = ctx;
  const set: Record<string, unknown> = { ...row, update_time: nextUpdateTime(now, existing.update_time) };
  if (module.hasCustom) {
    // Values of custom fields not on this form (none today) are kept; the form's are replaced.
    const kept = Object.fromEntries(Object.entries(existing.custom ?? {}).filter(([fieldId]) => !values.customFieldIds.includes(fieldId)));
    set.custom = JSON.stringify({ ...kept, ...values.custom });
  }
  return set;
}

async function insertRecord(ctx: SaveContext): Promise<number> {
  const insert = await newRecordColumns(ctx);
  const inserted = await loose(ctx.trx).insertInto(ctx.module.table).values(insert).returning(ctx.module.idColumn).executeTakeFirstOrThrow();
  return inserted[ctx.module.idColumn] as number;
}

/** The columns of a new record's row (step 9 of a create; batchSave.ts writes many at once). */
export async function newRecordColumns(ctx: SaveContext): Promise<Record<string, unknown>> {
  const { module, values, row, now, userId, payload } = ctx;
  const insert: Record<string, unknown> = {
    ...row, create_user_id: userId, owner_user_id: row.owner_user_id ?? userId, create_time: now, update_time: now,
  };
  if (module.hasCustom) {
    insert.custom = JSON.stringify(values.custom);
    insert.batch_id = await batchIdForNewRecord(ctx, payload.batchId);
  } else {
    if (payload.batchId !== undefined) await requireClaimableBatch(ctx.trx, userId, payload.batchId);
    insert.file_batch = payload.batchId ?? newBatchId();
  }
  if (module.hasTeam) Object.assign(insert, { ro_user_id: ',', rw_user_id: ',' });
  return insert;
}

/**
 * The client may upload attachments before the record exists and send their batch id along: a
 * batch no record or follow-up holds, of the saver's own uploads (files/fileAccess.ts).
 */
async function batchIdForNewRecord(ctx: SaveContext, supplied: string | undefined): Promise<string> {
  if (supplied === undefined) return newBatchId();
  await requireClaimableBatch(ctx.trx, ctx.userId, supplied);
  return supplied;
}

/**
 * A file field's value is a batch id: a new one must be claimable as a record's own batch is (an
 * edit may point it at the record's own batch, which the form uploads into).
 */
async function checkFileFieldBatches(ctx: SaveContext, fields: FieldDefinition[]): Promise<void> {
  const { trx, userId, module, values, existing } = ctx;
  const self = existing ? { table: module.table, id: existing[module.idColumn] as number } : undefined;
  for (const field of fields) {
    if (field.formType !== 'file' || field.fieldId === undefined) continue;
    const value = values.custom[String(field.fieldId)];
    if (value === undefined || value === existing?.custom?.[String(field.fieldId)]) continue;
    await requireClaimableBatch(trx, userId, value, self);
  }
}

/**
 * One value step 8 must find free, in the order the checks run (the module's numbers, then the
 * is_unique fields in form order): `own` compares the module's column, `field` the field's value
 * as isValueTaken does. The first taken one is the save's answer (`message`).
 */
export type UniqueCheck =
  | { kind: 'own'; column: string; value: unknown; message: string }
  | { kind: 'field'; field: { field_id: number; field_type: number; field_name: string }; value: string; message: string };

export function uniqueChecksOf(
  values: RecordValues, row: Record<string, unknown>, definitions: FieldDefinition[], uniqueColumns: readonly UniqueColumn[],
): UniqueCheck[] {
  const ownColumns = new Set(uniqueColumns.map((u) => u.column));
  const own: UniqueCheck[] = uniqueColumns
    .filter((u) => row[u.column] !== null && row[u.column] !== undefined && row[u.column] !== '')
    .map(({ column, message }) => ({ kind: 'own', column, value: row[column], message }));
  const fields = definitions.flatMap((definition): UniqueCheck[] => {
    if (!(definition.isUnique === 1 || definition.isUnique === true) || definition.fieldId === undefined || definition.fieldId === null) return [];
    const fixed = definition.fieldType === 1;
    if (fixed && ownColumns.has(definition.fieldName)) return [];
    const value = fixed ? row[definition.fieldName] : values.custom[String(definition.fieldId)];
    if (value === null || value === undefined || value === '') return [];
    const field = { field_id: Number(definition.fieldId), field_type: fixed ? 1 : 0, field_name: definition.fieldName };
    return [{ kind: 'field', field, value: String(value), message: `${definition.name}已存在` }];
  });
  return [...own, ...fields];
}

/** Two saves checking the same value at once would both find it free: they take turns. */
export async function lockUniqueValues(trx: Kysely<Database>, module: RecordModule): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${module.table}:unique`}))`.execute(trx);
}

/** The module's own unique column, as step 8 compares it (a deleted product frees its number, 7.9). */
export function ownUniqueQuery(trx: Kysely<Database>, module: RecordModule, column: string) {
  let query = loose(trx).selectFrom(module.table).where(column, 'is not', null);
  if (module.key === 'product') query = query.where('status', '<>', 3);
  return query;
}

async function checkUnique(ctx: SaveContext, definitions: FieldDefinition[], uniqueColumns: readonly UniqueColumn[]): Promise<void> {
  const { trx, module, values, row, existing } = ctx;
  const checks = uniqueChecksOf(values, row, definitions, uniqueColumns);
  if (!checks.length) return;
  await lockUniqueValues(trx, module);
  const recordId = existing?.[module.idColumn] as number | undefined;
  for (const check of checks) {
    if (check.kind === 'own') {
      let query = ownUniqueQuery(trx, module, check.column).select(module.idColumn).where(check.column, '=', check.value);
      if (recordId !== undefined) query = query.where(module.idColumn, '<>', recordId);
      if (await query.limit(1).executeTakeFirst()) throw new BusinessError(check.message);
    } else if (await isValueTaken(trx, module.table as CustomValueTable, check.field, check.value, { recordId })) {
      throw new BusinessError(check.message);
    }
  }
}
