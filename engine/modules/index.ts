// engine/modules: module descriptors (schemas/modules/<area>/<module>.json) as typed data and what
// the screens and the server derive from them. Pure TypeScript: no React, no DOM.
export type * from './types.ts';
export { matches, valueAt } from './conditions.ts';
export { actionFits, authModuleOf, inMenuOrder, listPage, moduleRight } from './derive.ts';
export { categoryColumnOf, parseModule, ModuleDefinitionError } from './parseModule.ts';
