// A drill-down: the module list behind a figure or a bar, as the list engine takes it. The module's
// own list page (columns, record type, detail) asked through the drill's call with the page's
// filter; read-only here (no scenes, toolbar or batch actions: those live on the module's page).
import type { PageDef } from '../pages/types.ts';
import type { ChartDrill } from './types.ts';

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
