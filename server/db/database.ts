/**
 * Opens the database: PGlite (PostgreSQL in WASM) in `<dataDir>/pglite` by default, or a
 * PostgreSQL server through `pg` when a URL is given. One dialect, one set of migrations.
 */
import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { dataPaths } from '../config.ts';
import { pgliteNotifications, postgresNotifications, registerNotificationSource } from '../live/notificationSource.ts';
import { lockDataDir } from './dataDirLock.ts';
import { parseLocalTimestamp, serializeLocalTimestamp } from './localTime.ts';
import { DialectWhenReady } from './dialectWhenReady.ts';
import { pgliteCopyReader, postgresCopyReader, registerCopyReader } from './statementBytes.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Settled when the database has opened; `db`'s queries wait for it anyway. */
  ready: Promise<void>;
  /** Which engine is behind `db`; tests and docs sometimes need to know. */
  engine: 'pglite' | 'postgres';
  /** Closes the pool or the PGlite instance (an open PGlite keeps Node alive). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** DATA_DIR root; PGlite keeps its files in `<dataDir>/pglite`. Omitted: in-memory PGlite. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, `dataDir` is not used for the database. */
  databaseUrl?: string;
}

// Type OIDs we parse ourselves, identically on both engines.
const OID = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, NUMERIC: 1700 } as const;

/** bigint ids and count(*) as JS numbers: our ids stay far below 2^53. */
const parseInt8 = (text: string) => Number(text);
/** `date` columns stay `yyyy-MM-dd` strings: a calendar day has no time zone to shift it. */
const keepText = (text: string) => text;

/** The database, open: a failure to open it is thrown here. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  try {
    await handle.ready;
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * The database while it opens (the data dir already locked): the server starts building its
 * routes meanwhile and awaits `ready` before its first statement (main.ts).
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const ours: Record<number, (text: string) => unknown> = {
    [OID.INT8]: parseInt8,
    [OID.DATE]: keepText,
    [OID.TIMESTAMP]: parseLocalTimestamp,
    [OID.NUMERIC]: keepText,
  };
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // No JIT: our statements are short OLTP reads, and a count over a large table (the office
    // feed's total at 1,000,000 rows) is costed high enough that PostgreSQL spent 2.2 s compiling
    // a statement that runs in 0.4 s (docs/benchmarks.md, bench:office).
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        ours[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // pg binds a Date as local time with an offset; a `timestamp` column drops the offset, which
  // leaves the local wall time: the same value PGlite stores through serializeLocalTimestamp.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerNotificationSource(db, postgresNotifications(connectionString)); // the live channel's LISTEN
  registerCopyReader(db, postgresCopyReader(pool));
  return {
    db,
    ready: Promise.resolve(),
    engine: 'postgres',
    close: async () => {
      const disconnected = allClientsRemoved(pool);
      await db.destroy();
      await disconnected;
    },
  };
}

/**
 * pool.end() resolves before its connections have actually closed; whoever drops the database or
 * stops the process right after would cut them mid-goodbye (an uncaught 57P01 error). Wait for
 * every client's 'remove', at most a few seconds.
 */
function allClientsRemoved(pool: pg.Pool, timeoutMs = 5000): Promise<void> {
  let open = pool.totalCount;
  if (open === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    pool.on('remove', () => {
      if (--open <= 0) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let pgliteDir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    pgliteDir = dataPaths.pglite(dataDir);
    await fs.mkdir(pgliteDir, { recursive: true });
    unlock = await lockDataDir(dataDir); // a second process on these files would corrupt them
  }
  let client: PGlite | undefined;
  const opening = (async () => {
    // Loaded here, not at start-up: a server on PostgreSQL never needs PGlite (a restart's budget).
    const [{ PGlite: PGliteClass, types: pgliteTypes }, { PGliteDialect }] = await Promise.all([
      import('@electric-sql/pglite'), import('kysely-pglite-dialect'),
    ]);
    client = await PGliteClass.create({
      ...(pgliteDir ? { dataDir: pgliteDir } : {}),
      parsers: {
        [pgliteTypes.INT8]: parseInt8,
        [pgliteTypes.DATE]: keepText,
        [pgliteTypes.TIMESTAMP]: parseLocalTimestamp,
        [pgliteTypes.NUMERIC]: keepText,
      },
      serializers: { [pgliteTypes.TIMESTAMP]: serializeLocalTimestamp },
    });
    return new PGliteDialect(client);
  })();
  const db = new Kysely<Database>({ dialect: new DialectWhenReady(opening) });
  registerCopyReader(db, pgliteCopyReader(db, () => client!));
  const ready = opening.then(() => {
    registerNotificationSource(db, pgliteNotifications(client!)); // the live channel, in process
  });
  ready.catch(() => {}); // whoever opens the database awaits `ready` and sees the failure
  return {
    db,
    ready,
    engine: 'pglite',
    close: async () => {
      try {
        const opened = await opening.then(() => true, () => false); // closing while it opens: let it finish
        if (opened) {
          await db.destroy(); // the dialect closes the client, if a query ever opened the driver
          if (client && !client.closed) await client.close();
        }
      } finally {
        unlock();
      }
    },
  };
}
