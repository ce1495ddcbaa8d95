/**
 * Uploaded files (contract 14.1): bytes under DATA_DIR/uploads/<yyyyMMdd>/<uuid>-<name>, a row in
 * admin_file, and a host-relative URL `/api/uploads/...` (served by serveUploads.ts) so links work
 * behind any host name or proxy. Files group by `batch_id`, the key records use to attach them.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { dataPaths } from '../config.ts';
import { formatCompactDate } from '../db/localTime.ts';
import type { AdminFile, Database } from '../db/schema.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { cleanDisplayName, safeDiskName } from './fileNames.ts';

export const UPLOADS_URL_PREFIX = '/api/uploads/';

export type FileType = 'img' | 'file';

export interface StoreOptions {
  userId: number;
  /** Existing batch to join; a new one (uuid without dashes) when empty. */
  batchId?: string;
  fileType?: FileType;
}

export async function storeUpload(db: Kysely<Database>, dataDir: string, upload: UploadedFile, options: StoreOptions): Promise<AdminFile> {
  const now = new Date();
  const name = cleanDisplayName(upload.originalName);
  const day = formatCompactDate(now);
  const diskName = `${randomUUID()}-${safeDiskName(name)}`;
  const relativePath = `${day}/${diskName}`;
  const target = path.join(dataPaths.uploads(dataDir), day, diskName);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await moveFile(upload.tempPath, target);
  try {
    return await db.insertInto('admin_file')
      .values({
        name, size: upload.size, create_user_id: options.userId, create_time: now,
        path: relativePath, file_path: `${UPLOADS_URL_PREFIX}${day}/${encodeURIComponent(diskName)}`,
        file_type: options.fileType ?? 'file', batch_id: options.batchId || randomUUID().replaceAll('-', ''),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await fs.rm(target, { force: true }); // no row, no file
    throw error;
  }
}

/** Removes the row and its bytes. */
export async function removeStoredFile(db: Kysely<Database>, dataDir: string, file: AdminFile): Promise<void> {
  await db.deleteFrom('admin_file').where('file_id', '=', file.file_id).execute();
  const absolute = path.resolve(dataPaths.uploads(dataDir), file.path);
  if (absolute.startsWith(path.resolve(dataPaths.uploads(dataDir)) + path.sep)) await fs.rm(absolute, { force: true });
}

/**
 * Size as the contract answers it: whole kilobytes, rounded up, `"12KB"`. Every file object also
 * carries `bytes` (ours): a 12-byte file is `"1KB"` here, and the screens show 12 Byte from bytes.
 */
export function sizeInKb(bytes: number): string {
  return `${Math.ceil(bytes / 1024)}KB`;
}

/** The files of these batches as file/queryByBatchId answers them (uploader's name, size in KB), in upload order. */
export async function filesOfBatches(db: Kysely<Database>, batchIds: readonly string[]) {
  if (!batchIds.length) return [];
  const rows = await db.selectFrom('admin_file as f')
    .leftJoin('admin_user as u', 'u.user_id', 'f.create_user_id')
    .select(['f.file_id', 'f.name', 'f.size', 'f.create_user_id', 'u.realname as createUserName', 'f.create_time',
      'f.file_path', 'f.file_type', 'f.batch_id'])
    .where('f.batch_id', 'in', batchIds)
    .orderBy('f.file_id')
    .execute();
  return rows.map(fileAnswer);
}

/** A file row as the lists answer it: its size in KB, the bytes beside (also the feed's, oa/feed/feedStatement.ts). */
export function fileAnswer<Row extends { size: number }>(row: Row): Omit<Row, 'size'> & { size: string; bytes: number } {
  return { ...row, size: sizeInKb(row.size), bytes: row.size };
}

async function moveFile(from: string, to: string) {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.copyFile(from, to); // DATA_DIR/tmp on another file system
    await fs.rm(from, { force: true });
  }
}
