// Every module descriptor (schemas/modules/<area>/*.json) against module.schema.json, the i18n keys
// it names, and the derivations the screens read (a list's page definition, the drawer's actions).
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import moduleSchema from '../../schemas/meta/module.schema.json';
import { listPage, matches, ModuleDefinitionError, parseModule, type ModuleBoard, type ModuleDescriptor } from '../../engine/modules/index.ts';
import { allModules, moduleOf } from '../../engine/modules/catalogue.ts';
import { zhCN } from '../support/zhCatalogue.ts';
import en from '../../i18n/en.json';
import { BUSINESS_BOARD, businessBoardModule, TASK_BOARD_LIST } from '../../pages/crm/list/boardStoryData.ts';
import type { CrmType } from '../../engine/fields/index.ts';
import type { PageCrmType } from '../../engine/pages/index.ts';
import type { DetailCrmType } from '../../server-adapter/crmDetail.ts';

// Every descriptor, found the way the app finds them.
const files = import.meta.glob<ModuleDescriptor>('../../schemas/modules/*/*.json', { eager: true, import: 'default' });
const byKey = (key: string) => Object.values(files).find((file) => file.key === key)!;

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(moduleSchema);

function broken(key: string, change: (file: any) => void): unknown {
  const copy = structuredClone(byKey(key));
  change(copy);
  return copy;
}

/** The business list offering a board, changed by `change` (a broken board must fail). */
function brokenBoard(change: (board: any, list: any) => void): unknown {
  return broken('business', (f) => {
    const list = f.lists.business;
    list.views = ['table', 'board'];
    list.board = structuredClone(BUSINESS_BOARD);
    change(list.board, list);
  });
}

/** The i18n keys a board names: its card's fact labels and its fixed columns' titles. */
function boardLabels(board: ModuleBoard | undefined): string[] {
  if (!board) return [];
  return [...(board.card.facts ?? []).map((f) => f.label), ...('options' in board.columns ? board.columns.options.map((o) => o.label) : [])];
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('schemas/modules/** against module.schema.json', () => {
  it('finds the eight CRM record modules, office approvals, announcements, the schedule, work logs, tasks and the workbench feed, keys unique', () => {
    const keys = Object.values(files).map((file) => file.key).sort();
    expect(keys).toEqual(['announcement', 'business', 'contacts', 'contract', 'customer', 'event', 'examine', 'feed', 'leads', 'log', 'product', 'receivables', 'receivables_plan', 'task', 'work']);
    expect(allModules().map((m) => m.key).sort()).toEqual(keys);
  });

  it.each(Object.keys(files))('%s validates and parses', (path) => {
    const ok = validate(files[path]);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(parseModule(files[path], path).key).toBe(files[path]!.key);
  });

  it.each(Object.keys(files))('%s names i18n keys that exist in both catalogues', (path) => {
    const module = files[path]!;
    const keys = [module.typeName];
    for (const list of Object.values(module.lists ?? {})) {
      keys.push(list.title, ...(list.searchPlaceholder ? [list.searchPlaceholder] : []), ...(list.extras ?? []).map((e) => e.label),
        ...(list.controls ?? []).flatMap((c) => [c.label, ...(c.kind === 'select' && c.options ? c.options.map((o) => o.label) : []),
          ...(c.kind === 'tabs' ? c.options.map((o) => o.label) : [])]),
        ...list.batchActions.map((a) => a.label ?? `list.action.${a.id}`), ...list.toolbar.map((a) => a.label ?? `list.toolbar.${a.id}`),
        ...boardLabels(list.board));
    }
    const detail = module.detail;
    keys.push(...(detail?.facts ?? []).map((f) => `detail.fact.${f.label}`), ...(detail?.actions ?? []).map((a) => a.label ?? `detail.action.${a.id}`),
      ...(detail?.relatedColumns ?? []).map((c) => `detail.col.${c.label}`),
      ...Object.values(detail?.related ?? {}).flat().map((s) => `detail.section.${s.title}`),
      ...Object.keys(detail?.related ?? {}).map((tab) => `detail.tab.${tab}`),
      ...(module.category?.title ? [module.category.title] : []));
    for (const key of keys) {
      expect(typeof lookup(zhCN, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });

  it('ties every batch action that names a right to a key of its own list (pool: crm.pool)', () => {
    for (const module of Object.values(files)) {
      for (const [id, list] of Object.entries(module.lists ?? {})) {
        const page = listPage(module, id)!;
        for (const action of list.batchActions) expect(action.auth === undefined || action.auth.startsWith(`${page.auth}.`), `${id} ${action.id}`).toBe(true);
      }
    }
  });

  it('every related list names a module that exists, and every state a condition names is declared', () => {
    for (const module of Object.values(files)) {
      for (const section of Object.values(module.detail?.related ?? {}).flat()) expect(() => moduleOf(section.module)).not.toThrow();
      for (const action of module.detail?.actions ?? []) {
        if (action.when) expect(() => matches(action.when!, {}, module.detail?.states)).not.toThrow();
      }
    }
  });

  it.each([
    ['a module without its record table', 'customer', (f: any) => { delete f.record.table; }],
    ['a list without its call', 'customer', (f: any) => { delete f.lists.customer.call; }],
    ['a batch action whose permission key is not text', 'customer', (f: any) => { f.lists.customer.batchActions[0].auth = 5; }],
    ['a permission key that is not a dotted path', 'leads', (f: any) => { f.lists.leads.batchActions[0].auth = 'transfer'; }],
    ['a member action without its parameter', 'customer', (f: any) => { delete f.lists.pool.batchActions[0].userKey; }],
    ['an unknown action kind', 'product', (f: any) => { f.lists.product.batchActions[0].kind = 'shelve'; }],
    ['an export without its call', 'contract', (f: any) => { delete f.lists.contract.toolbar.find((t: any) => t.id === 'export').call; }],
    ['a single default column', 'receivables', (f: any) => { f.lists.receivables.defaultColumns = f.lists.receivables.defaultColumns.slice(0, 1); }],
    ['a misspelt property', 'business', (f: any) => { f.lists.business.batchAction = []; }],
    ['a title that is not an i18n key', 'contract', (f: any) => { f.lists.contract.title = '合同'; }],
    ['a condition on a custom field\'s (renamable) name', 'product', (f: any) => { f.detail.actions[1].when = { field: '是否上下架', eq: '下架' }; }],
    ['a condition that is a closure in disguise', 'customer', (f: any) => { f.detail.actions[0].when = 'r => r.isPool'; }],
    ['an unknown detail action', 'contacts', (f: any) => { f.detail.actions.push({ id: 'archive', auth: 'update' }); }],
    ['a permission prefix outside the areas', 'leads', (f: any) => { f.auth = 'sales.leads'; }],
    ['a category without the call of its options', 'customer', (f: any) => { f.category = { key: 'customerId', options: { value: 'customerId', label: 'customerName' } }; }],
    ['a category keyed by a column name instead of a system key', 'customer', (f: any) => { f.category = { key: 'category_id', options: { call: 'CrmCustomer/queryCategories', value: 'categoryId', label: 'title' } }; }],
  ])('rejects a copy with %s', (_name, key, change) => {
    expect(validate(broken(key, change))).toBe(false);
  });

  it('takes a list with a board: the business by stage (columns from a call) and the test module\'s tasks by status (fixed columns)', () => {
    expect(validate(businessBoardModule())).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const listSchema = ajv.getSchema(`${moduleSchema.$id}#/$defs/list`)!;
    expect(listSchema(TASK_BOARD_LIST)).toBe(true);
    expect(listSchema.errors ?? []).toEqual([]);
    for (const key of boardLabels(TASK_BOARD_LIST.board)) expect([typeof lookup(zhCN, key), typeof lookup(en, key)], key).toEqual(['string', 'string']);
  });

  it.each([
    ['a group-by key that is a custom field\'s (renamable) name', (b: any) => { b.groupBy = '商机阶段'; }],
    ['no move call', (b: any) => { delete b.move.call; }],
    ['a move naming neither the card nor the column\'s ids', (b: any) => { delete b.move.idKey; }],
    ['an order key but no column ids in the move (the order could not be stored)', (b: any) => { b.orderBy = 'orderNum'; }],
    ['column ids in the move but no order key', (b: any) => { b.move.idsKey = 'toList'; }],
    ['the former column\'s ids without its group key', (b: any) => { b.orderBy = 'orderNum'; b.move.idsKey = 'toList'; b.move.fromIdsKey = 'fromList'; }],
    ['a move right that is neither a key nor a dotted path', (b: any) => { b.move.auth = 'crm business update'; }],
    ['columns both fixed and called', (b: any) => { b.columns.options = [{ value: 1, label: 'list.board.taskStatus.1' }]; }],
    ['a fixed column titled in Chinese instead of an i18n key', (b: any) => { b.columns = { options: [{ value: 1, label: '验证客户' }] }; }],
    ['a card without its title key', (b: any) => { delete b.card.title; }],
    ['a card fact with an unknown format', (b: any) => { b.card.facts[0].format = 'stars'; }],
    ['seven card facts', (b: any) => { b.card.facts = Array.from({ length: 7 }, () => b.card.facts[0]); }],
    ['a list offering a board it does not declare', (_b: any, list: any) => { delete list.board; }],
    ['a board on a list that does not offer it', (_b: any, list: any) => { list.views = ['table']; }],
    ['an unknown view', (_b: any, list: any) => { list.views = ['table', 'board', 'cards']; }],
  ])('rejects a board with %s', (_name, change) => {
    expect(validate(brokenBoard(change))).toBe(false);
  });

  it('parseModule refuses what would crash the screen, naming the file', () => {
    expect(() => parseModule(broken('customer', (f) => { delete f.lists.customer.batchActions[0].call; }), 'customer.json')).toThrow(ModuleDefinitionError);
    expect(() => parseModule(null, 'x.json')).toThrow(/x\.json/);
    // a category whose column the record does not hold as an int (the schema cannot compare the two)
    const category = { key: 'dealStatus', options: { call: 'CrmCustomer/queryCategories', value: 'categoryId', label: 'title' } };
    expect(() => parseModule(broken('customer', (f) => { f.category = category; f.record.columns.deal_status = 'text'; }), 'customer.json')).toThrow(/deal_status/);
    expect(() => parseModule(broken('customer', (f) => { f.category = category; f.record.columns.deal_status = 'int'; }), 'customer.json')).not.toThrow();
    expect(validate(broken('customer', (f) => { f.category = category; }))).toBe(true);
  });
});

describe('what the screens derive from a descriptor', () => {
  it('a list: module-level keys filled in, the pool a second list of the customer', () => {
    const pool = listPage(byKey('customer'), 'pool')!;
    expect(pool).toMatchObject({ module: 'pool', crmType: 'customer', type: 9, headLabel: 9, fieldLabel: 2, idKey: 'customerId', auth: 'crm.pool', listCall: 'CrmCustomer/queryPoolPageList' });
    expect(listPage(byKey('contract'))).toMatchObject({ module: 'contract', type: 6, headLabel: 6, fieldLabel: 6, auth: 'crm.contract', idKey: 'contractId' });
    expect(listPage(byKey('receivables_plan'))).toBeUndefined();
  });

  it('conditions: numbers compare as numbers, null matches only a present null, states resolve', () => {
    const states = { pool: { any: [{ field: 'isPool', eq: 1 }, { field: 'ownerUserId', eq: null }] } } as const;
    expect(matches({ state: 'pool' }, { isPool: '1' }, states)).toBe(true);
    expect(matches({ state: 'pool' }, { ownerUserId: null }, states)).toBe(true);
    expect(matches({ state: 'pool' }, { isPool: 0 }, states)).toBe(false);
    expect(matches({ field: 'checkStatus', in: [2, 4, 5] }, { checkStatus: '4' })).toBe(true);
    expect(matches({ not: { field: 'checkStatus', ne: 6 } }, { checkStatus: 6 })).toBe(true);
    expect(() => matches({ state: 'nowhere' }, {})).toThrow(/nowhere/);
  });
});

describe('the TypeScript names of the record types agree with the descriptors', () => {
  // The unions are compile-time names for code that is CRM's own (linkage, relations); the set of
  // types is the descriptors'. tsc checks these objects are exhaustive; this test checks they
  // name exactly the descriptors, so a new CRM descriptor and the unions cannot drift apart.
  const crmTypes = { leads: 1, customer: 1, contacts: 1, product: 1, business: 1, contract: 1, receivables: 1, receivables_plan: 1 } satisfies Record<CrmType, 1>;
  const detailTypes = { leads: 1, customer: 1, contacts: 1, product: 1, business: 1, contract: 1, receivables: 1 } satisfies Record<DetailCrmType, 1>;
  const pageTypes = { leads: 1, customer: 1, contacts: 1, product: 1, business: 1, contract: 1, receivables: 1 } satisfies Record<PageCrmType, 1>;
  const crm = Object.values(files).filter((module) => module.area === 'crm');

  it('CrmType: every CRM module with a form', () => {
    expect(Object.keys(crmTypes).sort()).toEqual(crm.filter((m) => m.form).map((m) => m.key).sort());
  });
  it('DetailCrmType: every CRM module with a drawer', () => {
    expect(Object.keys(detailTypes).sort()).toEqual(crm.filter((m) => m.detail?.nameFields).map((m) => m.key).sort());
  });
  it('PageCrmType: every CRM module with a list', () => {
    expect(Object.keys(pageTypes).sort()).toEqual(crm.filter((m) => m.lists).map((m) => m.key).sort());
  });
});
