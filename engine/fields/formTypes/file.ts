// file: attachments. The files of one field share an upload batch, and the batch id is all the
// wire and the storage carry.

import type { FileItem, FileValue } from '../definition.ts';
import { isPlainObject, toText } from '../valueText.ts';
import { filesDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI, scalarWire } from './valueParts.ts';

function normalizeFile(raw: unknown): FileValue {
  if (Array.isArray(raw)) {
    const files = raw.filter(isPlainObject) as FileItem[];
    return { batchId: toText(files[0]?.batchId), files };
  }
  if (isPlainObject(raw)) {
    const files = Array.isArray(raw.files) ? (raw.files.filter(isPlainObject) as FileItem[]) : [];
    return { batchId: toText(raw.batchId) || toText(files[0]?.batchId), files };
  }
  // A bare batch id (a save payload, or a record whose files were not expanded).
  return { batchId: toText(raw), files: [] };
}

function isEmptyFile(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const files = (value as Partial<FileValue>).files;
  return !Array.isArray(files) || files.length === 0;
}

// An emptied file field sends '' even if its batch exists: the original did, and it keeps
// "required" meaningful on the server (a batch id on the wire means files are attached).
function encodeFile(value: unknown): string {
  const file = value as Partial<FileValue> | null;
  return file && Array.isArray(file.files) && file.files.length > 0 ? toText(file.batchId) : '';
}

// The payload only carries the batch id; the client sends '' when no file is attached, so a batch
// id means "files attached". One placeholder item stands for them.
function decodeFile(wire: unknown): FileValue {
  const batchId = toText(wire);
  return { batchId, files: batchId === '' ? [] : [{ batchId }] };
}

export const fileModule: FormTypeModule = {
  formType: 'file',
  valueSchema: () => ({ type: ['object', 'null'] }),
  normalize: normalizeFile,
  isEmpty: isEmptyFile,
  wire: scalarWire(encodeFile, decodeFile),
  ui: { ...PLAIN_UI, customField: true },
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: filesDisplay,
};
