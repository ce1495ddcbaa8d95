// At most one call per `interval` ms: the first request runs at once, later ones inside the interval
// collapse into one trailing call with the latest arguments (forms.md 9: geocoding, one per 500 ms).
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (unmount). */
  cancel(): void;
}

export function throttle<A extends unknown[]>(run: (...args: A) => void, interval: number, now: () => number = Date.now): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const fire = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = now();
    run(...args);
  };

  const throttled = ((...args: A) => {
    pending = args;
    const wait = last + interval - now();
    if (wait <= 0 && timer === null) fire();
    else if (timer === null) timer = setTimeout(fire, Math.max(wait, 0));
  }) as Throttled<A>;
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
