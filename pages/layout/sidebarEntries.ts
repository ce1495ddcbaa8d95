// The sidebar's view model: the engine's menu entries with their titles translated. Layouts may
// add entries the server lists (the admin role types) before rendering.
import type { TFunction } from 'i18next';
import type { MenuEntry } from '../../engine/routes/index.ts';

export type SidebarItem = { kind: 'item'; path: string; label: string; icon?: string };
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
