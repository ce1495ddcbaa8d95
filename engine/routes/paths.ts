// URL helpers for route definitions: top-level paths are absolute, children are relative.
import type { RouteDef } from './types.ts';

export function joinPath(parent: string, childPath: string | undefined): string {
  if (childPath === undefined || childPath === '') return parent || '/';
  if (childPath.startsWith('/')) return childPath;
  return `${parent.replace(/\/+$/, '')}/${childPath}`;
}

export function hasParams(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

function segmentsMatch(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

export interface RouteMatch {
  route: RouteDef;
  /** The route's full path pattern, e.g. `/project/list/:id`. */
  fullPath: string;
}

/** The deepest route whose full path matches the pathname (params match any one segment). */
export function findRoute(routes: readonly RouteDef[], pathname: string, parent = ''): RouteMatch | undefined {
  for (const route of routes) {
    const fullPath = joinPath(parent, route.path);
    if (route.children) {
      const deeper = findRoute(route.children, pathname, fullPath);
      if (deeper) return deeper;
    }
    if (route.path !== undefined && segmentsMatch(fullPath, pathname)) return { route, fullPath };
  }
  return undefined;
}
