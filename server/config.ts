/**
 * Server configuration from the environment. Read once at start-up by main.ts; everything below
 * receives its settings as arguments so tests can run several servers side by side.
 */
import path from 'node:path';
import { repoRoot } from './codeLocation.ts';

export interface ServerConfig {
  /** TCP port the HTTP server listens on (all interfaces). */
  port: number;
  /** Root of everything the server writes: PGlite files in `pglite/`, uploads in `uploads/`. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** The built single-page app (`vite build` output); served when the folder exists. */
  distDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: path.resolve(env.DIST_DIR || path.join(repoRoot, 'dist')),
  };
}

/** Where the data dir keeps each kind of file. */
export const dataPaths = {
  pglite: (dataDir: string) => path.join(dataDir, 'pglite'),
  uploads: (dataDir: string) => path.join(dataDir, 'uploads'),
  /** Multipart bodies land here first; kept outside `uploads/` so half-received files are never served. */
  uploadTmp: (dataDir: string) => path.join(dataDir, 'tmp'),
};
