/**
 * The one place a record save tells the rest of the CRM that it happened, inside the save's
 * transaction. The operation log (contract 7.1: "新建了<模块>", "将<字段> 由<old>修改为<new>。")
 * belongs to the activity area (server/crm/activity/), which wires its writer here; until then
 * this is deliberately a no-op.
 */
import type { Kysely } from 'kysely';
import type { FieldDefinition } from '../../engine/fields/index.ts';
import type { Database } from '../db/schema.ts';
import { recordChangedByFields, recordCreated, recordsChangedByFields } from '../crm/activity/actionLog.ts';
import type { RecordModule } from './recordModules.ts';
import type { RecordRow } from './recordStore.ts';

export interface RecordSavedEvent {
  trx: Kysely<Database>;
  userId: number;
  module: RecordModule;
  recordId: number;
  created: boolean;
  /** The row before an update (undefined on create) and after the write. */
  before: RecordRow | undefined;
  after: RecordRow;
  /** The form's field definitions (names, form types, field ids of custom values). */
  fields: FieldDefinition[];
}

export async function afterRecordSaved(event: RecordSavedEvent): Promise<void> {
  // Operation log, wired by the activity area (crm/activity/actionLog.ts, crm_action_record):
  // "新建了<模块>" on create, one "将<字段> 由<old>修改为<new>。" line per changed field on update.
  // Throwing here rolls the save back.
  const { trx, module, recordId, userId } = event;
  if (event.created || !event.before) await recordCreated(trx, module, recordId, userId);
  else await recordChangedByFields(trx, module, recordId, userId, event.before, event.after, event.fields);
}

/** afterRecordSaved of many creates at once (records/batchSave.ts): the same log lines, one insert. */
export async function afterRecordsCreated(trx: Kysely<Database>, userId: number, module: RecordModule, recordIds: number[]): Promise<void> {
  await recordCreated(trx, module, recordIds, userId);
}

/** afterRecordSaved of many updates at once (records/batchSave.ts): the same change lines, one insert. */
export async function afterRecordsUpdated(
  trx: Kysely<Database>, userId: number, module: RecordModule,
  changes: readonly { recordId: number; before: RecordRow; after: RecordRow }[], fields: FieldDefinition[],
): Promise<void> {
  await recordsChangedByFields(trx, module, userId, changes, fields);
}
