// Route assembly core: routes.json + the auth tree -> what the router and the menus offer.
export type { AuthGroup, AuthTree, RouteDef, RouteMeta } from './types.ts';
export { filterRoutes, isRoutePermitted } from './filterRoutes.ts';
export { fillPathParams, findRoute, hasParams, joinPath, routeListParams, type RouteMatch } from './paths.ts';
export { RECORD_SEGMENT, recordId, recordInPath, recordListPath, recordPath, withRecordRoutes } from './recordPaths.ts';
export {
  activeMenuIndex, areaRedirect, firstPermittedPath, hasManageRight, sidebarMenu, topNavAreas,
  type MenuEntry, type NavArea,
} from './navigation.ts';
