// Which actions and tabs a user sees: each carries an auth-tree path (server-contract 3.3, e.g.
// crm.customer.lock) and the tree is the one of the session (`auth.crm.customer.lock === true`).
// Pure functions, shared by the drawer and its tests.
import type { AuthTree } from '../../routes/types.ts';
import { hasRight } from '../../pages/auth.ts';
import { detailModule, knownTabIds, moduleRight, tabDef, type ActionDef, type TabId } from './detailModules.ts';

export { hasRight };

/** The record's read right (`<prefix>.read`): without it the drawer shows only 暂无权限访问. */
export function canRead(auth: AuthTree | undefined, crmType: string): boolean {
  return hasRight(auth, moduleRight(crmType, 'read'));
}

/**
 * Actions a caller with read access only may take (queryById's `access: 'read'`: an approver who
 * does not own the record, a read-only team member, anyone on a pool record): taking a pool record.
 * Every other action writes the record, and the server refuses it (`没有权限`).
 */
const READ_ACCESS_ACTIONS: ReadonlySet<string> = new Set(['receive']);

/** Whether the record, as queryById answered it, may be written by the caller (absent: as before, yes). */
export function canWriteRecord(record: Readonly<Record<string, unknown>>): boolean {
  return record.access !== 'read';
}

/** The header's actions this user may take on this record, in the descriptor's order. */
export function visibleActions(crmType: string, auth: AuthTree | undefined, record: Readonly<Record<string, unknown>>): ActionDef[] {
  const writable = canWriteRecord(record);
  return detailModule(crmType).actions.filter((action) =>
    hasRight(auth, action.auth) && action.fits(record) && (writable || READ_ACCESS_ACTIONS.has(action.id)));
}

/** A tab of a schema's list: its id, and the right it needs when the schema names one. */
export interface TabSpec {
  id: TabId;
  auth?: string;
}

/** The tabs of the module (the schema's list when given), those the user may see. */
export function visibleTabs(crmType: string, auth: AuthTree | undefined, tabs?: readonly (TabId | TabSpec)[]): TabId[] {
  const module = detailModule(crmType);
  const ids: TabId[] = [];
  for (const entry of tabs ?? module.tabs) {
    const spec: TabSpec = typeof entry === 'string' ? { id: entry } : entry;
    const def = tabDef(module, spec.id);
    if (!def) continue;
    const right = spec.auth ?? def.auth;
    if (!right || hasRight(auth, right)) ids.push(spec.id);
  }
  return ids;
}

/**
 * A tab list of a descriptor (`detail.tabs`: a tab id, or `{id, auth?}`)
 * read as tab specs. Other spellings of an object's id (`key`, `name`, `tab`) and of the ids
 * themselves are accepted; unknown ids are dropped; null when there is no usable list.
 */
export function tabsFromSchema(detailTabs: unknown): TabSpec[] | null {
  if (!Array.isArray(detailTabs)) return null;
  const specs: TabSpec[] = [];
  for (const entry of detailTabs) {
    const o = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const raw = typeof entry === 'string' ? entry : o ? (o.id ?? o.key ?? o.name ?? o.tab) : undefined;
    const id = normalizeTabId(raw);
    if (!id || specs.some((spec) => spec.id === id)) continue;
    specs.push(o && typeof o.auth === 'string' && o.auth ? { id, auth: o.auth } : { id });
  }
  return specs.length > 0 ? specs : null;
}

/** Other spellings a schema might use for our tab ids. */
const TAB_ALIASES: Readonly<Record<string, TabId>> = {
  basic: 'info', information: 'info', basicInfo: 'info', record: 'followup', followUp: 'followup', followups: 'followup', records: 'followup',
  product: 'products', members: 'team', teamMembers: 'team', attachments: 'files', file: 'files', operationLog: 'log', actionRecord: 'log', receivablesPlan: 'receivables',
};

function normalizeTabId(raw: unknown): TabId | null {
  if (typeof raw !== 'string') return null;
  if (knownTabIds().has(raw)) return raw;
  return TAB_ALIASES[raw] ?? null;
}
