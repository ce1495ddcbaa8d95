// The session token lives in a cookie named Admin-Token (path /), and travels to the server in the
// Admin-Token header: the server reads only the header (server contract 1.4).
export const TOKEN_COOKIE = 'Admin-Token';

export function getToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token || undefined;
    }
  }
  return undefined;
}

/** A browser-session cookie, like the original: the server's own sliding expiry decides the rest. */
export function setToken(token: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
