// Trip operations of /book-ticket and the sales settlement report (issue 5; 001 §2.1, §2.2, §4, §8): the agency
// locks a trip and its bookings are refused; it settles a departed trip, the trip's sale report opens at once,
// and /report/sale-tickets lists the trip with totals equal to the sum of its rows.
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { holdSubscriptions, socketStatus } from './lib/realtime';
import { bookingForm, bookTicketUrl, findTrip, openTrip, salesCall, SALES_PATHS, seat, SALES_TEXT, testPhone, typeDate, vnDate, vnTime } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** Texts copied from 001 §8 and 000 §2.4, and the product's own labels (`ours`) for the controls the seeds do not name. */
const TEXT = {
  locked: 'Đã khóa',
  unlocked: 'Đã mở khóa chuyến',
  tripLocked: 'Chuyến đã khóa',
  bookingFailed: 'Đặt vé không thành công',
  settleConfirm: 'Bạn có chắc chắn muốn quyết toán vé không?',
  settleSuccess: 'Quyết toán vé thành công',
  // ours (api-contract MSG.tripOps.settleNotDeparted): the server's refusal, shown before the clerk tries
  settleNotDeparted: 'Chỉ quyết toán được chuyến đã xuất bến',
  sheetTitle: 'Bảng quyết toán tiền vé',
  // ours (mf-sales features/trip-ops/labels.ts, shared/trip-sale-report/labels.ts, api-contract SALE_TYPE_LABELS)
  toolbar: 'Thao tác chuyến',
  contract: 'Hợp đồng',
  contractTitle: 'HỢP ĐỒNG VẬN CHUYỂN HÀNH KHÁCH',
  lockTrip: 'Khóa chuyến',
  unlockTrip: 'Mở khóa chuyến',
  settle: 'Quyết toán',
  confirm: 'Xác nhận',
  close: 'Đóng',
  saleTypes: ['Online nhà xe', 'Online đại lý', 'Tiền mặt bán hộ', 'Online bán hộ'],
  reportDate: 'Ngày',
  reportCompany: 'Nhà xe',
  totalRow: 'Tổng cộng',
  print: 'In',
} as const;

const PATHS = {
  lockTrip: '/api/partner/lock-trip',
  saleReport: '/api/partner/trip/sale-report',
  settlementTrips: '/api/partner/report/settlement-trips',
  reportSale: '/api/v1/partner/trip/report-sale',
} as const;

const money = (n: number): string => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} đ`;

interface Totals {
  onlineCompanyTotal: number;
  onlineCompanyRevenue: number;
  onlineCompanyCommission: number;
  onlinePartnerTotal: number;
  onlinePartnerRevenue: number;
  onlinePartnerCommission: number;
  cashDelegateTotal: number;
  cashDelegateRevenue: number;
  onlineDelegateTotal: number;
  onlineDelegateRevenue: number;
  onlineDelegateCommission: number;
}
interface SaleReport {
  trip: { tripId: string; numberPlate: string | null; companyId: string; companyName: string; routeName: string; startTimeReality: number; date: number };
  totals: Totals;
}
/** 000 §2.4: the sums of the four sale types; payable = revenue − commission (cash by delegate has no commission). */
const sums = (t: Totals) => {
  const tickets = t.onlineCompanyTotal + t.onlinePartnerTotal + t.cashDelegateTotal + t.onlineDelegateTotal;
  const sales = t.onlineCompanyRevenue + t.onlinePartnerRevenue + t.cashDelegateRevenue + t.onlineDelegateRevenue;
  const commission = t.onlineCompanyCommission + t.onlinePartnerCommission + t.onlineDelegateCommission;
  return { tickets, sales, commission, payable: sales - commission };
};

interface TripCard {
  tripId: string;
  startTime: number;
  tripStatus: number;
  isPartnerSettled: boolean;
  companyName: string;
}

/** A departed trip (today or yesterday) the agency sold tickets on and has not settled yet. */
async function departedUnsettledTrip(token: string): Promise<SaleReport> {
  const { routes } = await salesCall<{ routes: { id: string }[] }>(portal.baseUrl, token, 'GET', SALES_PATHS.searchRoute);
  const now = Date.now();
  for (const day of [0, -1]) {
    const { trips } = await salesCall<{ trips: TripCard[] }>(portal.baseUrl, token, 'POST', SALES_PATHS.searchTrips, {
      date: vnDate(now + day * 86_400_000),
      routeIds: routes.map((r) => r.id),
      count: 100,
    });
    for (const trip of trips.filter((t) => !t.isPartnerSettled && (t.tripStatus >= 2 || t.startTime < now))) {
      const report = await salesCall<SaleReport>(portal.baseUrl, token, 'POST', PATHS.saleReport, { tripId: trip.tripId });
      if (sums(report.totals).tickets > 0 && report.trip.numberPlate) return report;
    }
  }
  throw new Error('no departed, unsettled trip with the agency’s tickets today or yesterday');
}

describe('trip operations and the settlement report', () => {
  it('locks a trip for the agency: its booking is refused with the seed’s message until it is unlocked; a colleague’s open screen follows live', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // A trip on a route the colleague (staff) sells too, whatever the hour: staff has only some of admin's routes.
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { routes } = await salesCall<{ routes: { id: string }[] }>(portal.baseUrl, staffToken, 'GET', SALES_PATHS.searchRoute);
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true, routeIds: routes.map((r) => r.id) });
    const seatId = seatIds[0]!;
    const page = await portal.signedInPage(ACCOUNTS.admin);
    // A colleague of the same agency has the trip open too: the lock reaches that screen live (trip-changed).
    const colleague = await portal.signedInPage(ACCOUNTS.staff);
    const lockedAlert = (p: typeof page) => p.getByRole('alert').filter({ hasText: TEXT.tripLocked }).first();
    try {
      await openTrip(page, trip.tripId, seatId);
      await openTrip(colleague, trip.tripId, seatId);
      expect(await lockedAlert(colleague).isVisible()).toBe(false);
      const tools = page.getByRole('toolbar', { name: TEXT.toolbar });
      await tools.getByRole('button', { name: TEXT.lockTrip }).click();
      await expect.poll(() => page.getByText(TEXT.locked, { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => tools.getByRole('button', { name: TEXT.unlockTrip }).getAttribute('aria-pressed')).toBe('true');
      // The opened trip re-reads itself and shows the seed's warning.
      await expect.poll(() => lockedAlert(page).isVisible()).toBe(true);
      await expect.poll(() => lockedAlert(colleague).isVisible()).toBe(true);
      const colleagueTools = colleague.getByRole('toolbar', { name: TEXT.toolbar });
      await expect.poll(() => colleagueTools.getByRole('button', { name: TEXT.unlockTrip }).getAttribute('aria-pressed')).toBe('true');

      await seat(page, seatId).click();
      const form = bookingForm(page);
      await form.phone.fill(testPhone());
      await form.fullName.fill('Nguyễn Văn Khách');
      await expect.poll(() => form.hold.isEnabled()).toBe(true);
      await form.hold.click();
      await expect.poll(() => page.getByText(`${TEXT.bookingFailed}: ${TEXT.tripLocked}`).first().isVisible()).toBe(true);

      await tools.getByRole('button', { name: TEXT.unlockTrip }).click();
      await expect.poll(() => page.getByText(TEXT.unlocked, { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => lockedAlert(colleague).isVisible()).toBe(false);
      await expect.poll(() => form.hold.isEnabled()).toBe(true);
      await form.hold.click();
      await expect.poll(() => page.getByText(SALES_TEXT.bookingSuccess).first().isVisible()).toBe(true);
    } finally {
      // Other test files book on these trips: never leave the lock behind.
      await salesCall(portal.baseUrl, token, 'POST', PATHS.lockTrip, { tripId: trip.tripId, lockType: 0 });
    }
  });

  it('a colleague whose screen showed the trip before its connection was live still gets a lock made meanwhile (ADR 0114)', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { routes } = await salesCall<{ routes: { id: string }[] }>(portal.baseUrl, staffToken, 'GET', SALES_PATHS.searchRoute);
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true, routeIds: routes.map((r) => r.id) });
    const colleague = await portal.signedInPage(ACCOUNTS.staff);
    // The broker is slow to take the colleague's subscriptions: the trip is on screen, its events cannot arrive yet.
    const subscriptions = await holdSubscriptions(colleague);
    const lockedAlert = colleague.getByRole('alert').filter({ hasText: TEXT.tripLocked }).first();
    try {
      await openTrip(colleague, trip.tripId, seatIds[0]!);
      await expect.poll(() => subscriptions.held()).toBeGreaterThan(0);
      expect(await socketStatus(colleague)).not.toBe('connected');
      await salesCall(portal.baseUrl, token, 'POST', PATHS.lockTrip, { tripId: trip.tripId, lockType: 1 });
      expect(await lockedAlert.isVisible()).toBe(false);
      // Once the subscriptions are in, the screen reads the trip again and shows the lock it could not hear of.
      subscriptions.release();
      await expect.poll(() => socketStatus(colleague)).toBe('connected');
      await expect.poll(() => lockedAlert.isVisible()).toBe(true);
    } finally {
      await salesCall(portal.baseUrl, token, 'POST', PATHS.lockTrip, { tripId: trip.tripId, lockType: 0 });
    }
  });

  it('settles a departed trip from /book-ticket, its report opens, and /report/sale-tickets lists it with totals', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const { trip, totals } = await departedUnsettledTrip(token);
    const expected = sums(totals);
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await page.goto(bookTicketUrl(trip.tripId));
    const tools = page.getByRole('toolbar', { name: TEXT.toolbar });
    await tools.getByRole('button', { name: TEXT.settle, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: TEXT.settleConfirm });
    await confirm.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: TEXT.confirm }).click();
    await expect.poll(() => page.getByText(TEXT.settleSuccess).first().isVisible()).toBe(true);

    const sheet = page.getByRole('dialog', { name: TEXT.sheetTitle });
    await sheet.getByText(trip.numberPlate!).waitFor();
    for (const label of TEXT.saleTypes) expect(await sheet.getByRole('cell', { name: label, exact: true }).count()).toBe(1);
    const totalLine = sheet.getByRole('row').filter({ hasText: TEXT.totalRow });
    const line = await totalLine.innerText();
    expect(line).toContain(money(expected.sales));
    expect(line).toContain(money(expected.payable));
    await sheet.getByRole('button', { name: TEXT.close }).click();

    // The report: the trip's day, its company; the settled trip is listed with its totals.
    await page.goto('/report/sale-tickets');
    await typeDate(page, TEXT.reportDate, trip.startTimeReality);
    const company = page.getByRole('combobox', { name: TEXT.reportCompany });
    await company.click();
    await page.getByRole('option', { name: trip.companyName, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: trip.numberPlate! }).filter({ hasText: vnTime(trip.startTimeReality) });
    await row.first().waitFor();
    await expect.poll(() => row.first().innerText()).toContain(money(expected.sales));
    const rowText = await row.first().innerText();
    expect(rowText).toContain(money(expected.payable));
    expect(await page.getByRole('button', { name: TEXT.print, exact: true }).isEnabled()).toBe(true);
    // The totals row is the sum of every listed trip's row (the list and totals as the server gives them).
    const listed = await salesCall<{ trips: { tripId: string }[] }>(portal.baseUrl, token, 'POST', PATHS.settlementTrips, { date: trip.date, companyId: trip.companyId });
    const byTrip = await salesCall<Record<string, Totals>>(portal.baseUrl, token, 'POST', PATHS.reportSale, { tripIds: listed.trips.map((t) => t.tripId) });
    const all = Object.values(byTrip).map(sums).reduce((a, b) => ({ tickets: a.tickets + b.tickets, sales: a.sales + b.sales, commission: a.commission + b.commission, payable: a.payable + b.payable }));
    expect(await page.getByRole('row').count()).toBeGreaterThan(listed.trips.length);
    await expect.poll(() => page.getByTestId('data-table-totals').innerText()).toContain(money(all.sales));
    const totalsText = await page.getByTestId('data-table-totals').innerText();
    expect(totalsText).toContain(money(all.commission));
    expect(totalsText).toContain(money(all.payable));

    await row.first().click();
    const again = page.getByRole('dialog', { name: TEXT.sheetTitle });
    await again.getByText(trip.numberPlate!).waitFor();
    expect(await again.getByRole('row').filter({ hasText: TEXT.totalRow }).innerText()).toContain(money(expected.sales));
  });

  it('an upcoming trip offers no settlement yet: the button says it is unavailable, with the server’s reason, and keeps the header on one line', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // findTrip's trips leave two hours or more from now: not departed, by the seed not running yet.
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1 });
    const page = await portal.signedInPage(ACCOUNTS.admin, { viewport: { width: 1366, height: 768 } });
    await openTrip(page, trip.tripId, seatIds[0]!);
    const toolbar = page.getByRole('toolbar', { name: TEXT.toolbar });
    const settle = toolbar.getByRole('button', { name: TEXT.settle, exact: true });
    await settle.waitFor();
    expect(await settle.getAttribute('aria-disabled')).toBe('true');
    // Its reason: read out with it (its description) and shown on hover (its tooltip).
    const describedBy = await settle.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect((await page.locator(`[id="${describedBy!}"]`).textContent())?.trim()).toBe(TEXT.settleNotDeparted);
    expect(await settle.getAttribute('title')).toBe(TEXT.settleNotDeparted);
    // Clicked anyway (Playwright itself treats it as disabled: forced), nothing asks to confirm a settlement the
    // server would refuse.
    await settle.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // At 1366 px the tools stay on the trip title's line (a reason written beside the button pushed them onto a
    // line of their own, taken from the seat map).
    const title = (await page.getByRole('heading', { level: 2, name: trip.routeName }).boundingBox())!;
    const button = (await settle.boundingBox())!;
    const toolbarBox = (await toolbar.boundingBox())!;
    expect(button.y + button.height / 2).toBeGreaterThan(title.y);
    expect(button.y + button.height / 2).toBeLessThan(title.y + title.height);
    expect(toolbarBox.height).toBeLessThan(button.height * 1.5);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opens the trip’s contract in a new window with the session: company, route, vehicle and the agency’s passengers', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1 });
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await openTrip(page, trip.tripId, seatIds[0]!);
    const [contract] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('toolbar', { name: TEXT.toolbar }).getByRole('button', { name: TEXT.contract }).click(),
    ]);
    await contract.getByRole('heading', { name: TEXT.contractTitle }).waitFor();
    const text = await contract.locator('body').innerText();
    expect(text).toContain(trip.companyName);
    expect(text).toContain(trip.routeName);
    expect(text).toContain(vnTime(trip.startTimeReality));
    // No token travels in the new window's address.
    expect(contract.url()).not.toContain(token);
  });
});

