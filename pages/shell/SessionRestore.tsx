// A page load with a token but no permission tree in memory: fetch the tree and the user before
// any route renders (spec section 4). If that fails, the user is logged out, told why, and sent to /.
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout, queryAuthTree } from '../../server-adapter/auth.ts';
import { queryLoginUser } from '../../server-adapter/system.ts';
import { RequestError } from '../../server-adapter/errors.ts';
import { SESSION_EXPIRED_CODE } from '../../server-adapter/request.ts';
import { restore, signOut } from '../session/sessionStore.ts';
import { toastError } from './toaster.tsx';
import { FullPageLoading } from './FullPageLoading.tsx';

/** The message to show for a failed restore; none for 302, whose dialog already says it. */
export function restoreFailureMessage(error: unknown, fallback: string): string | undefined {
  if (error instanceof RequestError && error.kind === 'envelope') {
    if (error.code === SESSION_EXPIRED_CODE) return undefined;
    return error.msg || fallback;
  }
  return fallback;
}

export function SessionRestore() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // Silent: this screen shows one message of its own instead of the client's toasts.
    Promise.all([queryAuthTree({ silent: true }), queryLoginUser({ silent: true })])
      .then(([auth, user]) => {
        if (!cancelled) restore({ auth, user });
      })
      .catch(async (error: unknown) => {
        if (cancelled) return;
        await logout({ silent: true }).catch(() => undefined);
        const message = restoreFailureMessage(error, t('shell.sessionLoadFailed'));
        if (message) toastError(message);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [t]);

  // Go to / first and end the session only once / is on screen: signing out earlier would send
  // the visitor to /login?redirect=<the page that failed>, not to / as the spec says.
  useEffect(() => {
    if (failed && pathname === '/') signOut();
  }, [failed, pathname]);

  if (failed && pathname !== '/') return <Navigate to="/" replace />;
  return <FullPageLoading />;
}
