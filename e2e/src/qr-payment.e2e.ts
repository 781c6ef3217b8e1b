// Bank QR payment on /book-ticket (issue 5, 001 §2.1 'QR dialog', §4 'mb-ticket-payment', DESIGN §7): a clerk
// opens the QR dialog for a held ticket, the customer pays the bill on the local bank's simulator (opened by the
// agency's ADMIN; a signed webhook to our own endpoint), the clerk's dialog says 'Thanh toán thành công' and closes, and a colleague of the
// same agency, in another browser context, sees the seat paid within a second.
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import {
  cancelOverApi,
  createBankBill,
  openBankQr,
  PAYMENT_PATHS,
  PAYMENT_TEXT,
  payOnSimulator,
  payOverApi,
  qrDialog,
  billPaidAt,
  seatPaidAt,
  watchSeatPaid,
} from './lib/payments';
import { usePortal } from './lib/portal';
import { bookOverApi, findTrip, openTrip, OWN_SOLD, QUAYMOI, SALES_TEXT, seat, seatName, SHARED_ROUTE_IDS } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** '300000' → '300.000', as the product prints money (vi-VN grouping). */
const groupThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The bound: every other screen shows the seats paid within a second. */
const LIVE_BOUND_MS = 1000;


describe('QR payment', () => {
  it('pays a held ticket by bank QR on the simulator: the dialog closes with success and a colleague sees the seat paid', async ({ annotate }) => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: SHARED_ROUTE_IDS, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const [ticket] = await bookOverApi(portal.baseUrl, staffToken, arranged.view, [seatId], { fullName: 'Phạm Thị QR' });
    expect(ticket!.ticketStatus).toBe(2);

    // The colleague (another user of the same agency, its own browser context) watches the trip.
    const colleague = await portal.signedInPage(ACCOUNTS.admin);
    await openTrip(colleague, arranged.trip.tripId, seatId);
    await expect.poll(() => seatName(colleague, seatId)).toMatch(OWN_SOLD);
    expect(await seatName(colleague, seatId)).not.toContain(SALES_TEXT.seatPaid);

    // The clerk selects the held ticket and opens the QR dialog: a PNG image, the amount and the bill number.
    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    await openTrip(clerk, arranged.trip.tripId, seatId);
    await seat(clerk, seatId).click();
    await expect.poll(() => seat(clerk, seatId).getAttribute('aria-pressed')).toBe('true');
    const { dialog, image, billNumber } = await openBankQr(clerk);
    expect(billNumber).toMatch(/^[0-9A-Za-z]{1,25}$/);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The browser decoded it: a real image with pixels, not a broken icon.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await dialog.innerText()).toContain(`${groupThousands(ticket!.agencyPrice - ticket!.paidMoney)} đ`);
    // Contrast and names in a real browser, with the dialog and its send form on screen.
    expect(await accessibilityViolations(clerk)).toEqual([]);

    // The clerk sends the QR to the passenger (phone and name start from the ticket) by Zalo ZNS.
    expect(await dialog.getByRole('textbox', { name: PAYMENT_TEXT.sendPhone }).inputValue()).toMatch(/^0\d{9}$/);
    expect(await dialog.getByRole('textbox', { name: PAYMENT_TEXT.sendName }).inputValue()).toBe('Phạm Thị QR');
    await dialog.getByRole('button', { name: PAYMENT_TEXT.send, exact: true }).click();
    await expect.poll(() => clerk.getByText(PAYMENT_TEXT.sendSuccess('ZNS'), { exact: true }).first().isVisible()).toBe(true);

    // The customer's bank: the simulator page pays the bill in full. It answers only the agency's ADMIN, who opens it
    // from the portal (its session cookie signs the page in).
    await watchSeatPaid(colleague, seatId, SALES_TEXT.seatPaid, billNumber);
    const bank = await portal.signedInPage(ACCOUNTS.admin);
    const paid = await payOnSimulator(bank, billNumber);
    expect(paid.status).toBe(200);
    await expect.poll(() => bank.locator('#result').getAttribute('data-outcome')).toBe('paid');

    // The colleague's page stamped the moment its seat turned paid. The bound runs from the server's processing of
    // the payment (the event's paidAt, same machine clock); the figure from the simulator's click is reported too.
    await expect.poll(() => seatPaidAt(colleague), { timeout: 10_000 }).not.toBeNull();
    await expect.poll(() => billPaidAt(colleague)).not.toBeNull();
    const shownAt = (await seatPaidAt(colleague))!;
    const processedAt = (await billPaidAt(colleague))!;
    const colleagueMs = shownAt - processedAt;
    await annotate(
      `seat paid on the colleague's screen ${colleagueMs} ms after the server processed the payment, ${shownAt - paid.clickedAt} ms after the simulator's click (its answer after ${paid.answeredAt - paid.clickedAt} ms)`,
    );
    expect(colleagueMs).toBeGreaterThanOrEqual(0);
    expect(colleagueMs).toBeLessThan(LIVE_BOUND_MS);
    expect(await seatName(colleague, seatId)).toContain(SALES_TEXT.seatPaid);

    await expect.poll(() => clerk.getByText(PAYMENT_TEXT.paymentSuccess, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => qrDialog(clerk).count()).toBe(0);
    // The selection was cleared and the clerk's own map shows the seat paid too.
    await expect.poll(() => seat(clerk, seatId).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => seatName(clerk, seatId)).toContain(SALES_TEXT.seatPaid);
  });

  it('lists a transfer for a cancelled ticket as needing a refund, to its own agency only, until marked resolved', async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    // Far enough ahead that cancelling is still allowed.
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: SHARED_ROUTE_IDS, holdable: true, minLeadMs: 3 * 3_600_000 });
    const [ticket] = await bookOverApi(portal.baseUrl, staffToken, arranged.view, [arranged.seatIds[0]!]);
    const bill = await createBankBill(portal.baseUrl, staffToken, arranged.trip.companyId, [ticket!.ticketId]);
    // The customer pays a bill whose ticket was cancelled meanwhile: the money arrives for nothing.
    await cancelOverApi(portal.baseUrl, staffToken, [ticket!.ticketId]);
    expect((await payOverApi(portal.baseUrl, await apiLogin(portal.baseUrl, ACCOUNTS.admin), bill.billNumber)).outcome).toBe('refund_needed');

    // Another agency's screen, once its own list has answered, says nothing about it.
    const rival = await portal.signedInPage(QUAYMOI);
    const rivalList = rival.waitForResponse((r) => new URL(r.url()).pathname === PAYMENT_PATHS.refunds);
    await rival.goto('/book-ticket');
    expect((await rivalList).status()).toBe(200);
    await rival.getByRole('button', { name: SALES_TEXT.getTrips, exact: true }).waitFor();
    expect(await rival.getByText(bill.billNumber).count()).toBe(0);

    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    await clerk.goto('/book-ticket');
    const alert = clerk.getByRole('region', { name: new RegExp(`^${PAYMENT_TEXT.refundTitle}`) });
    const resolve = alert.getByRole('button', { name: PAYMENT_TEXT.resolveOne(bill.billNumber), exact: true });
    await resolve.waitFor();
    // `has` is matched inside each item, so it names the button from the page, not from the alert.
    const row = alert.getByRole('listitem').filter({ has: clerk.getByRole('button', { name: PAYMENT_TEXT.resolveOne(bill.billNumber), exact: true }) });
    const text = await row.innerText();
    expect(text).toContain(bill.billNumber);
    expect(text).toContain(`${groupThousands(bill.amount)} đ`);
    expect(text).toContain(arranged.seatIds[0]!);

    await resolve.click();
    await expect.poll(() => resolve.count()).toBe(0);
    // Resolved on the server too: after a reload, once the list has answered, the bill is gone.
    const reloadedList = clerk.waitForResponse((r) => new URL(r.url()).pathname === PAYMENT_PATHS.refunds);
    await clerk.reload();
    expect((await reloadedList).status()).toBe(200);
    await clerk.getByRole('button', { name: SALES_TEXT.getTrips, exact: true }).waitFor();
    expect(await clerk.getByText(bill.billNumber).count()).toBe(0);
  });
});
