// Asks before unsaved changes are thrown away. The app runs on <BrowserRouter>, where
// react-router's useBlocker is not available, so the guard covers what it can: the page's own
// leave buttons (requestLeave), every in-app link (a capture-phase click listener that runs before
// React Router's handler), and closing or reloading the tab (beforeunload). The browser's back
// button is not covered.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** Where the admin wanted to go while the confirmation is open; null otherwise. */
  pending: string | null;
  /** Leave now when nothing is unsaved, else ask. */
  requestLeave(to: string): void;
  confirmLeave(): void;
  cancelLeave(): void;
}

function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const requestLeave = useCallback((to: string) => (dirty ? setPending(to) : navigate(to)), [dirty, navigate]);
  const confirmLeave = useCallback(() => {
    if (pending !== null) navigate(pending);
    setPending(null);
  }, [pending, navigate]);
  const cancelLeave = useCallback(() => setPending(null), []);
  return { pending, requestLeave, confirmLeave, cancelLeave };
}
