// Whether the forced-logout dialog is open. The request client decides when (once per page
// session); this flag only tells React to render it.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function openForcedLogout(): void {
  open = true;
  for (const listener of listeners) listener();
}

export function useForcedLogoutOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
