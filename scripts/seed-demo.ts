/**
 * npm run seed:demo -- --customers 1000000
 *
 * Adds demo records (server/db/demo/seedDemo.ts) to the database the server would use:
 * DATABASE_URL (PostgreSQL) or DATA_DIR/pglite (default ./data). Migrates and seeds first, so it
 * also works on an empty data dir. Stop the server first when it runs on PGlite (one process only).
 */
import { readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { seedDemo } from '../server/db/demo/seedDemo.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed/index.ts';

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
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
