/**
 * Many saves of one module at once (the Excel import: its creates and its overwrites): the checks
 * of saveRecord (savePipeline.ts, same functions, same order, same messages), paid once per batch
 * where they can be, in one transaction:
 *   1. hold the label's field definitions, compile the form once per mode (save, update);
 *   2. edits: their records read and locked in one query (id order), each judged by the one
 *      access rule (`没有权限`, `该客户不存在或已被删除`), an edit given as `onto` (the import's
 *      覆盖) built on that locked row, then the edit-conflict check (`expectedUpdateTime`) and
 *      the module's checkEditable;
 *   3–6. per row: validation (`客户级别不能为空`), storage limits, the owner of a create, the
 *      module's prepare;
 *   7. the module's owner limit (creates; the customer's): each owner's room read once (same
 *      per-user lock); rows past it are refused (`拥有客户数已达上限，无法新增`), in row order;
 *   8. uniqueness: one query per unique field/column for the whole batch (same lock), answering
 *      which records hold each value; a value held by another record, or taken by an earlier row
 *      of the batch, refuses the row, as saves one after another would (an edit keeps its own);
 *   9. one multi-row insert and one multi-row update (bulkWrite.ts), the module's afterWrite per
 *      row, the operation log (新建了…, 将… 由…修改为…。) in one insert each.
 * A row refused (BusinessError) is answered with its message and the others are written. If the
 * batch's transaction fails for any other reason, every row of it goes through saveRecord on its
 * own, so nothing is lost and each row gets its own answer (`保存失败，请稍后重试` with the error
 * when even that fails for a reason other than a refusal).
 */
import type { Kysely } from 'kysely';
import type { CustomValueTable } from '../db/customFieldIndexes.ts';
import type { Database } from '../db/schema.ts';
import { holdFieldDefinitions } from '../fields/fieldVersions.ts';
import { valueHolders } from '../fields/uniqueValues.ts';
import { BusinessError } from '../http/errors.ts';
import { afterRecordsCreated, afterRecordsUpdated } from './afterRecordSaved.ts';
import { insertRows, updateRows } from './bulkWrite.ts';
import { ownerOfNewRecord, ownersRoom } from './ownerOnCreate.ts';
import type { RecordModule } from './recordModules.ts';
import type { RecordSavePayload } from './recordSavePayload.ts';
import { judgeRecords } from './recordAccess.ts';
import { findRecord, findRecords, type RecordRow } from './recordStore.ts';
import {
  checkNotChangedSince, compileForm, firstColumns, lockUniqueValues, newRecordColumns, ownUniqueQuery, type SaveContext, type SavedRecord, type SaveForm,
  type SaveHooks, saveRecord, type UniqueCheck, uniqueChecksOf, updatedColumns, validatedValues,
} from './savePipeline.ts';

/**
 * An edit whose payload is built on the record's current values (the import's 覆盖: the sheet's
 * cells over the rest of the record), from the row the batch reads locked: a change saved
 * between the caller's look and the batch is kept, not undone.
 */
export interface RebasedEdit { recordId: number; onto: (current: RecordRow) => RecordSavePayload }

/** One save of a batch: a payload (a create, or an edit carrying its recordId), or a rebased edit. */
export type BatchSave = RecordSavePayload | RebasedEdit;

const isRebased = (save: BatchSave): save is RebasedEdit => 'onto' in save;

/**
 * A save's payload outside a batch (the per-row paths): a rebased edit is built on the record as
 * read now; on a record that is gone, the bare edit, which saveRecord refuses as it refuses any.
 */
export async function payloadOf(db: Kysely<Database>, module: RecordModule, save: BatchSave): Promise<RecordSavePayload> {
  if (!isRebased(save)) return save;
  const current = await findRecord(db, module, save.recordId);
  return current ? save.onto(current) : { recordId: save.recordId, entity: {}, field: [], product: [] };
}

/** Each payload's answer, in payload order; `error` when the refusal is our fault (logged by the caller). */
export type BatchResult = { saved: SavedRecord } | { refused: string; error?: unknown };

export const SAVE_FAILED = '保存失败，请稍后重试';

/** How a batch ended: `fallback` when its transaction failed and the rows went one by one. */
export interface BatchOutcome { results: BatchResult[]; fallback: boolean; error?: unknown }

interface Candidate { index: number; ctx: SaveContext; checks: UniqueCheck[] }

const checkKey = (check: UniqueCheck) => (check.kind === 'own' ? `own:${check.column}` : `field:${check.field.field_id}`);

/**
 * Who holds each unique value (per check) while the batch is judged row by row. Kept both ways, so
 * an accepted edit lets go of all its record's old values at once.
 */
class Holdings {
  private holdersOf = new Map<string, Set<number>>();
  private heldBy = new Map<number, Set<string>>();

  private static slot(checkKey: string, value: string): string {
    return `${checkKey}\u0000${value}`;
  }

  add(checkKey: string, value: string, holder: number): void {
    const slot = Holdings.slot(checkKey, value);
    if (!this.holdersOf.has(slot)) this.holdersOf.set(slot, new Set());
    this.holdersOf.get(slot)!.add(holder);
    if (!this.heldBy.has(holder)) this.heldBy.set(holder, new Set());
    this.heldBy.get(holder)!.add(slot);
  }

  heldByOther(checkKey: string, value: string, self: number): boolean {
    for (const holder of this.holdersOf.get(Holdings.slot(checkKey, value)) ?? []) if (holder !== self) return true;
    return false;
  }

  release(holder: number): void {
    for (const slot of this.heldBy.get(holder) ?? []) this.holdersOf.get(slot)?.delete(holder);
    this.heldBy.delete(holder);
  }
}

/** A row of the batch that is not written yet: it holds its values ahead of the records. */
const pendingHolder = (candidate: Candidate) => -1 - candidate.index;

export async function saveRecords(
  db: Kysely<Database>, userId: number, module: RecordModule, saves: BatchSave[], hooks: SaveHooks = {},
): Promise<BatchOutcome> {
  if (!saves.length) return { results: [], fallback: false };
  try {
    return { results: await db.transaction().execute((trx) => saveBatch(trx, userId, module, saves, hooks)), fallback: false };
  } catch (error) {
    const results: BatchResult[] = [];
    for (const save of saves) {
      try {
        results.push({ saved: await saveRecord(db, userId, module, await payloadOf(db, module, save), hooks) });
      } catch (rowError) {
        results.push(rowError instanceof BusinessError ? { refused: rowError.message } : { refused: SAVE_FAILED, error: rowError });
      }
    }
    return { results, fallback: true, error };
  }
}

async function saveBatch(
  trx: Kysely<Database>, userId: number, module: RecordModule, saves: BatchSave[], hooks: SaveHooks,
): Promise<BatchResult[]> {
  await holdFieldDefinitions(trx, module.label);
  const results: (BatchResult | undefined)[] = saves.map(() => undefined);
  const now = new Date();

  // Step 2: the edited records, locked, each judged (two edits of one record: rows one by one).
  const editIds = saves.flatMap((p) => (p.recordId === undefined ? [] : [p.recordId]));
  if (new Set(editIds).size !== editIds.length) throw new Error('a batch edits one record twice');
  const judged = new Map((await judgeRecords(trx, userId, module, editIds, 'write', { forUpdate: true })).map((j) => [j.id, j]));
  const forms = new Map<'save' | 'update', SaveForm>();
  const formOf = async (mode: 'save' | 'update') => forms.get(mode) ?? forms.set(mode, await compileForm(trx, module, mode)).get(mode)!;

  // Steps 3–6, row by row; a refusal answers the row and leaves the batch alone.
  const candidates: Candidate[] = [];
  for (const [index, save] of saves.entries()) {
    try {
      let existing: RecordRow | undefined;
      if (save.recordId !== undefined) {
        const verdict = judged.get(save.recordId)!;
        if ('refused' in verdict) throw new BusinessError(verdict.refused);
        existing = verdict.row;
      }
      const payload = isRebased(save) ? save.onto(existing!) : save;
      if (existing) {
        checkNotChangedSince(module, existing, payload.expectedUpdateTime);
        await hooks.checkEditable?.(existing, trx);
      }
      const form = await formOf(existing ? 'update' : 'save');
      const values = validatedValues(module, form, payload);
      const row = firstColumns(module, values, existing);
      if (!existing) row.owner_user_id = await ownerOfNewRecord(trx, userId, module, payload.entity);
      const ctx: SaveContext = { trx, userId, module, payload, existing, values, row, now, scratch: {} };
      await hooks.prepare?.(ctx);
      candidates.push({ index, ctx, checks: uniqueChecksOf(values, row, form.fields, hooks.uniqueColumns ?? []) });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      results[index] = { refused: error.message };
    }
  }

  // Steps 7 and 8 for the whole batch: the owners' room and who holds each value.
  const creates = candidates.filter((c) => !c.ctx.existing);
  const { room, refusal: noRoom } = await ownersRoom(trx, module, creates.flatMap((c) => (typeof c.ctx.row.owner_user_id === 'number' ? [c.ctx.row.owner_user_id] : [])));
  const holdings = new Holdings();
  if (candidates.some((c) => c.checks.length)) {
    await lockUniqueValues(trx, module);
    const wanted = new Map<string, { check: UniqueCheck; values: Set<string> }>();
    for (const check of candidates.flatMap((c) => c.checks)) {
      const key = checkKey(check);
      if (!wanted.has(key)) wanted.set(key, { check, values: new Set() });
      wanted.get(key)!.values.add(String(check.value));
    }
    for (const [key, { check, values }] of wanted) {
      if (check.kind === 'field') {
        for (const [value, ids] of await valueHolders(trx, module.table as CustomValueTable, check.field, [...values])) {
          for (const id of ids) holdings.add(key, value, id);
        }
      } else {
        const rows = await ownUniqueQuery(trx, module, check.column).select([check.column, module.idColumn]).where(check.column, 'in', [...values]).execute();
        for (const r of rows) holdings.add(key, String(r[check.column]), r[module.idColumn] as number);
      }
    }
  }

  // In row order, as saves one after another would: a refused row takes no room and no value;
  // an accepted edit lets go of the values its record held and takes its new ones.
  const accepted: Candidate[] = [];
  for (const candidate of candidates) {
    const { existing, row } = candidate.ctx;
    const self = existing ? (existing[module.idColumn] as number) : pendingHolder(candidate);
    const owner = row.owner_user_id;
    const left = !existing && typeof owner === 'number' ? room.get(owner) ?? Infinity : Infinity;
    if (left < 1) {
      results[candidate.index] = { refused: noRoom };
      continue;
    }
    const clash = candidate.checks.find((check) => holdings.heldByOther(checkKey(check), String(check.value), self));
    if (clash) {
      results[candidate.index] = { refused: clash.message };
      continue;
    }
    if (!existing && typeof owner === 'number') room.set(owner, left - 1);
    holdings.release(self);
    for (const check of candidate.checks) holdings.add(checkKey(check), String(check.value), self);
    accepted.push(candidate);
  }

  await insertAccepted(trx, userId, module, hooks, accepted.filter((c) => !c.ctx.existing), results);
  await updateAccepted(trx, userId, module, hooks, accepted.filter((c) => c.ctx.existing), results, forms.get('update')?.fields ?? []);
  return results.map((r) => r ?? { refused: SAVE_FAILED });
}

/** Step 9 of the creates: one insert; rows are matched back by their batch id (unique per new record). */
async function insertAccepted(
  trx: Kysely<Database>, userId: number, module: RecordModule, hooks: SaveHooks, accepted: Candidate[], results: (BatchResult | undefined)[],
): Promise<void> {
  if (!accepted.length) return;
  const inserts = [];
  for (const candidate of accepted) inserts.push(await newRecordColumns(candidate.ctx));
  const batchColumn = module.hasCustom ? 'batch_id' : 'file_batch';
  if (new Set(inserts.map((insert) => insert[batchColumn])).size !== inserts.length) throw new Error('two rows of a batch share a batch id');
  const rows = await insertRows(trx, module.table, inserts, [module.idColumn, batchColumn]);
  const idOfBatch = new Map(rows.map((r) => [String(r[batchColumn]), r[module.idColumn] as number]));
  const ids: number[] = [];
  for (const [i, candidate] of accepted.entries()) {
    const recordId = idOfBatch.get(String(inserts[i]![batchColumn]))!;
    ids.push(recordId);
    await hooks.afterWrite?.({ ...candidate.ctx, recordId });
    results[candidate.index] = { saved: { recordId, name: String(inserts[i]![module.nameColumn] ?? ''), created: true } };
  }
  await afterRecordsCreated(trx, userId, module, ids);
}

/**
 * Step 9 of the edits: one update answering the records as written, for the operation log. A
 * module with an afterWrite hook may change its record there: its records are read back after it.
 */
async function updateAccepted(
  trx: Kysely<Database>, userId: number, module: RecordModule, hooks: SaveHooks, accepted: Candidate[], results: (BatchResult | undefined)[],
  fields: SaveForm['fields'],
): Promise<void> {
  if (!accepted.length) return;
  const idOf = (candidate: Candidate) => candidate.ctx.existing![module.idColumn] as number;
  const sets = accepted.map((c) => ({ id: idOf(c), set: updatedColumns(c.ctx, c.ctx.existing!) }));
  const written = await updateRows(trx, module.table, module.idColumn, sets, { returning: !hooks.afterWrite });
  for (const candidate of accepted) await hooks.afterWrite?.({ ...candidate.ctx, recordId: idOf(candidate) });
  const after = new Map((written as RecordRow[]).map((row) => [row[module.idColumn] as number, row]));
  const unread = accepted.map(idOf).filter((id) => !after.has(id));
  for (const row of await findRecords(trx, module, unread)) after.set(row[module.idColumn] as number, row);
  const changes = accepted.map((c) => ({ recordId: idOf(c), before: c.ctx.existing!, after: after.get(idOf(c))! }));
  await afterRecordsUpdated(trx, userId, module, changes, fields);
  for (const candidate of accepted) {
    results[candidate.index] = { saved: { recordId: idOf(candidate), name: String(after.get(idOf(candidate))![module.nameColumn] ?? ''), created: false } };
  }
}
