// @vitest-environment node
// One process at a time on an embedded database (server/db/dataDirLock.ts): a second opener is
// refused with a message naming the holder, a lock whose process is gone is taken over.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/db/database.ts';
import { DataDirBusyError, lockDataDir, lockFile } from '../../../server/db/dataDirLock.ts';

let dir: string;
beforeEach(async () => { dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingxi-lock-')); });
afterEach(async () => { await fs.rm(dir, { recursive: true, force: true }); });

describe('the data dir lock', () => {
  it('refuses a second opener until the first releases it', async () => {
    const release = await lockDataDir(dir);
    expect(await fs.readFile(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as Error).message).toContain(`数据目录 ${dir} 正被进程 ${process.pid} 使用`);
    release();
    await expect(fs.stat(lockFile(dir))).rejects.toThrow();
    (await lockDataDir(dir))();
  });

  it('names another live process, and takes the lock over once that process is gone', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await fs.writeFile(lockFile(dir), `${other.pid}\n`);
      await expect(lockDataDir(dir)).rejects.toThrow(`正被进程 ${other.pid} 使用`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const release = await lockDataDir(dir);
    expect(await fs.readFile(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`);
    release();
  });

  it('takes over a lock left by a process that died, or left empty', async () => {
    const dead = spawnSync('true').pid;
    await fs.writeFile(lockFile(dir), `${dead}\n`);
    (await lockDataDir(dir))();
    await fs.writeFile(lockFile(dir), '');
    (await lockDataDir(dir))();
  });

  it('takes over its own pid left by a crashed predecessor (a restarted container gets the same pid)', async () => {
    await fs.writeFile(lockFile(dir), `${process.pid}\n`);
    const release = await lockDataDir(dir);
    // while this process holds it, its own pid means busy
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    release();
  });

  it('keeps a second PGlite off a data dir that is open, and lets it in after close', async () => {
    const first = await createDatabase({ dataDir: dir });
    try {
      await expect(createDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      await first.close();
    }
    const second = await createDatabase({ dataDir: dir });
    await second.close();
    await expect(fs.stat(lockFile(dir))).rejects.toThrow();
  }, 60_000);
});
