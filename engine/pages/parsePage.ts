// A page file read at run time. The full check is the JSON Schema (schemas/meta/page.schema.json,
// run by the unit tests on every page file); at run time we only refuse what would crash the
// screen, with a message naming the file, instead of bundling a validator.
import type { PageDef } from './types.ts';

export class PageDefinitionError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'PageDefinitionError';
  }
}

const REQUIRED_STRINGS = ['module', 'title', 'crmType', 'authModule', 'listCall', 'styleType', 'idKey', 'nameColumn', 'searchPlaceholder'] as const;
const REQUIRED_NUMBERS = ['type', 'headLabel', 'fieldLabel'] as const;
const REQUIRED_ARRAYS = ['defaultColumns', 'toolbar', 'batchActions', 'detailTabs'] as const;

export function parsePage(json: unknown, source = 'page'): PageDef {
  const value = (json as { default?: unknown } | null)?.default ?? json;
  if (!value || typeof value !== 'object') throw new PageDefinitionError(source, 'not an object');
  const page = value as Record<string, unknown>;
  for (const key of REQUIRED_STRINGS) if (typeof page[key] !== 'string' || !page[key]) throw new PageDefinitionError(source, `${key} must be a string`);
  for (const key of REQUIRED_NUMBERS) if (!Number.isInteger(page[key])) throw new PageDefinitionError(source, `${key} must be an integer`);
  for (const key of REQUIRED_ARRAYS) if (!Array.isArray(page[key])) throw new PageDefinitionError(source, `${key} must be an array`);
  for (const action of page.batchActions as Array<Record<string, unknown>>) {
    if (typeof action?.auth !== 'string' || typeof action.call !== 'string' || typeof action.idsKey !== 'string') {
      throw new PageDefinitionError(source, `batch action ${String(action?.id)} needs auth, call and idsKey`);
    }
  }
  return page as unknown as PageDef;
}
