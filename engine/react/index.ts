// The React side of the route engine: lazy pages, their registry type, the router tree.
export { buildRouteTree, UnknownPageError } from './buildRouteTree.tsx';
export { lazyPage } from './lazyPage.ts';
export { PageLoading } from './RouteElement.tsx';
export type { PageProps, PageRegistry } from './types.ts';
