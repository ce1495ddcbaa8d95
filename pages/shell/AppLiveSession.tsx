// The app's live session (engine/react/environment/LiveSession.tsx): a permission tree the server
// pushes a change of goes into the session store, as a page load's restore would put it.
import { LiveSession } from '../../engine/react/environment/LiveSession.tsx';
import type { AuthTree } from '../../server-adapter/types.ts';
import { restore } from '../session/sessionStore.ts';

const replaceAuth = (auth: object) => restore({ auth: auth as AuthTree });

export function AppLiveSession() {
  return <LiveSession replaceAuth={replaceAuth} />;
}
