// The tab list of a module: `detailTabs` of schemas/pages/crm/<module>.json when the page schema
// has one (the list screen's schema, owned by the list), else the descriptor's (detailModules.ts).
// The schemas are bundled at build time; a module without a schema file falls back silently.
import type { DetailCrmType } from '../../../server-adapter/crmDetail.ts';
import { tabsFromSchema, type TabSpec } from './detailAuth.ts';
import { DETAIL_MODULES, type TabId } from './detailModules.ts';

const schemas = import.meta.glob<{ detailTabs?: unknown; default?: { detailTabs?: unknown } }>('../../../schemas/pages/crm/*.json', { eager: true });

function schemaOf(crmType: DetailCrmType): { detailTabs?: unknown } | undefined {
  for (const [path, module] of Object.entries(schemas)) {
    if (path.endsWith(`/${crmType}.json`)) return module.default ?? module;
  }
  return undefined;
}

export function moduleTabs(crmType: DetailCrmType): readonly (TabId | TabSpec)[] {
  return tabsFromSchema(schemaOf(crmType)?.detailTabs) ?? DETAIL_MODULES[crmType].tabs;
}
