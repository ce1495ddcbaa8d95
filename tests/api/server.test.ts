// The real server over TCP, as end-to-end tests start it: startServer on a prepared data dir.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/main.ts';
import { createTestDataDir, type TestDataDir } from '../support/testDatabase.ts';

let target: TestDataDir;
let server: RunningServer;
beforeAll(async () => {
  target = await createTestDataDir();
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: target.dataDir, databaseUrl: target.databaseUrl, logger: false });
});
afterAll(async () => {
  await server?.close();
  await target?.cleanup();
});

const post = async (path: string, body: string, token?: string) => {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'Admin-Token': token } : {}) },
    body,
  });
  return { status: response.status, body: await response.json() };
};

describe('startServer', () => {
  it('answers over HTTP, and its db is the one the server uses', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await post('login', 'username=manager&password=123456');
    expect(login.status).toBe(200);
    const token = login.body['Admin-Token'];
    expect((await post('system/user/queryLoginUser', '', token)).body.data.realname).toBe('张伟');
    // a test can force a logout by deleting the session behind the server's back
    await server.db.deleteFrom('admin_session').where('token', '=', token).execute();
    expect((await post('system/user/queryLoginUser', '', token)).body).toEqual({ code: 302, msg: '请先登录！' });
  });

  it('answers an unknown API path with HTTP 404', async () => {
    const response = await post('no/such/thing', '');
    expect(response).toEqual({ status: 404, body: { code: 404, msg: '404 请求失败' } });
  });
});
