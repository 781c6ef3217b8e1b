// The live dashboard, issue 13: /dashboard open in one browser context shows today's figures and takes a ticket sold
// in ANOTHER context (a clerk's 'Đặt và thanh toán' at /book-ticket) without a reload — tickets sold and money collected
// move by that sale, and the page then says what the server says; axe in every state reached, at 1366×768 and
// 1920×1080, with screenshots of each (BUSDESK_E2E_SHOTS, else a folder under the system's temp dir).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { bookingForm, bookOverApi, findTrip, openTrip, OWN_SOLD, SALES_TEXT, salesCall, seat, seatName, testPhone, vnDate } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const SHOTS = process.env.BUSDESK_E2E_SHOTS ?? join(tmpdir(), 'busdesk-e2e-shots');

/** The dashboard's own labels (ours: mf-admin features/dashboard/labels.ts; the seeds quote nothing for it). */
const TEXT = {
  title: 'Tổng quan',
  ticketsSold: 'Vé đã bán',
  revenue: 'Tiền đã thu',
  seats: 'Ghế đã bán / sức chứa',
  messagesSent: 'Tin nhắn đã gửi',
  byPaymentType: 'Tiền đã thu theo hình thức thanh toán',
  byHour: 'Vé bán theo giờ',
  bills: 'Hóa đơn cần xử lý',
} as const;
const DASHBOARD_PATH = '/api/partner/report/dashboard';

interface Dashboard {
  sales: { count: number; sold: number; paidMoney: number; byPaymentType: Array<{ paymentType: number; paidMoney: number }> };
  seats: { taken: number; capacity: number };
}

/** A card's figure as digits ('1.234.000 đ' → 1234000), read from the element the card names `label: value`. */
async function cardValue(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(new RegExp(`^${label}: `)).first().innerText();
  return Number(text.replace(/\D/g, ''));
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `dashboard-${name}.png`), fullPage: true });
}

describe('dashboard', () => {
  it('shows the day and updates when a ticket is sold in another browser, without a reload; axe clean at 1366 and 1920', async () => {
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const today = vnDate(Date.now());
    const before = await salesCall<Dashboard>(portal.baseUrl, adminToken, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });

    const board = await portal.signedInPage(ACCOUNTS.admin, { viewport: { width: 1366, height: 768 } });
    await board.goto('/dashboard');
    await board.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
    // The day is live: the hold sweeper may release the demo's expired (unpaid) holds at any moment, which moves the
    // ticket count but never the money. So the count is compared with the server's at the same moment, the money exactly.
    const serverNow = () => salesCall<Dashboard>(portal.baseUrl, adminToken, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });
    await expect.poll(async () => (await cardValue(board, TEXT.ticketsSold)) === (await serverNow()).sales.sold, { timeout: 20_000 }).toBe(true);
    expect(await cardValue(board, TEXT.revenue)).toBe(before.sales.paidMoney);
    // The charts arrive with their own chunk, after the cards.
    await board.getByRole('figure', { name: TEXT.byHour }).waitFor();
    await board.getByRole('figure', { name: TEXT.byPaymentType }).waitFor();
    await board.getByRole('region', { name: TEXT.bills }).waitFor();
    expect(await accessibilityViolations(board)).toEqual([]);
    await shoot(board, '1366-before');
    // A marker on the window: a reload would lose it.
    await board.evaluate(() => ((window as unknown as { __dashboardMarker: number }).__dashboardMarker = 1));

    // Another browser context: a clerk of the same agency books and pays one seat at the counter.
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 1 });
    const seatId = arranged.seatIds[0]!;
    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    await openTrip(clerk, arranged.trip.tripId, seatId);
    await seat(clerk, seatId).click();
    await expect.poll(() => seatName(clerk, seatId)).toContain(SALES_TEXT.seatSelected);
    const form = bookingForm(clerk);
    await form.phone.fill(testPhone());
    await form.fullName.fill('Nguyễn Văn Khách');
    await expect.poll(() => form.bookAndPay.isEnabled()).toBe(true);
    const answer = clerk.waitForResponse((r) => r.url().endsWith('/api/ticket/partner/book') && r.request().method() === 'POST');
    await form.bookAndPay.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const [ticket] = ((await response.json()) as { results: { tickets: Array<{ paidMoney: number }> } }).results.tickets;
    expect(ticket!.paidMoney).toBeGreaterThan(0);
    await expect.poll(() => seatName(clerk, seatId)).toMatch(OWN_SOLD);

    // The dashboard moves by exactly that sale's money, on its own, and its count is the server's again.
    await expect.poll(() => cardValue(board, TEXT.revenue), { timeout: 10_000 }).toBe(before.sales.paidMoney + ticket!.paidMoney);
    await expect.poll(async () => (await cardValue(board, TEXT.ticketsSold)) === (await serverNow()).sales.sold, { timeout: 10_000 }).toBe(true);
    expect(await board.evaluate(() => (window as unknown as { __dashboardMarker?: number }).__dashboardMarker)).toBe(1);
    const after = await serverNow();
    expect(after.sales.count).toBeGreaterThan(0);
    expect(after.sales.byPaymentType.reduce((s, p) => s + p.paidMoney, 0)).toBe(after.sales.paidMoney);
    expect(await accessibilityViolations(board)).toEqual([]);
    await shoot(board, '1366-after');

    await board.setViewportSize({ width: 1920, height: 1080 });
    await board.getByRole('figure', { name: TEXT.byHour }).waitFor();
    expect(await accessibilityViolations(board)).toEqual([]);
    await shoot(board, '1920');
  });

  it('another agency’s dashboard does not take the sale (its own topics only)', async () => {
    const otherToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
    const today = vnDate(Date.now());
    const before = await salesCall<Dashboard>(portal.baseUrl, otherToken, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });
    const board = await portal.signedInPage(ACCOUNTS.admin2, { viewport: { width: 1366, height: 768 } });
    await board.goto('/dashboard');
    await expect.poll(() => cardValue(board, TEXT.revenue), { timeout: 20_000 }).toBe(before.sales.paidMoney);
    // Whatever reloads this page makes (its own agency's events, a hold sweep), none may count the other agency's sale.
    const reloaded: number[] = [];
    board.on('response', (r) => {
      if (r.url().endsWith(DASHBOARD_PATH)) void r.json().then((body: { results: Dashboard }) => reloaded.push(body.results.sales.paidMoney));
    });

    // The first agency's clerk sells over the API.
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 1 });
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const sellerBefore = await salesCall<Dashboard>(portal.baseUrl, adminToken, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });
    await bookOverApi(portal.baseUrl, staffToken, arranged.view, arranged.seatIds, { paidMoney: (price) => price });
    // Control: the selling agency's own figures moved, so the sale happened.
    const sellerAfter = await salesCall<Dashboard>(portal.baseUrl, adminToken, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });
    expect(sellerAfter.sales.sold).toBe(sellerBefore.sales.sold + 1);
    await board.waitForTimeout(2_000);
    expect(reloaded.every((paid) => paid === before.sales.paidMoney)).toBe(true);
    expect(await cardValue(board, TEXT.revenue)).toBe(before.sales.paidMoney);
    expect(await accessibilityViolations(board)).toEqual([]);
  });
});
