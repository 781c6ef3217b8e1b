import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: opaque, unguessable, URL-safe for ?token=. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked sessions table yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Reads the token from Authorization: Bearer, the v1 header x-access-token, or ?token= (DESIGN §4). */
export function extractToken(headers: Record<string, string | string[] | undefined>, query: unknown): string | null {
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    if (m?.[1]) return m[1];
  }
  const custom = headers['x-access-token'];
  if (typeof custom === 'string' && custom.trim()) return custom.trim();
  if (query && typeof query === 'object') {
    const q = (query as Record<string, unknown>).token;
    if (typeof q === 'string' && q.trim()) return q.trim();
  }
  return null;
}

/** The portal keeps the session token in this cookie (shared-kit's session module writes it). */
export const TOKEN_COOKIE = 'token';

/**
 * The session token from the portal's cookie. Only for pages a browser opens by navigation (they carry no
 * Authorization header); the JSON API never reads it, so no other site can make a browser call it with the cookie.
 */
export function tokenFromCookie(cookieHeader: string | string[] | undefined): string | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join(';') : cookieHeader;
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== TOKEN_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      if (value) return value;
    } catch {
      return null;
    }
  }
  return null;
}
