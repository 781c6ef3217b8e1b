// Dates on the sales screen (issue 11, item 6): in an English-language browser 'Ngày đi' still shows DD/MM/YYYY
// (a date picker the product controls, never the browser's mm/dd/yyyy input, not even while the picker loads),
// a day typed digit by digit searches that day, and the trip header, the ticket history, the quick search and the
// printed ticket all write a day the one way: DD/MM/YYYY (the header, quick search and ticket time first).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { navbar, usePortal } from './lib/portal';
import {
  bookOverApi,
  companyOption,
  dateField,
  dateFieldText,
  escapeRegExp,
  findTrip,
  openTrip,
  SALES_TEXT,
  seat,
  SHARED_ROUTE_IDS,
  typeDate,
  vnDisplayDate,
  vnTime,
} from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The product's own labels (ours): mf-sales booking/labels.ts, shared-kit quick-search and print frame. */
const TEXT = {
  history: 'Lịch sử vé',
  quickSearch: 'Tìm kiếm vé nhanh',
  print: 'In vé',
  printFrame: 'Khung in',
} as const;
/** A day written with dashes (25-11-2026), which no screen of the sales path may show any more. */
const DASHED_DAY = /\b\d{2}-\d{2}-\d{4}\b/;

/**
 * Records, from the first byte of every page, each browser date input ever added to the document and what each
 * placeholder of a loading date field showed: both must be seen by the test, whenever the picker arrives.
 */
const RECORD_DATE_INPUTS = () => {
  const w = window as unknown as { __nativeDateInputs?: number; __datePlaceholders?: string[] };
  w.__nativeDateInputs = 0;
  w.__datePlaceholders = [];
  new MutationObserver(() => {
    w.__nativeDateInputs! += document.querySelectorAll('input[type="date"]').length;
    for (const field of document.querySelectorAll('fieldset[aria-busy="true"]')) {
      const shown = field.querySelector('span')?.textContent ?? '';
      if (!w.__datePlaceholders!.includes(shown)) w.__datePlaceholders!.push(shown);
    }
  }).observe(document, { childList: true, subtree: true });
};
const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __nativeDateInputs?: number; __datePlaceholders?: string[] };
    return { native: w.__nativeDateInputs ?? -1, placeholders: w.__datePlaceholders ?? [] };
  });

describe('sales dates', () => {
  it('shows and takes DD/MM/YYYY in an en-US browser: typing a day searches that day; the trip header writes it the same way', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS, minLeadMs: 26 * 3_600_000 });

    const page = await portal.signedInPage(ACCOUNTS.staff, { locale: 'en-US' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.addInitScript(RECORD_DATE_INPUTS);
    await page.goto('/book-ticket');
    const date = dateField(page, SALES_TEXT.date);
    await date.waitFor();
    // Today, as the seeds write a day, not the browser's 11/25/2026.
    expect(await dateFieldText(page, SALES_TEXT.date)).toBe(vnDisplayDate(Date.now()));
    expect(await date.getByRole('spinbutton').allTextContents()).toHaveLength(3);
    const seen = await recorded(page);
    expect(seen.native).toBe(0);
    // The field-sized placeholder shown while the picker loaded wrote the day the same way.
    expect(seen.placeholders.length).toBeGreaterThan(0);
    for (const shown of seen.placeholders) expect(shown).toMatch(/^(\d{2}\/\d{2}\/\d{4}|DD\/MM\/YYYY)$/);

    // The clerk types the trip's day, digits only, then searches its company.
    await typeDate(page, SALES_TEXT.date, trip.startTime);
    const companies = page.getByRole('combobox', { name: SALES_TEXT.company });
    await companies.fill(trip.companyName);
    await companyOption(page, trip.companyName).click();
    const searched = page.waitForRequest((r) => r.url().endsWith('/api/partner/search/trips'));
    await page.getByRole('button', { name: SALES_TEXT.getTrips, exact: true }).click();
    expect((await searched).postDataJSON()).toMatchObject({ date: trip.startDate });
    const card = page
      .getByRole('list', { name: SALES_TEXT.tripList })
      .getByRole('button', { name: new RegExp(`^${vnTime(trip.startTimeReality)}\\b.*${escapeRegExp(trip.routeName)}`) });
    await card.click();
    // The open trip's header: its departure time first, then its day with slashes.
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`${vnTime(trip.startTimeReality)} ${vnDisplayDate(trip.startTimeReality)}`);
    expect(await page.getByRole('main').innerText()).not.toMatch(DASHED_DAY);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The calendar is Vietnamese and Monday-first whatever the browser says.
    await date.getByRole('button', { name: /^Chọn ngày/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('grid').waitFor();
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('writes the departure and the history times with slashes in the history, the quick search and the printed ticket', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const seatId = seatIds[0]!;
    const tag = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const fullName = `Khách Ngày ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
    const [ticket] = await bookOverApi(portal.baseUrl, token, view, [seatId], { fullName, paidMoney: (p) => p });
    const departure = `${vnTime(trip.startTimeReality)} ${vnDisplayDate(trip.startTimeReality)}`;

    const page = await portal.signedInPage(ACCOUNTS.staff, { locale: 'en-US' });
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await openTrip(page, trip.tripId, seatId);
    await seat(page, seatId).click();
    await expect.poll(() => seat(page, seatId).getAttribute('aria-pressed')).toBe('true');

    // History: each entry's time as DD/MM/YYYY HH:mm (today's booking).
    await page.getByRole('button', { name: TEXT.history, exact: true }).click();
    const history = page.getByRole('dialog', { name: TEXT.history });
    await expect.poll(() => history.innerText()).toMatch(new RegExp(`${escapeRegExp(vnDisplayDate(Date.now()))} \\d{2}:\\d{2}`));
    expect(await history.innerText()).not.toMatch(DASHED_DAY);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    // The printed ticket: 'Khởi hành' as HH:mm DD/MM/YYYY.
    await page.getByRole('button', { name: TEXT.print, exact: true }).click();
    const printed = page.frameLocator(`iframe[title="${TEXT.printFrame}"]`).locator('body');
    await expect.poll(() => printed.textContent(), { timeout: 10_000 }).toContain(ticket!.ticketCode);
    const paper = (await printed.textContent()) ?? '';
    expect(paper).toContain(departure);
    expect(paper).not.toMatch(DASHED_DAY);

    // The quick search: the planned departure the same way.
    await navbar(page).getByRole('button', { name: TEXT.quickSearch }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.quickSearch });
    await dialog.getByRole('searchbox').fill(fullName.toLowerCase());
    const row = dialog.getByRole('row').filter({ hasText: fullName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(departure);
    expect(await row.innerText()).not.toMatch(DASHED_DAY);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
