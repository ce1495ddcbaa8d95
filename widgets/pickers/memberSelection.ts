// The member picker's pure part: substring search over employees and departments, the department
// levels the breadcrumb walks, and the chosen lists. Kept apart from the React code so the rules
// read in one place (and could be unit-tested without a browser).
import type { RecordId } from '../../engine/fields/index.ts';
import type { DeptOption, MemberUser } from '../form/dataSources.ts';

/** Both tabs take the same height (search, list), so switching tabs does not move the footer. */
export const MEMBER_LIST_HEIGHT = '304px';

/** Ids compare as text: the server sends numbers, saved values may hold strings. */
export const idText = (id: RecordId | unknown): string => String(id ?? '');

/** Employees whose real name contains the typed text (trimmed; '' keeps everyone). */
export function filterUsers(users: readonly MemberUser[], search: string): MemberUser[] {
  const term = search.trim();
  return term === '' ? [...users] : users.filter((user) => String(user.realname ?? '').includes(term));
}

/** Every department of the tree, depth first, parents before children. */
export function flattenDepts(tree: readonly DeptOption[]): DeptOption[] {
  const out: DeptOption[] = [];
  const walk = (nodes: readonly DeptOption[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/** Departments anywhere in the tree whose name contains the typed text. */
export function searchDepts(tree: readonly DeptOption[], search: string): DeptOption[] {
  const term = search.trim();
  return flattenDepts(tree).filter((dept) => String(dept.name ?? '').includes(term));
}

/** The departments listed at a breadcrumb path (ids from the root): the last one's children. */
export function deptsAt(tree: readonly DeptOption[], path: readonly DeptOption[]): readonly DeptOption[] {
  let level: readonly DeptOption[] = tree;
  for (const step of path) {
    const node = level.find((dept) => idText(dept.id) === idText(step.id));
    if (!node) return [];
    level = node.children ?? [];
  }
  return level;
}

export const hasChildren = (dept: DeptOption): boolean => (dept.children?.length ?? 0) > 0;

/** A department as the picker hands it back: `{id, name}`, without the subtree. */
export function pickedDept(dept: DeptOption): DeptOption {
  const { children: _children, ...rest } = dept;
  return rest;
}

/**
 * Adds or removes one item, keeping the order of choosing. `single` keeps only the newest, as a
 * one-person field wants.
 */
export function toggle<T>(list: readonly T[], item: T, keyOf: (item: T) => string, on: boolean, single = false): T[] {
  const key = keyOf(item);
  const rest = list.filter((entry) => keyOf(entry) !== key);
  if (!on) return rest;
  return single ? [item] : [...rest, item];
}

export const userKey = (user: MemberUser): string => idText(user.userId);
export const deptKey = (dept: DeptOption): string => idText(dept.id);

/** The departments from the root down to `id` (inclusive), [] when it is not in the tree. */
export function pathTo(tree: readonly DeptOption[], id: RecordId): DeptOption[] {
  for (const node of tree) {
    if (idText(node.id) === idText(id)) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}
