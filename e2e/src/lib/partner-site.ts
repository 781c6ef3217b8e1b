import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A partner's web site for a widget test: one HTML page served on ANOTHER origin (a second loopback port), started
 * before the file's tests and stopped after them. `url()` is the page's address (valid once the tests run).
 */
export function partnerSite(path: string, html: () => string | Buffer): { url: () => string } {
  const server = createServer((req, res) => {
    if (req.url?.split('?')[0] === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html());
    } else {
      res.writeHead(404).end();
    }
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: () => `${origin}${path}` };
}
