/**
 * Edit mode of field/queryField needs the record's values; each module that exists registers how
 * to read one of its records here (the others answer "not available yet" instead of a guess).
 */
import type { Kysely } from 'kysely';
import { mapAddressOf, readableCustomer } from '../crm/customerFormRecord.ts';
import { recordFormValues } from '../records/recordFormValues.ts';
import { recordModuleOf } from '../records/recordModules.ts';
import { descriptorOfLabel } from '../modules/descriptors.ts';
import type { CustomValues, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { LABEL } from './fieldLabels.ts';

export interface FormRecord {
  /** Entity columns by name (fixed fields read `columns[fieldName]`). */
  columns: Record<string, unknown>;
  /** Custom values by field id. */
  custom: CustomValues;
  /** Edit values of the pseudo fields and pre-shaped relation fields, by fieldName (`map_address`, `customer_id`). */
  pseudo: Record<string, unknown>;
}

type RecordLoader = (db: Kysely<Database>, userId: number, id: number) => Promise<FormRecord>;

const RECORD_LOADERS: Partial<Record<number, RecordLoader>> = {
  [LABEL.customer]: async (db, userId, id) => {
    const customer = await readableCustomer(db, userId, id);
    return { columns: customer, custom: customer.custom, pseudo: { map_address: mapAddressOf(customer) } };
  },
  [LABEL.leads]: (db, userId, id) => recordFormValues(db, userId, 'leads', id),
  [LABEL.contacts]: (db, userId, id) => recordFormValues(db, userId, 'contacts', id),
  [LABEL.product]: (db, userId, id) => recordFormValues(db, userId, 'product', id),
  [LABEL.business]: (db, userId, id) => recordFormValues(db, userId, 'business', id),
  [LABEL.contract]: (db, userId, id) => recordFormValues(db, userId, 'contract', id),
  [LABEL.receivables]: (db, userId, id) => recordFormValues(db, userId, 'receivables', id),
  [LABEL.receivablesPlan]: (db, userId, id) => recordFormValues(db, userId, 'receivablesPlan', id),
};

export async function loadFormRecord(db: Kysely<Database>, userId: number, label: number, id: number): Promise<FormRecord> {
  const loader = RECORD_LOADERS[label];
  if (loader) return loader(db, userId, id);
  // Any other module with a form and a list reads its record the same way, from its descriptor.
  const descriptor = descriptorOfLabel(label);
  if (!descriptor?.form || !descriptor.lists) throw new BusinessError('该模块暂不支持编辑');
  const module = recordModuleOf(descriptor);
  return recordFormValues(db, userId, module.key, id, module);
}
