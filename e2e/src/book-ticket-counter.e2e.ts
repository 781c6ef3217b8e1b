// /book-ticket at the counter (issue 11): the whole sale in view at 1366×768 with the sidebar open, the money of
// the selection always shown, paying in full confirms the exact amount, a sale stays selected and prints with one
// key, the page's shortcuts and their help, field errors at the field — axe clean in every state reached.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { bookingForm, bookOverApi, bookTicketUrl, findTrip, openTrip, OWN_SOLD, QUAYMOI, SALES_TEXT, salesCall, seat, seatName, SHARED_ROUTE_IDS, testPhone, type ArrangedTrip } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

/** The product's own words for what this file checks (ours, copied so a changed text fails here). */
const COUNTER_TEXT = {
  due: 'Còn lại',
  paid: 'Đã thu',
  payInFullTitle: 'Thanh toán đủ',
  collect: 'Số tiền cần thu',
  confirmPaid: (amount: string) => `Đã thu ${amount}`,
  sold: (seatId: string) => `Vừa bán ghế ${seatId} · Mã vé `,
  helpButton: 'Phím tắt (?)',
  helpTitle: 'Phím tắt bán vé',
  tripSearch: 'Tìm chuyến',
  print: 'In vé',
  printFrame: 'Khung in',
  /** mf-sales TRIP_DETAIL_LABELS.loading: the opened trip's loading shape. */
  tripLoading: 'Đang tải chuyến…',
  phoneInvalid: 'Số điện thoại không đúng định dạng',
  /** shared-kit LABELS: the company picker's phone button. */
  fillCompanyPhone: 'Điền số điện thoại nhà xe',
} as const;

const money = (n: number): string => `${n.toLocaleString('vi-VN').replace(/,/g, '.')} đ`;

/** The whole box of an element lies inside the viewport. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** Neither the document nor the content area scrolls: the screen fits the window. */
const pageScrolls = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const content = document.getElementById('busdesk-content')!;
    const root = document.scrollingElement!;
    return content.scrollHeight > content.clientHeight + 1 || root.scrollHeight > root.clientHeight + 1;
  });

const focusedLabel = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Every frame records its print() calls instead of opening a dialog (as print-ticket.e2e.ts). */
const STUB_PRINT = () => {
  window.print = () => {
    const w = window as unknown as { __printCalls?: number };
    w.__printCalls = (w.__printCalls ?? 0) + 1;
  };
};

async function onTripWithSeatPicked(arranged: ArrangedTrip, viewport: { width: number; height: number }): Promise<Page> {
  const page = await portal.signedInPage(ACCOUNTS.staff, { viewport });
  const seatId = arranged.seatIds[0]!;
  await openTrip(page, arranged.trip.tripId, seatId);
  await seat(page, seatId).click();
  await expect.poll(() => seatName(page, seatId)).toContain(SALES_TEXT.seatSelected);
  await page.getByRole('timer').waitFor();
  return page;
}

/** Holds back the answers to requests matching `path` until `release()`; `asked()` counts those requests. */
async function holdBack(page: Page, path: RegExp): Promise<{ asked(): number; release(): void }> {
  let asked = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/** The search column can be used: its button and its company field are on screen. */
async function searchUsable(page: Page, timeout = 30_000): Promise<void> {
  await page.getByRole('button', { name: SALES_TEXT.getTrips }).waitFor({ timeout });
  await page.getByRole('combobox', { name: SALES_TEXT.company }).first().waitFor({ timeout });
}

describe('book-ticket at the counter', () => {
  it('at 1366×768 with the sidebar open: countdown, fields, money and buttons all in view, nothing scrolls the page', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const page = await onTripWithSeatPicked(arranged, { width: 1366, height: 768 });
    const form = bookingForm(page);
    await expect.poll(() => page.getByTestId('price-total').innerText()).toMatch(/\d đ/);
    for (const control of [page.getByRole('timer'), form.phone, form.fullName, page.getByTestId('price-total'), page.getByTestId('sale-due'), form.hold, form.bookAndPay]) {
      expect(await inViewport(page, control)).toBe(true);
    }
    expect(await pageScrolls(page)).toBe(false);
    // A whole phone number beside a common four-word name: neither is cut.
    await form.phone.fill('0964523123');
    await form.fullName.fill('Nguyễn Thị Thanh Hương');
    for (const field of [form.phone, form.fullName]) expect(await field.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The sidebar is open, as it is by default on a wide screen.
    expect((await page.locator('#busdesk-sidebar').boundingBox())!.width).toBeGreaterThan(200);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('stays right at 1920×1080 and usable at 1280×720', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 4, holdable: true, routeIds: SHARED_ROUTE_IDS });
    // Another agency's tickets: their tiles carry the seat, its G/T mark and an icon, the widest a tile gets.
    await bookOverApi(portal.baseUrl, await apiLogin(portal.baseUrl, QUAYMOI), arranged.view, arranged.seatIds.slice(2));
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      const page = await onTripWithSeatPicked({ ...arranged, seatIds: [arranged.seatIds[viewport.width === 1920 ? 0 : 1]!] }, viewport);
      const form = bookingForm(page);
      for (const control of [page.getByRole('timer'), form.phone, form.hold, form.bookAndPay, page.getByTestId('sale-due')]) {
        expect(await inViewport(page, control)).toBe(true);
      }
      expect(await pageScrolls(page)).toBe(false);
      // Every seat's number whole, on the narrowest tiles too (another agency's ticket carries a mark and an icon).
      const cutNumbers = await page.locator('[data-seat-id] > span:first-child, [data-seat-id] > span:first-child > span:first-child').evaluateAll((spans) =>
        spans
          .filter((s) => s.textContent === s.closest('[data-seat-id]')!.getAttribute('data-seat-id'))
          .filter((s) => {
            const [own, tile] = [s.getBoundingClientRect(), s.closest('[data-seat-id]')!.getBoundingClientRect()];
            return own.left < tile.left || own.right > tile.right;
          })
          .map((s) => s.textContent),
      );
      expect(cutNumbers, `${viewport.width}`).toEqual([]);
      await page.close();
    }
  });

  it('shows a deposit ticket’s paid and balance, and paying in full confirms the exact amount to collect', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const [held] = await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { paidMoney: () => 100_000 });
    expect(held!.paidMoney).toBe(100_000);
    const due = held!.agencyPrice - 100_000;

    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    await openTrip(page, arranged.trip.tripId, seatId);
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
    await seat(page, seatId).click();
    await expect.poll(() => page.getByTestId('sale-paid').innerText()).toBe(money(100_000));
    expect(await page.getByTestId('sale-due').innerText()).toBe(money(due));
    expect(await page.getByTestId('price-total').innerText()).toBe(money(held!.agencyPrice));
    expect(await accessibilityViolations(page)).toEqual([]);

    await bookingForm(page).payInFull.click();
    const dialog = page.getByRole('dialog', { name: COUNTER_TEXT.payInFullTitle });
    await dialog.waitFor();
    expect((await dialog.innerText()).replace(/\s+/g, ' ')).toContain(`${COUNTER_TEXT.collect} ${money(due)}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: COUNTER_TEXT.confirmPaid(money(due)) }).click();
    await expect.poll(() => page.getByText(SALES_TEXT.statusUpdateSuccess).first().isVisible()).toBe(true);
    await expect.poll(() => seatName(page, seatId)).toContain(SALES_TEXT.seatPaid);
    // Still selected after paying: the balance reads zero, ready to print.
    await expect.poll(() => page.getByTestId('sale-due').innerText()).toBe(money(0));
  });

  it('shows a selected group’s money and is axe clean with the group selected', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 2, holdable: true });
    const tickets = await bookOverApi(portal.baseUrl, token, arranged.view, arranged.seatIds, { paidMoney: () => 50_000 });
    const total = tickets.reduce((sum, t) => sum + t.agencyPrice, 0);
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    await openTrip(page, arranged.trip.tripId, arranged.seatIds[0]!);
    await expect.poll(() => seatName(page, arranged.seatIds[0]!)).toMatch(OWN_SOLD);
    await seat(page, arranged.seatIds[0]!).click();
    for (const id of arranged.seatIds) await expect.poll(() => seat(page, id).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('sale-paid').innerText()).toBe(money(100_000));
    expect(await page.getByTestId('price-total').innerText()).toBe(money(total));
    expect(await page.getByTestId('sale-due').innerText()).toBe(money(total - 100_000));
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('keeps a sale selected, names its seat and code, puts the focus back on the map, and Alt+I prints it', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    await page.addInitScript(STUB_PRINT);
    await openTrip(page, arranged.trip.tripId, seatId);
    await seat(page, seatId).click();
    const form = bookingForm(page);
    await page.keyboard.press('F2');
    await page.keyboard.type(testPhone());
    await expect.poll(() => form.hold.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');

    const sold = page.getByRole('status').filter({ hasText: COUNTER_TEXT.sold(seatId) });
    await expect.poll(() => sold.isVisible()).toBe(true);
    const ticketCode = /Mã vé (\S+)/.exec(await sold.innerText())![1]!;
    await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
    await expect.poll(() => seat(page, seatId).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Ghế /);
    expect(await accessibilityViolations(page)).toEqual([]);

    const printed = page.waitForResponse((r) => r.url().endsWith('/api/ticket/partner/print') && r.request().method() === 'POST');
    await page.keyboard.press('Alt+KeyI');
    expect((await printed).status()).toBe(200);
    const frame = page.frameLocator(`iframe[title="${COUNTER_TEXT.printFrame}"]`);
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 10_000 }).toContain(ticketCode);
    // Printing hands the focus back to the map (not left in the hidden frame): the keys go on working.
    await expect.poll(() => focusedLabel(page)).toMatch(/^Ghế /);
    await page.keyboard.press('Alt+KeyH');
    await page.getByRole('dialog', { name: SALES_TEXT.cancelTickets }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('lists its shortcuts behind ?, and Alt+C, F4, Alt+G and Alt+H do what the list says', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 2, holdable: true });
    const [first, second] = arranged.seatIds as [string, string];
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    await openTrip(page, arranged.trip.tripId, first);

    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: COUNTER_TEXT.helpTitle });
    await help.waitFor();
    const helpText = await help.innerText();
    for (const key of ['Alt+C', 'F4', 'F2', 'Alt+G', 'Alt+T', 'Alt+I', 'Alt+H', '?']) expect(helpText).toContain(key);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Closing fades the dialog out as every dialog does (it was once unmounted at once): record its opacity as it goes.
    await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')!.parentElement!;
      const seen: string[] = ((window as unknown as { helpOpacity: string[] }).helpOpacity = []);
      new MutationObserver(() => seen.push(dialog.style.opacity)).observe(dialog, { attributes: true, attributeFilter: ['style'] });
    });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { helpOpacity: string[] }).helpOpacity)).toContain('0');
    // The same list from its button in the page.
    await page.getByRole('button', { name: COUNTER_TEXT.helpButton }).click();
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    await page.keyboard.press('Alt+KeyC');
    const inSearch = () => page.evaluate((name) => Boolean(document.activeElement?.closest(`section[aria-label="${name}"]`)), COUNTER_TEXT.tripSearch);
    await expect.poll(inSearch).toBe(true);
    await page.keyboard.press('F4');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Ghế /);

    await seat(page, first).click();
    await page.keyboard.press('F2');
    await page.keyboard.type(testPhone());
    await expect.poll(() => bookingForm(page).hold.isEnabled()).toBe(true);
    await page.keyboard.press('Alt+KeyG');
    await expect.poll(() => seatName(page, first)).toMatch(OWN_SOLD);
    // The hold is selected; Alt+H opens its cancel dialog.
    await expect.poll(() => seat(page, first).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Alt+KeyH');
    await page.getByRole('dialog', { name: SALES_TEXT.cancelTickets }).waitFor();
    await page.keyboard.press('Escape');
    // A second seat is a new sale: the form is empty again and the previous tickets are no longer selected.
    await seat(page, second).click();
    await expect.poll(() => seat(page, first).getAttribute('aria-pressed')).toBe('false');
    expect(await bookingForm(page).phone.inputValue()).toBe('');
  });

  it('the company picker’s phone button fills the open form’s phone with the chosen company’s number', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const { companies } = await salesCall<{ companies: { id: string; companyPhoneNumber: string | null }[] }>(
      portal.baseUrl,
      token,
      'POST',
      '/api/partner/search/company',
      {},
    );
    const companyPhone = companies.find((c) => c.id === arranged.trip.companyId)?.companyPhoneNumber;
    expect(companyPhone).toMatch(/^0\d{9,10}$/);
    const page = await onTripWithSeatPicked(arranged, { width: 1366, height: 768 });
    const form = bookingForm(page);
    const fill = page.getByRole('button', { name: COUNTER_TEXT.fillCompanyPhone });
    // The opened trip's company is the search's company (use-initial-trip), and the form's phone starts empty.
    expect(await page.getByRole('combobox', { name: SALES_TEXT.company }).locator('xpath=ancestor::*[contains(@class,"MuiAutocomplete-root")]').innerText()).toContain(
      arranged.trip.companyName,
    );
    expect(await form.phone.inputValue()).toBe('');
    await fill.click();
    await expect.poll(() => form.phone.inputValue()).toBe(companyPhone);
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    // The seat stays picked: filling the phone is part of the same sale.
    expect(await seatName(page, arranged.seatIds[0]!)).toContain(SALES_TEXT.seatSelected);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('marks a bad phone at the field, with the seed’s message, and books nothing', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const page = await onTripWithSeatPicked(arranged, { width: 1366, height: 768 });
    const form = bookingForm(page);
    await form.phone.fill('09012');
    // Enter books once the seat's price is in (the buttons wait for it too).
    await expect.poll(() => form.hold.isEnabled()).toBe(true);
    await form.phone.press('Enter');
    await expect.poll(() => form.phone.getAttribute('aria-invalid')).toBe('true');
    const described = (await form.phone.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`[id="${described[0]}"]`).innerText()).toBe(COUNTER_TEXT.phoneInvalid);
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seatName(page, seatId)).toContain(SALES_TEXT.seatSelected);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
  // ADR 0118: the search's first view does not load the opened trip (seat map, booking form and their tools).
  it('gives the clerk back the same list after another menu: leaving for a report and coming back by the menu', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    await page.goto('/book-ticket');
    await searchUsable(page);
    await page.getByRole('combobox', { name: SALES_TEXT.company }).first().click();
    await page.getByRole('option', { name: /^Nhà xe Hưng Thịnh/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: SALES_TEXT.getTrips }).click();
    const cards = page.getByRole('list', { name: 'Danh sách chuyến' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const shown = await cards.count();

    const sidebar = page.getByRole('navigation', { name: 'Danh mục chức năng' });
    await sidebar.getByRole('button', { name: 'Báo cáo' }).click();
    await sidebar.getByRole('link', { name: 'Báo cáo giao dịch', exact: true }).click();
    await page.getByRole('button', { name: 'Lọc báo cáo', exact: true }).waitFor();
    await sidebar.getByRole('link', { name: 'Bán vé', exact: true }).click();
    await searchUsable(page);
    // The same company in the filter and the same trips, read afresh, without the clerk searching again.
    await expect.poll(() => cards.count(), { message: 'the list is back' }).toBe(shown);
    expect(await page.getByRole('button', { name: 'Nhà xe Hưng Thịnh' }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/book-ticket');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows a usable search while the opened trip’s code is held back, and the trip once it arrives', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1 });
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    const held = await holdBack(page, /\/mf-sales\/chunks\/opened-trip-[\w-]+\.js$/);
    await page.goto(`${portal.baseUrl}${bookTicketUrl(arranged.trip.tripId)}`);
    await searchUsable(page);
    // Asked for (the address opens a trip) and still on its way: the trip's place shows its loading shape.
    expect(held.asked()).toBe(1);
    expect(await page.getByRole('status', { name: COUNTER_TEXT.tripLoading }).count()).toBeGreaterThan(0);
    expect(await seat(page, arranged.seatIds[0]!).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    held.release();
    await seat(page, arranged.seatIds[0]!).waitFor();
  });

  it('control: with the search’s own code held back, the search does not come', async () => {
    const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: { width: 1366, height: 768 } });
    const held = await holdBack(page, /\/mf-sales\/chunks\/book-ticket-page-[\w-]+\.js$/);
    await page.goto(`${portal.baseUrl}/book-ticket`);
    await expect(searchUsable(page, 3_000)).rejects.toThrow();
    expect(held.asked()).toBe(1);
    held.release();
    await searchUsable(page);
  });
});
