// The rooms of the house (ARCHITECTURE.md, "Boundaries"). The server imports engine/fields to
// validate saves: it must stay free of React, the DOM and the other rooms. engine/routes and
// engine/pages are pure too (no React, no DOM: only the core's own files). And no file of engine/
// reaches the app: nothing under pages/, nor widgets/registry.ts, directly or through what it
// imports; the app hands them in through the engine environment (engine/react/environment).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const engine = path.join(repo, 'engine');
const root = path.join(engine, 'fields');
const ALLOWED_PACKAGES = new Set(['ajv', 'big.js']);

function sourceFiles(dir: string, extensions = ['.ts']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, extensions);
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('engine/fields imports', () => {
  const files = sourceFiles(root);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s imports only relatives inside the core, ajv and big.js', (_name, file) => {
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        expect(target.startsWith(root), `${specifier} leaves engine/fields`).toBe(true);
      } else {
        expect(ALLOWED_PACKAGES.has(specifier), `${specifier} is not allowed in the core`).toBe(true);
      }
    }
  });

  it('uses no DOM globals', () => {
    for (const file of files) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    }
  });
});

// ---- every module a file loads: static imports and re-exports, bare `import '…'`, import('…') and
// import.meta.glob('…'), with comments left out (a comment may quote an import it explains) ----

const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
// `(?<!…)`: the keyword itself, not a word in a string ('import' | 'export' is a page action's id).
const SPECIFIER = [
  /(?<![\w$.'"])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?<![\w$.'"])import\s*['"]([^'"]+)['"]/g,
  /(?<![\w$.'"])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /(?<![\w$.'"])import\.meta\.glob[\s\S]*?\(\s*['"]([^'"]+)['"]/g,
];

function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(COMMENT, '$1');
  return SPECIFIER.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** The file a relative specifier names (with or without its extension), or its literal path. */
function resolve(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return target;
}

const PAGES = path.join(repo, 'pages') + path.sep;
const WIDGET_REGISTRY = path.join(repo, 'widgets', 'registry.ts');
const isForbidden = (target: string) => target.startsWith(PAGES) || target === WIDGET_REGISTRY;
const isSource = (file: string) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`);

/** The chain of local files from `file` to something under pages/ or widgets/registry.ts, or null. */
function pathToApp(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of specifiersOf(file)) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(file, specifier);
    if (isForbidden(target)) return [file, target];
    if (!isSource(target) || !existsSync(target)) continue;
    const rest = pathToApp(target, seen);
    if (rest) return [file, ...rest];
  }
  return null;
}

describe('engine/ reaches no app code', () => {
  const files = sourceFiles(engine, ['.ts', '.tsx']);

  it('finds the sources, React ones included', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith('RecordDetail.tsx'))).toBe(true);
  });

  it('sees every kind of import (a check that reads none passes everything)', () => {
    const recordDetail = path.join(engine, 'react/list/recordDetail.tsx');
    expect(specifiersOf(recordDetail)).toContain('../detail/RecordDetail.tsx');
    expect(specifiersOf(path.join(engine, 'react/form/SchemaForm.tsx'))).toContain('../environment/index.ts');
  });

  it.each(files.map((file) => [path.relative(engine, file), file]))('%s imports nothing from pages/ nor widgets/registry.ts, even indirectly', (_name, file) => {
    const chain = pathToApp(file);
    expect(chain?.map((step) => path.relative(repo, step)).join(' → ') ?? null).toBeNull();
  });
});

describe('engine/routes, engine/pages and engine/modules stay free of React and the DOM', () => {
  const folders = ['routes', 'pages', 'modules'].map((name) => path.join(engine, name));
  const files = folders.flatMap((folder) => sourceFiles(folder, ['.ts', '.tsx', '.js', '.jsx']));
  // The module catalogue reads the descriptors (schemas/modules) it is made of; nothing else outside.
  const core = [engine + path.sep, path.join(repo, 'schemas', 'modules') + path.sep];
  const react = path.join(engine, 'react') + path.sep;

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(8);
  });

  it('has no JSX files', () => {
    expect(files.filter((file) => !file.endsWith('.ts')).map((file) => path.relative(repo, file))).toEqual([]);
  });

  it.each(files.map((file) => [path.relative(engine, file), file]))('%s imports only engine files outside engine/react, no package', (_name, file) => {
    for (const specifier of specifiersOf(file)) {
      expect(specifier.startsWith('.'), `${specifier}: no package (React included) in engine/routes, engine/pages or engine/modules`).toBe(true);
      const target = resolve(file, specifier);
      expect(core.some((dir) => target.startsWith(dir)) && !target.startsWith(react), `${specifier} leaves the engine core`).toBe(true);
    }
  });

  it('uses no DOM globals', () => {
    for (const file of files) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\./);
    }
  });
});
