// The sidebar's view model: the engine's menu entries with their titles translated. Layouts may
// add entries the server lists (the admin role types) before rendering.
import type { TFunction } from 'i18next';
import type { MenuEntry } from '../../engine/routes/index.ts';

/** `badge`: an unread or to-do count, already capped for display ('99+'). */
export type SidebarItem = { kind: 'item'; path: string; label: string; icon?: string; badge?: string | null };
export type SidebarGroup = { kind: 'group'; label: string; icon?: string; items: SidebarItem[] };
export type SidebarEntry = SidebarItem | SidebarGroup;

export function toSidebarEntries(menu: readonly MenuEntry[], t: TFunction): SidebarEntry[] {
  return menu.map((entry): SidebarEntry => entry.kind === 'group'
    ? { kind: 'group', label: t(entry.title), icon: entry.icon, items: toSidebarEntries(entry.items, t).filter((e): e is SidebarItem => e.kind === 'item') }
    : { kind: 'item', path: entry.path, label: t(entry.title), icon: entry.icon });
}

/** The highlighted item is the one whose path is the active menu index (menuIndex or path). */
export function isActiveItem(item: SidebarItem, activeIndex: string): boolean {
  return activeIndex === item.path;
}

/** The same entries with a badge on the item at `path` (layouts add the counts they load). */
export function withBadge(entries: readonly SidebarEntry[], path: string, badge: string | null): SidebarEntry[] {
  return entries.map((entry) => {
    if (entry.kind === 'item') return entry.path === path ? { ...entry, badge } : entry;
    return { ...entry, items: entry.items.map((item) => (item.path === path ? { ...item, badge } : item)) };
  });
}

/**
 * The entries with every item whose route lists a call's rows (routes.json `dynamicMenu` object: the
 * user's projects) turned into a group of those rows: the item's path with its one `:param` filled
 * by each row's value. Rows not loaded yet, or none: the entry is left out.
 */
export function withDynamicItems(menu: readonly MenuEntry[], entries: readonly SidebarEntry[], rowsOf: (call: string) => readonly Record<string, unknown>[] | undefined): SidebarEntry[] {
  return entries.flatMap((entry, i): SidebarEntry[] => {
    const source = menu[i];
    const dynamic = source?.kind === 'item' && typeof source.dynamicMenu === 'object' ? source.dynamicMenu : undefined;
    if (!dynamic || entry.kind !== 'item' || source?.kind !== 'item') return [entry];
    const rows = rowsOf(dynamic.call) ?? [];
    if (!rows.length) return [];
    return [{
      kind: 'group', label: entry.label, icon: entry.icon,
      items: rows.map((row) => ({
        kind: 'item' as const,
        path: source.path.replace(/:[A-Za-z]+/, encodeURIComponent(String(row[dynamic.value] ?? ''))),
        label: String(row[dynamic.label] ?? ''),
      })),
    }];
  });
}

/** The calls of the menu's dynamic items (routes.json `dynamicMenu` objects). */
export function dynamicMenuCalls(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((entry) => (entry.kind === 'item' && typeof entry.dynamicMenu === 'object' ? [entry.dynamicMenu.call] : []));
}
