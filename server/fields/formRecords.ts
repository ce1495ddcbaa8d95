/**
 * Edit mode of field/queryField needs the record's values: every module with a form and a list
 * reads one the same way, from its descriptor (records/recordFormValues.ts, with the module's own
 * pseudo values from records/recordParts.ts); the others answer "not available yet" instead of a
 * guess.
 */
import type { Kysely } from 'kysely';
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

export async function loadFormRecord(db: Kysely<Database>, userId: number, label: number, id: number): Promise<FormRecord> {
  // The receivables plan has a form but no list: the pipeline's registry knows it, not as a list module.
  if (label === LABEL.receivablesPlan) return recordFormValues(db, userId, 'receivablesPlan', id);
  const descriptor = descriptorOfLabel(label);
  if (!descriptor?.form || !descriptor.lists) throw new BusinessError('该模块暂不支持编辑');
  const module = recordModuleOf(descriptor);
  return recordFormValues(db, userId, module.key, id, module);
}
