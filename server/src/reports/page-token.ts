import { createHmac, timingSafeEqual } from 'node:crypto';
import { MSG } from '@busdesk/api-contract';
import { badRequest } from '../lib/http-error';

/** A keyset cursor: the sort key of the last row sent (e.g. [sendDate, id]). */
export type PageKey = ReadonlyArray<string | number>;

export interface PageTokens {
  /** The token of the page after `key`, bound to the report and its filter. */
  seal(report: string, filter: unknown, key: PageKey): string;
  /** The key inside `token`; 400 with MSG.reports.invalidPageToken for anything this server did not seal for this report and filter. */
  open(report: string, filter: unknown, token: string): PageKey;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The filter as canonical JSON (keys sorted, undefined dropped), so the same filter always signs the same and a
 * token from one filter cannot page another (it would skip or repeat rows under the new filter).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const isPageKey = (value: unknown): value is PageKey =>
  Array.isArray(value) && value.length > 0 && value.length <= 4 && value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v)));

/**
 * Opaque, tamper-evident page tokens (docs/adr/0062): `base64url(JSON key) . base64url(HMAC-SHA256(secret, report
 * NUL filter NUL key))`. The key is readable (it is only a row's sort values) but cannot be changed, nor moved to
 * another report or filter, without the server's secret; the signature is compared in constant time.
 */
export function createPageTokens(secret: string): PageTokens {
  const mac = (report: string, filter: unknown, body: string) =>
    createHmac('sha256', secret).update(`${report}\u0000${canonicalJson(filter)}\u0000${body}`).digest();
  const refuse = () => badRequest(MSG.reports.invalidPageToken);
  return {
    seal(report, filter, key) {
      const body = b64(JSON.stringify(key));
      return `${body}.${b64(mac(report, filter, body))}`;
    },
    open(report, filter, token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) throw refuse();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(report, filter, body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
      let key: unknown;
      try {
        key = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw refuse();
      }
      if (!isPageKey(key)) throw refuse();
      return key;
    },
  };
}
