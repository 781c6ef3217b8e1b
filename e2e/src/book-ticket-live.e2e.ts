// Live seat map of /book-ticket (issue 4, 001 §4 'Live updates', DESIGN §5): a sale shows on every other screen
// that has the trip open within a second — a colleague of the same agency and a clerk of another agency selling
// the same route — and a seat one user picks is held for them on everyone else's map.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { usePortal } from './lib/portal';
import {
  bookingForm,
  companyOption,
  findTrip,
  openTrip,
  OWN_SOLD,
  QUAYMOI,
  SALES_TEXT,
  seat,
  seatName,
  SHARED_ROUTE_IDS,
  testPhone,
  typeDate,
  vnTime,
} from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The bound: "both screens show the truth within a second". */
const LIVE_BOUND_MS = 1000;

/** Waits until the seat's name matches `accept` (polling every 20 ms for at most the bound); ms since `since`. */
async function msUntilSeat(page: Page, seatId: string, accept: RegExp, since: number): Promise<number> {
  await expect.poll(() => seatName(page, seatId), { timeout: LIVE_BOUND_MS, interval: 20 }).toMatch(accept);
  return Date.now() - since;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('book-ticket live updates', () => {
  it('books a seat found through the search, and the other screens show it taken within a second', async ({ annotate }) => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, seatIds } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: SHARED_ROUTE_IDS, holdable: true });
    const seatId = seatIds[0]!;

    // The two watchers open the trip first: a colleague of the same agency and a clerk of the other agency.
    const colleague = await portal.signedInPage(ACCOUNTS.admin);
    const rival = await portal.signedInPage(QUAYMOI);
    await Promise.all([openTrip(colleague, trip.tripId, seatId), openTrip(rival, trip.tripId, seatId)]);
    expect(await seatName(colleague, seatId)).toContain(SALES_TEXT.seatFree);
    expect(await seatName(rival, seatId)).toContain(SALES_TEXT.seatFree);

    // The clerk finds the trip: its day, its company, 'Lấy danh sách chuyến', then its card.
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await typeDate(page, SALES_TEXT.date, trip.startTime);
    const companies = page.getByRole('combobox', { name: SALES_TEXT.company });
    await companies.fill(trip.companyName);
    await companyOption(page, trip.companyName).click();
    await page.getByRole('button', { name: SALES_TEXT.getTrips, exact: true }).click();
    const card = page
      .getByRole('list', { name: SALES_TEXT.tripList })
      // The card is named by what it shows, departure time first, then the booked seats and the route.
      .getByRole('button', { name: new RegExp(`^${vnTime(trip.startTimeReality)}\\b.*${escapeRegExp(trip.routeName)}`) });
    await card.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tripId')).toBe(trip.tripId);

    await seat(page, seatId).click();
    await expect.poll(() => seatName(page, seatId)).toContain(SALES_TEXT.seatSelected);
    const form = bookingForm(page);
    await form.phone.fill(testPhone());
    await form.fullName.fill('Nguyễn Văn Khách');
    // The hold button waits for the seat's price.
    await expect.poll(() => form.hold.isEnabled()).toBe(true);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/ticket/partner/book') && r.request().method() === 'POST');
    await form.hold.click();
    const response = await answer;
    const answeredAt = Date.now();
    expect(response.status()).toBe(200);

    const [colleagueMs, rivalMs] = await Promise.all([
      msUntilSeat(colleague, seatId, OWN_SOLD, answeredAt),
      msUntilSeat(rival, seatId, new RegExp(SALES_TEXT.seatOtherAgency), answeredAt),
    ]);
    await annotate(`seat taken on the colleague's screen after ${colleagueMs} ms, on the other agency's after ${rivalMs} ms`);
    expect(colleagueMs).toBeLessThan(LIVE_BOUND_MS);
    expect(rivalMs).toBeLessThan(LIVE_BOUND_MS);

    await expect.poll(() => page.getByText(SALES_TEXT.bookingSuccess).first().isVisible()).toBe(true);
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
    // The other agency never learns who sits there: no seller name, no passenger.
    expect(await seatName(rival, seatId)).not.toMatch(/Nguyễn Văn Khách|Trần Thị Bích Ngọc/);
  });

  it('holds a picked seat for its user: another user sees it held, cannot take it, and sees it freed on deselect', async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, seatIds } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const seatId = seatIds[0]!;
    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    const other = await portal.signedInPage(ACCOUNTS.admin);
    await Promise.all([openTrip(clerk, trip.tripId, seatId), openTrip(other, trip.tripId, seatId)]);

    await seat(clerk, seatId).click();
    await expect.poll(() => seatName(clerk, seatId)).toContain(SALES_TEXT.seatSelected);
    await expect.poll(() => seatName(other, seatId), { timeout: 5000 }).toContain(SALES_TEXT.seatHeldByOther);

    // The other user's click is refused with the reason and leaves the seat unselected. The seat is aria-disabled,
    // which Playwright's click waits out; a mouse clicks it anyway, so the click is forced.
    await seat(other, seatId).click({ force: true });
    await expect.poll(() => other.getByText(SALES_TEXT.heldByOtherRefusal(seatId)).first().isVisible()).toBe(true);
    expect(await seat(other, seatId).getAttribute('aria-pressed')).toBe('false');
    expect(await seatName(other, seatId)).toContain(SALES_TEXT.seatHeldByOther);

    // Deselecting releases the lock for everyone.
    await seat(clerk, seatId).click();
    await expect.poll(() => seatName(other, seatId), { timeout: 5000 }).toContain(SALES_TEXT.seatFree);
  });
});
