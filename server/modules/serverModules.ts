/**
 * A record module's server side beyond its descriptor. A module folder (server/<area>/<module>/,
 * with a `module.ts` whose default export is a ServerModule) is found at start-up, and the server
 * mounts for it, from its descriptor alone, the standard record calls (contract 6-7):
 * `<Prefix>/queryPageList`, the form's save call, `<Prefix>/queryById` and `<Prefix>/deleteByIds`,
 * and a board's move call (boardMove.ts), each with the keys of the descriptor's prefix (index,
 * save/update, read, delete, the move's), data scope and team rights applied by the one record
 * pipeline (server/records). The folder adds only what
 * is its own: save hooks, extra keys of the detail, its own calls, and its migrations.
 *
 * The CRM's modules predate this and wire the same factories by hand (crm/*Endpoints.ts).
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rightsOf } from '../crm/crmModules.ts';
import { listSpecOfType } from '../records/list/listSpec.ts';
import { listOf } from '../records/list/listEndpoints.ts';
import type { DetailExtras } from '../records/recordDetail.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../records/recordEndpoints.ts';
import { recordModuleOf } from '../records/recordModules.ts';
import type { SaveHooks } from '../records/savePipeline.ts';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import { boardMoveEndpoint } from './boardMove.ts';
import { descriptorOf } from './descriptors.ts';
import { moduleEntryFile, serverCodeDir } from '../codeLocation.ts';

export interface ServerModule {
  /** The descriptor's key (schemas/modules/<area>/<key>.json, or one registered at run time). */
  key: string;
  saveHooks?: SaveHooks;
  /** Keys queryById adds to the row. */
  detailExtras?: DetailExtras;
  /** The module's own calls, declared with their rights like every endpoint. */
  endpoints?: Endpoint[];
  /** Its tables; names sort after the core's (`1001_<key>`...). They run before any seed. */
  migrations?: Record<string, Migration>;
  /**
   * Its data the core seed would otherwise lack: the form's fixed fields, the permission menus and
   * their grants. Runs after the core seed at every start (in one transaction per module), so it
   * must insert only what is missing; the core's rows carry explicit ids, which is why this is not
   * a migration (on a fresh database migrations run before the seed).
   */
  seed?: (db: Kysely<Database>) => Promise<void>;
}

const registered = new Map<string, ServerModule>();

export function registerServerModule(module: ServerModule): void {
  descriptorOf(module.key); // a module without a descriptor is a typo: fail now, not on its first call
  registered.set(module.key, module);
}

export function serverModules(): ServerModule[] {
  return [...registered.values()];
}

/** Every registered module's seed, after the core's (db/seed/index.ts). */
export async function seedModules(db: Kysely<Database>): Promise<void> {
  for (const module of serverModules()) {
    if (module.seed) await db.transaction().execute((trx) => module.seed!(trx));
  }
}

/** The migrations every registered module brings, beside the core's. */
export function moduleMigrations(): Record<string, Migration> {
  return Object.assign({}, ...serverModules().map((module) => module.migrations ?? {}));
}

/** The standard record calls of a module, from its descriptor, and its own. */
export function moduleEndpoints(module: ServerModule): Endpoint[] {
  const descriptor = descriptorOf(module.key);
  const record = recordModuleOf(descriptor);
  const spec = listSpecOfType(descriptor.label);
  if (!spec) throw new Error(`module ${module.key} has no list`);
  const own = module.endpoints ?? [];
  // A board's move call, unless the folder answers it itself.
  const moves = Object.values(descriptor.lists ?? {}).flatMap((list) => (list.board?.move && !own.some((e) => e.path === list.board!.move!.call)
    ? [boardMoveEndpoint(descriptor, list.board)] : []));
  return [
    endpoint(`${descriptor.record.callPrefix}/queryPageList`, rightsOf(record, 'index'), listOf(descriptor.label)),
    saveEndpoint(record, module.saveHooks),
    queryByIdEndpoint(record, module.detailExtras),
    deleteEndpoint(record),
    ...moves,
    ...own,
  ];
}

// server/ from the sources; dist-server/ when compiled, where the build puts each folder's module.js
const serverDir = serverCodeDir;
let discovered = false;

/** Registers every module folder's `module.ts` (server/<area>/<module>/module.ts, compiled: module.js), once. */
export async function discoverServerModules(): Promise<void> {
  if (discovered) return;
  discovered = true;
  for (const area of readdirSync(serverDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const folder of readdirSync(path.join(serverDir, area.name), { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const file = path.join(serverDir, area.name, folder.name, moduleEntryFile);
      if (!existsSync(file)) continue;
      const loaded = (await import(pathToFileURL(file).href)) as { default?: ServerModule };
      if (!loaded.default) throw new Error(`${path.relative(serverDir, file)} has no default export`);
      registerServerModule(loaded.default);
    }
  }
}
