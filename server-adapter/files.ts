// Attachments (server-contract 14.1): upload into a batch, list a batch, remove one file. The
// upload answers at the top level of its envelope, not under `data`, and reports the size as
// "<KB>KB" text (rounded up); `bytes` is the size the browser knew, which the lists prefer.
import { request, requestData, type RequestOptions } from './request.ts';

export type FileKind = 'img' | 'file';

/** `file/upload` as it answers: `{code:0, batchId, name, url, size:"12KB", fileId}`. */
export interface UploadAnswer {
  fileId: number | string;
  batchId: string;
  name: string;
  url: string;
  /** "<KB>KB" on our server; a number of bytes on some others. */
  size: string | number;
}

/** A row of `file/queryByBatchId`. */
export interface BatchFile {
  fileId: number | string;
  name: string;
  size: string | number;
  /** Ours: the exact size in bytes (`size` is whole KB, rounded up). */
  bytes?: number;
  filePath: string;
  fileType: FileKind;
  batchId: string;
  createUserId?: number | null;
  createUserName?: string | null;
  createTime?: string;
  [key: string]: unknown;
}

export interface UploadFileInput {
  file: File | Blob;
  type: FileKind;
  /** The batch to join; '' (or absent) makes the server start one, whose id comes back. */
  batchId?: string;
}

export async function uploadFile(input: UploadFileInput, options?: RequestOptions): Promise<UploadAnswer> {
  const envelope = await request(
    'file/upload',
    { file: input.file, type: input.type, batchId: input.batchId ?? '' },
    { ...options, encoding: 'multipart' },
  );
  return {
    fileId: envelope.fileId as number | string,
    batchId: String(envelope.batchId ?? ''),
    name: String(envelope.name ?? ''),
    url: String(envelope.url ?? ''),
    size: (envelope.size as string | number | undefined) ?? '',
  };
}

export function queryFilesByBatchId(batchId: string, options?: RequestOptions): Promise<BatchFile[]> {
  return requestData<BatchFile[]>('file/queryByBatchId', { batchId }, options);
}

/** Deletes the file and its row. */
export async function removeFile(fileId: number | string, options?: RequestOptions): Promise<void> {
  await request('file/removeById', { id: fileId }, options);
}
