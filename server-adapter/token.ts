// The session token, kept in localStorage under `Admin-Token` (as the original client did), travels
// to the server in the Admin-Token header (server contract 1.4). The server also sets an HttpOnly
// session cookie of the same name at login, which no script here reads or writes: the browser
// sends it only where a header cannot go (<img src>, links to stored files, the field-change
// EventSource). localStorage rather than sessionStorage: a new tab or a reload stays signed in,
// as before; the server re-sets a cookie a browser restart dropped (system/user/queryLoginUser).
export const TOKEN_KEY = 'Admin-Token';
/** The header the token travels in (the same name). */
export const TOKEN_HEADER = TOKEN_KEY;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled: nobody stays signed in
  }
}

export function getToken(): string | undefined {
  return storage()?.getItem(TOKEN_KEY) || undefined;
}

export function setToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // a full quota: the session lasts as long as the page
  }
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
