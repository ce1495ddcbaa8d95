// A load that the drawer can repeat (after every action): loading / ready / failed, with the
// failure's message (the request client already showed it as a toast). Late answers of a replaced
// load are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../errorMessage.ts';

export type LoadState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; data?: T };

export function useDetailLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): LoadState<T> & { reload(): void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const mine = ++generation.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => {
        if (generation.current === mine) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (generation.current === mine) setState((previous) => ({ status: 'failed', message: messageOf(error), data: previous.data }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

export { messageOf };
