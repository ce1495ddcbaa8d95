// Asks before unsaved changes are thrown away (the field designer, the CRM create/edit view). The
// app runs on <BrowserRouter>, where react-router's useBlocker is not available, so the guard
// covers each way out itself: the page's own leave buttons (requestLeave), a view's own close and
// cancel buttons (requestClose), every in-app link (a capture-phase click listener that runs
// before React Router's handler), closing or reloading the tab (beforeunload), and the browser's
// back button: while there are changes, a guard entry with the same address sits on top of the
// history; going back off it is answered by putting it back and asking (LEAVE_BACK).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** `pending` when the user pressed the browser's back button. */
export const LEAVE_BACK = 'history:back';
/** `pending` when the user asked a view to close (requestClose). */
export const LEAVE_CLOSE = 'view:close';
const GUARD_KEY = 'lingxiLeaveGuard';

const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);

export interface LeaveGuard {
  /** Where the user wanted to go while the confirmation is open (LEAVE_BACK: back, LEAVE_CLOSE: a view's close); null otherwise. */
  pending: string | null;
  /** Leave now when nothing is unsaved, else ask. */
  requestLeave(to: string): void;
  /** Close the view (`close`) now when nothing is unsaved, else ask first. */
  requestClose(close: () => void): void;
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
  const leaving = useRef(false);
  /** Our own history.back() calls on their way: their popstate is not the admin's. */
  const ownBacks = useRef(0);

  useEffect(() => {
    if (!dirty) return undefined;
    const pushGuardEntry = () => window.history.pushState({ ...(window.history.state ?? {}), [GUARD_KEY]: true }, '', window.location.href);
    if (!onGuardEntry()) pushGuardEntry();
    const onPopState = () => {
      if (leaving.current) return;
      if (ownBacks.current > 0) {
        if (!onGuardEntry()) pushGuardEntry(); // changed again meanwhile: guarded again
        return;
      }
      if (onGuardEntry()) return;
      pushGuardEntry(); // stay on the page (same address: the router sees no move) and ask
      setPending(LEAVE_BACK);
    };
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
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // saved (or left by a link): take the guard entry off, so that back is one press again
      if (!leaving.current && onGuardEntry()) {
        ownBacks.current += 1;
        // counted down after every listener of that popstate has seen it, guard or none
        window.addEventListener('popstate', () => setTimeout(() => { ownBacks.current -= 1; }), { once: true });
        window.history.back();
      }
    };
  }, [dirty]);

  const requestLeave = useCallback((to: string) => (dirty ? setPending(to) : navigate(to)), [dirty, navigate]);
  const closeView = useRef<(() => void) | null>(null);
  const requestClose = useCallback((close: () => void) => {
    if (!dirty) return close();
    closeView.current = close;
    setPending(LEAVE_CLOSE);
  }, [dirty]);
  const confirmLeave = useCallback(() => {
    if (pending === LEAVE_CLOSE) {
      closeView.current?.();
    } else if (pending === LEAVE_BACK) {
      leaving.current = true;
      window.history.go(-2); // past the guard entry and the page's own
    } else if (pending !== null) {
      navigate(pending);
    }
    setPending(null);
  }, [pending, navigate]);
  const cancelLeave = useCallback(() => setPending(null), []);
  return { pending, requestLeave, requestClose, confirmLeave, cancelLeave };
}
