/**
 * Where the running server's code is, and the repository whose files it reads (schemas/, dist/),
 * the same whether it runs from its TypeScript sources (server/, under tsx or vitest) or compiled
 * (dist-server/ for `npm start`; scripts/build-server.mjs). Code that reads files relative to
 * itself must ask here: in the bundle its own import.meta.url is the bundle's, not its source's.
 * The build puts this file's code at the output's top level (main.js or a shared chunk, which it
 * checks) and tells it the way back to the repository.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by the build (esbuild `define`): the repository, relative to the compiled code's folder. */
declare const __LINGXI_REPO_FROM_BUNDLE__: string | undefined;

const here = fileURLToPath(import.meta.url);

/** True when running the compiled server, false from the .ts sources. */
export const compiled = typeof __LINGXI_REPO_FROM_BUNDLE__ === 'string';

/** server/ from the sources, dist-server/ when compiled: where module folders are looked up. */
export const serverCodeDir = path.dirname(here);

/** The repository root: schemas/, dist/, node_modules/. */
export const repoRoot = path.resolve(serverCodeDir, typeof __LINGXI_REPO_FROM_BUNDLE__ === 'string' ? __LINGXI_REPO_FROM_BUNDLE__ : '..');

/** A module folder's entry (modules/serverModules.ts): its source, or what the build made of it. */
export const moduleEntryFile = compiled ? 'module.js' : 'module.ts';
