// A chart page read at run time. The full check is the JSON Schema (schemas/meta/chart.schema.json,
// run by the unit tests on every chart file); here we refuse only what would crash the screen, with
// a message naming the file, instead of bundling a validator.
import type { ChartPageDef } from './types.ts';

export class ChartDefinitionError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'ChartDefinitionError';
  }
}

const BLOCK_KINDS = new Set(['figures', 'chart', 'table', 'feed', 'note']);
const CHART_KINDS = new Set(['bar', 'line', 'pie', 'funnel', 'gauge', 'map']);

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function parseChartPage(json: unknown, source = 'chart page'): ChartPageDef {
  const value = (json as { default?: unknown } | null)?.default ?? json;
  if (!isObject(value)) throw new ChartDefinitionError(source, 'not an object');
  const fail: (problem: string) => never = (problem) => { throw new ChartDefinitionError(source, problem); };
  for (const key of ['key', 'title'] as const) if (typeof value[key] !== 'string' || !value[key]) fail(`${key} must be a string`);
  if (!Array.isArray(value.filters)) fail('filters must be an array');
  for (const kind of ['period', 'members']) {
    if ((value.filters as Loose[]).filter((filter) => filter?.kind === kind).length > 1) fail(`one ${kind} filter at most`);
  }
  if (!Array.isArray(value.sections) || value.sections.length === 0) fail('sections must be a non-empty array');
  const ids = new Set<string>();
  for (const section of value.sections as unknown[]) {
    if (!isObject(section) || typeof section.id !== 'string') fail('a section needs an id');
    const { id } = section as Loose & { id: string };
    if (ids.has(id)) fail(`two sections share the id "${id}"`);
    ids.add(id);
    if (!isObject(section.call) || typeof section.call.path !== 'string') fail(`section ${id}: call needs a path`);
    if (!Array.isArray(section.blocks)) fail(`section ${id}: blocks must be an array`);
    for (const block of section.blocks as unknown[]) {
      if (!isObject(block) || !BLOCK_KINDS.has(String(block.kind))) fail(`section ${id}: unknown block ${JSON.stringify((block as Loose | null)?.kind)}`);
      const { kind, chart, series, category, items, columns } = block as Loose;
      if (kind === 'chart') {
        if (!CHART_KINDS.has(String(chart))) fail(`section ${id}: unknown chart ${String(chart)}`);
        if (!Array.isArray(series) || (series.length === 0 && !isObject((block as Loose).seriesFrom))) fail(`section ${id}: a chart needs series`);
        if (chart !== 'gauge' && !isObject(category)) fail(`section ${id}: a ${String(chart)} chart needs a category`);
      }
      if (kind === 'figures' && !Array.isArray(items)) fail(`section ${id}: figures need items`);
      if (kind === 'table' && !Array.isArray(columns)) fail(`section ${id}: a table needs columns`);
    }
  }
  return value as unknown as ChartPageDef;
}
