// Ticket printing on /book-ticket (issue 5, 001 §2.1 'Print ticket', §5, §9): the clerk selects a booked ticket,
// presses 'In vé', and the hidden print frame holds the company's 300 px template filled with that ticket; the
// server counted the print. window.print is stubbed inside the page so no dialog blocks the headless browser.
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { usePortal } from './lib/portal';
import { bookOverApi, findTrip, openTrip, salesCall, seat, SHARED_ROUTE_IDS } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** Copied from the product (e2e does not import its texts, so a changed text fails here). */
const PRINT_TEXT = {
  button: 'In vé',
  frameTitle: 'Khung in',
  ticketHeading: 'VÉ XE KHÁCH',
} as const;

/** Every frame of the page (the print frame included) records its print() calls instead of opening a dialog. */
const STUB_PRINT = () => {
  window.print = () => {
    const w = window as unknown as { __printCalls?: number };
    w.__printCalls = (w.__printCalls ?? 0) + 1;
  };
};

describe('print ticket', () => {
  it('prints a booked ticket with its company template in the print frame and counts the print', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const seatId = arranged.seatIds[0]!;
    const [ticket] = await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { fullName: 'Võ Thị <In> Vé', paidMoney: (price) => price });

    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.addInitScript(STUB_PRINT);
    await openTrip(page, arranged.trip.tripId, seatId);
    await seat(page, seatId).click();
    await expect.poll(() => seat(page, seatId).getAttribute('aria-pressed')).toBe('true');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/ticket/partner/print') && r.request().method() === 'POST');
    await page.getByRole('button', { name: PRINT_TEXT.button, exact: true }).click();
    expect((await answer).status()).toBe(200);

    const frame = page.frameLocator(`iframe[title="${PRINT_TEXT.frameTitle}"]`);
    const body = frame.locator('body');
    // textContent, not innerText: the template upper-cases the company name with CSS.
    await expect.poll(() => body.textContent(), { timeout: 10_000 }).toContain(ticket!.ticketCode);
    const text = (await body.textContent()) ?? '';
    expect(text).toContain(PRINT_TEXT.ticketHeading);
    expect(text).toContain(arranged.trip.companyName);
    expect(text).toContain(arranged.trip.routeName);
    expect(text).toContain(seatId);
    // The passenger's name is printed as text, not as markup.
    expect(text).toContain('Võ Thị <In> Vé');
    expect(text).toContain('(lần 1)');
    expect(await frame.locator('body > div > div').first().evaluate((el) => getComputedStyle(el).width)).toBe('300px');
    const printFrame = await (await page.locator(`iframe[title="${PRINT_TEXT.frameTitle}"]`).elementHandle())!.contentFrame();
    await expect.poll(() => printFrame!.evaluate(() => (window as unknown as { __printCalls?: number }).__printCalls ?? 0)).toBe(1);

    // The server kept the count: the ticket's history shows the print.
    const { logs } = await salesCall<{ logs: { logType: number }[] }>(portal.baseUrl, token, 'POST', '/api/v2/partner/ticket-log', { ticketId: ticket!.ticketId });
    expect(logs.map((l) => l.logType)).toContain(7);
  });
});
