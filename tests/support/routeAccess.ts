// Every /api route the server mounts with the access it declares (http/endpoint.ts `rights` /
// `public`): the endpoints of app.ts plus the file routes (exports, import templates), collected
// the way Fastify registers them. Tests use it to check every declared key, and every route.
import Fastify from 'fastify';
import { API_ENDPOINTS } from '../../server/app.ts';
import { registerExportRoutes } from '../../server/crm/export/exportRoutes.ts';
import { registerImportRoutes } from '../../server/crm/import/importEndpoints.ts';
import { mountEndpoints } from '../../server/http/endpoint.ts';
import { discoverServerModules, moduleEndpoints, serverModules } from '../../server/modules/serverModules.ts';

export interface RouteAccess { path: string; rights?: readonly string[]; public?: boolean }

export async function routeAccessList(): Promise<RouteAccess[]> {
  const app = Fastify();
  const routes: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    const config = route.config as { endpointPath?: string; rights?: readonly string[]; public?: boolean } | undefined;
    if (config?.endpointPath && !routes.some((r) => r.path === config.endpointPath)) {
      routes.push({ path: config.endpointPath, ...(config.rights ? { rights: config.rights } : {}), ...(config.public ? { public: true } : {}) });
    }
  });
  // Nothing is called: the handlers are only registered, so no database is needed.
  const services = { db: {} as never, dataDir: '/nonexistent' };
  await app.register(async (api) => {
    await discoverServerModules();
    mountEndpoints(api, [...API_ENDPOINTS, ...serverModules().flatMap(moduleEndpoints)], services);
    registerExportRoutes(api, services);
    registerImportRoutes(api, services);
  }, { prefix: '/api' });
  await app.ready();
  await app.close();
  return routes;
}
