// Rights and the session on the live channel (liveChannel.ts): an open page follows the server.
//   rights        the fingerprint of the user's permission keys, sent when the stream opens and
//                 whenever they change (an admin took a right from one of the user's roles): when
//                 it differs from the tree this page holds, the page fetches `system/role/auth` and
//                 hands it to `replaceAuth`, so menus, routes and buttons follow without a reload.
//   sessionEnded  the session was ended elsewhere (logout in another tab, user disabled, password
//                 reset, expired): the forced-logout dialog, as a refused call would show it.
import { authFingerprint } from '../engine/routes/authFingerprint.ts';
import type { AuthTree } from '../engine/routes/types.ts';
import { queryAuthTree } from './auth.ts';
import { joinLiveChannel, parseLiveData, pauseLiveChannel } from './liveChannel.ts';
import { presentForcedLogout } from './presenter.ts';

export interface LiveRightsSession {
  /** The tree the page holds now (undefined: signed out). */
  currentAuth(): AuthTree | undefined;
  replaceAuth(auth: AuthTree): void;
}

/** Follows the session's rights while joined; returns the leave function. */
export function followLiveRights(session: LiveRightsSession): () => void {
  /** Bumped per fetch: only the newest answer is applied. */
  let fetches = 0;
  let left = false;

  async function refresh(): Promise<void> {
    const asked = ++fetches;
    let tree: AuthTree;
    try {
      tree = await queryAuthTree({ silent: true }) as AuthTree;
    } catch {
      return; // a dead session shows its dialog on the next call; a network blip, at the next change
    }
    if (left || asked !== fetches) return;
    if (authFingerprint(tree) !== authFingerprint(session.currentAuth())) session.replaceAuth(tree);
  }

  const leave = joinLiveChannel({
    events: {
      rights(data) {
        const fingerprint = parseLiveData(data)?.fingerprint;
        if (typeof fingerprint !== 'string' || !session.currentAuth()) return;
        if (fingerprint !== authFingerprint(session.currentAuth())) void refresh();
      },
      sessionEnded() {
        if (!session.currentAuth()) return;
        pauseLiveChannel();
        presentForcedLogout();
      },
    },
  });
  return () => {
    left = true;
    leave();
  };
}
