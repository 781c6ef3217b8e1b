import { createHmac } from 'node:crypto';
import { MSG } from '@busdesk/api-contract';
import type { TransportGateway, TransportGatewayAnswer, TransportSend } from './transport-gateway';

export interface HttpGatewayOptions {
  /** How long to wait for the provider's answer before counting the attempt as timed out. */
  timeoutMs: number;
  now?: () => number;
}

/** The JSON body POSTed to the station's transport url (docs/adr/0082). */
export interface TransportHttpBody {
  orderId: string;
  code: string | null;
  version: number;
  /** 'up' departure station, 'down' arrival station. */
  side: 'up' | 'down';
  /** The station's code in the provider's system (transport configuration 'code'). */
  stationCode: string | null;
  /** The signed order, as stored (UTF-8 XML text). */
  xml: string;
}

/** `sha256=` + hex HMAC-SHA256 of `timestamp + '.' + rawBody` with the station's secret (docs/adr/0082). */
export function signTransportBody(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 300) : null);

/**
 * The provider-protocol driver (TRANSPORT_GATEWAY=http, docs/adr/0082): a JSON POST to the side's station transport
 * url with Basic auth (user, password), an HMAC signature with its futaSecret, and an Idempotency-Key per (order,
 * version, side). 2xx {accepted: true} accepted; 2xx {accepted: false} or 4xx rejected with the provider's message;
 * 5xx or a network failure throws (an 'error' attempt, retried); no answer in time is a timeout.
 */
export function createHttpTransportGateway(opts: HttpGatewayOptions): TransportGateway {
  const now = opts.now ?? Date.now;
  return {
    kind: 'http',
    async send(s: TransportSend): Promise<TransportGatewayAnswer> {
      const url = s.config.url?.trim();
      if (!url) throw new Error(MSG.transport.gatewayNoUrl);
      const body: TransportHttpBody = { orderId: s.orderId, code: s.code, version: s.version, side: s.side, stationCode: s.config.code ?? null, xml: s.xml };
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(now() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'idempotency-key': `${s.orderId}:${s.version}:${s.side}`,
        'x-busdesk-timestamp': timestamp,
      };
      if (s.config.user) headers.authorization = `Basic ${Buffer.from(`${s.config.user}:${s.config.password ?? ''}`).toString('base64')}`;
      if (s.config.futaSecret) headers['x-busdesk-signature'] = signTransportBody(s.config.futaSecret, timestamp, raw);
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(opts.timeoutMs), redirect: 'error' });
      } catch (err) {
        if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return { outcome: 'timeout', message: MSG.transport.gatewayTimeout };
        throw new Error(MSG.transport.gatewayError(err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err)), { cause: err });
      }
      const answer = (await res.json().catch(() => ({}))) as { accepted?: unknown; message?: unknown };
      const message = text(answer.message);
      if (res.status >= 500) throw new Error(MSG.transport.gatewayError(message ?? `HTTP ${res.status}`));
      if (res.ok && answer.accepted === true) return { outcome: 'accepted', message: message ?? MSG.transport.gatewayAccepted };
      return { outcome: 'rejected', message: MSG.transport.gatewayRejected(message ?? `HTTP ${res.status}`) };
    },
  };
}
