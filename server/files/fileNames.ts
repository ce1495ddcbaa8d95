/**
 * File names from the outside world (an upload's name, a rename) are display text only. The disk
 * name is `<uuid>-<safe name>`: no directory part, no control or reserved characters, bounded
 * length, so nothing a user sends can point outside DATA_DIR/uploads.
 */
import path from 'node:path';

const MAX_NAME_LENGTH = 120;

/** The name to show: path components and control characters removed, trimmed, bounded. */
export function cleanDisplayName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return fallback;
  return cleaned.length > MAX_NAME_LENGTH ? shorten(cleaned) : cleaned;
}

/** The name on disk (after the uuid): letters of any script, digits, `.`, `-`, `_` only. */
export function safeDiskName(displayName: string): string {
  const safe = displayName.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '_');
  return safe === '' ? 'file' : safe;
}

function shorten(name: string): string {
  const ext = path.extname(name).slice(0, 20);
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp']);

/** Whether a stored file may be shown inline by the browser (anything else is downloaded). */
export function isInlineImage(fileName: string): boolean {
  return IMAGE_EXTENSIONS.has(path.extname(fileName).toLowerCase());
}
