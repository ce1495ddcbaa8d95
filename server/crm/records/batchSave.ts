/**
 * Many creates of one module at once (the Excel import): the checks of saveRecord
 * (savePipeline.ts, same functions, same order, same messages), paid once per batch where they
 * can be, in one transaction:
 *   1. hold the label's field definitions, compile the form once;
 *   3–6. per row: validation (`客户级别不能为空`), storage limits, the owner, the module's prepare;
 *   7. the owners' customer limits: each owner's room read once (same per-user lock); rows past it
 *      are refused `拥有客户数已达上限，无法新增`, in row order;
 *   8. uniqueness: one query per unique field/column for the whole batch (same lock), and a value
 *      taken by an earlier row of the batch refuses the later row, as two saves in a row would;
 *   9. one multi-row insert, the module's afterWrite per row, the operation log in one insert.
 * A row refused (BusinessError) is answered with its message and the others are written. If the
 * batch's transaction fails for any other reason, every row of it goes through saveRecord on its
 * own, so nothing is lost and each row gets its own answer (`保存失败，请稍后重试` with the error
 * when even that fails for a reason other than a refusal).
 * Creates only: a payload with a recordId (an edit) sends the whole batch through saveRecord.
 */
import type { Kysely } from 'kysely';
import type { CustomValueTable } from '../../db/customFieldIndexes.ts';
import type { Database } from '../../db/schema.ts';
import { holdFieldDefinitions } from '../../fields/fieldVersions.ts';
import { takenValues } from '../../fields/uniqueValues.ts';
import { BusinessError } from '../../http/errors.ts';
import { afterRecordsCreated } from './afterRecordSaved.ts';
import { CUSTOMER_LIMIT_ON_CREATE, newCustomerRoom, ownerOfNewRecord } from './ownerOnCreate.ts';
import type { RecordModule } from './recordModules.ts';
import type { RecordSavePayload } from './recordSavePayload.ts';
import { loose } from './recordStore.ts';
import {
  compileForm, firstColumns, lockUniqueValues, newRecordColumns, ownUniqueQuery, type SaveContext, type SavedRecord, type SaveHooks,
  saveRecord, type UniqueCheck, uniqueChecksOf, validatedValues,
} from './savePipeline.ts';

/** Each payload's answer, in payload order; `error` when the refusal is our fault (logged by the caller). */
export type BatchResult = { saved: SavedRecord } | { refused: string; error?: unknown };

export const SAVE_FAILED = '保存失败，请稍后重试';

/** How a batch ended: `fallback` when its transaction failed and the rows went one by one. */
export interface BatchOutcome { results: BatchResult[]; fallback: boolean; error?: unknown }

interface Candidate { index: number; ctx: SaveContext; checks: UniqueCheck[] }

const checkKey = (check: UniqueCheck) => (check.kind === 'own' ? `own:${check.column}` : `field:${check.field.field_id}`);

export async function saveRecords(
  db: Kysely<Database>, userId: number, module: RecordModule, payloads: RecordSavePayload[], hooks: SaveHooks = {},
): Promise<BatchOutcome> {
  if (!payloads.length) return { results: [], fallback: false };
  try {
    return { results: await db.transaction().execute((trx) => saveBatch(trx, userId, module, payloads, hooks)), fallback: false };
  } catch (error) {
    const results: BatchResult[] = [];
    for (const payload of payloads) {
      try {
        results.push({ saved: await saveRecord(db, userId, module, payload, hooks) });
      } catch (rowError) {
        results.push(rowError instanceof BusinessError ? { refused: rowError.message } : { refused: SAVE_FAILED, error: rowError });
      }
    }
    return { results, fallback: true, error };
  }
}

async function saveBatch(
  trx: Kysely<Database>, userId: number, module: RecordModule, payloads: RecordSavePayload[], hooks: SaveHooks,
): Promise<BatchResult[]> {
  await holdFieldDefinitions(trx, module.label);
  const form = await compileForm(trx, module, 'save');
  const results: (BatchResult | undefined)[] = payloads.map(() => undefined);
  const now = new Date();

  // Steps 3–6, row by row; a refusal answers the row and leaves the batch alone.
  const candidates: Candidate[] = [];
  for (const [index, payload] of payloads.entries()) {
    try {
      if (payload.recordId !== undefined) throw new Error('saveRecords creates only');
      const values = validatedValues(module, form, payload);
      const row = firstColumns(module, values, undefined);
      row.owner_user_id = await ownerOfNewRecord(trx, userId, module, payload.entity);
      const ctx: SaveContext = { trx, userId, module, payload, existing: undefined, values, row, now, scratch: {} };
      await hooks.prepare?.(ctx);
      candidates.push({ index, ctx, checks: uniqueChecksOf(values, row, form.fields, hooks.uniqueColumns ?? []) });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      results[index] = { refused: error.message };
    }
  }

  // Steps 7 and 8 for the whole batch: the owners' room and the values already taken.
  const room = await newCustomerRoom(trx, module, candidates.flatMap((c) => (typeof c.ctx.row.owner_user_id === 'number' ? [c.ctx.row.owner_user_id] : [])));
  const taken = new Map<string, Set<string>>();
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
        taken.set(key, await takenValues(trx, module.table as CustomValueTable, check.field, [...values]));
      } else {
        const rows = await ownUniqueQuery(trx, module, check.column).select(check.column).where(check.column, 'in', [...values]).execute();
        taken.set(key, new Set(rows.map((r) => String(r[check.column]))));
      }
    }
  }

  // In row order, as saves one after another would: a refused row takes no room and no value.
  const accepted: Candidate[] = [];
  for (const candidate of candidates) {
    const owner = candidate.ctx.row.owner_user_id;
    const left = typeof owner === 'number' ? room.get(owner) ?? Infinity : Infinity;
    if (left < 1) {
      results[candidate.index] = { refused: CUSTOMER_LIMIT_ON_CREATE };
      continue;
    }
    const clash = candidate.checks.find((check) => taken.get(checkKey(check))?.has(String(check.value)));
    if (clash) {
      results[candidate.index] = { refused: clash.message };
      continue;
    }
    if (typeof owner === 'number') room.set(owner, left - 1);
    for (const check of candidate.checks) taken.get(checkKey(check))!.add(String(check.value));
    accepted.push(candidate);
  }

  // Step 9: one insert; rows are matched back by their batch id (unique per new record).
  if (accepted.length) {
    const inserts = [];
    for (const candidate of accepted) inserts.push(await newRecordColumns(candidate.ctx));
    const batchColumn = module.hasCustom ? 'batch_id' : 'file_batch';
    if (new Set(inserts.map((insert) => insert[batchColumn])).size !== inserts.length) throw new Error('two rows of a batch share a batch id');
    const rows = await loose(trx).insertInto(module.table).values(inserts).returning([module.idColumn, batchColumn]).execute();
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
  return results.map((r) => r ?? { refused: SAVE_FAILED });
}
