/**
 * One per app: tells this process's open screens (liveEvents.ts) what changed, whichever process
 * or tool changed it:
 *
 *   field      a label's fields (admin_field_version): the screen reloads its definitions;
 *   rights     the fingerprint of a user's permission keys, when it differs from the last one sent
 *              to that stream (first at subscribe): the screen reloads its auth tree;
 *   session    the stream's session is gone (logout in another tab, user disabled, password reset,
 *              expired): the screen shows the forced-logout dialog.
 *
 * How it hears of changes: the database's `pg_notify` messages (migration 0022) through the
 * handle's notification source (notificationSource.ts): PostgreSQL LISTEN on a connection of its
 * own, PGlite in process. A slow safety poll (SAFETY_POLL_MS) reads the same counters, catches an
 * expired session, and stands in for a notification a broken connection swallowed. Without a
 * source, or when LISTEN fails, the hub polls every POLL_INTERVAL_MS instead (the old path,
 * kept as the bench's baseline: npm run bench:live).
 *
 * Work per change is per process, not per browser: one version read, then the permission keys of
 * each distinct connected user (cached per version in permissionCache.ts, where the user's next
 * call finds them) and one session query for all streams. Checks are serialised: a check asked
 * for while one runs runs again after it, with fresh reads, so the last answer is never older
 * than the last change heard of.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { fingerprintOfKeys } from '../../engine/routes/authFingerprint.ts';
import type { Database } from '../db/schema.ts';
import { readFieldVersions } from '../fields/fieldVersions.ts';
import { userPermissionKeys } from '../permissions/authTree.ts';
import { type NotificationSource, notificationSourceOf } from './notificationSource.ts';

export const LIVE_CHANNEL = 'lingxi_live';
/** Polling when there is no notification source (the baseline of bench:live). */
export const POLL_INTERVAL_MS = 400;
/** With notifications: the safety net's period (and how late an expired session is noticed). */
export const SAFETY_POLL_MS = 10_000;

export interface FieldVersionChange { label: number; version: number }

export interface LiveListener {
  userId: number;
  /** The session token the stream was opened with. */
  token: string;
  onField(change: FieldVersionChange): void;
  onRights(fingerprint: string): void;
  onSessionEnded(): void;
}

export interface LiveHubOptions {
  /** 'poll' ignores the notification source (bench:live's baseline, tests). */
  mode?: 'notify' | 'poll';
  pollIntervalMs?: number;
  safetyPollMs?: number;
}

interface Subscriber { listener: LiveListener; fingerprint?: string; ended: boolean }

/** Runs `task` one at a time; a request during a run asks for one more run after it. */
function serialised(task: () => Promise<void>, onError: (error: unknown) => void): { run(): Promise<void>; idle(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await task();
        } catch (error) {
          onError(error);
        }
      } while (again);
    })().finally(() => { running = undefined; });
    return running;
  };
  return { run, idle: async () => { await running; } };
}

export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private knownFields = new Map<number, number>();
  private knownVersions = { permission: '', sessions: '' };
  private started: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private stopped = false;
  /** What the hub actually uses after start: notifications, or polling. */
  mode: 'notify' | 'poll' | 'idle' = 'idle';
  private readonly rights = serialised(() => this.checkRights(), (error) => this.log.error({ err: error }, 'live rights check failed'));
  private readonly sessions = serialised(() => this.checkSessions(), (error) => this.log.error({ err: error }, 'live session check failed'));
  private readonly fields = serialised(() => this.checkFields(), (error) => this.log.error({ err: error }, 'field version poll failed'));

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: LiveHubOptions = {},
  ) {}

  /**
   * Resolves once the listener is registered and the hub listens: every change committed after
   * that reaches it. Its first `rights` comes from the check this starts. Returns the unsubscribe.
   */
  async subscribe(listener: LiveListener): Promise<() => void> {
    if (this.stopped) throw new Error('live hub stopped');
    this.started ??= this.start();
    await this.started;
    const subscriber: Subscriber = { listener, ended: false };
    this.subscribers.add(subscriber);
    void this.rights.run();
    return () => { this.subscribers.delete(subscriber); };
  }

  get listenerCount(): number {
    return this.subscribers.size;
  }

  /** Stops listening and polling for good; waits for work in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.subscribers.clear();
    await this.started?.catch(() => undefined);
    await this.stopListening?.();
    await this.inFlight;
    await Promise.all([this.rights.idle(), this.sessions.idle(), this.fields.idle()]);
  }

  /** Listens first, then reads the baselines: nothing committed in between can be missed. */
  private async start(): Promise<void> {
    const source: NotificationSource | undefined = this.options.mode === 'poll' ? undefined : notificationSourceOf(this.db);
    if (source) {
      try {
        this.stopListening = await source.listen(LIVE_CHANNEL, {
          onMessage: (payload) => this.heard(payload),
          onReconnect: () => { this.log.warn('live channel reconnected'); this.catchUp(); },
          onError: (error) => this.log.error({ err: error }, 'live channel connection lost'),
        });
        this.mode = 'notify';
      } catch (error) {
        this.log.error({ err: error }, 'live channel cannot LISTEN; polling instead');
      }
    }
    if (this.mode !== 'notify') this.mode = 'poll';
    const [fields, versions] = await Promise.all([readFieldVersions(this.db), this.readVersions()]);
    this.knownFields = new Map(Object.entries(fields).map(([label, version]) => [Number(label), version]));
    this.knownVersions = versions;
    if (!this.stopped) this.schedule();
  }

  private heard(payload: string): void {
    if (this.stopped) return;
    const [kind, first, second] = payload.split(':');
    if (kind === 'field') this.noteField(Number(first), Number(second));
    else if (kind === 'permission') {
      // a user disabled moves the permission version; their sessions' deletion the generation
      void this.rights.run();
      void this.sessions.run();
    } else if (kind === 'sessions') void this.sessions.run();
  }

  private noteField(label: number, version: number): void {
    if (!Number.isInteger(label) || !Number.isInteger(version)) return;
    const known = this.knownFields.get(label);
    if (known !== undefined && version <= known) return;
    this.knownFields.set(label, version);
    for (const { listener, ended } of this.subscribers) if (!ended) listener.onField({ label, version });
  }

  /** After a lost connection or at the safety poll: everything that may have moved meanwhile. */
  private catchUp(): Promise<void> {
    return this.fields.run();
  }

  private async readVersions(): Promise<{ permission: string; sessions: string }> {
    // our own read, never a shared one (permissionCache.currentVersions shares a read on the wire,
    // which may have started before the change we were told of)
    const { rows } = await sql<{ version: string | number; session_generation: string | number }>`
      select version, session_generation from lingxi_permission_version where id = 1`.execute(this.db);
    return { permission: String(rows[0]?.version ?? '0'), sessions: String(rows[0]?.session_generation ?? '0') };
  }

  /** The poll: field versions and both counters; what moved is checked. */
  private async checkFields(): Promise<void> {
    const [fields, versions] = await Promise.all([readFieldVersions(this.db), this.readVersions()]);
    for (const [label, version] of Object.entries(fields)) this.noteField(Number(label), version);
    if (versions.permission !== this.knownVersions.permission) void this.rights.run();
    if (versions.sessions !== this.knownVersions.sessions || versions.permission !== this.knownVersions.permission || this.mode === 'notify') {
      // in notify mode the safety poll also finds sessions that simply expired
      void this.sessions.run();
    }
    this.knownVersions = versions;
  }

  private async checkRights(): Promise<void> {
    if (this.subscribers.size === 0) return;
    const { permission } = await this.readVersions();
    const byUser = new Map<number, string>();
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.ended) continue;
      const { userId } = subscriber.listener;
      let fingerprint = byUser.get(userId);
      if (fingerprint === undefined) {
        fingerprint = fingerprintOfKeys(await userPermissionKeys(this.db, userId, permission));
        byUser.set(userId, fingerprint);
      }
      if (subscriber.fingerprint === fingerprint || !this.subscribers.has(subscriber)) continue;
      subscriber.fingerprint = fingerprint;
      subscriber.listener.onRights(fingerprint);
    }
  }

  /** One query for every stream: whose session is no longer live (gone, expired, user disabled). */
  private async checkSessions(): Promise<void> {
    const open = [...this.subscribers].filter((s) => !s.ended);
    if (open.length === 0) return;
    const tokens = [...new Set(open.map((s) => s.listener.token))];
    const live = await this.db.selectFrom('admin_session as s')
      .innerJoin('admin_user as u', 'u.user_id', 's.user_id')
      .select('s.token')
      .where('s.token', 'in', tokens)
      .where('s.expires_at', '>', new Date())
      .where('u.status', '<>', 0)
      .execute();
    const alive = new Set(live.map((row) => row.token));
    for (const subscriber of open) {
      if (alive.has(subscriber.listener.token) || !this.subscribers.has(subscriber)) continue;
      subscriber.ended = true;
      subscriber.listener.onSessionEnded();
    }
  }

  private schedule(): void {
    const period = this.mode === 'notify' ? (this.options.safetyPollMs ?? SAFETY_POLL_MS) : (this.options.pollIntervalMs ?? POLL_INTERVAL_MS);
    // A chain of timeouts, not an interval: a slow read never overlaps the next one.
    this.timer = setTimeout(() => {
      this.inFlight = (this.subscribers.size > 0 ? this.fields.run() : Promise.resolve()).finally(() => {
        this.inFlight = undefined;
        if (!this.stopped) this.schedule();
      });
    }, period);
    this.timer.unref();
  }
}
