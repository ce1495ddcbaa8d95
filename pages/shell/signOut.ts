// The two ways a session ends on purpose. Both leave with a full page load, so no screen keeps the
// previous user's data in memory (SWR caches, open forms).
import { logout } from '../../server-adapter/auth.ts';
import { signOut } from '../session/sessionStore.ts';

/**
 * The user menu's 退出登录: tell the server, then go to /login. If the server cannot be told, the
 * request client has already shown why and the user stays signed in (as in the original).
 */
export async function logoutByUser(): Promise<void> {
  await logout();
  signOut();
  window.location.assign('/login');
}

/** The forced-logout dialog's 重新登录: logout, then reload the page even if logout fails. */
export async function logoutAfterSessionExpired(): Promise<void> {
  try {
    await logout({ silent: true });
  } catch {
    // The session is gone either way; the reload below shows the login page.
  } finally {
    signOut();
    window.location.reload();
  }
}
