/**
 * Multipart bodies (uploads, avatar, logo). Files are streamed to DATA_DIR/tmp rather than held
 * in memory (the limit is 100 MB); whatever a handler does not move away is deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from './controlCharacters.ts';
import { BusinessError, IllegalTextError, MalformedBodyError } from './errors.ts';
import type { Params } from './params.ts';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface UploadedFile {
  /** the form field name, usually `file` */
  fieldName: string;
  /** the name the browser sent (not yet sanitised: see files/fileNames.ts) */
  originalName: string;
  mimeType: string;
  /** where the bytes are now; move it to keep it */
  tempPath: string;
  size: number;
}

export async function readMultipart(request: FastifyRequest, tmpDir: string): Promise<{ fields: Params; files: UploadedFile[] }> {
  const fields: Params = {};
  const files: UploadedFile[] = [];
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (hasControlCharacters(part.fieldname) || (typeof part.value === 'string' && hasControlCharacters(part.value))) throw new IllegalTextError();
        addField(fields, part.fieldname, part.value);
        continue;
      }
      if (hasControlCharacters(part.fieldname) || hasControlCharacters(part.filename)) throw new IllegalTextError();
      const tempPath = path.join(tmpDir, randomUUID());
      const file: UploadedFile = { fieldName: part.fieldname, originalName: part.filename, mimeType: part.mimetype, tempPath, size: 0 };
      files.push(file); // before writing, so a failed write is still cleaned up
      await pipeline(part.file, createWriteStream(tempPath));
      file.size = (await fs.stat(tempPath)).size;
    }
  } catch (error) {
    await discardUploads(files);
    throw asBodyError(error);
  }
  // A form's empty file input arrives as a part with no name and no bytes: not an upload.
  const real = files.filter((f) => f.originalName !== '' || f.size > 0);
  await discardUploads(files.filter((f) => !real.includes(f)));
  return { fields, files: real };
}

/**
 * What reading the parts threw, for the caller: a body cut short or garbled (busboy's `Unexpected
 * end of form`, `Malformed part header`, `Boundary not found`, a connection reset) is the caller's
 * fault, `上传数据不完整` with HTTP 400; our refusals and the parser's 4xx (limits) stay as they
 * are; a failure of our own disk (an error with a syscall) stays a server failure.
 */
function asBodyError(error: unknown): unknown {
  if (error instanceof BusinessError || error instanceof MalformedBodyError) return error;
  const { statusCode, syscall, code } = (error ?? {}) as { statusCode?: unknown; syscall?: unknown; code?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  if (syscall !== undefined && code !== 'ECONNRESET') return error;
  return new MalformedBodyError('上传数据不完整');
}

function addField(fields: Params, name: string, value: unknown) {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export async function discardUploads(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.tempPath, { force: true })));
}
