/**
 * Runs the in-code migrations (migrations/index.ts) and those of the module folders
 * (modules/serverModules.ts) with Kysely's Migrator. On PostgreSQL the Migrator takes an advisory
 * lock, so several server processes may start at once.
 */
import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
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
  // A module's migrations may sort before migrations already run elsewhere (a module added later).
  const migrator = new Migrator({ db, provider: inCodeMigrations, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
