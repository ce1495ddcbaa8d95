// How an attachment is shown (forms.md 9): sizes in Byte, kB or MB; names over 25 characters cut
// short (the full name goes in a title). Sizes arrive as bytes (a fresh upload), or as the server's
// "<KB>KB" text (file/queryByBatchId, edit mode), so both are read.

/** forms.md 9: file names longer than 25 characters are shown truncated. */
export const FILE_NAME_MAX_CHARS = 25;

const UNITS: Readonly<Record<string, number>> = { b: 1, byte: 1, bytes: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** Bytes from a number of bytes or a text like "12KB", "1.5 MB", "512"; null when unreadable. */
export function sizeInBytes(size: unknown): number | null {
  if (typeof size === 'number') return Number.isFinite(size) && size >= 0 ? size : null;
  if (typeof size !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(size);
  if (!match) return null;
  const unit = UNITS[(match[2] || 'b').toLowerCase()];
  return unit === undefined ? null : Math.round(Number(match[1]) * unit);
}

/** "512 Byte", "12.00 kB", "1.50 MB"; '' when the size is unknown. */
export function formatFileSize(size: unknown): string {
  const bytes = sizeInBytes(size);
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(2)} kB`;
  return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
}

/** The first 25 characters and "…" for a longer name (code points: an emoji is one). */
export function shortFileName(name: string): string {
  const chars = Array.from(name);
  return chars.length > FILE_NAME_MAX_CHARS ? `${chars.slice(0, FILE_NAME_MAX_CHARS).join('')}…` : name;
}
