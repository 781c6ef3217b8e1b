import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESS_THRESHOLD } from '../src/plugins/external/portal';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let portalDir: string;
beforeAll(async () => {
  portalDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'busdesk-portal-'));
  fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Busdesk</title><div id="shell"></div>');
  fs.writeFileSync(path.join(portalDir, 'importmap.json'), JSON.stringify({ imports: { react: '/vendor/react.js' } }));
  fs.mkdirSync(path.join(portalDir, 'vendor'));
  fs.writeFileSync(path.join(portalDir, 'vendor', 'react.js'), 'System.register([], function () { return {}; });');
  fs.mkdirSync(path.join(portalDir, 'widgets'));
  fs.writeFileSync(path.join(portalDir, 'widgets', 'busdesk-seat-map.js'), '(function () {})();');
  fs.mkdirSync(path.join(portalDir, 'mf-sales'));
  // A hashed bundle big enough to be worth compressing.
  fs.writeFileSync(path.join(portalDir, 'mf-sales', 'mf-sales-C_olnNTt.js'), `System.register([], function () { ${'var seat = 1;'.repeat(400)} });`);
  // A bundle the build precompressed (tools/build/src/precompress.ts): its .br and .gz copies beside it.
  const precompressed = `System.register([], function () { ${'var trip = 2;'.repeat(400)} });`;
  fs.writeFileSync(path.join(portalDir, 'mf-sales', 'root-Bq7xK2aP.js'), precompressed);
  fs.writeFileSync(path.join(portalDir, 'mf-sales', 'root-Bq7xK2aP.js.br'), zlib.brotliCompressSync(precompressed));
  fs.writeFileSync(path.join(portalDir, 'mf-sales', 'root-Bq7xK2aP.js.gz'), zlib.gzipSync(precompressed));
  t = await createTestApp({ PORTAL_DIR: portalDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(portalDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the portal', () => {
  it('serves the shell at / and the import map beside it', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('id="shell"');
    const map = await get('/importmap.json', 'application/json');
    expect(map.json()).toEqual({ imports: { react: '/vendor/react.js' } });
    expect((await get('/vendor/react.js', '*/*')).body).toContain('System.register');
  });

  it('answers deep links of the portal with the shell', async () => {
    for (const url of ['/book-ticket', '/transport/view?id=lvc-1&token=abc', '/config/mail-ticket/paid-ticket']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="shell"');
    }
  });

  it('keeps API, missing files and non-HTML requests out of the fallback', async () => {
    const api = await get('/api/v2/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
    expect((await get('/vendor/missing.js')).statusCode).toBe(404);
    expect((await get('/book-ticket', 'application/json')).statusCode).toBe(404);
  });

  it('lets browsers keep hashed bundles for a year but revalidate the page and the import map', async () => {
    const bundle = await get('/mf-sales/mf-sales-C_olnNTt.js', '*/*');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/importmap.json', 'application/json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/book-ticket')).headers['cache-control']).toBe('no-cache');
  });

  it('makes the embeddable widget revalidate: partner pages load it from one fixed URL', async () => {
    const widget = await get('/widgets/busdesk-seat-map.js', '*/*');
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['cache-control']).toBe('no-cache');
  });

  it('compresses bundles for browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mf-sales/mf-sales-C_olnNTt.js', headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(5200 / 10);
  });

  it('sends the build’s precompressed copy as it is, cached as the bundle it stands for; a client without br gets gzip', async () => {
    const url = '/mf-sales/root-Bq7xK2aP.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Byte for byte the file on disk: not compressed again on the fly.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(portalDir, 'mf-sales', 'root-Bq7xK2aP.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('var trip = 2;');
    const gz = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('var trip = 2;');
    const plain = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('var trip = 2;');
  });

  it('serves the login images named by the admin configuration', async () => {
    const config = (await get('/api/v2/admin/config', 'application/json')).json().results.adminConfig;
    // The page's icon comes from the same folder (index.html links it), so browsers don't log a 404.
    for (const url of [config.logo, config.loginBackground, '/assets/favicon.svg']) {
      const res = await get(url, 'image/*');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });
});

describe('compressing API answers', () => {
  // Answers under 8 kB fit TCP's initial window either way, so they go raw (no brotli CPU per request); larger
  // ones (trip lists) are still compressed.
  it('sends a small answer raw and a large one with brotli', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip', 'content-type': 'application/json' };
    const small = await t.app.inject({ method: 'GET', url: '/api/partner/search/route', headers: { authorization: headers.authorization, 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    // Above the portal's general 1 kB threshold, so only the API rule keeps it raw.
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD);

    const date = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));
    const routes = ['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau', 'r-mtay-cantho', 'r-mtay-camau'];
    const large = await t.app.inject({ method: 'POST', url: '/api/partner/search/trips', headers, payload: { date, routeIds: routes, count: 100 } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString('utf8')) as { results: { trips: unknown[] } };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(API_COMPRESS_THRESHOLD);
    expect(body.results.trips.length).toBeGreaterThan(0);
  });
});
