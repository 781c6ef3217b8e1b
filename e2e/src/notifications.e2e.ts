// The notification bell (issue 5, 002 §2 'Notifications'): a child agency's booking reaches the station's bell live,
// in every open portal of that agency; marking it read in one portal takes it off every bell.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { navbar, usePortal } from './lib/portal';
import { socketStatus } from './lib/realtime';
import { bookOverApi, findTrip, QUAYMOI, SHARED_ROUTE_IDS } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

// ours (root-config SHELL_LABELS.navbar.notifications; the badge count joins it after a colon)
const BELL = 'Thông báo vé mới';
// 002 §2: the popover's tabs (ours: the seed names them only in English) and its 'Load more'/empty texts.
const TABS = ['Tất cả', 'Đã dùng app nhà xe', 'Chưa dùng app nhà xe'];

const bell = (page: Page) => navbar(page).getByRole('button', { name: new RegExp(`^${BELL}(: \\d+)?$`) });

/** The number on the bell as its accessible name says it (no number: nothing unread). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /: (\d+)$/.exec(name);
  return match ? Number(match[1]) : 0;
}

describe('notification bell', () => {
  it('counts a child agency’s new booking live, lists it by company, and a read in one portal clears every bell', async () => {
    const admin = await portal.signedInPage(ACCOUNTS.admin);
    const staff = await portal.signedInPage(ACCOUNTS.staff);
    for (const page of [admin, staff]) {
      await page.goto('/book-ticket');
      await bell(page).waitFor();
    }
    // The count arrives after the first paint; both portals of the agency agree on it.
    await expect.poll(() => unread(admin), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unread(admin);
    await expect.poll(() => unread(staff)).toBe(before);
    // Live means through the realtime connection, which comes up a moment after the first paint.
    for (const page of [admin, staff]) await expect.poll(() => socketStatus(page)).toBe('connected');

    // Another portal of the station's child agency sells two seats.
    const childToken = await apiLogin(portal.baseUrl, QUAYMOI);
    const { view, seatIds } = await findTrip(portal.baseUrl, childToken, { seats: 2, routeIds: SHARED_ROUTE_IDS });
    const name = `Khách Đại Lý ${Date.now().toString(36).toUpperCase()}`;
    await bookOverApi(portal.baseUrl, childToken, view, seatIds, { fullName: name, paidMoney: (price) => price });

    // No reload: the bell of both station portals goes up by one booking.
    await expect.poll(() => unread(admin), { timeout: 15_000 }).toBe(before + 1);
    await expect.poll(() => unread(staff), { timeout: 15_000 }).toBe(before + 1);

    await bell(admin).click();
    const popover = admin.getByRole('dialog', { name: BELL });
    await expect.poll(() => popover.getByRole('tab').allTextContents()).toEqual([
      `${TABS[0]} (${before + 1})`,
      expect.stringMatching(new RegExp(`^${TABS[1]} \\(\\d+\\)$`)),
      expect.stringMatching(new RegExp(`^${TABS[2]} \\(\\d+\\)$`)),
    ]);
    const group = popover.getByRole('list', { name: view.trip.companyName });
    const item = group.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => item.count()).toBe(1);
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(view.trip.routeName);
    expect(text).toContain(`Ghế: ${[...seatIds].sort().join(', ')}`);
    // Departure as DD/MM/YYYY HH:mm.
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await item.getByRole('button', { name: /^Đánh dấu đã đọc/ }).click();
    await expect.poll(() => item.count()).toBe(0);
    await expect.poll(() => unread(staff), { timeout: 15_000 }).toBe(before);
    await admin.keyboard.press('Escape');
    await expect.poll(() => unread(admin)).toBe(before);
  });

  it('with nothing unread the bell has no number, and the page is axe clean', async () => {
    // The child agency has no agencies of its own: nothing ever reaches its bell.
    const page = await portal.signedInPage(QUAYMOI);
    await page.goto('/book-ticket');
    await bell(page).waitFor();
    await expect.poll(() => socketStatus(page)).toBe('connected');
    expect(await unread(page)).toBe(0);
    expect(await bell(page).innerText()).toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
