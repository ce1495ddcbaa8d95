/**
 * Skipping the seed on a restart (issue 17 item 14). The seed is idempotent and runs its statements
 * at every start (db/seed/index.ts): on a restart of an unchanged server they only find every row
 * there. The fingerprint names everything the seed's rows come from: the running server's code
 * (its sources under server/, or the compiled bundle), the module descriptors (schemas/modules) and
 * the modules registered in this process (their descriptors). A start whose fingerprint equals the
 * one stored by the last full seed (migration 0030) skips it; anything else seeds in full, and an
 * unreadable code folder simply never skips.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { repoRoot, serverCodeDir } from '../../codeLocation.ts';
import { moduleDescriptors } from '../../modules/descriptors.ts';
import { serverModules } from '../../modules/serverModules.ts';
import type { Database } from '../schema.ts';
import { seedDatabase } from './index.ts';

const CODE_FILE = /\.(ts|js|mjs|json)$/;

/** Every code file under `dir`, sorted, so the fingerprint does not depend on directory order. */
function codeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...codeFiles(file));
    else if (CODE_FILE.test(entry.name)) found.push(file);
  }
  return found.sort();
}

/** The fingerprint of this process's seed inputs; null when the code cannot be read. */
export function seedFingerprint(codeDirs: readonly string[] = [serverCodeDir, path.join(repoRoot, 'schemas', 'modules')]): string | null {
  const hash = createHash('sha256');
  try {
    for (const dir of codeDirs) {
      if (!statSync(dir).isDirectory()) return null;
      for (const file of codeFiles(dir)) hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  } catch {
    return null;
  }
  // Modules registered at run time (a test's fixture module) bring descriptors and seeds of their own.
  hash.update(JSON.stringify(serverModules().map((module) => module.key).sort()));
  hash.update(JSON.stringify(moduleDescriptors()));
  return hash.digest('hex');
}

async function storedFingerprint(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ fingerprint: string }>`select fingerprint from lingxi_seed_state where id = 1`.execute(db);
  return rows[0]?.fingerprint ?? null;
}

/**
 * Seeds unless this database was last seeded by the same inputs. Answers whether it seeded.
 * Several processes starting at once may all seed: the seed is safe to run concurrently.
 */
export async function seedIfChanged(db: Kysely<Database>, fingerprint = seedFingerprint()): Promise<boolean> {
  if (fingerprint !== null && await storedFingerprint(db) === fingerprint) return false;
  await seedDatabase(db);
  if (fingerprint !== null) {
    await sql`insert into lingxi_seed_state (id, fingerprint, seeded_at) values (1, ${fingerprint}, now())
      on conflict (id) do update set fingerprint = excluded.fingerprint, seeded_at = excluded.seeded_at`.execute(db);
  }
  return true;
}
