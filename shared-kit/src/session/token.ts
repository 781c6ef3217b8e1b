/** The cookie the browser keeps the session token in (000 §9: "sidebar state and token in cookies"). */
export const TOKEN_COOKIE = 'token';
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The page's cookies, read once per run of code. Reading `document.cookie` is a synchronous call to the browser's
 * cookie store (0.1–4 ms on a counter PC), and a route change asks for the token dozens of times in one run: single-spa
 * asks every application's activity function, each of which looks at the token (measured: 67 reads, 10–21 ms, per load
 * of /book-ticket). The copy is dropped at the end of the run, and at once when we write the token ourselves.
 */
let cookies: string | undefined;
function cookieText(): string {
  if (cookies === undefined) {
    cookies = document.cookie;
    queueMicrotask(() => {
      cookies = undefined;
    });
  }
  return cookies;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of cookieText().split(';')) {
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
  cookies = undefined;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  cookies = undefined;
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
