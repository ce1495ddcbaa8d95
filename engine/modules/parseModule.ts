// A descriptor read at run time. The full check is the JSON Schema (schemas/meta/module.schema.json,
// run by the unit tests on every descriptor, and by the server at start-up); here we refuse only
// what would crash a screen, with a message naming the file, instead of bundling a validator.
import type { ModuleCategory, ModuleDescriptor } from './types.ts';

/** The column of a category key: snake_case of the system key (`categoryId` → `category_id`). */
export function categoryColumnOf(category: Pick<ModuleCategory, 'key'>): string {
  return category.key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export class ModuleDefinitionError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'ModuleDefinitionError';
  }
}

export function parseModule(json: unknown, source = 'module'): ModuleDescriptor {
  const value = (json as { default?: unknown } | null)?.default ?? json;
  if (!value || typeof value !== 'object') throw new ModuleDefinitionError(source, 'not an object');
  const module = value as Record<string, unknown>;
  for (const key of ['key', 'area', 'typeName', 'auth'] as const) {
    if (typeof module[key] !== 'string' || !module[key]) throw new ModuleDefinitionError(source, `${key} must be a string`);
  }
  if (!Number.isInteger(module.label)) throw new ModuleDefinitionError(source, 'label must be an integer');
  const record = module.record as Record<string, unknown> | undefined;
  if (!record || typeof record.idKey !== 'string' || typeof record.callPrefix !== 'string') throw new ModuleDefinitionError(source, 'record needs idKey and callPrefix');
  for (const [id, list] of Object.entries((module.lists ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const key of ['defaultColumns', 'toolbar', 'batchActions'] as const) {
      if (!Array.isArray(list?.[key])) throw new ModuleDefinitionError(source, `list ${id}: ${key} must be an array`);
    }
    for (const action of list.batchActions as Array<Record<string, unknown>>) {
      if (!action || (action.auth !== undefined && typeof action.auth !== 'string') || typeof action.call !== 'string' || typeof action.idsKey !== 'string') {
        throw new ModuleDefinitionError(source, `list ${id}: batch action ${String(action?.id)} needs call and idsKey (and auth, when it names one, as text)`);
      }
    }
  }
  // The schema cannot compare two parts of a file: the category's column must be an int column of the record.
  const category = module.category as ModuleCategory | undefined;
  const columns = record.columns as Record<string, string> | undefined;
  if (category && columns?.[categoryColumnOf(category)] !== 'int') {
    throw new ModuleDefinitionError(source, `category ${category.key}: record.columns needs the int column ${categoryColumnOf(category)}`);
  }
  return module as unknown as ModuleDescriptor;
}
