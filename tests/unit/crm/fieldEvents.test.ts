// The field-version stream: one EventSource per page shared by every subscriber, closed with the
// last; our own reconnect with growing delays; and after every (re)open a comparison with
// field/queryVersions, so a change made while the stream was down still reaches the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_INITIAL_MS, RECONNECT_MAX_MS, subscribeFieldVersion } from '../../../server-adapter/fieldEvents.ts';
import { setRequestPresenter } from '../../../server-adapter/presenter.ts';
import { FakeEventSource, installStubs, type StubServer } from './support.tsx';

let server: StubServer;
const stops: Array<() => void> = [];

function subscribe(label: number, fn: (version: number) => void, loaded?: number) {
  const stop = subscribeFieldVersion(label, fn, loaded);
  stops.push(stop);
  return stop;
}

/** Lets the catch-up's fetch and its promise chain finish. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  server = installStubs();
  setRequestPresenter({ toastError: () => undefined, showForcedLogout: () => undefined });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('one shared stream', () => {
  it('opens /api/field/events with the cookie on the first subscriber and closes after the last', () => {
    const first = subscribe(2, () => undefined, 3);
    const second = subscribe(6, () => undefined, 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest()).toMatchObject({ url: '/api/field/events', withCredentials: true });
    first();
    expect(FakeEventSource.live).toHaveLength(1);
    second();
    expect(FakeEventSource.live).toHaveLength(0);
  });

  it('tells the label’s subscribers about a newer version only', () => {
    const customer = vi.fn();
    const contract = vi.fn();
    subscribe(2, customer, 3);
    subscribe(6, contract, 1);
    const stream = FakeEventSource.latest();
    stream.open();
    stream.sendVersion(2, 4);
    stream.sendVersion(2, 4); // a repeat
    stream.sendVersion(2, 2); // an old one
    expect(customer.mock.calls).toEqual([[4]]);
    expect(contract).not.toHaveBeenCalled();
  });
});

describe('reconnecting', () => {
  it('retries with growing delays up to the maximum, and starts over once a stream opens', async () => {
    subscribe(2, () => undefined, 3);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = FakeEventSource.instances.length;
      FakeEventSource.latest().fail();
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(RECONNECT_INITIAL_MS).toBe(1000);
    expect(RECONNECT_MAX_MS).toBe(30000);

    FakeEventSource.latest().open();
    await settle();
    const before = FakeEventSource.instances.length;
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_INITIAL_MS);
    expect(FakeEventSource.instances.length).toBe(before + 1);
    expect(FakeEventSource.live).toHaveLength(1);
  });

  it('after a reconnect, reports a version that moved while the stream was down', async () => {
    const customer = vi.fn();
    subscribe(2, customer, 3);
    FakeEventSource.latest().open();
    await settle();
    expect(customer).not.toHaveBeenCalled();

    FakeEventSource.latest().fail();
    server.versions = { '2': 5 }; // an admin saved twice while we were away
    await vi.advanceTimersByTimeAsync(RECONNECT_INITIAL_MS);
    FakeEventSource.latest().open();
    await settle();
    expect(customer.mock.calls).toEqual([[5]]);
  });

  it('reports a change made between loading the fields and the stream opening', async () => {
    const customer = vi.fn();
    server.versions = { '2': 4 };
    subscribe(2, customer, 3); // the form's definitions are of version 3
    FakeEventSource.latest().open();
    await settle();
    expect(customer.mock.calls).toEqual([[4]]);
  });

  it('stops retrying when the last subscriber leaves', async () => {
    const stop = subscribe(2, () => undefined, 3);
    FakeEventSource.latest().fail();
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
