import type { FastifyInstance } from 'fastify';

/**
 * Our public base URL as a caller reaches us (PAYMENT_WEBHOOK_BASE_URL when set), else the address this server
 * listens on: where the simulators send their signed requests, through the whole stack like any outside caller.
 */
export function ownBaseUrl(app: FastifyInstance): string {
  if (app.env.PAYMENT_WEBHOOK_BASE_URL) return app.env.PAYMENT_WEBHOOK_BASE_URL.replace(/\/+$/, '');
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://127.0.0.1:${app.env.PORT}`;
}
