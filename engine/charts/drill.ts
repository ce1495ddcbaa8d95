// A drill-down: the module list behind a figure or a bar, as the list engine takes it. The module's
// own list page (columns, record type, detail) asked through the drill's call with the page's
// filter; read-only here (no scenes, toolbar or batch actions: those live on the module's page).
import type { PageDef } from '../pages/types.ts';
import { valueAt, type Row } from './answer.ts';
import { numberOf } from './format.ts';
import type { ChartBlock, ChartDrill, TableBlock } from './types.ts';

/** The drill call's parameters: its fixed ones, the page's filter, the module's code, the clicked category. */
export function drillParams(drill: ChartDrill, filter: Readonly<Record<string, string>>, moduleCode: number, category?: unknown): Record<string, string | number> {
  const params: Record<string, string | number> = { ...drill.call?.params, ...filter };
  if (drill.moduleParam) params[drill.moduleParam] = moduleCode;
  if (drill.categoryParam && category !== undefined && category !== null) params[drill.categoryParam] = String(category);
  return params;
}

/** The module's list page, asked through the drill's call with `params`. */
export function drillPage(modulePage: PageDef, drill: ChartDrill, params: Readonly<Record<string, string | number>>): PageDef {
  return {
    ...modulePage,
    module: `drill-${modulePage.module}`,
    listCall: drill.call?.path ?? modulePage.listCall,
    // the module's fixed parameters belong to its own call; another call gets only the drill's
    listParams: drill.call ? { ...params } : { ...modulePage.listParams, ...params },
    scenes: false,
    toolbar: [],
    extras: [],
    batchActions: [],
  };
}

/** The right a drill needs: seeing the module's list. */
export function drillRight(modulePage: Pick<PageDef, 'auth'>): string {
  return `${modulePage.auth}.index`;
}

/**
 * The drill a click on a chart's series makes: the chart's, with the series' own parameters (which
 * figure its bars count) added to the call; none when the chart has none or the series says `false`.
 */
export function seriesDrill(block: Pick<ChartBlock, 'drill' | 'series'>, seriesIndex: number): ChartDrill | undefined {
  const own = block.series[seriesIndex]?.drill;
  if (!block.drill || own === false) return undefined;
  // a series' parameters go to the chart drill's own call (the chart files' test holds that it has one)
  if (!own) return block.drill;
  const { call } = block.drill;
  return { ...block.drill, ...(own.module ? { module: own.module } : {}), ...(call ? { call: { ...call, params: { ...call.params, ...own.params } } } : {}) };
}

/** The category a drill sends for a row: its `categoryField`, else `field` (the chart's category). */
export function drillCategory(drill: ChartDrill, row: Row | undefined, field?: string): unknown {
  const key = drill.categoryField ?? field;
  return row && key ? valueAt(row, key) : undefined;
}

/** What a table's cell opens: its column's drill with the row's category, when its value is above 0 (an empty list is no answer). */
export function cellDrill(block: Pick<TableBlock, 'columns'>, field: string, row: Row | undefined): { drill: ChartDrill; category: unknown } | undefined {
  const drill = block.columns.find((column) => column.field === field)?.drill;
  if (!drill || !row || !(numberOf(valueAt(row, field)) > 0)) return undefined;
  return { drill, category: drillCategory(drill, row) };
}
