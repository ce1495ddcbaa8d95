// A read-only call admitted on trust is confirmed by a read of the permission and session versions
// made after it arrived. Endpoints that `carriesVersions` (the lists) read them as two more
// columns of one of their own statements (server/permissions/versionRider.ts) instead of a
// statement of their own; when no statement carried them, the guard reads after the handler.
import { type CompiledQuery, type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { endpoint } from '../../server/http/endpoint.ts';
import { claimRider, type RiderRow } from '../../server/permissions/versionRider.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Records the statements sent through the wrapped database. */
class Capture implements KyselyPlugin {
  statements: CompiledQuery[] = [];
  private compiler = new PostgresQueryCompiler();
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    this.statements.push(this.compiler.compileQuery(args.node, args.queryId));
    return args.node;
  }
  async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) { return args.result; }
}

const ownRead = (s: CompiledQuery) => /^select version, session_generation from lingxi_permission_version/.test(s.sql.trim());
const bump = () => sql`update lingxi_permission_version set session_generation = session_generation + 1 where id = 1`;

let handlerRuns = 0;
const probes = [
  // carries, but no statement of its handler takes the rider
  endpoint('test/rider/unclaimed', { carriesVersions: true }, async ({ db }) => {
    handlerRuns += 1;
    if (handlerRuns === 1) await bump().execute(db); // a logout elsewhere while the handler runs
    return 'ok';
  }),
  // claims the rider on a statement that returns no row
  endpoint('test/rider/empty', { carriesVersions: true }, async ({ db, request }) => {
    handlerRuns += 1;
    const rider = claimRider(request); // none on the full path (a call not admitted on trust)
    const { rows } = await sql<{ n: number } & RiderRow>`select 1 as n${rider ? sql`, ${rider.columns}` : sql``} where false`.execute(db);
    rider?.carried(rows[0]);
    if (handlerRuns === 1) await bump().execute(db);
    return 'ok';
  }),
];

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ extraEndpoints: probes }); });
afterAll(async () => { await t?.close(); });

describe('the confirming read carried by a list', () => {
  it('a list on trust sends no read of its own: its count carries the two versions', async () => {
    const capture = new Capture();
    const app = await buildApp({ db: t.db.withPlugin(capture), dataDir: t.dataDir, logger: { level: 'error' } });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: '123456' } });
      const token = (login.json() as Record<string, string>)['Admin-Token']!;
      const list = () => app.inject({ method: 'POST', url: '/api/CrmCustomer/queryPageList', headers: { 'admin-token': token }, payload: { page: 1, limit: 15 } });
      expect((await list()).json()).toMatchObject({ code: 0 }); // warms the session and the keys
      capture.statements = [];
      const answer = (await list()).json() as { code: number; data: { list: unknown[] } };
      expect(answer.code).toBe(0);
      expect(capture.statements.filter(ownRead)).toEqual([]);
      const counts = capture.statements.filter((s) => /^select count\(\*\)::int as n/.test(s.sql.trim()));
      expect(counts).toHaveLength(1);
      expect(counts[0]!.sql).toContain('lingxi_session_generation');
    } finally {
      await app.close();
    }
  });
  // A list refused on the call right after its role lost the menu, through this same carried read:
  // tests/api/permissions-cache.test.ts.
});

describe('when no statement carried the read', () => {
  for (const path of ['test/rider/unclaimed', 'test/rider/empty']) {
    it(`${path}: the guard reads after the handler, so a change made meanwhile sends the call round again`, async () => {
      const token = await t.login('sales');
      expect((await t.call(path, {}, token)).code).toBe(0); // warms
      handlerRuns = 0;
      expect(await t.call(path, {}, token)).toMatchObject({ code: 0, data: 'ok' });
      // the first run moved the versions; the read after it saw that, and the call was admitted again
      expect(handlerRuns).toBe(2);
    });
  }
});
