import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import pageSchema from '../../schemas/meta/page.schema.json';
import { parsePage, PageDefinitionError } from '../../engine/pages/index.ts';
import { zhCN } from '../support/zhCatalogue.ts';
import en from '../../i18n/en.json';


// Every page file, found the way the app finds them.
const files = import.meta.glob<unknown>('../../schemas/pages/**/*.json', { eager: true, import: 'default' });
const byName = (name: string) => Object.entries(files).find(([path]) => path.endsWith(`/crm/${name}.json`))![1];

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(pageSchema);

function broken(name: string, change: (file: any) => void): unknown {
  const copy = structuredClone(byName(name));
  change(copy);
  return copy;
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('schemas/pages/** against page.schema.json', () => {
  it('finds the eight CRM list pages', () => {
    const names = Object.keys(files).map((path) => path.split('/').pop()).sort();
    expect(names).toEqual(['business.json', 'contacts.json', 'contract.json', 'customer.json', 'leads.json', 'pool.json', 'product.json', 'receivables.json']);
  });

  it.each(Object.keys(files))('%s validates and parses', (path) => {
    const ok = validate(files[path]);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(parsePage(files[path], path).module).toBe(path.split('/').pop()!.replace('.json', ''));
  });

  it.each(Object.keys(files))('%s names i18n keys that exist in both catalogues', (path) => {
    const page = parsePage(files[path]);
    const keys = [page.title, page.searchPlaceholder, ...(page.extras ?? []).map((e) => e.label),
      ...page.batchActions.map((a) => a.label ?? `list.action.${a.id}`), ...page.toolbar.map((a) => a.label ?? `list.toolbar.${a.id}`)];
    for (const key of keys) {
      expect(typeof lookup(zhCN, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });

  it('ties every batch action to a key of its own module (pool: crm.pool)', () => {
    for (const page of Object.values(files).map((f) => parsePage(f))) {
      for (const action of page.batchActions) expect(action.auth.startsWith(`crm.${page.authModule}.`), `${page.module} ${action.id}`).toBe(true);
    }
  });

  it.each([
    ['a page without its list call', 'customer', (f: any) => { delete f.listCall; }],
    ['an unknown module code', 'customer', (f: any) => { f.type = 8; }],
    ['a batch action without a permission key', 'customer', (f: any) => { delete f.batchActions[0].auth; }],
    ['a permission key that is not a dotted path', 'leads', (f: any) => { f.batchActions[0].auth = 'transfer'; }],
    ['a member action without its parameter', 'pool', (f: any) => { delete f.batchActions[0].userKey; }],
    ['a non-transfer action asking about children', 'pool', (f: any) => { f.batchActions[1].children = true; }],
    ['an unknown action kind', 'product', (f: any) => { f.batchActions[0].kind = 'shelve'; }],
    ['an export without its call', 'contract', (f: any) => { delete f.toolbar.find((t: any) => t.id === 'export').call; }],
    ['an unknown detail tab', 'contacts', (f: any) => { f.detailTabs.push('history'); }],
    ['a single default column', 'receivables', (f: any) => { f.defaultColumns = f.defaultColumns.slice(0, 1); }],
    ['a misspelt property', 'business', (f: any) => { f.batchAction = []; }],
    ['a title that is not an i18n key', 'contract', (f: any) => { f.title = '合同'; }],
  ])('rejects a copy with %s', (_name, file, change) => {
    expect(validate(broken(file, change))).toBe(false);
  });

  it('parsePage refuses what would crash the screen, naming the file', () => {
    expect(() => parsePage(broken('customer', (f) => { delete f.batchActions[0].call; }), 'customer.json')).toThrow(PageDefinitionError);
    expect(() => parsePage(null, 'x.json')).toThrow(/x\.json/);
  });
});
