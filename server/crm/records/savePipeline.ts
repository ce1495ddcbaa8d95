/**
 * The one save of every CRM record (contract 7.1): CrmCustomer/addOrUpdate, CrmLeads/addOrUpdate,
 * CrmContacts/addOrUpdate, CrmBusiness/addOrUpdate, CrmContract/saveAndUpdate,
 * CrmReceivables/saveOrUpdate, Crm/ReceivablesPlan/saveAndUpdate, CrmProduct/saveAndUpdate.
 * One transaction:
 *   1. hold the label's field definitions (a concurrent field/save waits, and we never validate
 *      against definitions it is replacing);
 *   2. update: the record, locked, must be writable by the user (data scope or read-write team
 *      member), else `没有权限`; the module may refuse edits its state forbids (a contract under
 *      approval);
 *   3. compile the same definitions field/queryField sends the browser, joinPayload →
 *      validateFormData: the first failure is the answer, e.g. `客户级别不能为空`;
 *   4. storage limits (lengths the columns hold);
 *   5. create: the owner (the creator; leads and contacts keep a supplied one; ownerOnCreate.ts);
 *   6. the module's own rules (relations exist, product pricing, draft status...);
 *   7. create of a customer: its final owner's customer limit `拥有客户数已达上限，无法新增`;
 *   8. uniqueness of is_unique fields (`<name>已存在`) and of the module's numbers, serialised so
 *      two saves cannot both take a value;
 *   9. write, then the module's dependent rows (product lines, stage changes, plan links), then
 *      afterRecordSaved (the operation log's hook).
 * Any refusal throws, so nothing is written.
 */
import { type Kysely, sql } from 'kysely';
import { compileFields, type FieldDefinition, joinPayload, type SavePayload, validateFormData } from '../../../engine/fields/index.ts';
import type { CustomValueTable } from '../../db/customFieldIndexes.ts';
import type { Database } from '../../db/schema.ts';
import { holdFieldDefinitions } from '../../fields/fieldVersions.ts';
import { crmFormFields, receivablesPlanFormFields } from '../../fields/formDefinitions.ts';
import { firstStorageError } from '../../fields/storageRules.ts';
import { isValueTaken } from '../../fields/uniqueValues.ts';
import { BusinessError } from '../../http/errors.ts';
import { newBatchId } from '../customerStore.ts';
import { afterRecordSaved } from './afterRecordSaved.ts';
import { checkNewCustomerLimit, ownerOfNewRecord } from './ownerOnCreate.ts';
import { accessibleRecord } from './recordAccess.ts';
import type { RecordModule } from './recordModules.ts';
import type { RecordSavePayload } from './recordSavePayload.ts';
import { findRecord, loose, type RecordRow } from './recordStore.ts';
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

export async function saveRecord(
  db: Kysely<Database>, userId: number, module: RecordModule, payload: RecordSavePayload, hooks: SaveHooks = {},
): Promise<SavedRecord> {
  return db.transaction().execute(async (trx) => {
    await holdFieldDefinitions(trx, module.label);
    const existing = payload.recordId === undefined
      ? undefined
      : await accessibleRecord(trx, userId, module, payload.recordId, 'write', { forUpdate: true });
    if (existing) await hooks.checkEditable?.(existing, trx);

    const definitions = module.key === 'receivablesPlan' ? receivablesPlanFormFields() : await crmFormFields(trx, module.label);
    const compiled = compileFields(definitions, { mode: existing ? 'update' : 'save', crmType: module.crmType });
    // joinPayload reads only fieldId and value of each custom field object.
    const formData = joinPayload({
      entity: payload.entity, field: payload.field as unknown as SavePayload['field'], product: payload.product as SavePayload['product'],
    }, compiled);
    const [firstError] = validateFormData(compiled, formData);
    if (firstError) throw new BusinessError(firstError.message);
    const storageError = firstStorageError(compiled, formData);
    if (storageError) throw new BusinessError(storageError);
    const values = recordValues(module.table, compiled, formData);

    const now = new Date();
    const row: Record<string, unknown> = { ...values.columns };
    // The name column is NOT NULL; an admin may have made its field optional.
    if (row[module.nameColumn] === null || row[module.nameColumn] === undefined) row[module.nameColumn] = existing?.[module.nameColumn] ?? '';
    if (!existing) row.owner_user_id = await ownerOfNewRecord(trx, userId, module, payload.entity);
    const ctx: SaveContext = { trx, userId, module, payload, existing, values, row, now, scratch: {} };
    await hooks.prepare?.(ctx);
    if (!existing) await checkNewCustomerLimit(trx, module, row.owner_user_id);

    const fields = compiled.fields.map((f) => f.definition);
    await checkUnique(ctx, fields, hooks.uniqueColumns ?? []);

    const recordId = existing ? await updateRecord(ctx, existing) : await insertRecord(ctx);
    await hooks.afterWrite?.({ ...ctx, recordId });
    const after = (await findRecord(trx, module, recordId))!;
    await afterRecordSaved({ trx, userId, module, recordId, created: !existing, before: existing, after, fields });
    return { recordId, name: String(after[module.nameColumn] ?? ''), created: !existing };
  });
}

async function updateRecord(ctx: SaveContext, existing: RecordRow): Promise<number> {
  const { trx, module, values, row, now } = ctx;
  const id = existing[module.idColumn] as number;
  const set: Record<string, unknown> = { ...row, update_time: now };
  if (module.hasCustom) {
    // Values of custom fields not on this form (none today) are kept; the form's are replaced.
    const kept = Object.fromEntries(Object.entries(existing.custom ?? {}).filter(([fieldId]) => !values.customFieldIds.includes(fieldId)));
    set.custom = JSON.stringify({ ...kept, ...values.custom });
  }
  await loose(trx).updateTable(module.table).set(set).where(module.idColumn, '=', id).execute();
  return id;
}

async function insertRecord(ctx: SaveContext): Promise<number> {
  const { trx, module, values, row, now, userId, payload } = ctx;
  const insert: Record<string, unknown> = {
    ...row, create_user_id: userId, owner_user_id: row.owner_user_id ?? userId, create_time: now, update_time: now,
  };
  if (module.hasCustom) {
    insert.custom = JSON.stringify(values.custom);
    insert.batch_id = await batchIdForNewRecord(ctx, payload.batchId);
  } else {
    insert.file_batch = payload.batchId ?? newBatchId();
  }
  if (module.hasTeam) Object.assign(insert, { ro_user_id: ',', rw_user_id: ',' });
  const inserted = await loose(trx).insertInto(module.table).values(insert).returning(module.idColumn).executeTakeFirstOrThrow();
  return inserted[module.idColumn] as number;
}

/** The client may upload attachments before the record exists and send their batch id along. */
async function batchIdForNewRecord(ctx: SaveContext, supplied: string | undefined): Promise<string> {
  if (supplied === undefined) return newBatchId();
  const taken = await loose(ctx.trx).selectFrom(ctx.module.table).select(ctx.module.idColumn).where('batch_id', '=', supplied).executeTakeFirst();
  if (taken) throw new BusinessError(`附件批次已被其他${ctx.module.title}使用`);
  return supplied;
}

async function checkUnique(ctx: SaveContext, definitions: FieldDefinition[], uniqueColumns: readonly UniqueColumn[]): Promise<void> {
  const { trx, module, values, row, existing } = ctx;
  const ownColumns = new Set(uniqueColumns.map((u) => u.column));
  const checks = definitions.flatMap((definition) => {
    if (!(definition.isUnique === 1 || definition.isUnique === true) || definition.fieldId === undefined || definition.fieldId === null) return [];
    const fixed = definition.fieldType === 1;
    if (fixed && ownColumns.has(definition.fieldName)) return [];
    const value = fixed ? row[definition.fieldName] : values.custom[String(definition.fieldId)];
    return value === null || value === undefined || value === '' ? [] : [{ definition, fixed, value: String(value) }];
  });
  const own = uniqueColumns.filter((u) => row[u.column] !== null && row[u.column] !== undefined && row[u.column] !== '');
  if (!checks.length && !own.length) return;
  // Two saves checking the same value at once would both find it free: take turns.
  await sql`select pg_advisory_xact_lock(hashtext(${`${module.table}:unique`}))`.execute(trx);
  const recordId = existing?.[module.idColumn] as number | undefined;
  for (const { column, message } of own) {
    let query = loose(trx).selectFrom(module.table).select(module.idColumn).where(column, '=', row[column]);
    if (recordId !== undefined) query = query.where(module.idColumn, '<>', recordId);
    // A deleted product (status 3) frees its number (contract 7.9).
    if (module.key === 'product') query = query.where('status', '<>', 3);
    if (await query.limit(1).executeTakeFirst()) throw new BusinessError(message);
  }
  for (const { definition, fixed, value } of checks) {
    const field = { field_id: Number(definition.fieldId), field_type: fixed ? 1 : 0, field_name: definition.fieldName };
    if (await isValueTaken(trx, module.table as CustomValueTable, field, value, { recordId })) throw new BusinessError(`${definition.name}已存在`);
  }
}
