// Trip cards of /book-ticket (issue 11 items 4 and 16): a card follows its trip live — the booked count when any
// agency sells a seat, the agency's lock, the vehicle — without a new search; and the list is one Tab stop per card,
// the lock and the vehicle/driver edit reached from the card with the arrow keys.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { socketStatus } from './lib/realtime';
import {
  bookingForm,
  bookOverApi,
  bookTicketUrl,
  escapeRegExp,
  findTrip,
  OWN_SOLD,
  QUAYMOI,
  SALES_TEXT,
  salesCall,
  seat,
  seatName,
  SHARED_ROUTE_IDS,
  testPhone,
  vnTime,
  viewTrip,
  type TripCardInfo,
} from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The product's own labels (ours: mf-sales trip-search/labels.ts, trip-ops/labels.ts) and the seed's messages. */
const TEXT = {
  lockedState: 'Chuyến bị khóa',
  lockTrip: 'Khóa chuyến',
  unlockTrip: 'Mở khóa chuyến',
  editTrip: 'Cập nhật tài xế, xe',
  updateTitle: 'Cập nhật chuyến',
  vehicle: 'Xe',
  save: 'Lưu',
  locked: 'Đã khóa',
} as const;

const PATHS = {
  lockTrip: '/api/partner/lock-trip',
  manageTrip: '/api/partner/v2/trip/manage',
  searchTrips: '/api/partner/search/trips',
} as const;

/** Miền Đông – Vũng Tàu: sold by both agencies, run by a company the agencies mark 'not using the app' (vehicle edit). */
const NOT_USING_APP_ROUTE = ['r-mdong-vungtau'] as const;

const tripList = (page: Page): Locator => page.getByRole('list', { name: SALES_TEXT.tripList });

/** A trip's card: a button named by what it shows, the departure time first, then the count and the route. */
const tripCard = (page: Page, trip: Pick<TripCardInfo, 'startTimeReality' | 'routeName'>): Locator =>
  tripList(page).getByRole('button', { name: new RegExp(`^${vnTime(trip.startTimeReality)}\\b.*${escapeRegExp(trip.routeName)}`) });

/** The 'booked/total' a card shows. */
async function bookedOnCard(card: Locator): Promise<number | null> {
  const match = /(\d+)\/(\d+)/.exec(await card.innerText());
  return match ? Number(match[1]) : null;
}

/** /book-ticket opened on the trip: the list is searched for the trip's day and company and shows its card. */
async function listWithTrip(page: Page, trip: TripCardInfo): Promise<Locator> {
  await page.goto(bookTicketUrl(trip.tripId));
  const card = tripCard(page, trip);
  await card.waitFor({ state: 'visible', timeout: 30_000 });
  return card;
}

/**
 * Follows the trip searches a page sends. `fromLive` starts the count once the page's connection is live and the list
 * read before it has been read again (ADR 0114: a list shown before the connection came up is searched once more).
 */
function trackSearches(page: Page): { fromLive(): Promise<() => number> } {
  let sent = 0;
  let answered = 0;
  const isSearch = (request: Request) => new URL(request.url()).pathname === PATHS.searchTrips;
  page.on('request', (request) => void (isSearch(request) && (sent += 1)));
  const done = (request: Request) => void (isSearch(request) && (answered += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async fromLive() {
      await expect.poll(() => socketStatus(page)).toBe('connected');
      await expect.poll(() => sent - answered).toBe(0);
      const before = sent;
      return () => sent - before;
    },
  };
}

/** Where the keyboard focus is inside the trip list: the card's position and whether it is the card or an action. */
const focusInList = (page: Page) =>
  page.evaluate((listName) => {
    const list = document.querySelector(`ul[aria-label="${listName}"]`);
    const active = document.activeElement;
    if (!list || !active || !list.contains(active)) return null;
    const item = active.closest('li')!;
    // The card is the item's own button; its actions sit in a group beside it.
    return { card: [...list.children].indexOf(item), isCard: active.parentElement === item, name: active.getAttribute('aria-label') ?? '' };
  }, SALES_TEXT.tripList);

describe('live trip cards', () => {
  it("a sale in one browser updates the trip's card in another without a new search, whichever agency sells", async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const quaymoiToken = await apiLogin(portal.baseUrl, QUAYMOI);
    const arranged = await findTrip(portal.baseUrl, staffToken, { seats: 2, routeIds: SHARED_ROUTE_IDS, holdable: true });
    const [seatId, otherSeat] = arranged.seatIds as [string, string];

    // The other agency's clerk has the list with the trip's card; the seller opens the trip.
    const rival = await portal.signedInPage(QUAYMOI);
    const rivalSearches = trackSearches(rival);
    const rivalCard = await listWithTrip(rival, arranged.trip);
    const searches = await rivalSearches.fromLive();
    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    const clerkCard = await listWithTrip(clerk, arranged.trip);
    await seat(clerk, seatId).first().waitFor({ state: 'visible', timeout: 30_000 });
    const before = await bookedOnCard(rivalCard);
    expect(before).not.toBeNull();
    await expect.poll(() => bookedOnCard(clerkCard)).toBe(before);

    await seat(clerk, seatId).click();
    const form = bookingForm(clerk);
    await form.phone.fill(testPhone());
    await form.fullName.fill('Khách Thẻ Chuyến');
    await expect.poll(() => form.hold.isEnabled()).toBe(true);
    await form.hold.click();
    await expect.poll(() => seatName(clerk, seatId)).toMatch(OWN_SOLD);
    await expect.poll(() => bookedOnCard(rivalCard)).toBe(before! + 1);
    await expect.poll(() => bookedOnCard(clerkCard)).toBe(before! + 1);

    // The other agency sells too: the seller's card counts it (the count covers every agency, as the search does).
    await bookOverApi(portal.baseUrl, quaymoiToken, await viewTrip(portal.baseUrl, quaymoiToken, arranged.trip.tripId), [otherSeat]);
    await expect.poll(() => bookedOnCard(clerkCard)).toBe(before! + 2);
    await expect.poll(() => bookedOnCard(rivalCard)).toBe(before! + 2);
    expect(searches()).toBe(0);
    // The toasts of the sale are shared-kit's (their contrast is not this list's); the list itself is checked.
    await expect.poll(() => clerk.locator('#notistack-snackbar').count()).toBe(0);
    // The card's count is the search's: a new search answers the same.
    const { trips } = await salesCall<{ trips: Array<{ tripId: string; totalBookedSeat: number }> }>(portal.baseUrl, staffToken, 'POST', PATHS.searchTrips, {
      date: arranged.trip.startDate,
      routeIds: [arranged.trip.routeId],
      count: 100,
    });
    expect(trips.find((t) => t.tripId === arranged.trip.tripId)?.totalBookedSeat).toBe(before! + 2);
    expect(await accessibilityViolations(clerk)).toEqual([]);
  });

  it("a lock set from a card by keyboard reaches a colleague's card, not the other agency's; a new vehicle reaches both", async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: NOT_USING_APP_ROUTE });
    const clerk = await portal.signedInPage(ACCOUNTS.staff);
    const colleague = await portal.signedInPage(ACCOUNTS.admin);
    const rival = await portal.signedInPage(QUAYMOI);
    const [card, colleagueCard, rivalCard] = await Promise.all([listWithTrip(clerk, trip), listWithTrip(colleague, trip), listWithTrip(rival, trip)]);
    // The search answers the whole card; the test's type names only what the arranging needs.
    const originalVehicle = (trip as TripCardInfo & { vehicleId: string | null }).vehicleId;
    try {
      // The lock, by keyboard from the card.
      await card.focus();
      await clerk.keyboard.press('ArrowRight');
      expect((await focusInList(clerk))?.name).toBe(TEXT.lockTrip);
      await clerk.keyboard.press('Enter');
      await expect.poll(() => clerk.getByText(TEXT.locked, { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(async () => (await colleagueCard.evaluate((el) => el.textContent ?? '')).includes(TEXT.lockedState)).toBe(true);
      expect((await focusInList(clerk))?.name).toBe(TEXT.unlockTrip);
      // The lock is the agency's own: the other agency's card stays open.
      expect(await rivalCard.evaluate((el) => el.textContent ?? '')).not.toContain(TEXT.lockedState);

      // The vehicle, by keyboard: down to the edit, its dialog, another vehicle.
      await clerk.keyboard.press('ArrowDown');
      expect((await focusInList(clerk))?.name).toBe(TEXT.editTrip);
      await clerk.keyboard.press('Enter');
      const dialog = clerk.getByRole('dialog', { name: TEXT.updateTitle });
      const vehicle = dialog.getByRole('combobox', { name: TEXT.vehicle });
      await expect.poll(() => vehicle.isEnabled()).toBe(true);
      await expect.poll(() => clerk.locator('#notistack-snackbar').count()).toBe(0);
      expect(await accessibilityViolations(clerk)).toEqual([]);
      // An option reads 'plate - vehicle type'; the card shows the plate. (The open menu hides the dialog: read first.)
      const current = (await vehicle.innerText()).trim();
      await vehicle.click();
      // A vehicle with fewer seats than the trip's tickets is listed greyed (ADR 0123): choose among the others.
      const options = clerk.locator('[role="option"]:not([aria-disabled="true"])');
      await options.first().waitFor();
      const choice = (await options.allInnerTexts()).map((t) => t.trim()).find((t) => t !== current && /\d/.test(t))!;
      const plate = choice.split(' - ')[0]!;
      await clerk.getByRole('option', { name: choice, exact: true }).click();
      await dialog.getByRole('button', { name: TEXT.save, exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => rivalCard.innerText()).toContain(plate);
      await expect.poll(() => colleagueCard.innerText()).toContain(plate);
    } finally {
      // Other tests book on these trips: never leave the lock or another vehicle behind.
      await salesCall(portal.baseUrl, staffToken, 'POST', PATHS.lockTrip, { tripId: trip.tripId, lockType: 0 });
      await salesCall(portal.baseUrl, staffToken, 'POST', PATHS.manageTrip, { tripId: trip.tripId, vehicle: originalVehicle ? { id: originalVehicle } : null });
    }
  });
});

describe('trip list keyboard', () => {
  it('is one Tab stop per card; the arrows reach and leave its actions; Enter on a card opens its trip', async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip } = await findTrip(portal.baseUrl, staffToken, { seats: 1, routeIds: NOT_USING_APP_ROUTE });
    const page = await portal.signedInPage(ACCOUNTS.staff);
    const card = await listWithTrip(page, trip);
    const items = tripList(page).locator(':scope > li');
    const cards = await items.count();
    expect(cards).toBeGreaterThanOrEqual(2);
    // Each card has its lock beside it (and the vehicle edit: this company does not use the app)…
    expect(await tripList(page).getByRole('button', { name: new RegExp(`^(${TEXT.lockTrip}|${TEXT.unlockTrip})$`) }).count()).toBe(cards);

    // … yet Tab goes from card to card: as many stops as cards, each on a card.
    await items.first().locator(':scope > button').focus();
    const stops: Array<{ card: number; isCard: boolean }> = [];
    for (let i = 0; i < cards * 3 + 2; i++) {
      const at = await focusInList(page);
      if (!at) break;
      stops.push({ card: at.card, isCard: at.isCard });
      await page.keyboard.press('Tab');
    }
    expect(stops).toEqual(Array.from({ length: cards }, (_v, i) => ({ card: i, isCard: true })));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInList(page)).toMatchObject({ card: cards - 1, isCard: true });

    // The arrows: into the card's actions and back.
    await card.focus();
    const index = (await focusInList(page))!.card;
    await page.keyboard.press('ArrowRight');
    expect(await focusInList(page)).toMatchObject({ card: index, isCard: false, name: TEXT.lockTrip });
    await page.keyboard.press('ArrowDown');
    expect(await focusInList(page)).toMatchObject({ card: index, isCard: false, name: TEXT.editTrip });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusInList(page)).toMatchObject({ card: index, isCard: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    expect(await focusInList(page)).toMatchObject({ card: index, isCard: true });
    expect(await card.getAttribute('aria-describedby')).toBeTruthy();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Enter on another card opens that trip.
    const next = items.nth(index === 0 ? 1 : 0).locator(':scope > button');
    await next.focus();
    const before = new URL(page.url()).searchParams.get('tripId');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('tripId')).not.toBe(before);
    expect(await next.getAttribute('aria-pressed')).toBe('true');
  });
});
