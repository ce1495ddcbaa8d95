// An import left `running` by a process that died (kill -9, a crash, a power cut) answers 导入中断 at
// once (issue 16 item 10), not after its heartbeat has been silent for two minutes: the run records
// its process (host, pid, an id of that start), a server starting on the database closes every
// import whose process is gone, and so does the progress call that reads one. An import of a
// process that still runs, on this machine or another sharing the database, is left alone.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LABEL, IMPORT_PROCESS } from '../../server/crm/import/importMessages.ts';
import type { Database } from '../../server/db/schema.ts';
import { type RunningServer, startServer } from '../../server/main.ts';
import { createTestDataDir, type TestDataDir } from '../support/testDatabase.ts';

const ADMIN_ID = 3;
let target: TestDataDir;
let server: RunningServer | undefined;
let alive: ChildProcess;
let deadPid: number;

beforeAll(async () => {
  target = await createTestDataDir();
  // a pid that ran a moment ago and is gone, as a crashed server's is
  deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
  alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
});
afterAll(async () => {
  alive?.kill();
  await server?.close();
  await target?.cleanup();
});

const start = () => startServer({ port: 0, host: '127.0.0.1', dataDir: target.dataDir, databaseUrl: target.databaseUrl, logger: false, poolJob: false });

/** An import row as a process writes it when it starts a run, its heartbeat `ageMs` old. */
async function runningImport(db: Kysely<Database>, owner: { host: string; pid: number | null; instance: string | null }, ageMs = 0): Promise<number> {
  const beat = new Date(Date.now() - ageMs);
  const row = await db.insertInto('admin_message').values({
    title: '客户导入', label: IMPORT_LABEL, type: 2, create_user: ADMIN_ID, recipient_user: ADMIN_ID, create_time: beat, update_time: beat,
    import_state: 'running', import_done: 1500, import_host: owner.host, import_pid: owner.pid, import_instance: owner.instance,
  }).returning('message_id').executeTakeFirstOrThrow();
  return Number(row.message_id);
}

async function states(db: Kysely<Database>, ids: Record<string, number>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('admin_message').select(['message_id', 'import_state', 'content']).where('message_id', 'in', Object.values(ids)).execute();
  const byId = new Map(rows.map((row) => [Number(row.message_id), `${row.import_state}${row.content ? ` ${row.content}` : ''}`]));
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id)!]));
}

async function call(path: string, body: string, token?: string) {
  const response = await fetch(`${server!.url}/api/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'Admin-Token': token } : {}) }, body,
  });
  return response.json() as Promise<Record<string, unknown>>;
}

describe('an import whose process is gone', () => {
  it('is 导入中断 from the first call after the next start, while imports of live processes keep running', async () => {
    server = await start();
    const host = os.hostname();
    const ids = {
      // the crashed server on this machine: its pid runs no more, its last heartbeat a second ago
      crashed: await runningImport(server.db, { host, pid: deadPid, instance: 'crashed-start' }, 1000),
      // the server before a restart that got the same pid again (a container's pid 1)
      samePid: await runningImport(server.db, { host, pid: process.pid, instance: 'earlier-start' }, 1000),
      // another server process on this machine, running
      liveHere: await runningImport(server.db, { host, pid: alive.pid!, instance: 'live-start' }),
      // a server on another machine sharing the database, its heartbeat beating
      liveThere: await runningImport(server.db, { host: 'another-machine', pid: deadPid, instance: 'elsewhere' }),
      // another machine's import silent for three minutes: dead by its heartbeat, as before
      silentThere: await runningImport(server.db, { host: 'another-machine', pid: 1, instance: 'elsewhere' }, 180_000),
      // an import from before the process was recorded, heartbeat fresh
      unrecorded: await runningImport(server.db, { host: host, pid: null, instance: null }),
    };
    await server.close();

    server = await start();
    expect(await states(server.db, ids)).toEqual({
      crashed: 'failed 导入中断', samePid: 'failed 导入中断', liveHere: 'running', liveThere: 'running', silentThere: 'failed 导入中断', unrecorded: 'running',
    });
    const login = await call('login', 'username=admin&password=123456');
    const token = login['Admin-Token'] as string;
    expect(await call('system/message/queryImportNum', `messageId=${ids.crashed}`, token)).toEqual({ code: 0, msg: 'success', data: null });
    expect(await call('system/message/queryImportInfo', `messageId=${ids.crashed}`, token))
      .toMatchObject({ code: 0, totalSize: 1500, status: 'failed', content: '导入中断' });
    // the live ones still answer their progress
    expect(await call('system/message/queryImportNum', `messageId=${ids.liveHere}`, token)).toEqual({ code: 0, msg: 'success', data: 1500 });
    expect(await call('system/message/queryImportNum', `messageId=${ids.liveThere}`, token)).toEqual({ code: 0, msg: 'success', data: 1500 });
  });

  it('is closed by the progress call that reads it, without a restart', async () => {
    const crashed = await runningImport(server!.db, { host: os.hostname(), pid: deadPid, instance: 'crashed-later' });
    const ours = await runningImport(server!.db, { host: os.hostname(), pid: process.pid, instance: IMPORT_PROCESS.instance });
    const token = (await call('login', 'username=admin&password=123456'))['Admin-Token'] as string;
    expect(await call('system/message/queryImportInfo', `messageId=${crashed}`, token)).toMatchObject({ code: 0, status: 'failed', content: '导入中断' });
    expect(await call('system/message/queryImportNum', `messageId=${crashed}`, token)).toMatchObject({ data: null });
    // this process's own run is alive
    expect(await call('system/message/queryImportNum', `messageId=${ours}`, token)).toMatchObject({ data: 1500 });
    expect(await states(server!.db, { crashed, ours })).toEqual({ crashed: 'failed 导入中断', ours: 'running' });
  });
});
