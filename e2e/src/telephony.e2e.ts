// The softphone (issue 15, 002 §2, §4, §8) on the embedded telephony exchange: the ADMIN rings the agency's simulated
// line 1009 from /simulator/telephony, the clerk's panel rings with the caller's history, the clerk answers, sells to
// the caller in one click ('Bán vé': the search on the caller's route today, the form filled), ends the call and finds
// it with its recording in the history; a call out and a missed call called back; and <busdesk-softphone> on a
// static page of another origin. axe in every state the panel reaches, at 1366×768.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { partnerSite } from './lib/partner-site';
import {
  bookingForm,
  escapeRegExp,
  findTrip,
  bookOverApi,
  SALES_TEXT,
  seat,
  testPhone,
  typeDate,
  viewTrip,
  vnTime,
  type ArrangedTrip,
} from './lib/sales';
import { REPO_ROOT } from './lib/server';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { width: 1366, height: 768 };
const HOUR = 3_600_000;
const VN_OFFSET = 7 * HOUR;

/** The demo agency's line on the embedded exchange (server seed, docs/adr/0088). */
const LINE = '1009';
const LINE_OPTION = `${LINE} · Tổng đài mô phỏng (cục bộ)`;

/** What the clerk reads: the seed's texts, and the product's own labels (ours) where the seed gives none. */
const TEXT = {
  walkInGuest: 'Khách vãng lai', // ours (seed: "shown as a walk-in guest")
  numberRequired: 'Chưa nhập số điện thoại',
  dialOutSuccess: 'Gọi ra thành công',
  // ours: the panel's labels
  toggle: 'Tổng đài',
  panel: 'Tổng đài',
  line: 'Máy lẻ',
  idle: 'Sẵn sàng',
  ringingIn: 'Cuộc gọi đến',
  listeningIn: 'Đang nghe',
  ringingOut: 'Đang gọi ra',
  listeningOut: 'Đang đàm thoại',
  answer: 'Trả lời',
  end: 'Kết thúc',
  dial: 'Gọi',
  phone: 'Số điện thoại',
  sell: 'Bán vé',
  stats: 'Thống kê vé của khách',
  historyTab: /^Lịch sử/,
  historyList: 'Lịch sử cuộc gọi',
  show: 'Xem',
  missed: 'Cuộc gọi nhỡ',
  recallOf: (phone: string) => `Gọi lại ${phone}`,
  recordingOf: (phone: string) => new RegExp(`^Nghe ghi âm cuộc gọi ${phone}`),
  route: 'Tuyến',
  pickUp: 'Điểm đón',
} as const;

async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await accessibilityViolations(page), state).toEqual([]);
}

/** The clerk's panel, opened from the toggle in the portal's top bar when it is closed. */
const panel = (page: Page): Locator => page.getByRole('region', { name: TEXT.panel });
/** The toggle: 'Tổng đài', then the call's state and number while one goes on. */
const toggle = (page: Page): Locator => page.getByRole('button', { name: new RegExp(`^${TEXT.toggle}`) });
async function openPanel(page: Page): Promise<Locator> {
  // The overlay loads beside the screen and asks for the agency's lines before it shows its toggle.
  await toggle(page).waitFor({ timeout: 30_000 });
  if (!(await panel(page).isVisible())) await toggle(page).click();
  await panel(page).waitFor({ state: 'visible' });
  return panel(page);
}
const callStatus = (scope: Locator): Promise<string> => scope.getByRole('status').first().innerText();

/** Logs the clerk in to line 1009 from the panel's line list. */
async function selectLine(page: Page): Promise<Locator> {
  const region = await openPanel(page);
  await region.getByRole('combobox', { name: TEXT.line }).click();
  await page.getByRole('option', { name: LINE_OPTION }).click();
  // Logged in: the history tab carries the line's exchange.
  await region.getByRole('tab', { name: /^Lịch sử · Tổng đài mô phỏng/ }).waitFor();
  await expect.poll(() => callStatus(region)).toContain(TEXT.idle);
  return region;
}

/** The far end of the line: the ADMIN's simulator page (another browser context: the ADMIN's own session). */
async function simulator(): Promise<Page> {
  const page = await portal.signedInPage(ACCOUNTS.admin);
  await page.goto('/simulator/telephony');
  await page.getByRole('button', { name: `Tải lại` }).waitFor();
  // The server lives for the whole run: a call an earlier failed test left on the line is hung up first.
  const ring = page.getByRole('button', { name: `Gọi vào ${LINE}` });
  const hangUp = page.getByRole('button', { name: `Gác máy ${LINE}` });
  await expect.poll(async () => (await ring.count()) + (await hangUp.count())).toBeGreaterThan(0);
  if (await hangUp.count()) {
    await hangUp.click();
    await ring.waitFor();
  }
  return page;
}
async function ringFrom(sim: Page, caller: string): Promise<void> {
  const input = sim.getByRole('textbox', { name: `Số người gọi ${LINE}` });
  await input.fill(caller);
  await sim.getByRole('button', { name: `Gọi vào ${LINE}` }).click();
  await expect.poll(() => sim.getByRole('status').innerText()).toBe('Đã gửi');
}
async function farEnd(sim: Page, action: 'Nghe máy' | 'Gác máy'): Promise<void> {
  const button = sim.getByRole('button', { name: `${action} ${LINE}` });
  await button.waitFor({ state: 'visible', timeout: 15_000 });
  await button.click();
  await expect.poll(() => sim.getByRole('status').innerText()).toBe('Đã gửi');
}

/** Two boxes on screen overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const endOfVnDay = (t: number): number => {
  const day = new Date(t + VN_OFFSET);
  day.setUTCHours(23, 59, 59, 999);
  return day.getTime() - VN_OFFSET;
};

interface Stop {
  pointId: string;
  order: number;
  name: string;
}
interface SoldTicket {
  seatId: string;
  phoneNumber: string | null;
  fullName: string | null;
}

// A call, a sale and a recording in one story: minutes on a loaded two-core machine.
describe('softphone', { timeout: 240_000 }, () => {
  it('rings with the caller, answers, sells in one click, ends, and the history plays the recording', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    // The caller's history: one ticket on Miền Đông → Đà Lạt, boarding at an intermediate stop.
    const route = 'r-mdong-dalat';
    const past = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: [route] });
    const stops = [...(past.view.points as Stop[])].sort((a, b) => a.order - b.order);
    const boarding = stops.length > 2 ? stops[1]! : stops[0]!;
    const caller = testPhone();
    const callerName = 'Phạm Thị Hồng Nhung';
    await bookOverApi(portal.baseUrl, token, past.view, past.seatIds, { phoneNumber: caller, fullName: callerName, pointUpId: boarding.pointId });
    // The trip the clerk will sell: today on that route if one still sells (≥ 2 h ahead), else tomorrow.
    const now = Date.now();
    const sale: ArrangedTrip = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: [route], maxLeadMs: endOfVnDay(now) - now }).catch(() =>
      findTrip(portal.baseUrl, token, { seats: 1, routeIds: [route], minLeadMs: endOfVnDay(now) - now }),
    );
    const saleIsToday = sale.trip.startTime <= endOfVnDay(now);

    const clerk = await portal.signedInPage(ACCOUNTS.staff, { viewport: VIEWPORT });
    await clerk.goto('/book-ticket');
    const region = await selectLine(clerk);
    await expectAxeClean(clerk, 'EMPTY');

    const sim = await simulator();
    await ringFrom(sim, caller);
    await expect.poll(() => callStatus(region), { timeout: 20_000 }).toContain(TEXT.ringingIn);
    await region.getByText(callerName).first().waitFor();
    expect(await region.getByRole('list', { name: TEXT.stats }).innerText()).toMatch(/^1\s*Số vé/);
    await expectAxeClean(clerk, 'RINGING_IN');

    await region.getByRole('button', { name: TEXT.answer }).click();
    await expect.poll(() => callStatus(region)).toContain(TEXT.listeningIn);
    await expectAxeClean(clerk, 'LISTENING_IN');

    // 'Bán vé' while talking: the sales screen with the caller's route today, the panel closed out of the way.
    await region.getByRole('button', { name: TEXT.sell }).click();
    await clerk.waitForURL((url) => url.pathname === '/book-ticket' && !url.searchParams.has('tripId'));
    await panel(clerk).waitFor({ state: 'hidden' });
    await expect.poll(() => clerk.getByRole('combobox', { name: TEXT.route, exact: true }).inputValue()).toBe(sale.trip.routeName);
    if (!saleIsToday) {
      await typeDate(clerk, SALES_TEXT.date, sale.trip.startTime);
      await clerk.getByRole('button', { name: SALES_TEXT.getTrips, exact: true }).click();
    }
    const card = clerk
      .getByRole('list', { name: SALES_TEXT.tripList })
      .getByRole('button', { name: new RegExp(`^${vnTime(sale.trip.startTimeReality)}\\b.*${escapeRegExp(sale.trip.routeName)}`) });
    await card.first().click();
    const seatId = sale.seatIds[0]!;
    await seat(clerk, seatId).first().click();
    const form = bookingForm(clerk);
    // The clerk only picks the seat: phone, name and the caller's usual pick-up are already there.
    await expect.poll(() => form.phone.inputValue()).toBe(caller);
    expect(await form.fullName.inputValue()).toBe(callerName);
    if (sale.view.points.some((p) => p.pointId === boarding.pointId)) {
      expect(await form.region.getByRole('combobox', { name: TEXT.pickUp, exact: true }).innerText()).toContain(boarding.name);
    }
    // The toggle in the top bar says the call goes on and covers none of the form's buttons.
    const inCall = clerk.getByRole('button', { name: `${TEXT.toggle} · ${TEXT.listeningIn} · ${caller}` });
    const bookButton = (await form.bookAndPay.boundingBox())!;
    expect(overlaps((await inCall.boundingBox())!, bookButton)).toBe(false);
    await expectAxeClean(clerk, 'sales screen during the call');
    await form.bookAndPay.click();
    await expect.poll(() => clerk.getByText(SALES_TEXT.bookingSuccess).first().isVisible()).toBe(true);
    const sold = (await viewTrip(portal.baseUrl, token, sale.trip.tripId)).tickets as unknown as SoldTicket[];
    expect(sold.find((t) => t.seatId === seatId)).toMatchObject({ phoneNumber: caller, fullName: callerName });

    // Back to the call: the panel opens below the top bar and stops above the sales screen's action bar (where
    // 'Đặt và thanh toán' was; the sold tickets' buttons take its place).
    const reopened = await openPanel(clerk);
    expect(overlaps((await reopened.boundingBox())!, bookButton)).toBe(false);
    await reopened.getByRole('button', { name: TEXT.end }).click();
    await expect.poll(() => callStatus(reopened)).toContain(TEXT.idle);
    await expectAxeClean(clerk, 'EMPTY after the call');

    // The history (00:00 today → now) has the call; its recording (generated by the local exchange) plays.
    await reopened.getByRole('tab', { name: TEXT.historyTab }).click();
    const recording = reopened.getByRole('button', { name: TEXT.recordingOf(caller) });
    await expect
      .poll(async () => {
        if (await recording.count()) return true;
        await reopened.getByRole('button', { name: TEXT.show, exact: true }).click();
        return false;
      })
      .toBe(true);
    await recording.first().click();
    const audio = reopened.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState >= 1 && el.duration > 0), { timeout: 15_000 }).toBe(true);
    const src = await audio.getAttribute('src');
    const wav = await fetch(new URL(src!, portal.baseUrl));
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toContain('audio/wav');
    await expectAxeClean(clerk, 'history tab');
  });

  it('a missed call is called back from the history, the callee answers, and the clerk ends it; the dial field checks its number', async () => {
    const clerk = await portal.signedInPage(ACCOUNTS.staff, { viewport: VIEWPORT });
    await clerk.goto('/book-ticket');
    const region = await selectLine(clerk);
    await region.getByRole('button', { name: TEXT.dial, exact: true }).click();
    await region.page().getByText(TEXT.numberRequired).first().waitFor();

    // An unknown number rings and gives up before anyone answers: a walk-in guest, then a missed call.
    const stranger = testPhone();
    const sim = await simulator();
    await ringFrom(sim, stranger);
    await expect.poll(() => callStatus(region), { timeout: 20_000 }).toContain(TEXT.ringingIn);
    await region.getByText(TEXT.walkInGuest).first().waitFor();
    await farEnd(sim, 'Gác máy');
    // Nobody answered: the panel says so with the caller, and so does the toggle once the panel is closed.
    await expect.poll(() => callStatus(region)).toMatch(new RegExp(`^${TEXT.missed}\\s*${stranger}$`));
    await region.getByRole('button', { name: 'Đóng tổng đài' }).click();
    await clerk.getByRole('button', { name: `${TEXT.toggle} · ${TEXT.missed} · ${stranger}` }).waitFor();
    await expectAxeClean(clerk, 'missed call, panel closed');
    await clerk.getByRole('button', { name: `${TEXT.toggle} · ${TEXT.missed} · ${stranger}` }).click();

    await region.getByRole('tab', { name: TEXT.historyTab }).click();
    const list = region.getByRole('list', { name: TEXT.historyList });
    await list.getByRole('button', { name: TEXT.recallOf(stranger) }).click();
    // 'Gọi lại' dials from the line: the panel follows the call out.
    await expect.poll(() => callStatus(region)).toContain(TEXT.ringingOut);
    await clerk.getByText(TEXT.dialOutSuccess).first().waitFor();
    await expectAxeClean(clerk, 'RINGING_OUT');
    await farEnd(sim, 'Nghe máy');
    await expect.poll(() => callStatus(region), { timeout: 20_000 }).toContain(TEXT.listeningOut);
    await expectAxeClean(clerk, 'LISTENING_OUT');
    await region.getByRole('button', { name: TEXT.end }).click();
    await expect.poll(() => callStatus(region)).toContain(TEXT.idle);
    // The missed call now says it was called back.
    await region.getByRole('tab', { name: TEXT.historyTab }).click();
    await expect.poll(() => region.getByRole('list', { name: TEXT.historyList }).innerText()).toContain(`Đã gọi lại từ máy lẻ ${LINE}`);
  });
});

// <busdesk-softphone> on a plain page of ANOTHER origin: the repository's example page (examples/softphone.html,
// unmodified) on a second loopback port, pointed at the portal through its query string.
const EXAMPLE_PAGE = join(REPO_ROOT, 'examples', 'softphone.html');
const site = partnerSite('/softphone.html', () => readFileSync(EXAMPLE_PAGE));

type Recorder = { __calls?: { status: string; number: string }[]; __customers?: { phoneNumber: string; customer: unknown }[] };

describe('softphone widget', { timeout: 180_000 }, () => {
  it('logs in to its line on another origin, rings in its shadow root, and announces call-state and customer', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.newPage({ viewport: VIEWPORT });
    await page.addInitScript(() => {
      const w = window as unknown as Recorder;
      w.__calls = [];
      w.__customers = [];
      document.addEventListener('call-state', (e) => w.__calls!.push((e as CustomEvent).detail));
      document.addEventListener('customer', (e) => w.__customers!.push((e as CustomEvent).detail));
    });
    const query = new URLSearchParams({ server: portal.baseUrl, token, line: LINE });
    await page.goto(`${site.url()}?${query.toString()}`);
    expect(new URL(page.url()).origin).not.toBe(new URL(portal.baseUrl).origin);
    const widget = page.locator('busdesk-softphone');
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__calls?.some((c) => 'line' in c && (c as { line: string | null }).line === '1009'))).toBe(true);
    // Everything renders inside the element's shadow root.
    expect(await page.evaluate(() => Boolean(document.querySelector('busdesk-softphone')?.shadowRoot?.querySelector('[role="tablist"]')))).toBe(true);
    await expectAxeClean(page, 'widget EMPTY');

    const caller = testPhone();
    const sim = await simulator();
    await ringFrom(sim, caller);
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__calls?.at(-1)?.status), { timeout: 20_000 }).toBe('RINGING_IN');
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__customers?.at(-1))).toMatchObject({ phoneNumber: caller, customer: null });
    await widget.getByText(TEXT.walkInGuest).first().waitFor();
    await expectAxeClean(page, 'widget RINGING_IN');
    await widget.getByRole('button', { name: TEXT.answer }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__calls?.at(-1)?.status)).toBe('LISTENING_IN');
    await widget.getByRole('button', { name: TEXT.end }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__calls?.at(-1)?.status)).toBe('EMPTY');
    // The example page's own log shows both kinds of event.
    const log = await page.locator('#log').innerText();
    expect(log).toContain('call-state');
    expect(log).toContain(`customer ${caller} ${TEXT.walkInGuest}`);
  });
});
