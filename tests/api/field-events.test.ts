// GET /api/field/events: a real listening server, read with fetch streaming (app.inject cannot
// stream). A browser hears of a field change within a second, whichever process made it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/main.ts';
import { createTestDataDir, type TestDataDir } from '../support/testDatabase.ts';

let target: TestDataDir;
let server: RunningServer;
let token: string;
beforeAll(async () => {
  target = await createTestDataDir();
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: target.dataDir, databaseUrl: target.databaseUrl, logger: false });
  token = await login(server, 'admin');
});
afterAll(async () => {
  await server?.close();
  await target?.cleanup();
});

async function login(on: RunningServer, username: string): Promise<string> {
  const response = await fetch(`${on.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=123456`,
  });
  return (await response.json())['Admin-Token'];
}

async function postJson(on: RunningServer, path: string, body: unknown) {
  const response = await fetch(`${on.url}/api/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'Admin-Token': token }, body: JSON.stringify(body),
  });
  return response.json();
}

interface StreamEvent { event?: string; data?: string; comments: string[] }

/** An open event stream: parsed events as they arrive, and a way to wait for one. */
async function openStream(on: RunningServer, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${on.url}/api/field/events`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const state = { ended: false, error: undefined as unknown };
  let wake = () => {};
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed: StreamEvent = { comments: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) parsed.comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) parsed.event = line.slice(7);
            else if (line.startsWith('data: ')) parsed.data = line.slice(6);
          }
          events.push(parsed);
          wake();
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) state.error = error;
    } finally {
      state.ended = true;
      wake();
    }
  })();

  async function waitFor(match: (e: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (state.error) throw state.error;
      if (state.ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  return {
    response, events, state,
    waitFor,
    connected: () => waitFor((e) => e.comments.includes('connected'), 2000),
    fieldVersion: (label: number, version: number, timeoutMs = 1000) =>
      waitFor((e) => e.event === 'fieldVersion' && e.data === JSON.stringify({ label, version }), timeoutMs),
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function versionOf(on: RunningServer, label: number): Promise<number> {
  const row = await on.db.selectFrom('admin_field_version').select('version').where('label', '=', label).executeTakeFirstOrThrow();
  return row.version;
}

describe('GET /api/field/events', () => {
  it('refuses a caller without a session with 401, so EventSource stops retrying', async () => {
    const response = await fetch(`${server.url}/api/field/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 302, msg: '请先登录！' });
    const badCookie = await fetch(`${server.url}/api/field/events`, { headers: { cookie: 'Admin-Token=0123456789abcdef0123456789abcdef' } });
    expect(badCookie.status).toBe(401);
    await badCookie.body?.cancel();
  });

  it('authenticates with the Admin-Token cookie and pushes the new version within a second of a field/save', async () => {
    const stream = await openStream(server, { cookie: `lang=zh; Admin-Token=${token}` });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await stream.connected();
      const before = await versionOf(server, 2);
      const rows = (await postJson(server, 'field/list', { label: 2 })).data;
      const started = Date.now();
      const saved = await postJson(server, 'field/save', { label: 2, data: [...rows, { name: '推送测试', type: 1, formType: 'text' }] });
      expect(saved).toEqual({ code: 0, msg: 'success' });
      await stream.fieldVersion(2, before + 1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      // a refused save bumps nothing, so nothing is pushed
      expect((await postJson(server, 'field/save', { label: 2, data: [...rows, rows[0]] })).code).toBe(500);
      expect(await versionOf(server, 2)).toBe(before + 1);
    } finally {
      await stream.close();
    }
  });

  it('pushes an office approval category\'s field change (field/examineFieldSave, label 10) the same way', async () => {
    const created = await postJson(server, 'OaExamineCategory/setExamineCategory', { title: '推送审批', examineType: 2, userIds: [], deptIds: [] });
    const categoryId = created.data.categoryId as number;
    const stream = await openStream(server, { 'Admin-Token': token });
    try {
      await stream.connected();
      const before = await versionOf(server, 10);
      const rows = (await postJson(server, 'field/list', { label: 10, categoryId })).data;
      const saved = await postJson(server, 'field/examineFieldSave', { label: 10, categoryId, data: [...rows, { name: '采购金额', type: 6, formType: 'floatnumber' }] });
      expect(saved).toEqual({ code: 0, msg: 'success' });
      await stream.fieldVersion(10, before + 1, 1000);
    } finally {
      await stream.close();
    }
  });

  it('takes the header too, and sees a change written by another process (straight into the table)', async () => {
    const stream = await openStream(server, { 'Admin-Token': token });
    try {
      await stream.connected();
      const before = await versionOf(server, 5);
      // What a field/save in another server process leaves behind: only the row changed.
      await server.db.updateTable('admin_field_version').set({ version: before + 1 }).where('label', '=', 5).execute();
      await stream.fieldVersion(5, before + 1, 1000);
      expect(stream.events.filter((e) => e.event === 'fieldVersion')).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('reaches a browser connected to another server process on the same database', async () => {
    const other = await startServer({ port: 0, host: '127.0.0.1', dataDir: target.dataDir, databaseUrl: target.databaseUrl, logger: false });
    const stream = await openStream(server, { 'Admin-Token': token });
    try {
      await stream.connected();
      const before = await versionOf(server, 3);
      const rows = (await postJson(other, 'field/list', { label: 3 })).data;
      const started = Date.now();
      expect(await postJson(other, 'field/save', { label: 3, data: rows })).toEqual({ code: 0, msg: 'success' });
      await stream.fieldVersion(3, before + 1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await stream.close();
      await other.close();
    }
  });

  it('field/queryVersions gives a reconnecting client every label\'s version', async () => {
    const body = await postJson(server, 'field/queryVersions', {});
    expect(body.code).toBe(0);
    expect(body.data['2']).toBe(await versionOf(server, 2));
    expect(body.data['5']).toBe(await versionOf(server, 5));
  });

  it('ends open streams when the server closes, instead of keeping it from closing', async () => {
    const dir = await createTestDataDir();
    const closing = await startServer({ port: 0, host: '127.0.0.1', dataDir: dir.dataDir, databaseUrl: dir.databaseUrl, logger: false });
    try {
      const adminToken = await login(closing, 'admin');
      const stream = await openStream(closing, { 'Admin-Token': adminToken });
      await stream.connected();
      const started = Date.now();
      await closing.close();
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(stream.waitFor(() => false, 2000)).rejects.toThrow('stream ended');
    } finally {
      await closing.close();
      await dir.cleanup();
    }
  });
});
