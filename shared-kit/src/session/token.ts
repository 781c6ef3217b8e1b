/** The cookie the browser keeps the session token in (000 §9: "sidebar state and token in cookies"). */
export const TOKEN_COOKIE = 'token';
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The token the API clients send: the `token` query parameter when the page has one (transport-order screens
 * and call helpers are opened with it, 000 §2.2), else the cookie. Read on every call so a token that
 * arrives later (login) or leaves (logout) is seen without any cache to invalidate.
 */
export function getToken(): string | undefined {
  if (typeof window !== 'undefined') {
    const fromQuery = new URLSearchParams(window.location.search).get('token');
    if (fromQuery) return fromQuery;
  }
  const fromCookie = readCookie(TOKEN_COOKIE);
  return fromCookie ? fromCookie : undefined;
}

/** Keeps the token for 30 days on the whole site; Lax so a link from another site still arrives signed in. */
export function setToken(token: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
