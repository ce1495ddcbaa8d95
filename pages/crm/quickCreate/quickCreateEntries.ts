// The quick-create list (shell-and-calls.md, CRM and section 6): the area's modules whose descriptor
// offers quick create (线索, 客户, 联系人, 商机, 合同, 回款, 产品 for the CRM), in their menu order, each
// only for a user holding that module's save right (`auth.<prefix>.save`).
import type { CrmType } from '../../../engine/fields/index.ts';
import { moduleRight } from '../../../engine/modules/index.ts';
import { hasRight } from '../../../engine/pages/index.ts';
import { areaModules, moduleOf } from '../../../engine/modules/catalogue.ts';
import type { AuthTree } from '../../../server-adapter/types.ts';
import type { SidebarEntry } from '../../layout/sidebarEntries.ts';

/** The area's quick-create types in menu order. */
export function quickCreateOrder(area = 'crm'): CrmType[] {
  return areaModules(area).filter((module) => module.form?.quickCreate).map((module) => module.key as CrmType);
}

export function hasSaveRight(auth: AuthTree | undefined, crmType: CrmType): boolean {
  return hasRight(auth, moduleRight(moduleOf(crmType), 'save'));
}

export function quickCreateEntries(auth: AuthTree | undefined): CrmType[] {
  return quickCreateOrder().filter((crmType) => hasSaveRight(auth, crmType));
}

/** The quick-create button belongs to the CRM area's sidebar: its pages live under /crm/. */
export function isCrmSidebar(entries: readonly SidebarEntry[]): boolean {
  const paths = entries.flatMap((entry) => (entry.kind === 'item' ? [entry.path] : entry.items.map((item) => item.path)));
  return paths.some((path) => path.startsWith('/crm/'));
}
