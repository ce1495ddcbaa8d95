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

/** The path with its `:param` segments filled from the route's params (`/project/list/:workId` → `/project/list/12`). */
export function fillPathParams(path: string, params: Readonly<Record<string, string | undefined>>): string {
  return path.split('/').map((segment) => (segment.startsWith(':') ? params[segment.slice(1)] ?? segment : segment)).join('/');
}

/**
 * A route's list parameters from its path (RouteDef.listParams, `{workId: ':workId'}`): numbers
 * where the path holds digits, as every id of the contract is; undefined without any.
 */
export function routeListParams(spec: Readonly<Record<string, string>> | undefined, params: Readonly<Record<string, string | undefined>>): Record<string, string | number> | undefined {
  if (!spec) return undefined;
  return Object.fromEntries(Object.entries(spec).map(([key, source]) => {
    const value = params[source.slice(1)] ?? '';
    return [key, /^\d+$/.test(value) ? Number(value) : value];
  }));
}
