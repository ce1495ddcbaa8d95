#!/usr/bin/env node
/**
 * Compiles the server to JavaScript (issue 17 item 14): `npm start` runs dist-server/main.js with
 * plain Node instead of compiling every TypeScript file at each start under tsx (a restart took
 * 7-15 s, most of it tsx; compiled: docs/benchmarks.md, "Restart").
 *
 * One esbuild bundle of our own code and the packages it loads at start-up: Node then reads a few
 * files instead of resolving and compiling about a thousand, which took 0.4 s of each restart
 * (docs/benchmarks.md, "Restart"; budget 2 s). Left in node_modules, loaded when first needed: PGlite
 * and its dialect (WebAssembly and data files found beside its own module; a server on PostgreSQL
 * never loads them), exceljs (imports and exports only) and pg's optional native binding. Each module folder's server/<area>/<module>/module.ts
 * is an entry of its own (dist-server/<area>/<module>/module.js, found at start-up like the sources'),
 * and code splitting keeps one copy of what they share with main.js (the module registry).
 * Shared code lands at the output's top level, which server/codeLocation.ts relies on.
 *
 *   node scripts/build-server.mjs [--outdir dist-server]     (tests build into a folder of .tmp/)
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--outdir');
const outdir = path.resolve(root, outIndex >= 0 ? process.argv[outIndex + 1] : 'dist-server');

const serverDir = path.join(root, 'server');
/** Packages not bundled (see above); everything else the server imports is. */
const LOADED_FROM_NODE_MODULES = ['@electric-sql/pglite', 'kysely-pglite-dialect', 'exceljs', 'pg-native'];
/** The module folders' entries, as modules/serverModules.ts looks them up. */
const moduleEntries = readdirSync(serverDir, { withFileTypes: true }).filter((area) => area.isDirectory())
  .flatMap((area) => readdirSync(path.join(serverDir, area.name), { withFileTypes: true }).filter((folder) => folder.isDirectory())
    .map((folder) => path.join(serverDir, area.name, folder.name, 'module.ts')))
  .filter((file) => existsSync(file));

/**
 * server/modules/descriptorCheck.ts compiles schemas/meta/module.schema.json at start-up (0.2 s);
 * the bundle gets ajv's standalone code of that schema instead, with the same options and message.
 */
function precompiledDescriptorCheck() {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const ajv = new Ajv2020({ ...read('server/modules/descriptorAjvOptions.json'), code: { source: true, esm: true } });
  const validator = standaloneCode(ajv, ajv.compile(read('schemas/meta/module.schema.json')));
  return {
    name: 'precompiled-descriptor-check',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]server[\\/]modules[\\/]descriptorCheck\.ts$/ }, () => ({
        loader: 'js',
        resolveDir: path.join(serverDir, 'modules'),
        contents: `${validator}
import { descriptorErrorText } from './descriptorErrors.ts';
export function descriptorProblems(json) {
  return validate(json) ? undefined : descriptorErrorText(validate.errors);
}`,
      }));
    },
  };
}

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
  external: LOADED_FROM_NODE_MODULES,
  // CommonJS packages in an ES module bundle call require() for Node's own modules.
  banner: { js: "import { createRequire as __lingxiCreateRequire } from 'node:module'; const require = __lingxiCreateRequire(import.meta.url);" },
  sourcemap: true,
  // server/codeLocation.ts: from the compiled code's folder back to the repository (schemas/, dist/)
  define: { __LINGXI_REPO_FROM_BUNDLE__: JSON.stringify(path.relative(outdir, root)) },
  metafile: true,
  plugins: [precompiledDescriptorCheck()],
  logLevel: 'warning',
});
// codeLocation.ts finds the repository as its file's parent folder: it must be compiled to the top level.
const locator = Object.entries(result.metafile.outputs).find(([, output]) => 'server/codeLocation.ts' in output.inputs)?.[0];
if (!locator || path.dirname(path.resolve(root, locator)) !== outdir) throw new Error(`server/codeLocation.ts was compiled into ${locator}, not ${path.relative(root, outdir)}/'s top level`);
console.log(`server compiled to ${path.relative(root, outdir)}/ in ${Math.round(performance.now() - started)} ms`);
