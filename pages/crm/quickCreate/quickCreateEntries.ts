// The CRM quick-create list (shell-and-calls.md, CRM and section 6): 线索, 客户, 联系人, 商机, 合同,
// 回款, 产品, each only for a user holding that module's save right (`auth.crm.<module>.save`).
import type { CrmType } from '../../../engine/fields/index.ts';
import type { AuthTree } from '../../../server-adapter/types.ts';
import type { SidebarEntry } from '../../layout/sidebarEntries.ts';
import { CRM_TYPES } from '../crmTypes.ts';

export const QUICK_CREATE_ORDER: readonly CrmType[] = ['leads', 'customer', 'contacts', 'business', 'contract', 'receivables', 'product'];

function branch(tree: AuthTree | boolean | undefined, key: string): AuthTree | boolean | undefined {
  return typeof tree === 'object' && tree !== null ? tree[key] : undefined;
}

export function hasSaveRight(auth: AuthTree | undefined, crmType: CrmType): boolean {
  return branch(branch(branch(auth, 'crm'), CRM_TYPES[crmType].authModule), 'save') === true;
}

export function quickCreateEntries(auth: AuthTree | undefined): CrmType[] {
  return QUICK_CREATE_ORDER.filter((crmType) => hasSaveRight(auth, crmType));
}

/** The quick-create button belongs to the CRM area's sidebar: its pages live under /crm/. */
export function isCrmSidebar(entries: readonly SidebarEntry[]): boolean {
  const paths = entries.flatMap((entry) => (entry.kind === 'item' ? [entry.path] : entry.items.map((item) => item.path)));
  return paths.some((path) => path.startsWith('/crm/'));
}
