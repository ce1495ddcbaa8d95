/**
 * An import's state in admin_message (migration 0009), so that any server process can answer the
 * progress calls, and files under DATA_DIR/imports: the uploaded workbook while it runs, the error
 * workbook afterwards. Only the importer sees their import (`导入记录不存在` for anyone else).
 *
 * A running import names its process (migration 0019: host, pid, an id of this start). An import
 * left `running` by a process that is gone is closed as `导入中断` (state `failed`): at once when
 * that process ran on this host (its pid no longer runs, or it is our own pid from an earlier start),
 * by its heartbeat going stale for two minutes otherwise. Closed at server start (startServer calls
 * closeDeadImports) and whenever a progress call reads it. An import of a live process, here or on
 * another machine sharing the PostgreSQL database, is never closed while its heartbeat beats.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AdminMessageTable, Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Selectable } from 'kysely';

export const IMPORT_LABEL = 1;
/** A running import writes its heartbeat at least this often (importRun.ts writes every second). */
const HEARTBEAT_STALE_MS = 120_000;
const INTERRUPTED = '导入中断';

/** This process, as a running import records it: a new instance id at every start. */
export const IMPORT_PROCESS = { host: os.hostname(), pid: process.pid, instance: randomUUID() } as const;
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
    import_state: 'running', import_host: IMPORT_PROCESS.host, import_pid: IMPORT_PROCESS.pid, import_instance: IMPORT_PROCESS.instance,
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

/** Whether a pid names a running process (EPERM: it runs, as another user). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type ImportOwner = Pick<ImportMessage, 'import_state' | 'update_time' | 'import_host' | 'import_pid' | 'import_instance'>;

/** Whether a running import's process is gone (see the head of this file); `now` in ms. */
export function importProcessGone(row: ImportOwner, now = Date.now()): boolean {
  if (row.import_state !== 'running') return false;
  if (now - new Date(row.update_time).getTime() > HEARTBEAT_STALE_MS) return true;
  // Another machine's process (or an import from before migration 0019): only its heartbeat tells.
  if (row.import_host !== IMPORT_PROCESS.host || row.import_pid === null || row.import_instance === null) return false;
  if (row.import_instance === IMPORT_PROCESS.instance) return false;
  // Our pid but an earlier start: our predecessor, restarted into the same pid (a container's 1).
  if (row.import_pid === IMPORT_PROCESS.pid) return true;
  return !processRuns(row.import_pid);
}

async function closeInterrupted(db: Kysely<Database>, messageIds: number[]): Promise<void> {
  if (!messageIds.length) return;
  await db.updateTable('admin_message').set({ import_state: 'failed', content: INTERRUPTED })
    .where('message_id', 'in', messageIds).where('import_state', '=', 'running').execute();
}

/**
 * At server start: every import still `running` whose process is gone becomes `导入中断` at once.
 * Answers the ids it closed.
 */
export async function closeDeadImports(db: Kysely<Database>): Promise<number[]> {
  const running = await db.selectFrom('admin_message')
    .select(['message_id', 'import_state', 'update_time', 'import_host', 'import_pid', 'import_instance'])
    .where('label', '=', IMPORT_LABEL).where('import_state', '=', 'running').execute();
  const now = Date.now();
  const dead = running.filter((row) => importProcessGone(row, now)).map((row) => row.message_id);
  await closeInterrupted(db, dead);
  return dead;
}

/** The caller's import, with a dead process's import closed as `导入中断`. */
export async function ownImport(db: Kysely<Database>, userId: number, messageId: number): Promise<ImportMessage> {
  const row = await db.selectFrom('admin_message').selectAll()
    .where('message_id', '=', messageId).where('label', '=', IMPORT_LABEL).where('recipient_user', '=', userId).executeTakeFirst();
  if (!row) throw new BusinessError('导入记录不存在');
  if (importProcessGone(row)) {
    await closeInterrupted(db, [row.message_id]);
    return { ...row, import_state: 'failed', content: INTERRUPTED };
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
