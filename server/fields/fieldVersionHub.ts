/**
 * Tells this process's browsers when a label's fields change, whichever process saved them: the
 * hub polls admin_field_version (one query per process every POLL_INTERVAL_MS, however many
 * browsers are connected) and calls its listeners with each label whose version moved. It polls
 * only while someone listens, and `stop()` waits for a poll in flight, so closing the app (and
 * then the database) never races a query.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readFieldVersions } from './fieldVersions.ts';

/** Between 300 and 500 ms: a browser hears of a change well within a second. */
export const POLL_INTERVAL_MS = 400;

export interface FieldVersionChange { label: number; version: number }
export type FieldVersionListener = (change: FieldVersionChange) => void;

export class FieldVersionHub {
  private readonly listeners = new Set<FieldVersionListener>();
  private known = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private inFlight: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  /**
   * Resolves once the listener is registered against a fresh baseline: any change committed after
   * that reaches it. Returns the unsubscribe function.
   */
  async subscribe(listener: FieldVersionListener): Promise<() => void> {
    if (this.stopped) throw new Error('field version hub stopped');
    if (this.timer === undefined) {
      this.starting ??= this.start().finally(() => { this.starting = undefined; });
      await this.starting;
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.starting === undefined) this.pause();
    };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Stops polling for good; waits for a query in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pause();
    this.listeners.clear();
    await this.inFlight;
    await this.starting?.catch(() => undefined); // its failure was already thrown to its subscriber
  }

  private async start(): Promise<void> {
    this.known = new Map(Object.entries(await readFieldVersions(this.db)).map(([label, version]) => [Number(label), version]));
    if (!this.stopped) this.schedule();
  }

  private pause(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    // A chain of timeouts, not an interval: a slow query never overlaps the next one.
    this.timer = setTimeout(() => {
      this.inFlight = this.poll().finally(() => {
        this.inFlight = undefined;
        if (!this.stopped && this.timer !== undefined) this.schedule();
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    let versions: Record<number, number>;
    try {
      versions = await readFieldVersions(this.db);
    } catch (error) {
      // The database may be restarting: say so, and try again at the next tick.
      this.log.error({ err: error }, 'field version poll failed');
      return;
    }
    for (const [labelText, version] of Object.entries(versions)) {
      const label = Number(labelText);
      if (this.known.get(label) === version) continue;
      this.known.set(label, version);
      for (const listener of this.listeners) listener({ label, version });
    }
  }
}
