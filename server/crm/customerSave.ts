/**
 * CrmCustomer/addOrUpdate (contract 7.1, 7.4). One transaction:
 *   1. hold label 2's field definitions (a concurrent field/save waits, and we never validate
 *      against definitions it is replacing);
 *   2. update: the record, locked, must be writable by the user (data scope or read-write team
 *      member), else `没有权限`;
 *   3. compile the same definitions field/queryField sends the browser, joinPayload →
 *      validateFormData (mode save/update): the first failure is the answer, e.g. `客户级别不能为空`;
 *   4. storage limits, then uniqueness of is_unique fields (`<name>已存在`), serialised so two
 *      saves cannot both take a value;
 *   5. write. Any refusal throws, so nothing is written.
 */
import { type Kysely, sql } from 'kysely';
import { compileFields, joinPayload, type SavePayload, validateFormData } from '../../engine/fields/index.ts';
import type { Database } from '../db/schema.ts';
import { LABEL } from '../fields/fieldLabels.ts';
import { holdFieldDefinitions } from '../fields/fieldVersions.ts';
import { crmFormFields } from '../fields/formDefinitions.ts';
import { firstStorageError } from '../fields/storageRules.ts';
import { isValueTaken } from '../fields/uniqueValues.ts';
import { BusinessError } from '../http/errors.ts';
import { customerAccess } from './customerAccess.ts';
import { CUSTOMER_GONE } from './customerFormRecord.ts';
import { findCustomer, newBatchId } from './customerStore.ts';
import { type CustomerValues, customerValues } from './customerValues.ts';
import type { CustomerSavePayload } from './customerSavePayload.ts';

export interface SavedCustomer { customerId: number; customerName: string }

export async function saveCustomer(db: Kysely<Database>, userId: number, payload: CustomerSavePayload): Promise<SavedCustomer> {
  return db.transaction().execute(async (trx) => {
    await holdFieldDefinitions(trx, LABEL.customer);
    const existing = payload.customerId === undefined ? undefined : await findCustomer(trx, payload.customerId, { forUpdate: true });
    if (payload.customerId !== undefined) {
      if (!existing) throw new BusinessError(CUSTOMER_GONE);
      if ((await customerAccess(trx, userId, existing)) !== 'write') throw new BusinessError('没有权限');
    }

    const compiled = compileFields(await crmFormFields(trx, LABEL.customer), { mode: existing ? 'update' : 'save', crmType: 'customer' });
    // joinPayload reads only fieldId and value of each custom field object.
    const formData = joinPayload({ entity: payload.entity, field: payload.field as unknown as SavePayload['field'] }, compiled);
    const [firstError] = validateFormData(compiled, formData);
    if (firstError) throw new BusinessError(firstError.message);
    const storageError = firstStorageError(compiled, formData);
    if (storageError) throw new BusinessError(storageError);
    const values = customerValues(compiled, formData);

    await checkUnique(trx, compiled.fields.map((f) => f.definition), values, existing?.customer_id);
    const now = new Date();
    if (existing) {
      const kept = Object.fromEntries(Object.entries(existing.custom).filter(([id]) => !values.customFieldIds.includes(id)));
      await trx.updateTable('crm_customer').set({
        ...values.columns, customer_name: values.columns.customer_name ?? '', ...values.map,
        custom: JSON.stringify({ ...kept, ...values.custom }), update_time: now,
      }).where('customer_id', '=', existing.customer_id).execute();
      return { customerId: existing.customer_id, customerName: values.columns.customer_name ?? '' };
    }
    const batchId = await batchIdForNewCustomer(trx, payload.batchId);
    const inserted = await trx.insertInto('crm_customer').values({
      ...values.columns, customer_name: values.columns.customer_name ?? '', ...values.map,
      custom: JSON.stringify(values.custom), create_user_id: userId, owner_user_id: userId,
      ro_user_id: ',', rw_user_id: ',', create_time: now, update_time: now, batch_id: batchId,
    }).returning(['customer_id', 'customer_name']).executeTakeFirstOrThrow();
    return { customerId: inserted.customer_id, customerName: inserted.customer_name };
  });
}

type Definition = { fieldId?: number | string; fieldType?: number; fieldName: string; name: string; isUnique?: unknown };

async function checkUnique(trx: Kysely<Database>, definitions: Definition[], values: CustomerValues, recordId: number | undefined) {
  const checks = definitions.flatMap((definition) => {
    if (!(definition.isUnique === 1 || definition.isUnique === true) || definition.fieldId === undefined) return [];
    const fixed = definition.fieldType === 1;
    const value = fixed ? values.columns[definition.fieldName as keyof CustomerValues['columns']] : values.custom[String(definition.fieldId)];
    return value ? [{ definition, fixed, value }] : [];
  });
  if (!checks.length) return;
  // Two saves checking the same value at once would both find it free: take turns.
  await sql`select pg_advisory_xact_lock(hashtext('crm_customer:unique'))`.execute(trx);
  for (const { definition, fixed, value } of checks) {
    const field = { field_id: Number(definition.fieldId), field_type: fixed ? 1 : 0, field_name: definition.fieldName };
    if (await isValueTaken(trx, 'crm_customer', field, value, { recordId })) throw new BusinessError(`${definition.name}已存在`);
  }
}

/** The client may upload attachments before the record exists and send their batch id along. */
async function batchIdForNewCustomer(trx: Kysely<Database>, supplied: string | undefined): Promise<string> {
  if (supplied === undefined) return newBatchId();
  const taken = await trx.selectFrom('crm_customer').select('customer_id').where('batch_id', '=', supplied).executeTakeFirst();
  if (taken) throw new BusinessError('附件批次已被其他客户使用');
  return supplied;
}
