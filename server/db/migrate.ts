/**
 * Runs the in-code migrations (migrations/index.ts) and those of the module folders
 * (modules/serverModules.ts) with Kysely's Migrator. On PostgreSQL the Migrator takes an advisory
 * lock, so several server processes may start at once.
 *
 * A restart on an up-to-date database (the usual case) costs one statement: the names of the
 * migrations run, compared with ours (issue 17 item 14; the Migrator alone sends about ten, with
 * the lock). Anything else (a new database, a pending migration, a migration this code does not
 * know) goes to the Migrator, which migrates under its lock or refuses with its message. Skipping
 * the lock is safe because migrations are only ever added: a database that has all of ours has
 * nothing any process could still run.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import { discoverServerModules, moduleMigrations } from '../modules/serverModules.ts';
import type { Database } from './schema.ts';

const inCodeMigrations: MigrationProvider = {
  getMigrations: async () => {
    await discoverServerModules();
    return { ...migrations, ...moduleMigrations() };
  },
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await upToDate(db, await inCodeMigrations.getMigrations())) return;
  // A module's migrations may sort before migrations already run elsewhere (a module added later).
  const migrator = new Migrator({ db, provider: inCodeMigrations, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}

/**
 * True when the database has run exactly our migrations: one select on the Migrator's table
 * (kysely_migration, its default name and schema). A new database has no such table yet: the
 * select fails, outside any transaction, and the Migrator creates it.
 */
async function upToDate(db: Kysely<Database>, ours: Record<string, Migration>): Promise<boolean> {
  let run: string[];
  try {
    run = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
  } catch {
    return false;
  }
  const names = Object.keys(ours);
  const done = new Set(run);
  return run.length === names.length && names.every((name) => done.has(name));
}
