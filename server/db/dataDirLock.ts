/**
 * One process at a time on the embedded database. PGlite has no postmaster to keep a second
 * process out of its files: a second `npm start`, or `npm run seed:demo` beside a running server,
 * opened the same DATA_DIR and wrote to it, the server's next saves failed, and after a restart
 * rows that both had written were gone. So whoever opens `<dataDir>/pglite` first writes its pid
 * to `<dataDir>/pglite.lock` (created exclusively) and removes it on close or exit; the next one
 * is refused with a message naming that process. A lock whose process is gone (killed, crashed)
 * is stale and taken over. Several processes can share one database through DATABASE_URL.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`数据目录 ${dataDir} 正被进程 ${pid} 使用：内置数据库同一时间只能由一个进程打开，请先停止该进程`
      + `（多个进程共用数据请设置 DATABASE_URL 使用 PostgreSQL）。The embedded database in ${dataDir} is in use by process ${pid}: `
      + `stop it first, or share a PostgreSQL server through DATABASE_URL. If no such process runs, delete ${lockFile(dataDir)}.`);
    this.name = 'DataDirBusyError';
  }
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** The lock files this process holds now: our own pid in a file not listed here is stale. */
const heldHere = new Set<string>();

/**
 * Whether the holder still runs. Our own pid counts only while this process holds the file: in a
 * container the restarted server often gets the pid its crashed predecessor had (1, say), and
 * must not take its own predecessor's lock for a live one.
 */
function isRunning(pid: number, file: string): boolean {
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/** Takes the data dir's lock or throws DataDirBusyError; resolves to its release. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = lockFile(path.resolve(dataDir)); // one spelling per dir for heldHere
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder, file)) throw new DataDirBusyError(dataDir, holder);
      await fs.rm(file, { force: true }); // stale, or half-written by a process that died at once
      continue;
    }
    let held = true;
    heldHere.add(file);
    const release = () => {
      if (!held) return;
      held = false;
      heldHere.delete(file);
      process.off('exit', release);
      try {
        fsSync.rmSync(file, { force: true });
      } catch {
        // the dir is gone with it (a test's temporary DATA_DIR)
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`could not take the lock ${file}`);
}
