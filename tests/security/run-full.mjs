#!/usr/bin/env node
// `npm run test:security`: the generated security checks whole (SECURITY_FULL=1): every route,
// role, mutation and payload, the 20,000-row import killed mid-way; on PGlite, then on PostgreSQL
// when TEST_DATABASE_URL is set; then the Chromium corpus test (tests/e2e/security-corpus.test.ts).
// Arguments go to vitest (e.g. a file: `npm run test:security -- tests/security/fuzz.test.ts`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);
const runs = [{ name: 'PGlite', env: { DATABASE_URL: undefined } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.TEST_DATABASE_URL } });

let failed = false;
for (const run of runs) {
  console.log(`\n=== security (full) on ${run.name} ===`);
  const env = { ...process.env, SECURITY_FULL: '1', ...run.env };
  if (env.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'security', ...extra], { cwd: root, stdio: 'inherit', env });
  failed ||= result.status !== 0;
}
if (!extra.length) {
  console.log('\n=== the stored-script corpus in Chromium ===');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'e2e', 'tests/e2e/security-corpus.test.ts'], { cwd: root, stdio: 'inherit', env });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
