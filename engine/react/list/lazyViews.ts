// The list's heavy views, each in its own chunk: dnd-kit and the board load with the first board,
// the calendar library with the first calendar (日程), never with the table. ListScreen draws them;
// the index exports them for whoever draws one alone (a story), inside a Suspense boundary.
//
// Why a view's chunk is fetched while its data loads (`useLoaded`) and the view then drawn without
// React.lazy: the board is drawn only once its rows have arrived, so its chunk used to be fetched
// only then; the lazy component suspended, and React 19 holds the reveal of a suspended boundary
// for up to 300 ms (its fallback throttle): a project board opened by its address painted 400 ms
// after its answer instead of 120 ms (docs/benchmarks.md, bench:project). The list screen now asks
// for the chunk as it mounts and draws the board when both the rows and the chunk are there,
// whichever comes last (on PGlite the server serves the chunk only after the board's statement).
import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';

/**
 * A view in its own chunk. `View` draws the component itself when the chunk was loaded before it
 * mounted (`useLoaded`), else the lazy one (inside a Suspense boundary); it keeps that choice while
 * mounted, so the view is never drawn anew when the chunk arrives later.
 */
export function chunked<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const fetchChunk = () => load().then((module) => {
    loaded = module.default;
    return module;
  });
  const Lazy = lazy(fetchChunk);
  function View(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  /** Fetches the chunk when `wanted`; true once it is loaded (or failed: `View` then shows the failure). */
  function useLoaded(wanted: boolean): boolean {
    const [settled, setSettled] = useState(() => loaded !== undefined);
    useEffect(() => {
      if (!wanted || settled) return;
      let live = true;
      const done = () => { if (live) setSettled(true); };
      fetchChunk().then(done, done);
      return () => { live = false; };
    }, [wanted, settled]);
    return settled;
  }
  return { Lazy, View, useLoaded };
}

export const boardChunk = chunked(() => import('./board/BoardView.tsx'));
export const calendarChunk = chunked(() => import('./calendar/CalendarView.tsx'));

export const BoardView = boardChunk.Lazy;
export const CalendarView = calendarChunk.Lazy;
