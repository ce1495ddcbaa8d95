// Field-definition change notices: `GET /api/field/events` (Server-Sent Events, authenticated by the
// Admin-Token cookie because EventSource cannot send headers) says `event: fieldVersion`,
// `data: {"label":2,"version":7}` whenever an admin saves a module's fields. An open form subscribes
// to its label and reloads its definitions.
//
// One EventSource per page, shared by every subscriber: opened with the first, closed with the last
// (a browser allows only a few connections per host over HTTP/1.1). We reconnect ourselves, with
// backoff, instead of trusting EventSource's own retry: EventSource gives up for good on a non-200
// answer (the server's 401 while a session is being restored, a proxy's 502 during a deploy).
// Events sent while the stream was down are lost, so every (re)open compares `field/queryVersions`
// with the versions we know and reports each label that moved.
import { apiUrl } from './request.ts';
import { queryFieldVersions } from './fields.ts';

export type FieldVersionListener = (version: number) => void;

export const FIELD_EVENTS_PATH = 'field/events';
export const FIELD_VERSION_EVENT = 'fieldVersion';
/** First retry after this long; doubled per failure up to the maximum; reset once a stream opens. */
export const RECONNECT_INITIAL_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

interface Channel {
  source: EventSource | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  retryDelay: number;
  /** Bumped per connection: answers and events of a replaced stream are ignored. */
  generation: number;
}

const listeners = new Map<number, Set<FieldVersionListener>>();
/** The newest version we know per label: from the subscribers' loads, the stream and the catch-up query. */
const known = new Map<number, number>();
const channel: Channel = { source: null, retryTimer: null, retryDelay: RECONNECT_INITIAL_MS, generation: 0 };

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

function parseVersionEvent(data: unknown): { label: number; version: number } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { label?: unknown; version?: unknown };
    const label = Number(parsed.label);
    const version = Number(parsed.version);
    return Number.isInteger(label) && Number.isInteger(version) ? { label, version } : null;
  } catch {
    return null;
  }
}

/** After an open: what changed while we were not listening. */
async function catchUp(generation: number): Promise<void> {
  let versions: Record<string, number>;
  try {
    versions = await queryFieldVersions({ silent: true });
  } catch {
    return; // the stream is open: later changes still arrive; the next reconnect tries again
  }
  if (generation !== channel.generation) return;
  for (const label of listeners.keys()) {
    const version = Number(versions[String(label)]);
    if (Number.isInteger(version)) noteVersion(label, version);
  }
}

function scheduleReconnect(): void {
  if (channel.retryTimer !== null || subscriberCount() === 0) return;
  const delay = channel.retryDelay;
  channel.retryDelay = Math.min(channel.retryDelay * 2, RECONNECT_MAX_MS);
  channel.retryTimer = setTimeout(() => {
    channel.retryTimer = null;
    connect();
  }, delay);
}

function disconnect(): void {
  channel.generation += 1;
  channel.source?.close();
  channel.source = null;
  if (channel.retryTimer !== null) clearTimeout(channel.retryTimer);
  channel.retryTimer = null;
}

function connect(): void {
  disconnect();
  if (typeof EventSource === 'undefined') return; // no stream (an old test DOM): forms still work, without live reloads
  const generation = channel.generation;
  const source = new EventSource(apiUrl(FIELD_EVENTS_PATH), { withCredentials: true });
  channel.source = source;
  source.addEventListener('open', () => {
    if (generation !== channel.generation) return;
    channel.retryDelay = RECONNECT_INITIAL_MS;
    void catchUp(generation);
  });
  source.addEventListener(FIELD_VERSION_EVENT, (event) => {
    if (generation !== channel.generation) return;
    const change = parseVersionEvent((event as MessageEvent).data);
    if (change && listeners.has(change.label)) noteVersion(change.label, change.version);
    else if (change) known.set(change.label, Math.max(change.version, known.get(change.label) ?? 0));
  });
  source.addEventListener('error', () => {
    if (generation !== channel.generation) return;
    // Our own backoff replaces EventSource's retry (see the header).
    source.close();
    channel.source = null;
    scheduleReconnect();
  });
}

/**
 * Calls `fn(version)` whenever the fields of module `label` change. `loadedVersion` is the version
 * the caller's definitions belong to (read with `queryFieldVersions()` before loading them), so a
 * change between that load and the stream opening is reported too. Returns the unsubscribe function;
 * the stream closes when the last subscriber leaves.
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
  if (channel.source === null && channel.retryTimer === null) connect();

  return () => {
    const current = listeners.get(label);
    if (!current?.delete(fn)) return;
    if (current.size === 0) listeners.delete(label);
    if (subscriberCount() === 0) {
      disconnect();
      known.clear();
      channel.retryDelay = RECONNECT_INITIAL_MS;
    }
  };
}
