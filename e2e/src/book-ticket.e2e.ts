// /book-ticket (issue 4, 001 §2.1, §4, §5): group selection, paying a hold in full, cancelling with a fee and
// refund, the no-route message, the search validation, and a counter sale by keyboard alone with axe clean.
// Each test arranges its own trip and seats through the API (the server keeps data across the tests of a run).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import {
  amountAfter,
  bookingForm,
  bookOverApi,
  findTrip,
  openTrip,
  OWN_SOLD,
  SALES_TEXT,
  seat,
  seatName,
  testPhone,
  type ArrangedTrip,
  type TripView,
} from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const HOUR = 3_600_000;

/** The booking form's key to its phone field (mf-sales shared/use-phone-shortcut.ts; ours). */
const PHONE_SHORTCUT = 'F2';

const focusedName = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
const focusedSeatId = async (page: Page): Promise<string | null> => /^Ghế ([^, ]+)/.exec(await focusedName(page))?.[1] ?? null;

/**
 * Moves the keyboard focus from any seat to `target` with arrow keys only, reading where the focus landed after
 * each key: Ctrl+Home to the map's first seat, ArrowDown to the target's row, then along the row.
 */
async function walkToSeat(page: Page, view: TripView, target: string): Promise<void> {
  const where = new Map(view.trip.seatMap.map((s) => [s.seatId, s]));
  const goal = where.get(target)!;
  await page.keyboard.press('Control+Home');
  for (let step = 0; step < 60; step++) {
    const at = await focusedSeatId(page);
    if (at === target) return;
    const here = at ? where.get(at) : undefined;
    if (!here) throw new Error(`the focus left the seat map (on '${await focusedName(page)}')`);
    const key = here.row < goal.row ? 'ArrowDown' : here.row > goal.row ? 'ArrowUp' : here.column < goal.column ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`arrow keys did not reach seat ${target} (focus on '${await focusedName(page)}')`);
}

async function signedInOnTrip(arranged: ArrangedTrip, seatId: string): Promise<Page> {
  const page = await portal.signedInPage(ACCOUNTS.staff);
  await openTrip(page, arranged.trip.tripId, seatId);
  return page;
}

describe('book-ticket', () => {
  it('tells a user without authorised routes to ask the companies', async () => {
    const page = await portal.signedInPage(ACCOUNTS.newstaff);
    await page.goto('/book-ticket');
    await expect.poll(() => page.getByText(SALES_TEXT.notAuthorised).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: SALES_TEXT.getTrips }).count()).toBe(0);
  });

  it('asks for a pick-up/drop-off point or a province before searching', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    const getTrips = page.getByRole('button', { name: SALES_TEXT.getTrips, exact: true });
    await getTrips.click();
    await expect.poll(() => page.getByText(SALES_TEXT.searchCriteriaRequired).first().isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: SALES_TEXT.tripList }).count()).toBe(0);
  });

  it('books three seats in one booking; clicking one selects the whole group with a warning', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 3, holdable: true });
    const page = await signedInOnTrip(arranged, arranged.seatIds[0]!);
    for (const id of arranged.seatIds) {
      await seat(page, id).click();
      await expect.poll(() => seatName(page, id)).toContain(SALES_TEXT.seatSelected);
    }
    const form = bookingForm(page);
    await form.phone.fill(testPhone());
    await form.fullName.fill('Đoàn Khách Ba');
    await expect.poll(() => form.hold.isEnabled()).toBe(true);
    await form.hold.click();
    await expect.poll(() => page.getByText(SALES_TEXT.bookingSuccess).first().isVisible()).toBe(true);
    for (const id of arranged.seatIds) await expect.poll(() => seatName(page, id)).toMatch(OWN_SOLD);
    // The sale stays selected as one group (issue 11: the form names it); a click on one of its seats lets it go.
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Vừa bán ghế ${arranged.seatIds.join(', ')}` }).isVisible()).toBe(true);
    for (const id of arranged.seatIds) await expect.poll(() => seat(page, id).getAttribute('aria-pressed')).toBe('true');
    await seat(page, arranged.seatIds[0]!).click();
    for (const id of arranged.seatIds) await expect.poll(() => seat(page, id).getAttribute('aria-pressed')).toBe('false');

    await seat(page, arranged.seatIds[1]!).click();
    await expect.poll(() => page.getByText(SALES_TEXT.groupTickets(3)).first().isVisible()).toBe(true);
    for (const id of arranged.seatIds) await expect.poll(() => seat(page, id).getAttribute('aria-pressed')).toBe('true');
  });

  it('pays a held ticket in full: the status update message and the seat shows paid (T)', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const [held] = await bookOverApi(portal.baseUrl, token, arranged.view, [seatId]);
    expect(held?.ticketStatus).toBe(2);

    const page = await signedInOnTrip(arranged, seatId);
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
    await seat(page, seatId).click();
    const form = bookingForm(page);
    await form.payInFull.click();
    // It asks first, naming the amount to collect (book-ticket-counter.e2e.ts checks the amount).
    await page.getByRole('dialog', { name: SALES_TEXT.payInFull }).getByRole('button', { name: /^Đã thu / }).click();
    await expect.poll(() => page.getByText(SALES_TEXT.statusUpdateSuccess).first().isVisible()).toBe(true);
    await expect.poll(() => seatName(page, seatId)).toContain(SALES_TEXT.seatPaid);
    expect((await seat(page, seatId).innerText()).split('\n').map((line) => line.trim())).toContain('T');
  });

  it('cancels with the fee: the dialog shows refund = paid − fee, and the seat is free again', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    // Departing within a day, so the cancel fee is not zero (cancelling closes 2 h before departure).
    const soon = { seats: 1, holdable: true, minLeadMs: 2.5 * HOUR, maxLeadMs: 23 * HOUR };
    const arranged = await findTrip(portal.baseUrl, token, soon).catch(() => findTrip(portal.baseUrl, token, { seats: 1, holdable: true, minLeadMs: 2.5 * HOUR }));
    const withinDay = arranged.trip.startTime - Date.now() < 24 * HOUR;
    const seatId = arranged.seatIds[0]!;
    const deposit = (price: number) => Math.round(price / 2 / 1000) * 1000;
    const [ticket] = await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { paidMoney: deposit });
    expect(ticket?.paidMoney).toBeGreaterThan(0);

    const page = await signedInOnTrip(arranged, seatId);
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
    await seat(page, seatId).click();
    await bookingForm(page).cancel.click();
    const dialog = page.getByRole('dialog', { name: SALES_TEXT.cancelTickets });
    await expect.poll(async () => amountAfter(await dialog.innerText(), SALES_TEXT.cancelRefund)).not.toBeNull();
    const text = await dialog.innerText();
    const paid = amountAfter(text, SALES_TEXT.cancelPaid);
    const fee = amountAfter(text, SALES_TEXT.cancelFee);
    const refund = amountAfter(text, SALES_TEXT.cancelRefund);
    expect(paid).toBe(ticket!.paidMoney);
    if (withinDay) expect(fee).toBeGreaterThan(0);
    expect(refund).toBe(paid! - fee!);

    await dialog.getByRole('button', { name: SALES_TEXT.confirmCancel }).click();
    await expect.poll(() => page.getByText(SALES_TEXT.cancelSuccess).first().isVisible()).toBe(true);
    await expect.poll(() => seatName(page, seatId)).toContain(SALES_TEXT.seatFree);
  });

  it('has no serious or critical axe violation with a trip open', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1 });
    const page = await signedInOnTrip(arranged, arranged.seatIds[0]!);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('sells at the counter by keyboard alone: Tab to the map, arrows, Space, the phone key, Enter books', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true, firstFloor: true });
    const seatId = arranged.seatIds[0]!;
    const page = await signedInOnTrip(arranged, seatId);

    // Tab reaches the seat map (one Tab stop for the whole map).
    for (let i = 0; i < 120 && (await focusedSeatId(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedSeatId(page)).not.toBeNull();
    await walkToSeat(page, arranged.view, seatId);
    await page.keyboard.press('Space');
    await expect.poll(() => seat(page, seatId).getAttribute('aria-pressed')).toBe('true');

    const form = bookingForm(page);
    await page.keyboard.press(PHONE_SHORTCUT);
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(testPhone());
    await page.keyboard.press('Tab');
    expect(await form.fullName.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Khách Bàn Phím');
    await expect.poll(() => form.hold.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(SALES_TEXT.bookingSuccess).first().isVisible()).toBe(true);
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
  });
});
