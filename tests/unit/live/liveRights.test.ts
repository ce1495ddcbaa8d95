// An open page follows its rights and its session on the live channel: a `rights` fingerprint that
// differs from the tree it holds makes it fetch system/role/auth and keep the new tree; the same
// fingerprint costs nothing; `sessionEnded` opens the forced-logout dialog and stops the stream
// (no reconnects to a dead session); its own logout is not reported as one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFingerprint } from '../../../engine/routes/authFingerprint.ts';
import type { AuthTree } from '../../../engine/routes/types.ts';
import { logout } from '../../../server-adapter/auth.ts';
import { followLiveRights } from '../../../server-adapter/liveRights.ts';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { FakeEventSource, installStubs, type StubServer } from '../crm/support.tsx';

let server: StubServer;
let held: AuthTree;
let showForcedLogout: ReturnType<typeof vi.fn<() => void>>;
let leave: () => void;
const before: AuthTree = { crm: { customer: { index: true, save: true }, contacts: { index: true } }, oa: {}, project: {} };
const after: AuthTree = { crm: { contacts: { index: true } }, oa: {}, project: {} };

const send = (type: string, data: unknown) =>
  (FakeEventSource.latest() as unknown as { emit(type: string, event: Event): void }).emit(type, new MessageEvent(type, { data: JSON.stringify(data) }));
const settle = async () => { for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0); };

beforeEach(() => {
  vi.useFakeTimers();
  server = installStubs();
  showForcedLogout = vi.fn<() => void>();
  setRequestPresenter({ toastError: () => undefined, showForcedLogout });
  held = before;
  server.on('system/role/auth', () => after);
  server.on('logout', () => undefined);
  leave = followLiveRights({ currentAuth: () => held, replaceAuth: (tree) => { held = tree; } });
  FakeEventSource.latest().open();
});
afterEach(() => {
  leave();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('rights on the live channel', () => {
  it('fetches and keeps the new tree when the fingerprint differs, and nothing when it is the same', async () => {
    send('rights', { fingerprint: authFingerprint(before) });
    await settle();
    expect(server.callsTo('system/role/auth')).toHaveLength(0);

    send('rights', { fingerprint: authFingerprint(after) });
    await settle();
    expect(server.callsTo('system/role/auth')).toHaveLength(1);
    expect(held).toEqual(after);
  });

  it('opens the forced-logout dialog when the session ended elsewhere, and stops reconnecting', async () => {
    send('sessionEnded', {});
    expect(showForcedLogout).toHaveBeenCalledTimes(1);
    const opened = FakeEventSource.instances.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(opened);
    expect(FakeEventSource.live).toHaveLength(0);
  });

  it('closes the stream before its own logout, so it is not told of it', async () => {
    const logoutDone = logout({ silent: true });
    expect(FakeEventSource.live).toHaveLength(0);
    await logoutDone;
    expect(showForcedLogout).not.toHaveBeenCalled();
  });
});

describe('the fingerprint', () => {
  it('is the same for the same keys in any order, and differs for a right more or less', () => {
    const reordered: AuthTree = { project: {}, crm: { contacts: { index: true }, customer: { save: true, index: true } }, oa: {} };
    expect(authFingerprint(reordered)).toBe(authFingerprint(before));
    expect(authFingerprint(after)).not.toBe(authFingerprint(before));
  });
});
