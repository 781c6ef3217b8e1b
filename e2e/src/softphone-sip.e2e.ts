// A real call between two browsers (issue 15, 'A real softphone in the browser'), at the level of the softphone
// adapter: mf-telephony's createSipPhone (JsSIP inside) bundled as it is in the source, loaded by a harness page this
// test serves, in two Chromium processes with fake microphones, registered as two extensions on the run's throwaway
// Kamailio (digest authentication). A calls B, B rings and answers, audio flows both ways (WebRTC stats), A hangs up.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAKE_MEDIA_FLAGS, launchBrowser } from './lib/browser';
import { REPO_ROOT } from './lib/server';
import type { SipExtension } from './lib/sip-server';

const ADAPTER = join(REPO_ROOT, 'mf-telephony', 'src', 'shared', 'sip', 'sip-phone.ts');
const LINE_LOGIN_FAILED = 'Đăng nhập máy lẻ thất bại';

interface CallEvent {
  code: string;
  phone: string;
  callId: string;
}
interface HarnessPhone {
  start(): Promise<void>;
  stop(): Promise<void>;
  dial(phone: string): void;
  answer(): void;
  end(): void;
  onEvent(listener: (e: CallEvent) => void): () => void;
  stats(): Promise<{ bytesReceived: number; bytesSent: number } | null>;
}
interface HarnessWindow {
  BusdeskSip: { createSipPhone(options: { uri: string; socketUrl: string; password: string; displayName?: string }): HarnessPhone };
  phone?: HarnessPhone;
  events: CallEvent[];
}

const sip = inject('sip');
let site: Server | undefined;
let harnessUrl = '';
const browsers: Browser[] = [];

beforeAll(async () => {
  // The adapter and JsSIP as one script (the portal loads JsSIP as a chunk of mf-telephony; the harness has no import map).
  const bundle = await build({
    entryPoints: [ADAPTER],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'BusdeskSip',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const page = '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Máy lẻ SIP</title></head><body><script src="/sip-phone.js"></script></body></html>';
  site = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/sip.html') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (path === '/sip-phone.js') res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
  // 127.0.0.1 is a secure context: getUserMedia works over plain HTTP here.
  harnessUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/sip.html`;
  // Two browser processes, as two desks: each has its own fake microphone and its own WebRTC stack.
  browsers.push(...(await Promise.all([launchBrowser(FAKE_MEDIA_FLAGS), launchBrowser(FAKE_MEDIA_FLAGS)])));
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

async function openDesk(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(harnessUrl);
  return page;
}

/** Creates the desk's phone for `extension` (with `password`) and logs it in; rejects as start() does. */
function logIn(page: Page, extension: SipExtension, password = extension.password): Promise<void> {
  return page.evaluate(
    async ({ uri, socketUrl, password }) => {
      const w = window as unknown as HarnessWindow;
      w.events = [];
      const phone = w.BusdeskSip.createSipPhone({ uri, socketUrl, password, displayName: 'Quầy vé' });
      phone.onEvent((e) => w.events.push(e));
      await phone.start();
      w.phone = phone;
    },
    { uri: `sip:${extension.user}@${sip.domain}`, socketUrl: sip.socketUrl, password },
  );
}

const events = (page: Page) => page.evaluate(() => (window as unknown as HarnessWindow).events);
const stats = (page: Page) => page.evaluate(() => (window as unknown as HarnessWindow).phone!.stats());
const act = (page: Page, action: 'answer' | 'end' | 'stop') => page.evaluate((action) => (window as unknown as HarnessWindow).phone![action](), action);
const dial = (page: Page, phone: string) => page.evaluate((phone) => (window as unknown as HarnessWindow).phone!.dial(phone), phone);

describe('SIP softphone between two browsers', () => {
  it('refuses a line whose password the PBX does not accept', async () => {
    const page = await openDesk(browsers[0]!);
    const [a] = sip.extensions;
    await expect(logIn(page, a, `${a.password}-sai`)).rejects.toThrow(LINE_LOGIN_FAILED);
    await page.context().close();
  });

  it('A calls B: B rings and answers, audio flows both ways, A hangs up and both desks are idle', async () => {
    const [a, b] = sip.extensions;
    const [deskA, deskB] = await Promise.all([openDesk(browsers[0]!), openDesk(browsers[1]!)]);
    await Promise.all([logIn(deskA, a), logIn(deskB, b)]);
    expect(await stats(deskA)).toBeNull();

    await dial(deskA, b.user);
    await expect.poll(() => events(deskB)).toEqual([expect.objectContaining({ code: 'RINGING_IN', phone: a.user })]);
    const [{ callId }] = (await events(deskB)) as [CallEvent];
    expect(await events(deskA)).toEqual([{ code: 'RINGING_OUT', phone: b.user, callId }]);

    await act(deskB, 'answer');
    await expect.poll(() => events(deskB)).toContainEqual({ code: 'LISTENING_IN', phone: a.user, callId });
    await expect.poll(() => events(deskA)).toContainEqual({ code: 'LISTENING_OUT', phone: b.user, callId });

    // The fake microphones' tone, both ways: each side receives what the other sends.
    for (const desk of [deskA, deskB]) {
      await expect.poll(() => stats(desk), { timeout: 20_000 }).toEqual({ bytesReceived: expect.any(Number), bytesSent: expect.any(Number) });
      await expect.poll(async () => (await stats(desk))?.bytesReceived ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(async () => (await stats(desk))?.bytesSent ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    }

    await act(deskA, 'end');
    await expect.poll(() => events(deskA)).toEqual([
      { code: 'RINGING_OUT', phone: b.user, callId },
      { code: 'LISTENING_OUT', phone: b.user, callId },
      { code: 'HANGUP', phone: b.user, callId },
    ]);
    await expect.poll(() => events(deskB)).toEqual([
      { code: 'RINGING_IN', phone: a.user, callId },
      { code: 'LISTENING_IN', phone: a.user, callId },
      { code: 'HANGUP', phone: a.user, callId },
    ]);
    expect(await stats(deskA)).toBeNull();
    expect(await stats(deskB)).toBeNull();
    await Promise.all([act(deskA, 'stop'), act(deskB, 'stop')]);
  });
});
