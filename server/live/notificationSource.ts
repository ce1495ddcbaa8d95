/**
 * Where a process hears the database's `pg_notify` messages (migration 0022): a database handle
 * opened by server/db/database.ts registers its source here, and the live hub (liveHub.ts) asks
 * for it. Two kinds:
 *
 *   PostgreSQL  one dedicated connection per process (not from the pool: a pooled connection is
 *               handed to other queries and its LISTEN would go with it), reconnecting with backoff;
 *               after a reconnect the hub re-reads every counter, so a message sent while the
 *               connection was down is never missed for good.
 *   PGlite      the same messages inside the one process (PGlite delivers NOTIFY after each query).
 *
 * A handle without a source (a Kysely built elsewhere) leaves the hub polling.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** The connection came back after a loss: messages may have been missed meanwhile. */
  onReconnect(): void;
  onError(error: unknown): void;
}

export interface NotificationSource {
  readonly kind: 'postgres' | 'pglite';
  /** Resolves once listening; the returned function stops listening. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

const sources = new WeakMap<Kysely<Database>, NotificationSource>();

export function registerNotificationSource(db: Kysely<Database>, source: NotificationSource): void {
  sources.set(db, source);
}

export function notificationSourceOf(db: Kysely<Database>): NotificationSource | undefined {
  return sources.get(db);
}

export function pgliteNotifications(client: PGlite): NotificationSource {
  return {
    kind: 'pglite',
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return async () => {
        if (!client.closed) await unlisten().catch(() => undefined);
      };
    },
  };
}

const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5_000;

export function postgresNotifications(connectionString: string): NotificationSource {
  return {
    kind: 'postgres',
    async listen(channel, handlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      let stopped = false;
      let client: pg.Client | null = null;
      let retryDelay = RECONNECT_FIRST_MS;
      let retryTimer: NodeJS.Timeout | undefined;

      const open = async (): Promise<pg.Client> => {
        const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'lingxi live channel' });
        next.on('notification', (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? '');
        });
        const lost = (error?: unknown) => {
          if (client !== next) return;
          client = null;
          next.end().catch(() => undefined);
          if (stopped) return;
          if (error) handlers.onError(error);
          scheduleReconnect();
        };
        next.on('error', lost);
        next.on('end', () => lost());
        await next.connect();
        await next.query(`listen ${channel}`);
        return next;
      };

      const scheduleReconnect = () => {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(async () => {
          try {
            const next = await open();
            if (stopped) {
              await next.end().catch(() => undefined);
              return;
            }
            client = next;
            retryDelay = RECONNECT_FIRST_MS;
            handlers.onReconnect();
          } catch (error) {
            handlers.onError(error);
            retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
            if (!stopped) scheduleReconnect();
          }
        }, retryDelay);
        retryTimer.unref();
      };

      client = await open();
      return async () => {
        stopped = true;
        clearTimeout(retryTimer);
        const last = client;
        client = null;
        await last?.end().catch(() => undefined);
      };
    },
  };
}
