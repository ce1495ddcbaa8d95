// A load that the drawer can repeat (after every action): loading / ready / failed, with the
// failure's message (the request client already showed it as a toast). Late answers of a replaced
// load are dropped. A failure says whether the server refused (a record that is gone, a right
// that is missing: repeating will not help) or was not reached (重试 may).
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../errorMessage.ts';

export type LoadState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; refused: boolean; data?: T };

/** A refusal of the server (an answer with its msg), as opposed to a call that got no answer. */
export function isRefusal(error: unknown): boolean {
  return (error as { kind?: unknown })?.kind === 'envelope';
}

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
        if (generation.current === mine) setState((previous) => ({ status: 'failed', message: messageOf(error), refused: isRefusal(error), data: previous.data }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

export { messageOf };
