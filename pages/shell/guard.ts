// The access rules of spec section 2 that do not need React: where a signed-out visitor goes, and
// which `redirect` values the login page may follow.

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

/** /login?redirect=<the wanted path, query included>. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const wanted = location.pathname + location.search;
  if (location.pathname === LOGIN_PATH || wanted === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * Where to go after login: the `redirect` query parameter when it is a path of this site, else /.
 * Anything else (`//evil.example`, `https://...`, `/\evil`) would make the login page an open
 * redirect.
 */
export function redirectAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return '/';
  return target;
}
