// A list view in its own chunk (engine/react/list/lazyViews.ts): the screen asks for the chunk while
// its data loads and draws the view itself once both are there, so the view never suspends (React
// would then hold its reveal for up to 300 ms); a view mounted before its chunk still works, lazily,
// and keeps its state when the chunk arrives.
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chunked } from '../../../engine/react/list/lazyViews.ts';

/** A chunk whose module arrives when the test says so. */
function deferredChunk() {
  let arrive!: () => void;
  const module = new Promise<{ default: (props: { label: string }) => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: function Board({ label }) { const [clicks, setClicks] = useState(0); return <button onClick={() => setClicks(clicks + 1)}>{label} {clicks}</button>; } });
  });
  let loads = 0;
  return { view: chunked(() => { loads += 1; return module; }), arrive, loads: () => loads };
}

function Screen({ chunk, rowsReady }: { chunk: ReturnType<typeof deferredChunk>['view']; rowsReady: boolean }) {
  const loaded = chunk.useLoaded(true);
  return rowsReady && loaded
    ? <Suspense fallback={<p>fallback</p>}><chunk.View label="看板" /></Suspense>
    : <p>加载中</p>;
}

afterEach(cleanup);

describe('a view in its own chunk', () => {
  it('is fetched while the rows load and drawn without suspending once both are there', async () => {
    const chunk = deferredChunk();
    const { rerender } = render(<Screen chunk={chunk.view} rowsReady={false} />);
    expect(chunk.loads()).toBe(1); // asked for as the screen mounts, before the rows
    await act(async () => { chunk.arrive(); });
    rerender(<Screen chunk={chunk.view} rowsReady />);
    expect(screen.getByRole('button', { name: '看板 0' })).toBeTruthy(); // in the same render: no fallback
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('waits for the chunk when the rows come first', async () => {
    const chunk = deferredChunk();
    render(<Screen chunk={chunk.view} rowsReady />);
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => { chunk.arrive(); });
    expect(screen.getByRole('button', { name: '看板 0' })).toBeTruthy();
  });

  it('drawn before its chunk, suspends once and keeps its state after', async () => {
    const chunk = deferredChunk();
    const { rerender } = render(<Suspense fallback={<p>fallback</p>}><chunk.view.View label="看板" /></Suspense>);
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => { chunk.arrive(); });
    await act(async () => { screen.getByRole('button', { name: '看板 0' }).click(); });
    rerender(<Suspense fallback={<p>fallback</p>}><chunk.view.View label="看板" /></Suspense>);
    expect(screen.getByRole('button', { name: '看板 1' })).toBeTruthy(); // the same instance: not drawn anew
  });
});
