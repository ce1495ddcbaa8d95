// The access guard admits a call on the permission and session versions read after the call
// arrived (server/permissions/permissionCache.ts, `currentVersions(db, sentAfter)`): a read that
// was already on the wire when the call arrived may predate a revocation committed in between, so
// the call waits for the read that follows it. Calls without that demand still share the read.
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersions } from '../../server/permissions/permissionCache.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

/** Holds the results of the reads sent through it until `open()`, and counts the reads. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => { open = resolve; });
  const counter = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => { counter.reads += 1; return args.node; },
    transformResult: async (args) => { await opened; return args.result; },
  };
  return { plugin, open, counter };
}

describe('the version read that admits a call', () => {
  it('is sent after the call arrived: a read already on the wire is not enough, the next one is', async () => {
    const held = gate();
    const db = t.db.withPlugin(held.plugin);
    const onTheWire = currentVersions(db); // another call's read, its answer held back
    const arrived = performance.now(); // a call arrives (a revocation may have committed meanwhile)
    const admitting = currentVersions(db, arrived);
    const sharing = currentVersions(db); // a caller with no such demand shares the read on the wire
    expect(sharing).toBe(onTheWire);
    expect(admitting).not.toBe(onTheWire);
    expect(held.counter.reads).toBe(1); // the admitting read is sent once the one on the wire returns
    held.open();
    const [seen, admitted] = await Promise.all([onTheWire, admitting]);
    expect(held.counter.reads).toBe(2);
    expect(admitted).toEqual(seen); // nothing changed in between here: the same versions, read afresh
  });

  it('joins a read sent after it arrived, and calls waiting for the next read share it', async () => {
    const arrived = performance.now();
    const first = currentVersions(t.db, arrived);
    expect(currentVersions(t.db, arrived)).toBe(first);
    await first;
    const held = gate();
    const db = t.db.withPlugin(held.plugin);
    const onTheWire = currentVersions(db);
    const late = performance.now() + 1;
    const a = currentVersions(db, late);
    const b = currentVersions(db, late);
    expect(a).toBe(b);
    held.open();
    await Promise.all([onTheWire, a]);
    expect(held.counter.reads).toBe(2);
  });
});
