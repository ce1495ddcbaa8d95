// The signed-in user's id as the session keeps it in this browser (pages/session/sessionStore.ts
// `loginUserInfo`, the original client's key), for the engine's few per-user choices: a list's
// remembered page size, a record action offered only to its members. Read from storage rather than
// the session module so the engine stays free of the app's pages; undefined when nobody is signed
// in or storage is blocked (a sandboxed frame).

/** Where the session keeps its user. */
const USER_KEY = 'loginUserInfo';

export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function signedInUserId(store: Storage | undefined = browserStorage()): string | undefined {
  if (!store) return undefined;
  try {
    const user = JSON.parse(store.getItem(USER_KEY) ?? 'null') as { userId?: unknown } | null;
    const id = user && (typeof user.userId === 'number' || typeof user.userId === 'string') ? String(user.userId) : '';
    return id || undefined;
  } catch {
    return undefined;
  }
}
