/**
 * npm run seed:demo -- --customers 1000000
 *
 * Adds demo records (server/db/demo/seedDemo.ts) to the database the server would use:
 * DATABASE_URL (PostgreSQL) or DATA_DIR/pglite (default ./data). Migrates and seeds first, so it
 * also works on an empty data dir. Stop the server first when it runs on PGlite: the data dir admits
 * one process at a time (db/dataDirLock.ts refuses this one while the server holds it).
 * Switches the automatic pool rule off: the demo customers are old and would all fall into the pool.
 */
import { readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { seedDemo } from '../server/db/demo/seedDemo.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed/index.ts';
import { readPoolRule, updatePoolRule } from '../server/crm/pool/poolRules.ts';

function argValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const customers = argValue('customers', 10_000);
const config = readConfig();
const handle = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const started = Date.now();
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db);
  console.log(`seeding ${customers.toLocaleString()} demo customers into ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir} (PGlite)`}`);
  await seedDemo(handle.db, { customers }, (line) => console.log(line));
  // The demo customers are up to years old, mostly never dealt: the seeded pool rule (on, as in the
  // original's install data) would move nearly all of them into the pool within the job's first
  // five minutes. The demo keeps its owners; an admin can switch the rule back on in 客户公海规则.
  const rule = await readPoolRule(handle.db);
  if (rule.enabled) {
    await updatePoolRule(handle.db, { enabled: false, remindEnabled: rule.remindEnabled });
    console.log('the automatic pool rule is switched off for the demo data (客户公海规则 turns it back on)');
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
