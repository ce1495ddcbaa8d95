/**
 * The Fastify application: every endpoint under /api/ (and, POST only, at the root as the contract
 * has them), uploads at /api/uploads/, and the built single-page app (with index.html for
 * client-side routes) for every other GET.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
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
import { fileEndpoints } from './files/fileEndpoints.ts';
import { serveUploads } from './files/serveUploads.ts';
import { parseQueryString, registerBodyParsers } from './http/bodyParsers.ts';
import { type Endpoint, mountEndpoints } from './http/endpoint.ts';
import { discoverServerModules, moduleEndpoints, serverModules } from './modules/serverModules.ts';
import { examineCategoryEndpoints } from './oa/examineCategoryEndpoints.ts';
import { oaBacklogEndpoints } from './oa/backlog/oaBacklogNum.ts';
import { oaExamineEndpoints } from './oa/examine/examineEndpoints.ts';
import { oaEventEndpoints } from './oa/event/eventEndpoints.ts';
import { announcementEndpoints } from './oa/announcement/announcementEndpoints.ts';
import { oaLogEndpoints } from './oa/log/logEndpoints.ts';
import { oaMessageEndpoints } from './oa/message/messageEndpoints.ts';
import { commentEndpoints } from './oa/comment/commentEndpoints.ts';
import { oaFeedEndpoints } from './oa/feed/feedEndpoints.ts';
import { taskEndpoints } from './task/taskEndpoints.ts';
import { workEndpoints } from './work/workEndpoints.ts';
import { biEndpoints } from './bi/biEndpoints.ts';
import { registerLiveEvents } from './live/liveEvents.ts';
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
  ...oaExamineEndpoints,
  ...oaEventEndpoints,
  ...announcementEndpoints,
  ...oaLogEndpoints,
  ...oaMessageEndpoints,
  ...commentEndpoints,
  ...oaFeedEndpoints,
  ...taskEndpoints,
  ...workEndpoints,
  ...biEndpoints,
  ...oaBacklogEndpoints,
  ...importEndpoints,
];

/**
 * Headers on every answer (pages, assets, /api, uploads, errors), by helmet. No inline
 * script may run (the built index.html has none); styles may be inline because Chakra/emotion
 * inject them at run time. Images come from us, data: and blob: URLs (previews, pasted images).
 * HSTS is left to whoever terminates TLS. docs/security.md.
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  frameguard: { action: 'deny' as const },
  referrerPolicy: { policy: 'same-origin' as const },
  strictTransportSecurity: false,
};

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
  // helmet's middleware built once: @fastify/helmet 13 built it again for every request (its
  // directives parsed on each call, 3 % of a list call's CPU).
  const securityHeaders = helmet(SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => { securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)); });
  registerErrorHandler(app);
  await registerBodyParsers(app);
  await serveUploads(app, options.dataDir, options.db);

  const endpoints = [...API_ENDPOINTS, ...serverModules().flatMap(moduleEndpoints), ...(options.extraEndpoints ?? [])];
  const services = { db: options.db, dataDir: options.dataDir };
  const mountApi = (api: FastifyInstance) => {
    api.addHook('preHandler', createAccessGuard(options.db));
    mountEndpoints(api, endpoints, services);
    // Excel downloads answer a file, not an envelope (crm/export/exportRoutes.ts).
    registerExportRoutes(api, services);
    registerImportRoutes(api, services);
  };
  await app.register(async (api) => {
    mountApi(api);
    // The live channel, a Server-Sent Events stream, not an endpoint(): it authenticates itself (live/liveEvents.ts).
    registerLiveEvents(api, options.db);
  }, { prefix: '/api' });
  // Contract 1.1: the original answers at root paths (`/CrmCustomer/queryPageList`), so a client
  // written for it needs no proxy. POST only there: a GET at the root is a page of the SPA.
  await app.register(async (root) => {
    root.addHook('onRoute', (route) => { route.method = 'POST'; });
    mountApi(root);
  });

  const spaIndex = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const serveSpa = spaIndex !== undefined && fs.existsSync(spaIndex);
  if (serveSpa) await app.register(fastifyStatic, { root: options.distDir!, index: 'index.html', wildcard: true });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // Client-side routes (/crm/customer, /manager/...) are the SPA's: answer with its index.html.
    if (serveSpa && isPage && urlPath !== '/api' && !urlPath.startsWith('/api/')) return reply.sendFile('index.html');
    return sendApiNotFound(request, reply);
  });
  return app;
}
