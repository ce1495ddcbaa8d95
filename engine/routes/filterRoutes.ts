// Which routes a user may see, decided only by the permission tree (spec section 6).
import type { AuthTree, RouteDef } from './types.ts';

type AuthNode = AuthTree[string];

/** A key "exists" the way the original client tested it: any truthy value, `{}` included. */
function isPresent(node: AuthNode): boolean {
  return Boolean(node);
}

function child(node: AuthNode, key: string): AuthNode {
  return node && typeof node === 'object' ? node[key] : undefined;
}

/** Whether one route's own meta is satisfied (its ancestors are checked by the recursion). */
export function isRoutePermitted(route: RouteDef, auth: AuthTree): boolean {
  const meta = route.meta;
  if (!meta?.requiresAuth) return true;
  if (!meta.type) return false;
  const group = auth[meta.type];
  if (!isPresent(group)) return false;
  const index = meta.index ?? 0;
  if (index === 0) return true;
  if (!meta.subType) return false;
  if (index === 1) return isPresent(child(group, meta.subType));
  // Deeper routes: every key of the dotted chain must exist, down to the last one.
  let node: AuthNode = group;
  for (const key of meta.subType.split('.')) {
    node = child(node, key);
    if (!isPresent(node)) return false;
  }
  return true;
}

/**
 * The routes the tree grants, children filtered the same way. A menu group (a node without a
 * path) that loses all its pages goes too: an empty heading is not a route.
 */
export function filterRoutes(routes: readonly RouteDef[], auth: AuthTree): RouteDef[] {
  const kept: RouteDef[] = [];
  for (const route of routes) {
    if (!isRoutePermitted(route, auth)) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = filterRoutes(route.children, auth);
    if (route.path === undefined && children.length === 0) continue;
    kept.push({ ...route, children });
  }
  return kept;
}
