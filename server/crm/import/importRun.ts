/**
 * One import, in the background after uploadExcel has answered the message id. Every row goes
 * through the module's form save (records/savePipeline.ts saveRecord with the module's hooks), so
 * it is validated by the same compiled rules with the same messages (`客户级别不能为空`) and
 * written by the same code; a row that fails lands in the error workbook with that message.
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
import type { RecordSavePayload } from '../records/recordSavePayload.ts';
import { findRecord, loose, type RecordRow } from '../records/recordStore.ts';
import { type SaveHooks, saveRecord } from '../records/savePipeline.ts';
import { cellText, NameResolver } from './importCells.ts';
import { ErrorWorkbook } from './importErrors.ts';
import { finishImport, importsDir, writeProgress } from './importMessages.ts';
import { type ImportModule, templateTitle } from './importModules.ts';
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

async function duplicates(job: ImportJob, name: string): Promise<number[]> {
  const { record, checkColumn } = job.module;
  let query = loose(job.db).selectFrom(record.table).select(record.idColumn).where(checkColumn, '=', name);
  if (record.key === 'product') query = query.where('status', '<>', 3);
  const rows = await query.orderBy(record.idColumn).limit(2).execute();
  return rows.map((r) => r[record.idColumn] as number);
}

async function importRow(job: ImportJob, fields: FormField[], resolver: NameResolver, hooks: SaveHooks, texts: string[]): Promise<'saved' | 'skipped'> {
  const { module, layout } = job;
  const checkIndex = layout.columns.findIndex((c) => c?.name === module.checkField);
  const checkValue = texts[checkIndex] ?? '';
  let existing: RecordRow | undefined;
  if (checkValue !== '') {
    const ids = await duplicates(job, checkValue);
    if (ids.length && job.repeatHandling === 2) return 'skipped';
    if (ids.length > 1) throw new BusinessError(`${module.checkField}“${checkValue}”对应多条${module.record.title}，无法覆盖`);
    if (ids.length === 1) existing = await findRecord(job.db, module.record, ids[0]!);
  }
  const payload: RecordSavePayload = existing ? currentPayload(fields, existing) : { entity: {}, field: [], product: [] };
  for (const [index, column] of layout.columns.entries()) {
    if (!column) continue;
    const text = texts[index] ?? '';
    if (column.addressPart === 'address') payload.entity.address = text.split(/[,，/\s]+/).filter(Boolean).join(',');
    else if (column.addressPart === 'detailAddress') payload.entity.detailAddress = text;
    else if (column.field) {
      const f = column.field;
      const value = await resolver.wireValue(f.formType, text, f.name);
      if (f.fieldType === 1) payload.entity[f.fieldName] = value;
      else {
        const custom = payload.field.find((c) => String(c.fieldId) === String(f.fieldId));
        if (custom) custom.value = value;
        else payload.field.push({ fieldId: f.fieldId, value });
      }
    }
  }
  if (existing) payload.recordId = existing[module.record.idColumn] as number;
  await saveRecord(job.db, job.userId, module.record, payload, hooks);
  return 'saved';
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
    let lastWrite = Date.now();
    for await (const row of dataRows(job.file, layout)) {
      const texts = layout.columns.map((_c, i) => cellText(row.values[i]));
      if (row.values.every((v) => cellText(v) === '')) continue;
      counts.done += 1;
      try {
        counts[await importRow(job, fields, resolver, hooks, texts) === 'saved' ? 'saved' : 'skipped'] += 1;
      } catch (error) {
        // A refusal is the row's answer; anything else is our fault: logged, and the row reported.
        if (!(error instanceof BusinessError)) log.error({ err: error, messageId, row: row.number }, 'import row failed');
        await errors.add(row.values, error instanceof BusinessError ? error.message : '保存失败，请稍后重试');
      }
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        if (await writeProgress(db, messageId, counts.done, errors.count)) {
          state = 'stopped';
          break;
        }
      }
    }
  } catch (error) {
    state = 'failed';
    log.error({ err: error, messageId }, 'import failed');
  } finally {
    await errors.close().catch((error) => log.error({ err: error, messageId }, 'import error file failed'));
    await fs.rm(job.file, { force: true });
  }
  const summary = `导入${module.record.title}：共${counts.done}条，成功${counts.saved}条，跳过${counts.skipped}条，失败${errors.count}条`
    + (state === 'stopped' ? '（已停止）' : state === 'failed' ? '（导入中断）' : '');
  await finishImport(db, messageId, state, counts.done, errors.count, errors.fileName, summary);
}
