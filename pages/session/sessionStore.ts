// The signed-in session: token, user and permission tree. A tiny external store (read with
// useSession) so the router guard, the layout and any screen see the same state without a
// provider. The token lives in localStorage under Admin-Token (server-adapter/token.ts); user and
// tree are also written to localStorage under the original client's keys, for code that reads them outside React. The
// router still fetches the tree on a fresh page load: memory, not localStorage, decides access.
import { useSyncExternalStore } from 'react';
import { getToken, removeToken, setToken } from '../../server-adapter/token.ts';
import type { AuthTree, LoginUser } from '../../server-adapter/types.ts';

export interface Session {
  token?: string;
  user?: LoginUser;
  auth?: AuthTree;
}

const USER_KEY = 'loginUserInfo';
const AUTH_KEY = 'authList';

let session: Session = { token: getToken() };
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

function remember(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the in-memory session still works.
  }
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** After a successful login. */
export function signIn(next: { token: string; user: LoginUser; auth: AuthTree }): void {
  setToken(next.token);
  remember(USER_KEY, next.user);
  remember(AUTH_KEY, next.auth);
  update({ token: next.token, user: next.user, auth: next.auth });
}

/** After a reload: the tree and the user fetched for a token that was already there. */
export function restore(next: { auth: AuthTree; user?: LoginUser }): void {
  remember(AUTH_KEY, next.auth);
  if (next.user) remember(USER_KEY, next.user);
  update({ ...session, auth: next.auth, user: next.user ?? session.user });
}

export function setUser(user: LoginUser): void {
  remember(USER_KEY, user);
  update({ ...session, user });
}

/** Starts over from the stored token alone, as a fresh page load does (tests; a login in another tab). */
export function reloadSession(): void {
  update({ token: getToken() });
}

/**
 * What this browser tab keeps for the signed-in user (drafts not sent yet, followUpDrafts.ts) lives
 * in sessionStorage under this prefix, and goes at sign-out: the next user of the tab never sees it.
 */
export const USER_TAB_STORAGE_PREFIX = 'lingxi.user.';

function clearUserTabStorage(): void {
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(USER_TAB_STORAGE_PREFIX) === true);
    for (const key of keys) storage.removeItem(key);
  } catch {
    // no storage, nothing kept
  }
}

/** Logout: token, user and permissions go, and what the tab kept for the user. */
export function signOut(): void {
  removeToken();
  clearUserTabStorage();
  remember(USER_KEY, undefined);
  remember(AUTH_KEY, undefined);
  update({});
}
