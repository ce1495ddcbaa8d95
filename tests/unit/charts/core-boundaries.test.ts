// engine/charts is pure (ARCHITECTURE.md "Boundaries"): no React, no DOM, no package; it reads only
// engine files outside engine/react, so a server or a test can map a chart file without a browser.
// (That nothing in engine/ reaches pages/ is tests/unit/fields/boundaries.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const engine = path.join(repo, 'engine');
const charts = path.join(engine, 'charts');
const files = readdirSync(charts).filter((name) => /\.tsx?$/.test(name)).map((name) => path.join(charts, name));
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
const specifiers = (file: string) => [...readFileSync(file, 'utf8').replace(COMMENT, '$1')
  .matchAll(/(?<![\w$.'"])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?<![\w$.'"])import\s*\(\s*['"]([^'"]+)['"]/g)]
  .map((match) => match[1] ?? match[2]!);

describe('engine/charts stays pure', () => {
  it('finds its sources, every one TypeScript without JSX', () => {
    expect(files.length).toBeGreaterThan(6);
    expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(specifiers(path.join(charts, 'chartOption.ts'))).toContain('./answer.ts');
  });

  it.each(files.map((file) => [path.basename(file), file]))('%s imports only engine files outside engine/react', (_name, file) => {
    for (const specifier of specifiers(file)) {
      expect(specifier.startsWith('.'), `${specifier}: no package in engine/charts`).toBe(true);
      const target = path.resolve(path.dirname(file), specifier);
      expect(target.startsWith(engine + path.sep) && !target.startsWith(path.join(engine, 'react') + path.sep), `${specifier} leaves the engine core`).toBe(true);
    }
  });

  it('uses no DOM globals', () => {
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\./);
  });
});
