// The browser's catalogue: every module descriptor of schemas/modules/<area>/*.json, read once at
// build time by Vite (a new file is picked up without touching any list), plus those registered at
// run time (test fixtures). The screens look modules up here by key: the list's rows, a related
// list's rows, a create view. Not exported by index.ts: the server reads the same files from disk
// (server/modules), where import.meta.glob does not exist.
import { listPage, parseModule, type ModuleDescriptor } from './index.ts';
import type { PageDef } from '../pages/index.ts';

// (The pattern avoids a slash-star: the boundary test reads it as a comment's start.)
const files = import.meta.glob<unknown>('../../schemas/modules/[a-z]*/[a-z]*.json', { eager: true, import: 'default' });

const modules = new Map<string, ModuleDescriptor>();
const pages = new Map<string, PageDef | undefined>();
for (const [path, file] of Object.entries(files)) add(parseModule(file, path.replace(/^(\.\.\/)+/, '')));

function add(module: ModuleDescriptor): void {
  const other = modules.get(module.key);
  if (other && other !== module) throw new Error(`two module descriptors share the key "${module.key}"`);
  modules.set(module.key, module);
  for (const cacheKey of [...pages.keys()]) if (cacheKey.startsWith(`${module.key}/`)) pages.delete(cacheKey);
}

/** A module that exists only at run time (a test's fixture module). */
export function registerModule(module: ModuleDescriptor): void {
  add(parseModule(module, `registered ${module.key}`));
}

export function findModule(key: string): ModuleDescriptor | undefined {
  return modules.get(key);
}

/** The module of a key that must exist (a route's or a related list's): a typo fails loudly. */
export function moduleOf(key: string): ModuleDescriptor {
  const module = modules.get(key);
  if (!module) throw new Error(`no module descriptor "${key}" (schemas/modules)`);
  return module;
}

/** The i18n key of a record type's name (客户, 拜访): its descriptor's `typeName`. */
export function typeNameKey(key: string): string {
  return modules.get(key)?.typeName ?? `crm.types.${key}`;
}

export function allModules(): ModuleDescriptor[] {
  return [...modules.values()];
}

/** The modules of an area, in their menu order. */
export function areaModules(area: string): ModuleDescriptor[] {
  return [...modules.values()].filter((m) => m.area === area).sort((a, b) => a.order - b.order);
}

/** A module's list screen (`list` defaults to the module's own); the same object on every call. */
export function modulePage(key: string, list?: string): PageDef | undefined {
  const cacheKey = `${key}/${list ?? ''}`;
  if (!pages.has(cacheKey)) {
    const module = modules.get(key);
    pages.set(cacheKey, module ? listPage(module, list) : undefined);
  }
  return pages.get(cacheKey);
}
