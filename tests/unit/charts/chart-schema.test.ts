// Every chart page (schemas/charts/<area>/*.json) against chart.schema.json, the i18n keys it names
// and the modules its drill-downs open; broken copies must fail, and parseChartPage refuses what
// would crash the screen, naming the file.
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import chartSchema from '../../../schemas/meta/chart.schema.json';
import { ChartDefinitionError, parseChartPage, seriesDrill, type ChartDrill, type ChartPageDef } from '../../../engine/charts/index.ts';
import { DRILL_FIGURES } from '../../../server/bi/biDrill.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { zhCN } from '../../support/zhCatalogue.ts';
import en from '../../../i18n/en.json';
import { STORY_CHART_PAGES } from '../../../pages/crm/workbench/storyChartPages.ts';

const files = import.meta.glob<ChartPageDef>('../../../schemas/charts/*/*.json', { eager: true, import: 'default' });
const byKey = (key: string) => Object.values(files).find((file) => file.key === key)!;

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(chartSchema);

function broken(change: (file: any) => void, key = 'crm/workbench'): unknown {
  const copy = structuredClone(byKey(key));
  change(copy);
  return copy;
}

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** Every i18n key a chart file names. */
function i18nKeys(page: ChartPageDef): string[] {
  const keys = [page.title];
  for (const filter of page.filters) if (filter.kind === 'select') keys.push(filter.label, ...(filter.options ?? []).map((o) => o.label));
  for (const section of page.sections) {
    keys.push(section.title, ...(section.note ? [section.note] : []));
    for (const control of section.controls ?? []) {
      keys.push(control.label, ...(control.options ?? []).map((o) => o.label), ...(control.kind === 'select' && control.emptyText ? [control.emptyText] : []));
    }
    for (const block of [...(section.header ?? []), ...section.blocks]) {
      if (block.kind === 'figures') keys.push(...(block.label ? [block.label] : []), ...block.items.map((item) => item.label));
      if (block.kind === 'chart') keys.push(block.label, ...block.series.map((series) => series.label));
      if (block.kind === 'table') keys.push(block.label, ...block.columns.map((column) => column.label));
      if (block.kind === 'note') keys.push(block.text);
    }
  }
  return keys;
}

/** Every drill a file makes: figures', charts' (each series' own), table cells'. */
function drillsOf(page: ChartPageDef): ChartDrill[] {
  return page.sections.flatMap((section) => section.blocks.flatMap((block): ChartDrill[] => {
    if (block.kind === 'figures') return block.items.flatMap((item) => (item.drill ? [{ ...block.drill, ...item.drill }] : []));
    if (block.kind === 'chart') return block.series.flatMap((_series, index) => seriesDrill(block, index) ?? []);
    if (block.kind === 'table') return block.columns.flatMap((column) => (column.drill ? [column.drill] : []));
    return [];
  }));
}

describe('schemas/charts/** against chart.schema.json', () => {
  it('finds the CRM 仪表盘, keys unique and matching their place', () => {
    expect(Object.values(files).map((file) => file.key)).toContain('crm/workbench');
    for (const [path, file] of Object.entries(files)) expect(path.endsWith(`/schemas/charts/${file.key}.json`), path).toBe(true);
    expect(new Set(Object.values(files).map((file) => file.key)).size).toBe(Object.keys(files).length);
  });

  it.each(Object.keys(files))('%s validates and parses', (path) => {
    const ok = validate(files[path]);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(parseChartPage(files[path], path).key).toBe(files[path]!.key);
  });

  it.each(Object.keys(files))('%s names i18n keys that exist in both catalogues', (path) => {
    for (const key of i18nKeys(files[path]!)) {
      expect(typeof lookup(zhCN, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });

  it.each(Object.keys(files))('%s drills only into modules that have a list', (path) => {
    for (const drill of drillsOf(files[path]!)) expect(modulePage(drill.module), drill.module).toBeDefined();
  });

  it.each(Object.keys(files))('%s names only figures the server can list, a series\' parameters going to its chart\'s call', (path) => {
    for (const drill of drillsOf(files[path]!)) {
      const figure = drill.call?.params?.figure;
      if (drill.call?.path === 'biDrill/queryPageList') expect(Object.keys(DRILL_FIGURES), `${drill.module}: ${String(figure)}`).toContain(figure);
    }
    for (const section of files[path]!.sections) {
      for (const block of section.blocks) {
        if (block.kind !== 'chart') continue;
        for (const series of block.series) if (series.drill && series.drill.params) expect(block.drill?.call, `${block.label}: ${series.field}`).toBeDefined();
      }
    }
  });

  it.each(Object.entries(STORY_CHART_PAGES))('the story page %s is one a file could be', (_name, { page }) => {
    const ok = validate(page);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    for (const key of i18nKeys(page)) {
      expect(typeof lookup(zhCN, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });

  it.each([
    ['a section without its call', (f: any) => { delete f.sections[0].call; }],
    ['a call without its path', (f: any) => { delete f.sections[1].call.path; }],
    ['a path that is not an endpoint', (f: any) => { f.sections[1].call.path = '/api/Crm Instrument'; }],
    ['an unknown chart kind', (f: any) => { f.sections[2].blocks[0].chart = 'radar'; }],
    ['a bar chart without its category', (f: any) => { delete f.sections[2].blocks[0].category; }],
    ['a gauge of two series', (f: any) => { f.sections[1].blocks[0].series.push({ field: 'contractMoneys', label: 'crmWorkbench.performance.done' }); }],
    ['a funnel of two series', (f: any) => { f.sections[3].blocks[0].series.push({ field: 'money', label: 'crmWorkbench.funnel.money' }); }],
    ['a series without its label', (f: any) => { delete f.sections[2].blocks[0].series[0].label; }],
    ['an unknown format', (f: any) => { f.sections[2].blocks[0].series[0].format = 'currency'; }],
    ['a label that is not an i18n key', (f: any) => { f.sections[0].title = '销售简报'; }],
    ['a drill without its module', (f: any) => { delete f.sections[0].blocks[0].items[0].drill.module; }],
    ['a drill into a module key that is not one', (f: any) => { f.sections[0].blocks[0].items[0].drill.module = 'Customer'; }],
    ['an unknown filter', (f: any) => { f.filters.push({ kind: 'region', param: 'regionId' }); }],
    ['a time preset that is not one', (f: any) => { f.filters[0].default = 'thisMonth'; }],
    ['a select with neither source nor options', (f: any) => { delete f.sections[3].controls[0].source; }],
    ['a toggle of one option', (f: any) => { f.sections[1].controls[0].options.pop(); }],
    ['a condition on nothing', (f: any) => { f.sections[1].blocks[1].items[1].when = { eq: '1' }; }],
    ['a misspelt property', (f: any) => { f.sections[4].blocks[0].entries = 'followUp'; }],
    ['an unknown feed entry', (f: any) => { f.sections[4].blocks[0].entry = 'examine'; }],
    ['a page without sections', (f: any) => { f.sections = []; }],
    ['a key outside the areas', (f: any) => { f.key = 'sales/workbench'; }],
  ])('rejects a copy with %s', (_name, change) => {
    expect(validate(broken(change))).toBe(false);
  });

  it('parseChartPage refuses what would crash the screen, naming the file', () => {
    expect(() => parseChartPage(broken((f) => { f.sections[1].id = f.sections[0].id; }), 'workbench.json')).toThrow(/workbench\.json: two sections share the id "bulletin"/);
    expect(() => parseChartPage(broken((f) => { f.sections[2].blocks[0].series = []; }), 'x.json')).toThrow(ChartDefinitionError);
    expect(() => parseChartPage(broken((f) => { f.sections[2].blocks[0].kind = 'map'; }), 'x.json')).toThrow(/unknown block "map"/);
    expect(() => parseChartPage(broken((f) => { delete f.sections[2].blocks[0].category; }), 'x.json')).toThrow(/needs a category/);
    expect(() => parseChartPage(broken((f) => { f.filters.push({ kind: 'period' }); }), 'x.json')).toThrow(/one period filter/);
    expect(() => parseChartPage(null, 'x.json')).toThrow(/x\.json/);
  });
});
