// The quick-create list (shell-and-calls.md, CRM, Office and section 6): the area's modules whose
// descriptor offers quick create (线索, 客户, 联系人, 商机, 合同, 回款, 产品 for the CRM; 审批 for the
// office), in their menu order, each only for a user holding that module's save right
// (`auth.<prefix>.save`; a module without keys of its own: its area).
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

export function quickCreateEntries(auth: AuthTree | undefined, area = 'crm'): CrmType[] {
  return quickCreateOrder(area).filter((crmType) => hasSaveRight(auth, crmType));
}

/** The area whose pages a sidebar lists, by their paths: /crm/ the CRM, /workbench/ the office. */
const AREA_PATHS: ReadonlyArray<readonly [string, string]> = [['/crm/', 'crm'], ['/workbench/', 'oa']];

/** The area of the sidebar's pages (its quick-create button lists that area's modules), or undefined. */
export function sidebarArea(entries: readonly SidebarEntry[]): string | undefined {
  const paths = entries.flatMap((entry) => (entry.kind === 'item' ? [entry.path] : entry.items.map((item) => item.path)));
  return AREA_PATHS.find(([prefix]) => paths.some((path) => path.startsWith(prefix)))?.[1];
}

/** The quick-create button belongs to the CRM area's sidebar: its pages live under /crm/. */
export function isCrmSidebar(entries: readonly SidebarEntry[]): boolean {
  return sidebarArea(entries) === 'crm';
}
