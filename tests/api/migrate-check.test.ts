// Issue 17 item 14: a restart on a database that has every migration checks that in one statement
// (the Migrator's own check is about ten, with a lock), and still migrates or refuses as before.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** `db` as migrateToLatest will see it, recording every statement sent through it. */
function recording(db: Kysely<Database>) {
  const statements: string[] = [];
  const recorded = db.withPlugin({
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: recorded, statements };
}

describe('migrateToLatest', () => {
  it('checks an up-to-date database in one statement', async () => {
    const { db, statements } = recording(database.db);
    await migrateToLatest(db);
    expect(statements).toHaveLength(1);
  });

  it('still refuses a database migrated by code this one does not know (a newer version)', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_version', now()::text)`.execute(database.db);
    try {
      await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_version/);
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_a_newer_version'`.execute(database.db);
    }
  });

  it('migrates a new database, which is then checked in one statement', async () => {
    const fresh = await createDatabase(); // an in-memory PGlite: no migration table yet
    try {
      await migrateToLatest(fresh.db);
      const { db, statements } = recording(fresh.db);
      await migrateToLatest(db);
      expect(statements).toHaveLength(1);
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'crm_customer'`.execute(fresh.db);
      expect(tables.rows[0]!.n).toBe(1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
