/**
 * An import's state in admin_message (migration 0009), so that any server process can answer the
 * progress calls, and files under DATA_DIR/imports: the uploaded workbook while it runs, the error
 * workbook afterwards. Only the importer sees their import (`导入记录不存在` for anyone else).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AdminMessageTable, Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Selectable } from 'kysely';

export const IMPORT_LABEL = 1;
/** A running import writes its heartbeat at least this often (importRun.ts writes every second). */
const HEARTBEAT_STALE_MS = 120_000;
/** Error workbooks are kept this long, then removed when the next import starts. */
const KEEP_FILES_MS = 7 * 24 * 3600_000;

export type ImportMessage = Selectable<AdminMessageTable>;

export function importsDir(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

export async function createImportMessage(db: Kysely<Database>, userId: number, type: number, title: string): Promise<number> {
  const now = new Date();
  const row = await db.insertInto('admin_message').values({
    title, label: IMPORT_LABEL, type, create_user: userId, recipient_user: userId, create_time: now, update_time: now,
    import_state: 'running',
  }).returning('message_id').executeTakeFirstOrThrow();
  return row.message_id;
}

/** Progress and heartbeat; answers whether a stop was asked for. */
export async function writeProgress(db: Kysely<Database>, messageId: number, done: number, errors: number): Promise<boolean> {
  const row = await db.updateTable('admin_message').set({ import_done: done, import_errors: errors, update_time: new Date() })
    .where('message_id', '=', messageId).returning('stop_requested').executeTakeFirst();
  return (row?.stop_requested ?? 0) === 1;
}

export async function finishImport(
  db: Kysely<Database>, messageId: number, state: 'finished' | 'stopped' | 'failed', done: number, errors: number, errorFile: string | null, content: string,
): Promise<void> {
  await db.updateTable('admin_message').set({
    import_state: state, import_done: done, import_errors: errors, error_file: errorFile, content, update_time: new Date(),
  }).where('message_id', '=', messageId).execute();
}

/** The caller's import, with a dead process's import (stale heartbeat) closed as failed. */
export async function ownImport(db: Kysely<Database>, userId: number, messageId: number): Promise<ImportMessage> {
  const row = await db.selectFrom('admin_message').selectAll()
    .where('message_id', '=', messageId).where('label', '=', IMPORT_LABEL).where('recipient_user', '=', userId).executeTakeFirst();
  if (!row) throw new BusinessError('导入记录不存在');
  if (row.import_state === 'running' && Date.now() - new Date(row.update_time).getTime() > HEARTBEAT_STALE_MS) {
    await db.updateTable('admin_message').set({ import_state: 'failed', content: '导入中断' })
      .where('message_id', '=', messageId).where('import_state', '=', 'running').execute();
    return { ...row, import_state: 'failed' };
  }
  return row;
}

export async function requestStop(db: Kysely<Database>, messageId: number): Promise<void> {
  await db.updateTable('admin_message').set({ stop_requested: 1 }).where('message_id', '=', messageId).execute();
}

/** Removes the error workbooks (and uploads left by a crash) older than a week. */
export async function removeOldFiles(dataDir: string): Promise<void> {
  const dir = importsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(names.map(async (name) => {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > KEEP_FILES_MS) await fs.rm(file, { force: true });
  }));
}
