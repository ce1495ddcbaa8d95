// The permission tree of a role (system/menu/getMenuListByType), pure: a node is checked when all
// the permissions under it are; checking a node checks everything under it; what is saved is every
// checked permission with its directories (half-checked ones too), as the original's tree sent it.
import type { MenuNode } from '../../../server-adapter/role.ts';

export type CheckState = 'all' | 'some' | 'none';

const childrenOf = (node: MenuNode): MenuNode[] => node.childMenu ?? [];

/** A page whose only permission is to see it (each BI report): shown and toggled as one checkbox. */
export function isSingleRightPage(node: MenuNode): boolean {
  const children = childrenOf(node);
  return children.length === 1 && !childrenOf(children[0]!).length;
}

/** A permission, or a page shown as one: siblings that all are sit side by side. */
export function showsAsOneBox(node: MenuNode): boolean {
  return !childrenOf(node).length || isSingleRightPage(node);
}

/** The leaves (permissions) under a node, itself when it has no children. */
export function leavesOf(node: MenuNode): number[] {
  const children = childrenOf(node);
  return children.length ? children.flatMap(leavesOf) : [node.menuId];
}

export function stateOf(node: MenuNode, checked: ReadonlySet<number>): CheckState {
  const leaves = leavesOf(node);
  const on = leaves.filter((id) => checked.has(id)).length;
  return on === 0 ? 'none' : on === leaves.length ? 'all' : 'some';
}

/** `checked` with every permission under `node` turned on or off. */
export function toggled(node: MenuNode, on: boolean, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  for (const id of leavesOf(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The checked permissions a role's saved rules hold (directories are derived, not stored as state). */
export function checkedFromRules(trees: readonly MenuNode[], rules: readonly number[]): Set<number> {
  const saved = new Set(rules);
  return new Set(trees.flatMap(leavesOf).filter((id) => saved.has(id)));
}

/** What updateRoleMenu gets: the checked permissions and every directory above one of them. */
export function rulesToSave(trees: readonly MenuNode[], checked: ReadonlySet<number>): number[] {
  const rules: number[] = [];
  const walk = (node: MenuNode): boolean => {
    const children = childrenOf(node);
    const any = children.length ? children.map(walk).some(Boolean) : checked.has(node.menuId);
    if (any) rules.push(node.menuId);
    return any;
  };
  trees.forEach(walk);
  return rules.sort((a, b) => a - b);
}
