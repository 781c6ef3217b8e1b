/**
 * Why a provider call failed, so the service can answer the seed's message for the action (002 §8): `auth` — the
 * provider refused our credentials ('Lỗi xác thực'); `no-token` — a token the line needs is missing ('Kết nối thất
 * bại'); `failed` — the provider answered a failure (its own message if it gave one, else the action's message);
 * `unreachable` — no answer (timeout, refused connection).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'auth' | 'no-token' | 'failed' | 'unreachable',
    /** The provider's own message, shown as the seed says ('server message used if present'). */
    readonly providerMessage: string | null = null,
  ) {
    super(providerMessage ?? kind);
    this.name = 'ProviderError';
  }
}

export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The body parsed as JSON when it is JSON, else null. */
  json: unknown;
}

/** A text field of a JSON object, if it is one. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null);
export const recordOf = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/** A provider's own message in a failure body ({message} or {error: {message}} or {msg}). */
function messageIn(json: unknown): string | null {
  const body = recordOf(json);
  if (!body) return null;
  return textOf(body.message) ?? textOf(recordOf(body.error)?.message) ?? textOf(body.msg) ?? null;
}

const MAX_BODY = 20 * 1024 * 1024;

/**
 * One HTTP call to a provider (002 §7: timeout 30 s). Success is HTTP 2xx and, when the body is JSON with a numeric
 * `code`, a code of 200–202 (or 0) as the seed's APIs answer; anything else is a ProviderError (401/403: auth).
 */
export async function providerCall(url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown }, timeoutMs: number): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json, audio/*;q=0.9, */*;q=0.1', ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new ProviderError('unreachable');
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BODY) throw new ProviderError('failed');
  let body: Buffer;
  try {
    body = Buffer.from(await res.arrayBuffer());
  } catch {
    throw new ProviderError('unreachable');
  }
  if (body.length > MAX_BODY) throw new ProviderError('failed');
  const contentType = res.headers.get('content-type') ?? '';
  let json: unknown = null;
  if (/json/i.test(contentType) || (body.length > 0 && (body[0] === 0x7b || body[0] === 0x5b))) {
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      json = null;
    }
  }
  if (res.status === 401 || res.status === 403) throw new ProviderError('auth', messageIn(json));
  if (res.status < 200 || res.status > 299) throw new ProviderError('failed', messageIn(json));
  const code = recordOf(json)?.code;
  if (typeof code === 'number' && code !== 0 && (code < 200 || code > 202)) throw new ProviderError(code === 401 ? 'auth' : 'failed', messageIn(json));
  return { status: res.status, contentType, body, json };
}

/** `base` + `path` with one slash between them, and the query. */
export function providerUrl(base: string, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(path === '' ? base : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}
