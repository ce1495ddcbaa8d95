// "A record of this type was saved somewhere else on the page": the sidebar's 快速创建 lives in the
// layout, far from the list it adds to, so it announces the save and an open list of that type
// reloads. A plain EventTarget: one page, no state to keep.
import { useEffect, useRef } from 'react';

const saves = new EventTarget();

export function announceRecordSaved(crmType: string): void {
  saves.dispatchEvent(new CustomEvent('saved', { detail: crmType }));
}

/** Calls `onSaved` whenever a record of `crmType` is announced; the latest callback is used. */
export function useRecordSaved(crmType: string, onSaved: () => void): void {
  const latest = useRef(onSaved);
  latest.current = onSaved;
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail === crmType) latest.current();
    };
    saves.addEventListener('saved', listener);
    return () => saves.removeEventListener('saved', listener);
  }, [crmType]);
}
