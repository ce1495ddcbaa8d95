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
