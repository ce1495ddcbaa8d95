// The live channel: `GET /api/field/events` (Server-Sent Events, authenticated by the HttpOnly
// Admin-Token cookie the server set at login, because EventSource cannot send headers). It tells an
// open page what changed on the server (server/live/liveEvents.ts):
//   fieldVersion  {"label":2,"version":7}   a module's fields (fieldEvents.ts)
//   rights        {"fingerprint":"…"}       the user's permission keys (liveRights.ts)
//   sessionEnded  {}                        the session is gone (liveRights.ts)
//
// One EventSource per page, shared by every member: opened with the first, closed with the last
// (a browser allows only a few connections per host over HTTP/1.1). We reconnect ourselves, with
// backoff, instead of trusting EventSource's own retry: EventSource gives up for good on a non-200
// answer (the server's 401 while a session is being restored, a proxy's 502 during a deploy).
// Events sent while the stream was down are lost, so members catch up in `onOpen`, called at every
// (re)open.
import { apiUrl } from './request.ts';

export const LIVE_EVENTS_PATH = 'field/events';
export const LIVE_EVENT_TYPES = ['fieldVersion', 'rights', 'sessionEnded'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
/** First retry after this long; doubled per failure up to the maximum; reset once a stream opens. */
export const RECONNECT_INITIAL_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export interface LiveMember {
  /** The stream (re)opened: catch up on what may have changed while it was down. */
  onOpen?(): void;
  /** An event's `data` text, by event type. */
  events: Partial<Record<LiveEventType, (data: string) => void>>;
}

interface Channel {
  source: EventSource | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  retryDelay: number;
  /** Bumped per connection: events of a replaced stream are ignored. */
  generation: number;
  /** The session ended (or is being ended by this page): no reconnects until `resumeLiveChannel`. */
  paused: boolean;
}

const members = new Set<LiveMember>();
const channel: Channel = { source: null, retryTimer: null, retryDelay: RECONNECT_INITIAL_MS, generation: 0, paused: false };

function scheduleReconnect(): void {
  if (channel.retryTimer !== null || members.size === 0 || channel.paused) return;
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
  if (typeof EventSource === 'undefined' || channel.paused) return; // no stream (an old test DOM): screens still work, without live updates
  const generation = channel.generation;
  const source = new EventSource(apiUrl(LIVE_EVENTS_PATH), { withCredentials: true });
  channel.source = source;
  source.addEventListener('open', () => {
    if (generation !== channel.generation) return;
    channel.retryDelay = RECONNECT_INITIAL_MS;
    for (const member of [...members]) member.onOpen?.();
  });
  for (const type of LIVE_EVENT_TYPES) {
    source.addEventListener(type, (event) => {
      if (generation !== channel.generation) return;
      const data = (event as MessageEvent).data;
      for (const member of [...members]) member.events[type]?.(typeof data === 'string' ? data : '');
    });
  }
  source.addEventListener('error', () => {
    if (generation !== channel.generation) return;
    // Our own backoff replaces EventSource's retry (see the header).
    source.close();
    channel.source = null;
    scheduleReconnect();
  });
}

/** Joins the channel (opening it for the first member); returns the leave function. */
export function joinLiveChannel(member: LiveMember): () => void {
  members.add(member);
  if (channel.source === null && channel.retryTimer === null) connect();
  return () => {
    if (!members.delete(member)) return;
    if (members.size === 0) {
      disconnect();
      channel.retryDelay = RECONNECT_INITIAL_MS;
      channel.paused = false;
    }
  };
}

/**
 * Closes the stream and keeps it closed: the session ended (the server said so), or this page is
 * logging out (its own logout must not come back as "you were logged out elsewhere").
 */
export function pauseLiveChannel(): void {
  channel.paused = true;
  disconnect();
}

/** After a pause that did not end the session (a logout the server refused). */
export function resumeLiveChannel(): void {
  if (!channel.paused) return;
  channel.paused = false;
  channel.retryDelay = RECONNECT_INITIAL_MS;
  if (members.size > 0) connect();
}

/** `data` as JSON, or null. */
export function parseLiveData(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? parsed as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
