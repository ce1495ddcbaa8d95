// The server imports engine/fields to validate saves: it must stay free of React, the DOM and the
// other rooms of the house (ARCHITECTURE.md, "Boundaries").

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../engine/fields');
const ALLOWED_PACKAGES = new Set(['ajv', 'big.js']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
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
