#!/usr/bin/env node
/**
 * Compiles the server to JavaScript (issue 17 item 14): `npm start` runs dist-server/main.js with
 * plain Node instead of compiling every TypeScript file at each start under tsx (a restart took
 * 7-15 s, most of it tsx; compiled: docs/benchmarks.md, "Restart").
 *
 * One esbuild bundle of our own code, packages left external (node resolves them from the
 * repository's node_modules, as the sources do). Each module folder's server/<area>/<module>/module.ts
 * is an entry of its own (dist-server/<area>/<module>/module.js, found at start-up like the sources'),
 * and code splitting keeps one copy of what they share with main.js (the module registry).
 * Shared code lands at the output's top level, which server/codeLocation.ts relies on.
 *
 *   node scripts/build-server.mjs [--outdir dist-server]     (tests build into a folder of .tmp/)
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--outdir');
const outdir = path.resolve(root, outIndex >= 0 ? process.argv[outIndex + 1] : 'dist-server');

const serverDir = path.join(root, 'server');
/** The module folders' entries, as modules/serverModules.ts looks them up. */
const moduleEntries = readdirSync(serverDir, { withFileTypes: true }).filter((area) => area.isDirectory())
  .flatMap((area) => readdirSync(path.join(serverDir, area.name), { withFileTypes: true }).filter((folder) => folder.isDirectory())
    .map((folder) => path.join(serverDir, area.name, folder.name, 'module.ts')))
  .filter((file) => existsSync(file));

const started = performance.now();
rmSync(outdir, { recursive: true, force: true }); // no stale module.js of a folder since removed
const result = await build({
  absWorkingDir: root,
  entryPoints: [path.join(serverDir, 'main.ts'), ...moduleEntries],
  outbase: serverDir,
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]', // top level, like main.js: see server/codeLocation.ts
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // server/codeLocation.ts: from the compiled code's folder back to the repository (schemas/, dist/)
  define: { __LINGXI_REPO_FROM_BUNDLE__: JSON.stringify(path.relative(outdir, root)) },
  metafile: true,
  logLevel: 'warning',
});
// codeLocation.ts finds the repository as its file's parent folder: it must be compiled to the top level.
const locator = Object.entries(result.metafile.outputs).find(([, output]) => 'server/codeLocation.ts' in output.inputs)?.[0];
if (!locator || path.dirname(path.resolve(root, locator)) !== outdir) throw new Error(`server/codeLocation.ts was compiled into ${locator}, not ${path.relative(root, outdir)}/'s top level`);
console.log(`server compiled to ${path.relative(root, outdir)}/ in ${Math.round(performance.now() - started)} ms`);
