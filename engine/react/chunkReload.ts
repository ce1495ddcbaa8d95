// When a lazily loaded page fails to load (usually a chunk that a new deploy removed), the shell
// reloads the pending route once. A note in sessionStorage keeps that to once per path within a
// window, so a page that is really broken shows its error instead of reloading forever. The note
// is never cleared on success: one URL loads several chunks (layout, page), and a sibling's
// success must not re-arm the reload of the one that keeps failing.

export const CHUNK_RELOAD_KEY = 'lingxi.chunkReload';
/** A second failure of the same path within this window is not retried again. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

interface ReloadNote {
  path: string;
  at: number;
}

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readNote(storage: NoteStorage): ReloadNote | undefined {
  try {
    const note = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as ReloadNote | null;
    return note && typeof note.path === 'string' && typeof note.at === 'number' ? note : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decides whether a failed page load of `path` may reload the page now, and records the attempt.
 * Returns false when the same path already reloaded within the window (the loop guard).
 */
export function claimChunkReload(storage: NoteStorage, path: string, now: number): boolean {
  const note = readNote(storage);
  if (note && note.path === path && now - note.at < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }));
  return true;
}
