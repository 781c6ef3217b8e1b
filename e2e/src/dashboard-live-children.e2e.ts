// A station's dashboard follows its child agencies' sales live (docs/adr/0120): the station's ADMIN has /dashboard
// open at 1366×768; its child agency (quaymoi, p-bxmd-moi) sells a seat over the API; the station's figures move by
// that sale without a reload, while another agency's open dashboard never counts it. axe clean before and after, with
// screenshots (BUSDESK_E2E_SHOTS, else a folder under the system's temp dir).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { DASHBOARD_PATH, openDashboard } from './lib/dashboard';
import { usePortal } from './lib/portal';
import { bookOverApi, findTrip, QUAYMOI, salesCall, SHARED_ROUTE_IDS, vnDate } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const SHOTS = process.env.BUSDESK_E2E_SHOTS ?? join(tmpdir(), 'busdesk-e2e-shots');

/** The dashboard's own labels (ours: mf-admin features/dashboard/labels.ts). */
const TEXT = { ticketsSold: 'Vé đã bán', revenue: 'Tiền đã thu', byHour: 'Vé bán theo giờ' } as const;

interface Dashboard {
  sales: { sold: number; paidMoney: number };
}

/** A card's figure as digits ('1.234.000 đ' → 1234000), read from the element the card names `label: value`. */
async function cardValue(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(new RegExp(`^${label}: `)).first().innerText();
  return Number(text.replace(/\D/g, ''));
}


describe("a station's dashboard and its child agencies", () => {
  it("takes a child agency's sale without a reload; another agency's does not; axe clean at 1366×768", async () => {
    const today = vnDate(Date.now());
    const stationToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const otherToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
    const figures = (token: string) => salesCall<Dashboard>(portal.baseUrl, token, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });

    const { board, frames } = await openDashboard(portal, ACCOUNTS.admin);
    const { board: other, frames: otherFrames } = await openDashboard(portal, ACCOUNTS.admin2);
    // The money shown is the server's (the hold sweeper may move the count, never the money: compare the count with
    // the server's at the same moment).
    const before = await figures(stationToken);
    await expect.poll(() => cardValue(board, TEXT.revenue), { timeout: 20_000 }).toBe(before.sales.paidMoney);
    await expect.poll(async () => (await cardValue(board, TEXT.ticketsSold)) === (await figures(stationToken)).sales.sold, { timeout: 20_000 }).toBe(true);
    const otherBefore = await figures(otherToken);
    await expect.poll(() => cardValue(other, TEXT.revenue), { timeout: 20_000 }).toBe(otherBefore.sales.paidMoney);
    await board.getByRole('figure', { name: TEXT.byHour }).waitFor();
    expect(await accessibilityViolations(board)).toEqual([]);
    // Markers on the windows: a reload would lose them.
    for (const page of [board, other]) await page.evaluate(() => ((window as unknown as { __dashboardMarker: number }).__dashboardMarker = 1));
    const otherAnswers: number[] = [];
    other.on('response', (r) => {
      if (r.url().endsWith(DASHBOARD_PATH)) void r.json().then((body: { results: Dashboard }) => otherAnswers.push(body.results.sales.paidMoney));
    });

    // The station's child agency sells one seat, paid, over the API (its own portal, elsewhere).
    const childToken = await apiLogin(portal.baseUrl, QUAYMOI);
    const { view, seatIds } = await findTrip(portal.baseUrl, childToken, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const [ticket] = await bookOverApi(portal.baseUrl, childToken, view, seatIds, { fullName: 'Khách Quầy Vé Mới', paidMoney: (price) => price });
    expect(ticket!.paidMoney).toBeGreaterThan(0);

    // The station's dashboard moves by exactly that sale's money, on its own, and its count is the server's again.
    await expect.poll(() => cardValue(board, TEXT.revenue), { timeout: 10_000 }).toBe(before.sales.paidMoney + ticket!.paidMoney);
    // Because of the child's sale: the page heard the nudge on the station's own topic (any event of the station's own,
    // a hold the sweeper releases, would reload the figures too, and could hide a missing nudge).
    expect(frames.some((f) => f.includes('partner/p-bxmd/tickets') && f.includes('"type":"child-figures-changed"') && f.includes('p-bxmd-moi'))).toBe(true);
    expect((await figures(stationToken)).sales.paidMoney).toBe(before.sales.paidMoney + ticket!.paidMoney);
    await expect.poll(async () => (await cardValue(board, TEXT.ticketsSold)) === (await figures(stationToken)).sales.sold, { timeout: 10_000 }).toBe(true);
    expect(await board.evaluate(() => (window as unknown as { __dashboardMarker?: number }).__dashboardMarker)).toBe(1);
    expect(await accessibilityViolations(board)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await board.screenshot({ path: join(SHOTS, 'dashboard-children-1366-after.png'), fullPage: true });

    // Another agency's dashboard, open all along, never counted the child's sale.
    await other.waitForTimeout(1_000);
    expect(otherAnswers.every((paid) => paid === otherBefore.sales.paidMoney)).toBe(true);
    expect(await cardValue(other, TEXT.revenue)).toBe(otherBefore.sales.paidMoney);
    expect(await other.evaluate(() => (window as unknown as { __dashboardMarker?: number }).__dashboardMarker)).toBe(1);
    expect(otherFrames.some((f) => f.includes('child-figures-changed') || f.includes('p-bxmd'))).toBe(false);
  });
});
