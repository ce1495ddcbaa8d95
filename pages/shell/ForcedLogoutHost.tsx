// Renders the forced-logout dialog when the request client asks for it. The dialog's code loads
// only then, keeping it out of the login route's first download.
import { lazy, Suspense } from 'react';
import { useForcedLogoutOpen } from './forcedLogout.ts';

const ForcedLogoutDialog = lazy(() => import('./ForcedLogoutDialog.tsx'));

export function ForcedLogoutHost() {
  const open = useForcedLogoutOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ForcedLogoutDialog />
    </Suspense>
  );
}
