// Issue 17 item 14: `npm start` runs the server compiled (scripts/build-server.mjs, plain Node, no
// tsx). Built here into a folder of its own, started as a child process on a prepared data dir, it
// answers, finds what it reads from disk (the module descriptors of schemas/) and stops cleanly.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDataDir, type TestDataDir } from '../support/testDatabase.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp', `compiled-server-test-${process.pid}`);
let target: TestDataDir;
let child: ChildProcess | undefined;
let output = '';
let url = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outDir], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  target = await createTestDataDir();
  const port = await freePort();
  // A built web app of one page: the bundled @fastify/static serves it (the real one is vite's output).
  const distDir = path.join(target.dataDir, 'dist');
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>灵犀</title>');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: target.dataDir, DIST_DIR: distDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  // Plain node, from another working directory: nothing may depend on tsx or on the cwd.
  child = spawn(process.execPath, [path.join(outDir, 'main.js')], { cwd: target.dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}):\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/ping`, { method: 'POST' })).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`the compiled server did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await target?.cleanup();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const post = async (call: string, body: Record<string, string>, token?: string) => {
  const response = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'Admin-Token': token } : {}) },
    body: new URLSearchParams(body),
  });
  return response.json() as Promise<any>;
};

describe('the compiled server (npm start)', () => {
  it('answers calls, its record modules included', async () => {
    const login = await post('login', { username: 'admin', password: '123456' });
    const token = login['Admin-Token'] as string;
    expect(token).toBeTruthy();
    expect((await post('system/user/queryLoginUser', {}, token)).data.realname).toBeTruthy();
    const customers = await post('CrmCustomer/queryPageList', { page: '1', limit: '10' }, token);
    expect(customers.code).toBe(0);
    expect(customers.data).toHaveProperty('list');
  });

  // The packages are bundled into the compiled server (scripts/build-server.mjs) but exceljs and
  // PGlite, loaded from node_modules when first needed: each path that loads one runs here.
  it('uploads and serves a file, exports customers to Excel and serves the web app', async () => {
    const token = (await post('login', { username: 'admin', password: '123456' }))['Admin-Token'] as string;
    const form = new FormData();
    form.append('file', new Blob(['合同扫描件']), '合同.txt');
    const uploaded = await (await fetch(`${url}/api/file/upload`, { method: 'POST', headers: { 'Admin-Token': token }, body: form })).json() as any;
    expect(uploaded).toMatchObject({ code: 0, name: '合同.txt' });
    const file = await fetch(`${url}${uploaded.url}`, { headers: { 'Admin-Token': token } });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('合同扫描件');

    const exported = await fetch(`${url}/api/CrmCustomer/allExportExcel`, {
      method: 'POST', headers: { 'Admin-Token': token, 'content-type': 'application/x-www-form-urlencoded' }, body: '',
    });
    expect(exported.status).toBe(200);
    const workbook = Buffer.from(await exported.arrayBuffer());
    expect(workbook.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip

    const page = await fetch(`${url}/crm/customer`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>灵犀</title>');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says how long it took to start, and stops cleanly on SIGTERM', async () => {
    expect(output).toMatch(/started in \d+ ms \(ms: loading \d+, database \d+, migrations \d+, seed \d+, housekeeping \d+, http \d+\)/);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    await exited;
    expect(child!.exitCode).toBe(0);
  }, 60_000);
});
