/**
 * One import, in the background after uploadExcel has answered the message id. Every row goes
 * through the module's form save (records/batchSave.ts saveRecords, 500 rows at a time: the steps
 * of savePipeline.ts saveRecord with the module's hooks), so it is validated by the same compiled
 * rules with the same messages (`客户级别不能为空`) and written by the same code; a row that fails
 * lands in the error workbook with that message.
 *
 * Duplicates are found by the module's check field (客户名称...): 跳过 (2) leaves the record as it
 * is; 覆盖 (1) saves the row onto it as an edit would, starting from the record's current values,
 * so fields the sheet has no column for (attachments, the map position) are kept, while a column
 * present but left blank clears its field, as in the original. An overwrite needs write access to
 * the record (data scope, team): otherwise the row fails with `没有权限`.
 *
 * The chosen owner (ownerUserId) owns the records the import creates; an overwritten record keeps
 * its owner, because changing an owner is a transfer with its own rules (team, limits, log).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatLocalDateTime } from '../../db/localTime.ts';
import { crmFormFields, type FormField } from '../../fields/formDefinitions.ts';
import { BusinessError } from '../../http/errors.ts';
import type { RecordSavePayload } from '../../records/recordSavePayload.ts';
import { loose, type RecordRow } from '../../records/recordStore.ts';
import { type BatchSave, payloadOf, saveRecords } from '../../records/batchSave.ts';
import { type SaveHooks, saveRecord } from '../../records/savePipeline.ts';
import { cellText, NameResolver } from './importCells.ts';
import { ErrorWorkbook } from './importErrors.ts';
import { finishImport, importsDir, writeProgress } from './importMessages.ts';
import { type ImportModule, templateTitle } from './importModules.ts';
import { importSummary } from './importSummary.ts';
import { dataRows, type SheetLayout } from './importSheet.ts';

export interface ImportJob {
  db: Kysely<Database>;
  dataDir: string;
  log: FastifyBaseLogger;
  userId: number;
  module: ImportModule;
  layout: SheetLayout;
  /** The uploaded workbook, removed when the import ends. */
  file: string;
  messageId: number;
  /** 1 覆盖, 2 跳过 */
  repeatHandling: 1 | 2;
  ownerUserId?: number;
}

const PROGRESS_EVERY_MS = 1000;

/**
 * Rows per batch save; 0 = one saveRecord per row (the benchmark's baseline). Larger batches are
 * a little faster (1,000: 5-13 % on PostgreSQL) but hold the module's uniqueness lock longer, and
 * a colleague's save meanwhile waits for it (p50 57-71 → 129-140 ms during an overwrite of
 * 100,000): the user at the form matters more. Figures: docs/benchmarks.md.
 */
export const importTuning = { batchSize: 500 };

interface Counts { done: number; saved: number; skipped: number }

/** The module's hooks, plus: a created record belongs to the chosen owner. */
function withOwner(hooks: SaveHooks, ownerUserId: number | undefined): SaveHooks {
  if (ownerUserId === undefined) return hooks;
  return {
    ...hooks,
    async prepare(ctx) {
      await hooks.prepare?.(ctx);
      if (!ctx.existing) ctx.row.owner_user_id = ownerUserId;
    },
  };
}

function wireOf(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatLocalDateTime(value);
  return typeof value === 'number' ? value : String(value);
}

/** An existing record as a save payload: what an edit form would send back unchanged. */
function currentPayload(fields: FormField[], row: RecordRow): RecordSavePayload {
  const entity: Record<string, unknown> = {};
  const field: RecordSavePayload['field'] = [];
  for (const f of fields) {
    if (f.formType === 'map_address') {
      Object.assign(entity, {
        address: wireOf(row.address), detailAddress: wireOf(row.detail_address), location: wireOf(row.location), lng: wireOf(row.lng), lat: wireOf(row.lat),
      });
    } else if (f.fieldType === 1) {
      entity[f.fieldName] = wireOf(row[f.fieldName]);
    } else {
      field.push({ fieldId: f.fieldId, value: row.custom?.[String(f.fieldId)] ?? '' });
    }
  }
  return { entity, field, product: [] };
}

/** The records already carrying each check value (at most two ids each matter: 覆盖 needs exactly one). */
async function duplicatesOf(job: ImportJob, names: string[]): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  const wanted = [...new Set(names.filter((name) => name !== ''))];
  if (!wanted.length) return found;
  const { record, checkColumn } = job.module;
  let query = loose(job.db).selectFrom(record.table).select([record.idColumn, checkColumn]).where(checkColumn, 'in', wanted);
  if (record.key === 'product') query = query.where('status', '<>', 3);
  for (const row of await query.orderBy(record.idColumn).execute()) {
    const name = String(row[checkColumn]);
    if (!found.has(name)) found.set(name, []);
    found.get(name)!.push(row[record.idColumn] as number);
  }
  return found;
}

/**
 * The sheet's cells of one row, resolved (names → ids, dates), as a function that writes them
 * onto a payload: a record's current values, or an empty one. Resolving may query and refuse
 * (`BusinessError`); applying is synchronous, so it can run inside a save's transaction.
 */
async function sheetCells(job: ImportJob, resolver: NameResolver, texts: string[]): Promise<(base: RecordSavePayload) => RecordSavePayload> {
  const writes: ((payload: RecordSavePayload) => void)[] = [];
  for (const [index, column] of job.layout.columns.entries()) {
    if (!column) continue;
    const text = texts[index] ?? '';
    if (column.addressPart === 'address') {
      const address = text.split(/[,，/\s]+/).filter(Boolean).join(',');
      writes.push((payload) => { payload.entity.address = address; });
    } else if (column.addressPart === 'detailAddress') {
      writes.push((payload) => { payload.entity.detailAddress = text; });
    } else if (column.field) {
      const f = column.field;
      const options = Array.isArray(f.setting) ? f.setting.map(String) : [];
      const value = await resolver.wireValue(f.formType, text, f.name, options);
      if (f.fieldType === 1) writes.push((payload) => { payload.entity[f.fieldName] = value; });
      else {
        writes.push((payload) => {
          const custom = payload.field.find((c) => String(c.fieldId) === String(f.fieldId));
          if (custom) custom.value = value;
          else payload.field.push({ fieldId: f.fieldId, value });
        });
      }
    }
  }
  return (base) => {
    for (const write of writes) write(base);
    return base;
  };
}

function checkValueOf(job: ImportJob, texts: string[]): string {
  const checkIndex = job.layout.columns.findIndex((c) => c?.name === job.module.checkField);
  return texts[checkIndex] ?? '';
}

/** One row through saveRecord (the per-row path, `importTuning.batchSize = 0`): an overwrite or a create. */
async function importRow(
  job: ImportJob, fields: FormField[], resolver: NameResolver, hooks: SaveHooks, texts: string[], ids: number[],
): Promise<'saved' | 'skipped'> {
  const save = await rowSave(job, fields, resolver, texts, ids);
  if (save === 'skipped') return 'skipped';
  await saveRecord(job.db, job.userId, job.module.record, await payloadOf(job.db, job.module.record, save), hooks);
  return 'saved';
}

/**
 * What one row asks: 'skipped' (a duplicate under 跳过), a create's payload, or an overwrite: the
 * sheet's cells written onto the record's current values, which saveRecords reads locked in its
 * transaction (so an edit saved by a colleague a moment before is kept in the columns the sheet
 * lacks). Several records with the row's check value cannot be overwritten: the row is refused
 * rather than a guess made.
 */
async function rowSave(
  job: ImportJob, fields: FormField[], resolver: NameResolver, texts: string[], ids: number[],
): Promise<BatchSave | 'skipped'> {
  const { module } = job;
  if (ids.length && job.repeatHandling === 2) return 'skipped';
  if (ids.length > 1) throw new BusinessError(`${module.checkField}“${checkValueOf(job, texts)}”对应多条${module.record.title}，无法覆盖`);
  const cells = await sheetCells(job, resolver, texts);
  if (!ids.length) return cells({ entity: {}, field: [], product: [] });
  const recordId = ids[0]!;
  return { recordId, onto: (current) => ({ ...cells(currentPayload(fields, current)), recordId }) };
}

interface PendingRow { number: number; values: unknown[]; texts: string[] }
type RowOutcome = 'saved' | 'skipped' | { error: string };

function refusalOf(job: ImportJob, error: unknown, row: PendingRow): { error: string } {
  // A refusal is the row's answer; anything else is our fault: logged, and the row reported.
  if (error instanceof BusinessError) return { error: error.message };
  job.log.error({ err: error, messageId: job.messageId, row: row.number }, 'import row failed');
  return { error: '保存失败，请稍后重试' };
}

/**
 * Rows of the sheet, a batch at a time: one duplicate lookup for the batch, then its creates and
 * overwrites through one saveRecords, which reads the overwritten records once, locked (skipped
 * rows are only counted). A batch never holds two rows with the same check value: the second starts a
 * new batch, so it finds the first written and is skipped or overwrites it, exactly as one row
 * after another would.
 */
async function importBatch(
  job: ImportJob, fields: FormField[], resolver: NameResolver, hooks: SaveHooks, rows: PendingRow[],
): Promise<RowOutcome[]> {
  const found = await duplicatesOf(job, rows.map((row) => checkValueOf(job, row.texts)));
  const outcomes: (RowOutcome | undefined)[] = rows.map(() => undefined);
  const idsOf = (row: PendingRow) => found.get(checkValueOf(job, row.texts)) ?? [];
  if (importTuning.batchSize === 0) {
    for (const [index, row] of rows.entries()) {
      outcomes[index] = await importRow(job, fields, resolver, hooks, row.texts, idsOf(row)).catch((error: unknown) => refusalOf(job, error, row));
    }
    return outcomes.map((o) => o ?? { error: '保存失败，请稍后重试' });
  }
  const saves: { index: number; payload: BatchSave }[] = [];
  for (const [index, row] of rows.entries()) {
    try {
      const save = await rowSave(job, fields, resolver, row.texts, idsOf(row));
      if (save === 'skipped') outcomes[index] = 'skipped';
      else saves.push({ index, payload: save });
    } catch (error) {
      outcomes[index] = refusalOf(job, error, row);
    }
  }
  if (saves.length) {
    const outcome = await saveRecords(job.db, job.userId, job.module.record, saves.map((c) => c.payload), hooks);
    if (outcome.fallback) job.log.error({ err: outcome.error, messageId: job.messageId }, 'import batch failed, saved row by row');
    for (const [i, result] of outcome.results.entries()) {
      const index = saves[i]!.index;
      if ('saved' in result) outcomes[index] = 'saved';
      else if (result.error !== undefined) outcomes[index] = refusalOf(job, result.error, rows[index]!);
      else outcomes[index] = { error: result.refused };
    }
  }
  return outcomes.map((o) => o ?? { error: '保存失败，请稍后重试' });
}

export async function runImport(job: ImportJob): Promise<void> {
  const { db, module, layout, messageId, log } = job;
  const errors = new ErrorWorkbook(path.join(importsDir(job.dataDir), `${messageId}-errors.xlsx`), templateTitle(module), layout.headers);
  const counts: Counts = { done: 0, saved: 0, skipped: 0 };
  let state: 'finished' | 'stopped' | 'failed' = 'finished';
  try {
    const fields = await crmFormFields(db, module.record.label);
    const resolver = new NameResolver(db, job.userId);
    const hooks = withOwner(module.hooks, job.ownerUserId);
    let lastWrite = 0; // the first batch shows at once, then at most once a second
    let pending: PendingRow[] = [];
    const pendingValues = new Set<string>();
    /** Writes the pending rows; true when the importer asked to stop. */
    const flush = async (): Promise<boolean> => {
      const rows = pending;
      pending = [];
      pendingValues.clear();
      const outcomes = await importBatch(job, fields, resolver, hooks, rows);
      for (const [i, outcome] of outcomes.entries()) {
        counts.done += 1;
        if (outcome === 'saved') counts.saved += 1;
        else if (outcome === 'skipped') counts.skipped += 1;
        else await errors.add(rows[i]!.values, outcome.error);
      }
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return false;
      lastWrite = Date.now();
      return writeProgress(db, messageId, counts.done, errors.count);
    };
    let stopped = false;
    for await (const row of dataRows(job.file, layout)) {
      const texts = layout.columns.map((_c, i) => cellText(row.values[i]));
      if (row.values.every((v) => cellText(v) === '')) continue;
      const checkValue = checkValueOf(job, texts);
      if (checkValue !== '' && pendingValues.has(checkValue) && (stopped = await flush())) break;
      pending.push({ number: row.number, values: row.values, texts });
      if (checkValue !== '') pendingValues.add(checkValue);
      if (pending.length >= Math.max(1, importTuning.batchSize) && (stopped = await flush())) break;
    }
    if (!stopped && pending.length) stopped = await flush();
    if (stopped) state = 'stopped';
  } catch (error) {
    state = 'failed';
    log.error({ err: error, messageId }, 'import failed');
  } finally {
    await errors.close().catch((error) => log.error({ err: error, messageId }, 'import error file failed'));
    await fs.rm(job.file, { force: true });
  }
  const summary = importSummary(module.record.title, { ...counts, errors: errors.count }, state);
  await finishImport(db, messageId, state, counts.done, errors.count, errors.fileName, summary);
}
