// routes.json (already filtered by the auth tree) + the page registry -> react-router route objects.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteDef } from '../routes/types.ts';
import { areaRedirect } from '../routes/navigation.ts';
import { joinPath } from '../routes/paths.ts';
import type { PageRegistry } from './types.ts';
import { RouteElement } from './RouteElement.tsx';

export class UnknownPageError extends Error {
  constructor(key: string) {
    super(`routes.json names component "${key}", which the page registry does not have`);
  }
}

export function buildRouteTree(routes: readonly RouteDef[], registry: PageRegistry, parentPath = ''): RouteObject[] {
  return routes.map((route): RouteObject => {
    const fullPath = joinPath(parentPath, route.path);
    const children = route.children ? buildRouteTree(route.children, registry, fullPath) : undefined;
    // A menu group adds no URL segment: a pathless route that only holds its pages.
    if (route.path === undefined) return { children: children ?? [] };

    const Page = route.component ? registry[route.component] : undefined;
    if (!Page) throw new UnknownPageError(route.component ?? '(none)');
    const redirect = route.redirect ? areaRedirect(route) : undefined;
    return {
      path: route.path,
      element: <RouteElement Page={Page} route={route} fullPath={fullPath} />,
      children: redirect
        ? [{ index: true, element: <Navigate to={redirect} replace /> }, ...(children ?? [])]
        : children,
    };
  });
}
