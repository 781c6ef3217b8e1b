// A real call between two browsers through the softphone panel (issue 15, 'A real softphone in the browser'): two SIP
// lines created over the API pointing at the run's throwaway Kamailio (digest authentication, passwords made for this
// run), two Chromium processes with fake microphones, signed in as two users of one agency, each selecting its line in
// the panel. A calls B, B's panel rings and B answers, audio flows both ways (the browsers' own WebRTC stats), A hangs
// up and both panels are idle again; the calls reach the line's history. A line with a wrong password is refused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './lib/axe';
import { apiLogin } from './lib/api';
import { FAKE_MEDIA_FLAGS, launchBrowser } from './lib/browser';
import { ACCOUNTS } from './lib/texts';

const baseUrl = inject('baseUrl');
const sip = inject('sip');

/** The panel's texts: seed messages (002 §8) and the panel's own labels (mf-telephony labels.ts, ours). */
const T = {
  lineLoginFailed: 'Đăng nhập máy lẻ thất bại',
  // ours: why, after the seed's text
  lineLoginRefused: 'Đăng nhập máy lẻ thất bại: Lỗi xác thực (tài khoản hoặc mật khẩu máy lẻ không đúng)',
  calleeBusy: 'Máy bận',
  reject: 'Từ chối',
  toggle: 'Tổng đài',
  panel: 'Tổng đài',
  line: 'Máy lẻ',
  loggedIn: 'Lịch sử · Tổng đài Viettel IP',
  phone: 'Số điện thoại',
  dial: 'Gọi',
  answer: 'Trả lời',
  end: 'Kết thúc',
  idle: 'Sẵn sàng',
  ringingIn: 'Cuộc gọi đến',
  listeningIn: 'Đang nghe',
  listeningOut: 'Đang đàm thoại',
} as const;
/** The demo's SIP telecom company (server seed: provider `sip`). */
const SIP_COMPANY = { id: 'tc-1', name: 'Tổng đài Viettel IP' };

interface Envelope<T> {
  code: number;
  message: string;
  results: T;
}

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || json.code >= 300) throw new Error(`POST ${path} → ${res.status}: ${json.message}`);
  return json.results;
}

/** A SIP line of the admin's agency on the run's Kamailio, as an ADMIN adds it in 'Số máy lẻ'. */
async function createSipLine(adminToken: string, number: string, userName: string, password: string): Promise<string> {
  const telecomConfig = JSON.stringify({ domain: sip.domain, socketUrl: sip.socketUrl, userName, password });
  const { result } = await api<{ result: { id: string } }>('/api/partner/branch_telecom/create', { telecomCompanyId: SIP_COMPANY.id, number, telecomConfig }, adminToken);
  return result.id;
}

/**
 * Keeps every RTCPeerConnection the page creates, so the test can read the call's WebRTC stats as chrome://webrtc-internals
 * would; the connections behave exactly as before.
 */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  const created: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = created;
  window.RTCPeerConnection = class extends Native {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      created.push(this);
    }
  };
}

/** Audio bytes of the page's latest peer connection (inbound-rtp received, outbound-rtp sent); null before any. */
const audioBytes = (page: Page) =>
  page.evaluate(async () => {
    const pc = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.at(-1);
    if (!pc) return null;
    let received = 0;
    let sent = 0;
    (await pc.getStats()).forEach((r: { type: string; kind?: string; bytesReceived?: number; bytesSent?: number }) => {
      if (r.kind !== 'audio') return;
      if (r.type === 'inbound-rtp') received += r.bytesReceived ?? 0;
      if (r.type === 'outbound-rtp') sent += r.bytesSent ?? 0;
    });
    return { received, sent };
  });

const browsers: Browser[] = [];
const lineIds: string[] = [];
let adminToken = '';

beforeAll(async () => {
  adminToken = await apiLogin(baseUrl, ACCOUNTS.admin);
  const [a, b] = sip.extensions;
  lineIds.push(await createSipLine(adminToken, a.user, a.user, a.password), await createSipLine(adminToken, b.user, b.user, b.password));
  // Two browser processes, as two desks: each has its own fake microphone and its own WebRTC stack.
  browsers.push(...(await Promise.all([launchBrowser(FAKE_MEDIA_FLAGS), launchBrowser(FAKE_MEDIA_FLAGS)])));
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  // The lines go, so the other tests see the agency's lines as seeded.
  for (const id of lineIds) await api('/api/partner/branch_telecom/delete', { id }, adminToken).catch(() => undefined);
});

/** A desk: `account` signed in (the session cookie the login page leaves), on a layout screen, its panel open. */
async function openDesk(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const token = await apiLogin(baseUrl, account);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', viewport: { width: 1366, height: 768 } });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
  await context.addInitScript(recordPeerConnections);
  const page = await context.newPage();
  // A light layout screen: the panel floats over every one of them.
  await page.goto('/manage/edit-profile');
  await page.getByRole('button', { name: T.toggle, exact: true }).click({ timeout: 30_000 });
  return page;
}

const panel = (page: Page) => page.getByRole('region', { name: T.panel });
/** The call state line of the call tab (role status): the state's label, then the other party's number. */
const callState = (page: Page) => panel(page).getByRole('status').first().innerText();

async function selectLine(page: Page, number: string): Promise<void> {
  await panel(page).getByRole('combobox', { name: T.line }).click();
  await page.getByRole('option', { name: `${number} · ${SIP_COMPANY.name}` }).click();
}

describe('SIP softphone between two browsers, through the panel', () => {
  it('refuses a line whose password the PBX does not accept', async () => {
    const [a] = sip.extensions;
    // Same extension, wrong password: only the password differs from a line that works.
    lineIds.push(await createSipLine(adminToken, '7199', a.user, `${a.password}-sai`));
    const desk = await openDesk(browsers[0]!, ACCOUNTS.admin);
    await selectLine(desk, '7199');
    // The seed's text, and why: the PBX refused the password (it was reached).
    await desk.getByText(T.lineLoginRefused).waitFor({ timeout: 30_000 });
    expect(await panel(desk).getByRole('tab', { name: T.loggedIn }).count()).toBe(0);
    expect(await accessibilityViolations(desk)).toEqual([]);
    await desk.context().close();
  });

  it('A calls B: B rings and answers, audio flows both ways, A hangs up and both panels are idle', async () => {
    const [a, b] = sip.extensions;
    const [deskA, deskB] = await Promise.all([openDesk(browsers[0]!, ACCOUNTS.admin), openDesk(browsers[1]!, ACCOUNTS.staff)]);
    await Promise.all([selectLine(deskA, a.user), selectLine(deskB, b.user)]);
    // Logged in: the history tab takes the line's company name once JsSIP has registered.
    await panel(deskA).getByRole('tab', { name: T.loggedIn }).waitFor({ timeout: 30_000 });
    await panel(deskB).getByRole('tab', { name: T.loggedIn }).waitFor({ timeout: 30_000 });
    expect(await callState(deskB)).toBe(T.idle);
    expect(await audioBytes(deskA)).toBeNull();

    await panel(deskA).getByRole('textbox', { name: T.phone }).fill(b.user);
    await panel(deskA).getByRole('button', { name: T.dial, exact: true }).click();
    await expect.poll(() => callState(deskB), { timeout: 20_000 }).toMatch(new RegExp(`^${T.ringingIn}\\s+${a.user}$`));
    expect(await accessibilityViolations(deskB)).toEqual([]);

    await panel(deskB).getByRole('button', { name: T.answer }).click();
    await expect.poll(() => callState(deskB)).toMatch(new RegExp(`^${T.listeningIn}\\s+${a.user}$`));
    await expect.poll(() => callState(deskA)).toMatch(new RegExp(`^${T.listeningOut}\\s+${b.user}$`));

    // The fake microphones' tone, both ways: each side receives what the other sends.
    for (const desk of [deskA, deskB]) {
      await expect.poll(async () => (await audioBytes(desk))?.received ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(async () => (await audioBytes(desk))?.sent ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    }
    expect(await accessibilityViolations(deskA)).toEqual([]);

    await panel(deskA).getByRole('button', { name: T.end }).click();
    await expect.poll(() => callState(deskA)).toBe(T.idle);
    await expect.poll(() => callState(deskB)).toBe(T.idle);

    // The panels reported the call to the server: each line's history holds it, ended.
    const history = (lineId: string) =>
      api<{ result: { phoneNumber: string; direction: string; status: string }[] }>('/api/telephony/history', { lineId }, adminToken).then((r) =>
        r.result.map(({ phoneNumber, direction, status }) => ({ phoneNumber, direction, status })),
      );
    await expect.poll(() => history(lineIds[0]!)).toContainEqual({ phoneNumber: b.user, direction: 'out', status: 'HANGUP' });
    await expect.poll(() => history(lineIds[1]!)).toContainEqual({ phoneNumber: a.user, direction: 'in', status: 'HANGUP' });
  });

  it('B refuses A’s call: A is told the callee is busy, and both panels are idle', async () => {
    const [a, b] = sip.extensions;
    const [deskA, deskB] = await Promise.all([openDesk(browsers[0]!, ACCOUNTS.admin), openDesk(browsers[1]!, ACCOUNTS.staff)]);
    await Promise.all([selectLine(deskA, a.user), selectLine(deskB, b.user)]);
    await panel(deskA).getByRole('tab', { name: T.loggedIn }).waitFor({ timeout: 30_000 });
    await panel(deskB).getByRole('tab', { name: T.loggedIn }).waitFor({ timeout: 30_000 });
    await panel(deskA).getByRole('textbox', { name: T.phone }).fill(b.user);
    await panel(deskA).getByRole('button', { name: T.dial, exact: true }).click();
    await expect.poll(() => callState(deskB), { timeout: 20_000 }).toMatch(new RegExp(`^${T.ringingIn}\\s+${a.user}$`));
    await panel(deskB).getByRole('button', { name: T.reject }).click();
    await deskA.getByText(T.calleeBusy, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => callState(deskA)).toMatch(new RegExp(`^${T.idle}`));
    await expect.poll(() => callState(deskB)).toMatch(new RegExp(`^${T.idle}`));
    expect(await accessibilityViolations(deskA)).toEqual([]);
    await Promise.all([deskA.context().close(), deskB.context().close()]);
  });
});
