// Keeps an open page's rights and session in step with the server (server-adapter/liveRights.ts):
// while someone is signed in, it follows the live channel; a changed permission tree is handed to
// `replaceAuth` (the app's session store), so every screen reading the session (menus, routes,
// the detail's buttons) re-renders with it, without a reload. Renders nothing.
import { useEffect, useSyncExternalStore } from 'react';
import { followLiveRights } from '../../../server-adapter/liveRights.ts';
import type { AuthTree } from '../../routes/types.ts';
import { useEngineService } from './EngineEnvironment.tsx';

export interface LiveSessionProps {
  /** Stores the newly fetched tree in the session (must be a stable function). */
  replaceAuth(auth: AuthTree): void;
}

export function LiveSession({ replaceAuth }: LiveSessionProps) {
  const source = useEngineService('session');
  const signedIn = useSyncExternalStore(source.subscribe, () => source.get().auth !== undefined, () => false);
  useEffect(() => {
    if (!signedIn) return undefined;
    return followLiveRights({ currentAuth: () => source.get().auth, replaceAuth });
  }, [signedIn, source, replaceAuth]);
  return null;
}
