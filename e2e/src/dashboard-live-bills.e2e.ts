// The dashboard's bills awaiting attention follow a new bill live (docs/adr/0072): the agency's ADMIN has /dashboard
// open at 1366×768; a clerk of the agency makes a bank QR bill for a held seat (over the API, as the counter's 'Thanh
// toán QR' makes it); the figure 'QR ngân hàng đang chờ thanh toán' counts it without a reload, through the
// 'bill-opened' event on the agency's payments topic, while another agency's open dashboard hears nothing of it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { createBankBill } from './lib/payments';
import { DASHBOARD_PATH, openDashboard } from './lib/dashboard';
import { usePortal } from './lib/portal';
import { bookOverApi, findTrip, salesCall, SHARED_ROUTE_IDS, vnDate } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The dashboard's own labels (ours: mf-admin features/dashboard/labels.ts). */
const TEXT = { bankPending: 'QR ngân hàng đang chờ thanh toán' } as const;

interface Dashboard {
  bills: { bankPending: { count: number; amount: number } };
}

/** The pending bank bills the page shows ('label: N · money'); the row is left out when there are none. */
async function bankPendingShown(page: Page): Promise<number> {
  const row = page.getByText(new RegExp(`^${TEXT.bankPending}: `));
  if ((await row.count()) === 0) return 0;
  return Number(/: (\d+) ·/.exec(await row.first().innerText())?.[1] ?? NaN);
}


describe("the dashboard's bills awaiting attention", () => {
  it("count a clerk's new bank QR bill without a reload; another agency's dashboard hears nothing of it", async () => {
    const today = vnDate(Date.now());
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const figures = (token: string) => salesCall<Dashboard>(portal.baseUrl, token, 'POST', DASHBOARD_PATH, { startDate: today, endDate: today });

    const { board, frames } = await openDashboard(portal, ACCOUNTS.admin);
    const { board: other, frames: otherFrames } = await openDashboard(portal, ACCOUNTS.admin2);

    // A seat held at the counter (its own ticket event reloads the figures: wait until the page shows the server's).
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: SHARED_ROUTE_IDS, holdable: true });
    const [ticket] = await bookOverApi(portal.baseUrl, staffToken, view, seatIds, { fullName: 'Khách Chờ QR' });
    const before = (await figures(adminToken)).bills.bankPending.count;
    await expect.poll(() => bankPendingShown(board), { timeout: 20_000 }).toBe(before);
    // A marker on the window: a reload would lose it.
    await board.evaluate(() => ((window as unknown as { __dashboardMarker: number }).__dashboardMarker = 1));

    const bill = await createBankBill(portal.baseUrl, staffToken, trip.companyId, [ticket!.ticketId]);
    expect((await figures(adminToken)).bills.bankPending.count).toBe(before + 1);

    // The page counts it on its own, because it heard the bill open on the agency's payments topic.
    await expect.poll(() => bankPendingShown(board), { timeout: 10_000 }).toBe(before + 1);
    expect(frames.some((f) => f.includes('partner/p-bxmd/payments') && f.includes('"type":"bill-opened"') && f.includes(bill.billNumber))).toBe(true);
    expect(await board.evaluate(() => (window as unknown as { __dashboardMarker?: number }).__dashboardMarker)).toBe(1);

    // Another agency's dashboard, open all along, never heard of the bill.
    await other.waitForTimeout(1_000);
    expect(otherFrames.some((f) => f.includes('bill-opened') || f.includes(bill.billNumber) || f.includes('p-bxmd'))).toBe(false);
  });
});
