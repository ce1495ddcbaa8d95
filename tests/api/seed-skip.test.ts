// Issue 17 item 14: a restart of an unchanged server on its own data skips the seed's statements;
// a changed server (another fingerprint) seeds in full, as every start did before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFingerprint, seedIfChanged } from '../../server/db/seed/seedFingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.close(); });

const configRows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from admin_config`.execute(database.db)).rows[0]!.n);

describe('the seed on a restart', () => {
  it('runs once per fingerprint, and in full again when the fingerprint changes', async () => {
    const seeded = await configRows();
    expect(await seedIfChanged(database.db, 'server-a')).toBe(true);
    // an admin's change the seed would undo (a seeded setting removed) shows whether it ran
    await sql`delete from admin_config where setting_id = (select min(setting_id) from admin_config)`.execute(database.db);
    expect(await seedIfChanged(database.db, 'server-a')).toBe(false);
    expect(await configRows()).toBe(seeded - 1);
    expect(await seedIfChanged(database.db, 'server-b')).toBe(true);
    expect(await configRows()).toBe(seeded);
  });

  it('always seeds when the code cannot be read', async () => {
    expect(await seedIfChanged(database.db, null)).toBe(true);
    expect(await seedIfChanged(database.db, null)).toBe(true);
  });
});

describe('the seed fingerprint', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lingxi-fingerprint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows every code file and nothing else', () => {
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;');
    writeFileSync(path.join(dir, 'notes.txt'), 'not code');
    const first = seedFingerprint([dir]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint([dir])).toBe(first);
    writeFileSync(path.join(dir, 'notes.txt'), 'still not code');
    expect(seedFingerprint([dir])).toBe(first);
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 2;');
    expect(seedFingerprint([dir])).not.toBe(first);
    expect(seedFingerprint([path.join(dir, 'missing')])).toBeNull();
  });

  it('reads the running server in a few milliseconds of work (the sources here)', () => {
    expect(seedFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
