// The tab list of a module: `detail.tabs` of its descriptor (schemas/modules/<area>/<module>.json).
import type { TabSpec } from './detailAuth.ts';
import { detailModule, type TabId } from './detailModules.ts';

export function moduleTabs(crmType: string): readonly (TabId | TabSpec)[] {
  return detailModule(crmType).tabs;
}
