/**
 * A read statement's answer as bytes, for the answers too large to pass through JavaScript strings
 * (a project's board: the database builds the client's JSON, 3.9 MB at 5,000 cards). The statement
 * runs as `COPY (statement) TO … WITH (FORMAT binary)` and its fields' bytes come out in order
 * (copyFields.ts), untouched: PostgreSQL streams them through pg-copy-streams as the server sends
 * them; PGlite (in process) writes them to a blob. docs/benchmarks.md, "A project's board", has
 * what this saves.
 *
 * The statement's values are written into it (inlineStatement.ts): COPY takes no parameters.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely, RawBuilder } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CopyFields, type CopyFieldsOptions } from './copyFields.ts';
import { inlineStatement } from './inlineStatement.ts';
import type { Database } from './schema.ts';

/** Runs `COPY (sql) TO … (FORMAT binary)` and yields the COPY's bytes as the engine hands them. */
type CopyReader = (copyStatement: (target: string) => string) => Promise<Readable>;

/**
 * Bytes each stage may hold before it asks the one before to wait: at the default 16 kB a 3.9 MB
 * answer stops and restarts the database's socket hundreds of times on its way to the caller's.
 */
const BUFFERED = 1 << 20;

const readers = new WeakMap<Kysely<Database>, CopyReader>();

export function registerCopyReader(db: Kysely<Database>, reader: CopyReader): void {
  readers.set(db, reader);
}

/**
 * The fields of the statement's rows, in order, as one stream of bytes, with `around`'s bytes
 * before and after them; its first `asideRows` rows are not passed on but read into the stream's
 * `aside`. Resolves once the first field has come through, so a failing statement fails here,
 * before an answer has begun; the stream is then read by whoever sends it on.
 */
export async function statementBytes(db: Kysely<Database>, statement: RawBuilder<unknown>, options: Pick<CopyFieldsOptions, 'around' | 'asideRows'> = {}): Promise<CopyFields> {
  const reader = readers.get(db);
  if (!reader) throw new Error('this database handle reads no statement as bytes (opened without database.ts?)');
  const text = inlineStatement(statement);
  const copy = await reader((target) => `copy (${text}) to ${target} with (format binary)`);
  const fields = new CopyFields({ highWaterMark: BUFFERED, ...options });
  pipeline(copy, fields).catch(() => {}); // a failure destroys `fields` with it, which reports it
  await fields.started;
  return fields;
}

/** PostgreSQL: a connection of the pool for the COPY's duration, dropped if the COPY is cut short. */
export function postgresCopyReader(pool: pg.Pool): CopyReader {
  return async (copyStatement) => {
    const client = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error); // a connection left mid-COPY is closed, not reused
    };
    const copy = client.query(copyTo(copyStatement('stdout')));
    copy.once('end', () => release());
    copy.once('error', (error) => release(error));
    copy.once('close', () => release(copy.readableEnded ? undefined : new Error('COPY abandoned')));
    return copy;
  };
}

/**
 * PGlite: the COPY written to its blob device while holding Kysely's one connection (so it never
 * runs inside another call's transaction).
 */
export function pgliteCopyReader(db: Kysely<Database>, client: () => PGlite): CopyReader {
  return (copyStatement) => db.connection().execute(async () => {
    const result = await client().query(copyStatement(`'/dev/blob'`));
    if (!result.blob) throw new Error('PGlite wrote no COPY blob');
    return Readable.from([Buffer.from(await result.blob.arrayBuffer())]);
  });
}
