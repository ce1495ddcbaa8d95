/**
 * The Fastify application: every endpoint under /api/, uploads at /api/uploads/, and the built
 * single-page app (with index.html for client-side routes) everywhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import { loginEndpoints } from './auth/loginEndpoints.ts';
import { achievementEndpoints } from './crm/achievement/achievementEndpoints.ts';
import { backlogEndpoints } from './crm/backlog/backlogEndpoints.ts';
import { crmRecordEndpoints } from './crm/crmRecordEndpoints.ts';
import { examineEndpoints } from './crm/examine/examineEndpoints.ts';
import { registerExportRoutes } from './crm/export/exportRoutes.ts';
import { importEndpoints, registerImportRoutes } from './crm/import/importEndpoints.ts';
import { instrumentEndpoints } from './crm/instrument/instrumentEndpoints.ts';
import { columnConfigEndpoints } from './records/list/columnConfig.ts';
import { listEndpoints } from './records/list/listEndpoints.ts';
import { sceneEndpoints } from './scenes/sceneEndpoints.ts';
import { activityEndpoints } from './crm/activity/activityEndpoints.ts';
import { ownerEndpoints } from './crm/owners/ownerEndpoints.ts';
import { poolEndpoints } from './crm/pool/poolEndpoints.ts';
import { relatedListEndpoints } from './crm/picker/relatedListEndpoints.ts';
import { teamEndpoints } from './crm/team/teamEndpoints.ts';
import type { Database } from './db/schema.ts';
import { fieldEndpoints } from './fields/fieldEndpoints.ts';
import { registerFieldEvents } from './fields/fieldEvents.ts';
import { fileEndpoints } from './files/fileEndpoints.ts';
import { serveUploads } from './files/serveUploads.ts';
import { parseQueryString, registerBodyParsers } from './http/bodyParsers.ts';
import { type Endpoint, mountEndpoints } from './http/endpoint.ts';
import { discoverServerModules, moduleEndpoints, serverModules } from './modules/serverModules.ts';
import { examineCategoryEndpoints } from './oa/examineCategoryEndpoints.ts';
import { registerErrorHandler, sendApiNotFound } from './http/errorHandler.ts';
import { createAccessGuard } from './permissions/accessGuard.ts';
import { deptEndpoints } from './system/deptEndpoints.ts';
import { deptAdminEndpoints } from './system/depts/deptAdminEndpoints.ts';
import { roleEndpoints } from './system/roleEndpoints.ts';
import { roleAdminEndpoints } from './system/roles/roleAdminEndpoints.ts';
import { sysConfigEndpoints } from './system/sysConfigEndpoints.ts';
import { userEndpoints } from './system/userEndpoints.ts';
import { userAdminEndpoints } from './system/users/userAdminEndpoints.ts';

/** Every endpoint list; each endpoint declares its own permission keys (http/endpoint.ts). */
export const API_ENDPOINTS: Endpoint[] = [
  ...loginEndpoints,
  ...roleEndpoints,
  ...roleAdminEndpoints,
  ...userEndpoints,
  ...userAdminEndpoints,
  ...deptEndpoints,
  ...deptAdminEndpoints,
  ...sysConfigEndpoints,
  ...fileEndpoints,
  ...fieldEndpoints,
  ...crmRecordEndpoints,
  ...examineEndpoints,
  ...listEndpoints,
  ...backlogEndpoints,
  ...instrumentEndpoints,
  ...achievementEndpoints,
  ...sceneEndpoints,
  ...columnConfigEndpoints,
  ...activityEndpoints,
  ...teamEndpoints,
  ...ownerEndpoints,
  ...poolEndpoints,
  ...relatedListEndpoints,
  ...examineCategoryEndpoints,
  ...importEndpoints,
];

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** DATA_DIR root: uploads go to `<dataDir>/uploads` */
  dataDir: string;
  /** The `vite build` output; served when it holds an index.html. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Mounted beside the real ones, under the same guard; tests use it to probe the HTTP layer. */
  extraEndpoints?: Endpoint[];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Module folders (server/<area>/<module>/module.ts) bring their calls; the descriptors the rest.
  await discoverServerModules();
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    // One line per request is noise at our volume; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
  });
  app.decorateRequest('loginSession', null);
  registerErrorHandler(app);
  await registerBodyParsers(app);
  await serveUploads(app, options.dataDir);

  await app.register(async (api) => {
    api.addHook('preHandler', createAccessGuard(options.db));
    mountEndpoints(api, [...API_ENDPOINTS, ...serverModules().flatMap(moduleEndpoints), ...(options.extraEndpoints ?? [])], { db: options.db, dataDir: options.dataDir });
    // Excel downloads answer a file, not an envelope (crm/export/exportRoutes.ts).
    registerExportRoutes(api, { db: options.db, dataDir: options.dataDir });
    registerImportRoutes(api, { db: options.db, dataDir: options.dataDir });
    // A Server-Sent Events stream, not an endpoint(): it authenticates itself (fields/fieldEvents.ts).
    registerFieldEvents(api, options.db);
  }, { prefix: '/api' });

  const spaIndex = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const serveSpa = spaIndex !== undefined && fs.existsSync(spaIndex);
  if (serveSpa) await app.register(fastifyStatic, { root: options.distDir!, index: 'index.html', wildcard: true });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return sendApiNotFound(request, reply);
    // Client-side routes (/crm/customer, /manager/...) are the SPA's: answer with its index.html.
    if (serveSpa && (request.method === 'GET' || request.method === 'HEAD')) return reply.sendFile('index.html');
    return reply.code(404).send({ code: 404, msg: `Not Found: ${urlPath}` });
  });
  return app;
}
