// Field-definition change notices on the live channel (liveChannel.ts): `event: fieldVersion`,
// `data: {"label":2,"version":7}` whenever an admin saves a module's fields, pushed by the server
// within a few milliseconds (PostgreSQL NOTIFY; in process on PGlite). An open form subscribes to
// its label and reloads its definitions.
//
// Events sent while the stream was down are lost, so every (re)open compares `field/queryVersions`
// with the versions we know and reports each label that moved.
import { joinLiveChannel, parseLiveData } from './liveChannel.ts';
import { queryFieldVersions } from './fields.ts';

export { RECONNECT_INITIAL_MS, RECONNECT_MAX_MS } from './liveChannel.ts';

export type FieldVersionListener = (version: number) => void;

export const FIELD_EVENTS_PATH = 'field/events';
export const FIELD_VERSION_EVENT = 'fieldVersion';

const listeners = new Map<number, Set<FieldVersionListener>>();
/** The newest version we know per label: from the subscribers' loads, the stream and the catch-up query. */
const known = new Map<number, number>();
let leave: (() => void) | null = null;
/** Bumped per membership: a catch-up answer of an earlier one is ignored. */
let membership = 0;

function subscriberCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

/** Records a version; tells the label's listeners when it is newer than the one known. */
function noteVersion(label: number, version: number): void {
  const previous = known.get(label);
  if (previous !== undefined && version <= previous) return;
  known.set(label, version);
  // A label nobody had a baseline for (first answer after subscribing without one) is only recorded.
  if (previous === undefined) return;
  for (const fn of [...(listeners.get(label) ?? [])]) fn(version);
}

/** After an open: what changed while we were not listening. */
async function catchUp(asOf: number): Promise<void> {
  let versions: Record<string, number>;
  try {
    versions = await queryFieldVersions({ silent: true });
  } catch {
    return; // the stream is open: later changes still arrive; the next reconnect tries again
  }
  if (asOf !== membership) return;
  for (const label of listeners.keys()) {
    const version = Number(versions[String(label)]);
    if (Number.isInteger(version)) noteVersion(label, version);
  }
}

function onVersionEvent(data: string): void {
  const parsed = parseLiveData(data);
  const label = Number(parsed?.label);
  const version = Number(parsed?.version);
  if (!Number.isInteger(label) || !Number.isInteger(version)) return;
  if (listeners.has(label)) noteVersion(label, version);
  else known.set(label, Math.max(version, known.get(label) ?? 0));
}

function join(): void {
  membership += 1;
  const asOf = membership;
  leave = joinLiveChannel({
    onOpen: () => void catchUp(asOf),
    events: { fieldVersion: onVersionEvent },
  });
}

/**
 * Calls `fn(version)` whenever the fields of module `label` change. `loadedVersion` is the version
 * the caller's definitions belong to (read with `queryFieldVersions()` before loading them), so a
 * change between that load and the stream opening is reported too. Returns the unsubscribe function;
 * this module leaves the channel when its last subscriber leaves.
 */
export function subscribeFieldVersion(label: number, fn: FieldVersionListener, loadedVersion?: number): () => void {
  if (loadedVersion !== undefined && Number.isInteger(loadedVersion)) {
    const current = known.get(label);
    // Only ever lower an unknown baseline: a newer known version must still reach this caller.
    if (current === undefined) known.set(label, loadedVersion);
    else if (current > loadedVersion) {
      queueMicrotask(() => {
        if (listeners.get(label)?.has(fn)) fn(current);
      });
    }
  }
  let set = listeners.get(label);
  if (!set) listeners.set(label, (set = new Set()));
  set.add(fn);
  if (leave === null) join();

  return () => {
    const current = listeners.get(label);
    if (!current?.delete(fn)) return;
    if (current.size === 0) listeners.delete(label);
    if (subscriberCount() === 0) {
      leave?.();
      leave = null;
      known.clear();
    }
  };
}
