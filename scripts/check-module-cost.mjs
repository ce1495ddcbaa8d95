#!/usr/bin/env node
// How many files outside a module's own places describe it. A module's own places are its
// descriptor (schemas/modules/<area>/<file>.json), its server folder (server/<area>/<key>/), its
// texts (i18n/) and tests; every other source file naming the module's key as a string, its table
// or its call prefix is a place the next module of its kind would have to touch too (issue 14's
// "one module is described in 20+ places"). Prints one line per module and the files with
// --files; `npm run check:module-cost -- contract --files` for one module.
//
// The fixture module (tests/fixtures/modules/visit) must come out at 0: that is the proof that a
// module is a descriptor, a migration, a server module folder and texts, nothing else.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const showFiles = args.includes('--files');
const only = args.filter((a) => !a.startsWith('--'));

const SOURCE_ROOTS = ['engine', 'pages', 'server', 'server-adapter', 'widgets'];
const SOURCE = /\.(ts|tsx|mjs)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return walk(full);
    return SOURCE.test(name) && !/\.(stories|test)\.tsx?$/.test(name) ? [full] : [];
  });
}

function descriptors() {
  const found = [];
  const base = path.join(root, 'schemas', 'modules');
  for (const area of readdirSync(base)) {
    for (const file of readdirSync(path.join(base, area))) found.push({ file: path.join(base, area, file), json: JSON.parse(readFileSync(path.join(base, area, file), 'utf8')) });
  }
  const fixture = path.join(root, 'tests', 'fixtures', 'modules');
  for (const name of readdirSync(fixture)) {
    const file = path.join(fixture, name, 'descriptor.json');
    if (!existsSync(file)) continue; // web/: the fixture build, not a module
    found.push({ file, json: JSON.parse(readFileSync(file, 'utf8')), own: path.join(fixture, name) });
  }
  return found;
}

const files = SOURCE_ROOTS.flatMap((dir) => walk(path.join(root, dir))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const camel = (key) => key.replace(/_([a-z])/g, (_m, c) => c.toUpperCase());

let total = 0;
for (const { file, json, own } of descriptors()) {
  if (only.length && !only.includes(json.key)) continue;
  const ownFolder = own ?? path.join(root, 'server', json.area, camel(json.key));
  const needles = [`'${json.key}'`, `"${json.key}"`, `'${camel(json.key)}'`, json.record.table, `${json.record.callPrefix}/`];
  const hits = files
    .filter(({ file: f }) => !f.startsWith(ownFolder + path.sep))
    .filter(({ text }) => needles.some((needle) => text.includes(needle)))
    .map(({ file: f }) => path.relative(root, f));
  total += hits.length;
  console.log(`${json.key.padEnd(18)} ${String(hits.length).padStart(3)} files outside ${path.relative(root, file)} and its folder`);
  if (showFiles) for (const hit of hits) console.log(`    ${hit}`);
}
console.log(`total ${total}`);
