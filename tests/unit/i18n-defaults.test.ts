// Every interface string written in code with its Chinese default (`tr('datePicker.today', '今天')`,
// `t('form.invalidSummary', { defaultValue })`) is in both catalogues: the Chinese one with the
// same text, the English one at all, so an English screen never falls back to the code's Chinese.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { zhCN } from '../support/zhCatalogue.ts';

const SOURCE_FOLDERS = ['engine', 'widgets', 'pages'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** key → [Chinese default, file] for both spellings the code uses. */
function defaultsInCode(): Map<string, [string, string]> {
  const found = new Map<string, [string, string]>();
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\btr\(\s*'([\w.]+)',\s*'([^']*)'/g)) found.set(match[1]!, [match[2]!, file]);
    for (const match of text.matchAll(/\bt\(\s*'([\w.]+)',\s*\{[^}]*defaultValue:\s*'([^']*)'/g)) found.set(match[1]!, [match[2]!, file]);
  }
  return found;
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('strings with a default in code', () => {
  const defaults = defaultsInCode();

  it('are found (the scan still reads the code)', () => {
    expect(defaults.size).toBeGreaterThan(150);
    expect(defaults.get('datePicker.today')?.[0]).toBe('今天');
  });

  it('are in the Chinese catalogue with the same text', () => {
    const wrong = [...defaults].filter(([key, [zh]]) => lookup(zhCN, key) !== zh).map(([key, [zh, file]]) => `${key} = ${zh} (${file}): ${String(lookup(zhCN, key))}`);
    expect(wrong).toEqual([]);
  });

  it('are in the English catalogue', () => {
    const missing = [...defaults.keys()].filter((key) => typeof lookup(en, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
