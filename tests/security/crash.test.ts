// Issue 16: kill -9 the real server (a child process, `node --import tsx server/main.ts`) in the
// middle of an Excel import and of a batch transfer, on the engine of the run (PGlite by default,
// PostgreSQL with DATABASE_URL), then start it again on the same data:
//   - the import: only whole batches are in the database (a multiple of the import's batch, each
//     row with every value of its line), and from the first call after the restart the import
//     answers 导入中断 (status failed), not "running" with frozen progress (item 10);
//   - the transfer (one call, 1,000 customers, with their contacts, businesses and contracts):
//     all moved or none, and the owner records and action log match what moved.
// The sample imports 6,000 rows; SECURITY_FULL=1 20,000.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTuning } from '../../server/crm/import/importRun.ts';
import { createDatabase } from '../../server/db/database.ts';
import { SEED_USER } from '../support/testApp.ts';
import { createTestDataDir, type TestDataDir } from '../support/testDatabase.ts';
import { FULL } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ROWS = FULL ? 20_000 : 6_000;
const TRANSFERRED = 1_000;
const PREFIX = '崩溃导入';
const LEVEL_FIELD = 17; // 客户级别 (seeded custom field of label 2)

let target: TestDataDir;
let child: ChildProcess | undefined;
let url = '';
let childLog = '';
let transferIds: number[] = [];
let messageId = '';
let transferMs = 0;

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

/** Starts the server as its own process and waits until it answers. */
async function startChild(): Promise<void> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: target.dataDir, DIST_DIR: path.join(target.dataDir, 'no-dist') };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => { childLog += String(chunk); });
  child.stderr!.on('data', (chunk) => { childLog += String(chunk); });
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${childLog.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/ping`, { method: 'POST' })).ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${childLog.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function kill9(): Promise<void> {
  const running = child!;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
  child = undefined;
}

/** With the server killed (PGlite admits one process; its lock is a dead pid's): `work` on the database. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof createDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function call(path: string, body: Record<string, string>, token?: string): Promise<any> {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'Admin-Token': token } : {}) }, body: new URLSearchParams(body),
  });
  return response.json();
}

const login = async () => (await call('login', { username: 'admin', password: '123456' }))['Admin-Token'] as string;

/** The customer import template filled with `count` rows (name, level, remark). */
async function workbook(token: string, count: number): Promise<Buffer> {
  const template = await fetch(`${url}/api/CrmCustomer/downloadExcel`, { method: 'POST', headers: { 'Admin-Token': token } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await template.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(2).values as unknown[]).slice(1).map((h) => String(h ?? '').replace('(*)', ''));
  const at = (name: string) => headers.indexOf(name) + 1;
  for (let i = 0; i < count; i++) {
    const row = sheet.getRow(3 + i);
    row.getCell(at('客户名称')).value = `${PREFIX}${i}`;
    row.getCell(at('客户级别')).value = 'A（重点客户）';
    row.getCell(at('备注')).value = `第${i}行`;
    row.commit();
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  target = await createTestDataDir();
  // 2 × 1,000 customers of the salesperson, each with a contact, for the transfer
  await withDatabase(async (db) => {
    const time = new Date(2025, 0, 1, 8, 0);
    const sales = SEED_USER.sales;
    await sql`insert into crm_customer (customer_name, owner_user_id, create_user_id, create_time, update_time, batch_id, custom, ro_user_id, rw_user_id)
      select '转移客户' || i, ${sales}, ${sales}, ${time}, ${time}, md5('transfer-customer-' || i), '{}', ',', ','
      from generate_series(1, ${2 * TRANSFERRED}) as i`.execute(db);
    await sql`insert into crm_contacts (name, customer_id, owner_user_id, create_user_id, create_time, update_time, batch_id, custom)
      select '转移联系人' || customer_id, customer_id, ${sales}, ${sales}, ${time}, ${time}, md5('transfer-contact-' || customer_id), '{}'
      from crm_customer where customer_name like '转移客户%'`.execute(db);
    transferIds = (await db.selectFrom('crm_customer').select('customer_id').where('customer_name', 'like', '转移客户%').orderBy('customer_id').execute()).map((r) => r.customer_id);
  });
}, 300_000);
afterAll(async () => {
  if (child) await kill9();
  await target?.cleanup();
});

describe(`kill -9 mid-way (${ROWS} rows imported, ${TRANSFERRED} customers transferred)`, () => {
  it('leaves only whole import batches, and the import answers 导入中断 from the first call after the restart', async () => {
    await startChild();
    let token = await login();
    const file = await workbook(token, ROWS);
    const form = new FormData();
    form.append('repeatHandling', '1');
    form.append('ownerUserId', String(SEED_USER.admin));
    form.append('file', new Blob([new Uint8Array(file)]), '导入.xlsx');
    const uploaded = await (await fetch(`${url}/api/CrmCustomer/uploadExcel`, { method: 'POST', headers: { 'Admin-Token': token }, body: form })).json();
    expect(uploaded).toMatchObject({ code: 0, data: expect.any(Number) });
    messageId = String(uploaded.data);
    // kill once a first batch is in and before the last
    let done = 0;
    for (let i = 0; i < 2000 && done < importTuning.batchSize; i++) {
      const num = await call('system/message/queryImportNum', { messageId }, token);
      if (num.data === null) break;
      done = Number(num.data);
      if (done < importTuning.batchSize) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await kill9();
    expect(done, 'the import was still running when killed').toBeGreaterThanOrEqual(1);
    expect(done).toBeLessThan(ROWS);

    await startChild();
    token = await login();
    // item 10: at once, not after the two-minute heartbeat
    expect(await call('system/message/queryImportInfo', { messageId }, token)).toMatchObject({ code: 0, status: 'failed', content: '导入中断' });
    expect(await call('system/message/queryImportNum', { messageId }, token)).toMatchObject({ code: 0, data: null });
  });

  // the server the first test restarted goes on
  it('kills a batch transfer half-way through (1,000 customers with their contacts, one call)', async () => {
    const [first, second] = [transferIds.slice(0, TRANSFERRED), transferIds.slice(TRANSFERRED)];
    const token = await login();
    const transfer = (batch: number[]) => call('CrmCustomer/transfer', {
      customerIds: batch.join(','), newOwnerUserId: String(SEED_USER.manager), transferType: '1', power: '1', changeType: '1',
    }, token);
    // the first batch whole: how long a transfer takes here
    const started = performance.now();
    expect(await transfer(first)).toMatchObject({ code: 0 });
    transferMs = performance.now() - started;
    // the second killed half-way through
    const pending = transfer(second).then(() => true, () => false);
    await new Promise((resolve) => setTimeout(resolve, transferMs / 2));
    await kill9();
    if (await pending) console.log('the transfer answered before the kill');
  });

  // This check found exceljs's streaming reader damaging a Chinese character split between two
  // chunks (a torn remark, or a name no longer matching the prefix, which read as part of a batch):
  // fixed by patches/exceljs+4.4.0.patch, tested in tests/api/import-sheet-text.test.ts.
  it('holds, after both kills, only whole import batches and all or none of the transfer', async () => {
    await withDatabase(async (db) => {
      // every customer but the transfer's: a damaged name must not hide a row from the count
      const rows = await db.selectFrom('crm_customer').select(['customer_name', 'remark', 'custom', 'owner_user_id'])
        .where('customer_name', 'not like', '转移客户%').execute();
      expect(rows.length, 'rows written before the kill').toBeLessThan(ROWS);
      expect(rows.length % importTuning.batchSize, `${rows.length} rows: not whole batches of ${importTuning.batchSize}`).toBe(0);
      const incomplete = rows.filter((row) => {
        const i = Number(row.customer_name.slice(PREFIX.length));
        if (row.customer_name !== `${PREFIX}${i}`) return true;
        const custom = (typeof row.custom === 'string' ? JSON.parse(row.custom) : row.custom) as Record<string, string>;
        return row.remark !== `第${i}行` || custom[String(LEVEL_FIELD)] !== 'A（重点客户）' || row.owner_user_id !== SEED_USER.admin;
      });
      expect(incomplete.map((r) => JSON.stringify(r))).toEqual([]);
      const message = await db.selectFrom('admin_message').select(['import_state', 'content']).where('message_id', '=', Number(messageId)).executeTakeFirstOrThrow();
      expect(message).toMatchObject({ import_state: 'failed', content: '导入中断' });

      const [first, second] = [transferIds.slice(0, TRANSFERRED), transferIds.slice(TRANSFERRED)];
      const owners = await db.selectFrom('crm_customer').select(['owner_user_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('customer_id', 'in', second).groupBy('owner_user_id').execute();
      expect(owners.length, `owners after the kill: ${JSON.stringify(owners)}`).toBe(1);
      const moved = owners[0]!.owner_user_id === SEED_USER.manager;
      const contacts = await db.selectFrom('crm_contacts').select(['owner_user_id'])
        .where('customer_id', 'in', second).groupBy('owner_user_id').execute();
      expect(contacts).toEqual([{ owner_user_id: moved ? SEED_USER.manager : SEED_USER.sales }]);
      const count = async (ids: number[]) => Number((await sql<{ n: string }>`select count(*) as n from crm_owner_record where type_id in (${sql.join(ids)})`.execute(db)).rows[0]!.n);
      expect(await count(second)).toBe(moved ? await count(first) : 0);
      console.log(`import: ${rows.length} of ${ROWS} rows in; transfer of ${TRANSFERRED}: ${Math.round(transferMs)} ms, killed at ${Math.round(transferMs / 2)} ms: ${moved ? 'all moved (committed before the kill)' : 'none moved'}`);
    });
  });
});
