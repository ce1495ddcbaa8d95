/**
 * A fresh, migrated and seeded database per test file.
 *
 * - PGlite (default): migrating and seeding a new PGlite takes seconds and ~0.85 GB, so it is done
 *   once into a template data dir (`.tmp/pglite-template`, rebuilt when the migration/seed sources
 *   change, guarded by a lock dir against two processes building it at once); each test file gets
 *   a copy of it (~0.5 s to open).
 * - PostgreSQL (DATABASE_URL set): a throw-away database `lingxi_test_<random>` created through
 *   that URL, migrated and seeded, dropped at close.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** A private DATA_DIR for this database's app (uploads go here). */
  dataDir: string;
  /** Closes and deletes everything this call created. */
  close(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templateDir = path.join(repoRoot, '.tmp', 'pglite-template');
const lockDir = `${templateDir}.lock`;
/** The sources whose change makes the template stale. */
const templateSources = [path.join(repoRoot, 'server', 'db'), path.join(repoRoot, 'server', 'auth', 'password.ts')];
const STALE_LOCK_MS = 180_000;

export async function createTestDatabase(): Promise<TestDatabase> {
  const target = await createTestDataDir();
  try {
    const handle = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    return {
      db: handle.db,
      engine: handle.engine,
      dataDir: target.dataDir,
      close: async () => {
        await handle.close();
        await target.cleanup();
      },
    };
  } catch (error) {
    await target.cleanup();
    throw error;
  }
}

export interface TestDataDir {
  /** A private DATA_DIR; with PGlite it already holds a migrated, seeded `pglite/`. */
  dataDir: string;
  /** Set when DATABASE_URL is: a fresh migrated, seeded database of its own. */
  databaseUrl?: string;
  /** Deletes the dir (and drops the database). Close whatever opened them first. */
  cleanup(): Promise<void>;
}

/**
 * A migrated and seeded DATA_DIR (or PostgreSQL database) that nothing has opened yet: hand it to
 * `startServer({ port: 0, dataDir, databaseUrl })` for an end-to-end test of the real server.
 */
export async function createTestDataDir(): Promise<TestDataDir> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingxi-test-'));
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true });
  try {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      await ensurePgliteTemplate();
      await fs.cp(path.join(templateDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
      return { dataDir, cleanup: removeDir };
    }
    const { databaseUrl, drop } = await createPostgresTestDatabase(adminUrl);
    return { dataDir, databaseUrl, cleanup: async () => { await drop(); await removeDir(); } };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

async function createPostgresTestDatabase(adminUrl: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `lingxi_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  try {
    const handle = await createDatabase({ databaseUrl: url.toString() });
    try {
      await migrateToLatest(handle.db);
      await seedDatabase(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { databaseUrl: url.toString(), drop };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function ensurePgliteTemplate(): Promise<void> {
  const fingerprint = await sourcesFingerprint();
  if ((await readTemplateFingerprint()) === fingerprint) return;
  await withTemplateLock(async () => {
    if ((await readTemplateFingerprint()) === fingerprint) return; // someone built it while we waited
    const buildDir = `${templateDir}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const handle = await createDatabase({ dataDir: buildDir });
      try {
        await migrateToLatest(handle.db);
        await seedDatabase(handle.db);
      } finally {
        await handle.close();
      }
      await fs.writeFile(path.join(buildDir, 'fingerprint'), fingerprint);
      await fs.rm(templateDir, { recursive: true, force: true });
      await fs.rename(buildDir, templateDir);
    } finally {
      await fs.rm(buildDir, { recursive: true, force: true });
    }
  });
}

async function readTemplateFingerprint(): Promise<string | undefined> {
  return fs.readFile(path.join(templateDir, 'fingerprint'), 'utf8').catch(() => undefined);
}

/** A hash of every file that shapes the template's contents. */
async function sourcesFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const source of templateSources) {
    const stat = await fs.stat(source);
    if (stat.isFile()) files.push(source);
    else for (const entry of await fs.readdir(source, { recursive: true })) files.push(path.join(source, entry));
  }
  for (const file of files.sort()) {
    if (!(await fs.stat(file)).isFile()) continue;
    hash.update(path.relative(repoRoot, file)).update('\0').update(await fs.readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

/** mkdir is atomic: whoever creates the lock dir builds; a lock older than 3 minutes is a crashed builder's. */
async function withTemplateLock(work: () => Promise<void>): Promise<void> {
  await fs.mkdir(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lockDir).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await work();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}
