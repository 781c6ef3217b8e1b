// The dialogs of /book-ticket at the counter's 1366×768 (issue 11 items 8, 9, 10, 15): the cancel dialog's fee table
// fits and its refund stands out; the history shows what each entry changed; the passenger list shows every
// column that matters; and each dialog a clerk opens (cancel, history, group edit, trip update, settlement) has no
// serious or critical axe finding.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { amountAfter, bookingForm, bookOverApi, findTrip, openTrip, OWN_SOLD, SALES_TEXT, salesCall, seat, seatName, type ArrangedTrip } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const COUNTER = { width: 1366, height: 768 };
const HOUR = 3_600_000;

/** The product's own labels (ours: mf-sales booking/labels.ts, trip-detail/labels.ts, trip-ops/labels.ts). */
const TEXT = {
  canceledBefore: 'Số vé đã hủy trước',
  history: 'Lịch sử vé',
  historyEntries: 'Các lần thay đổi của vé',
  fullName: 'Họ tên',
  booked: 'Đặt vé',
  update: 'Cập nhật vé',
  groupEdit: 'Sửa vé đoàn',
  close: 'Đóng',
  passengerTab: 'Danh sách hành khách',
  columns: ['Ghế', 'Họ tên', 'Số điện thoại', 'Điểm đón', 'Điểm trả', 'Giá vé', 'Đã thu', 'Trạng thái', 'Người bán'],
  toolbar: 'Thao tác chuyến',
  editTrip: 'Cập nhật tài xế, xe',
  updateTitle: 'Cập nhật chuyến',
  cancel: 'Hủy',
} as const;

const UPDATE_PATH = '/api/ticket/partner/update';

async function counterOnTrip(arranged: ArrangedTrip, seatId: string): Promise<Page> {
  const page = await portal.signedInPage(ACCOUNTS.staff, { viewport: COUNTER });
  await openTrip(page, arranged.trip.tripId, seatId);
  await expect.poll(() => seatName(page, seatId)).toMatch(OWN_SOLD);
  return page;
}

/** The dialog's state checked with axe once the toasts of the step before have gone (they are shared-kit's). */
async function dialogViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('#notistack-snackbar').count()).toBe(0);
  return accessibilityViolations(page);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** What a sighted user reads: the text without the screen-reader-only helpers, spaces collapsed. */
const visibleText = (locator: Locator): Promise<string> =>
  locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-sr-only]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

describe('sales dialogs at 1366×768', () => {
  it("cancel: the fee table's headers stay on one line inside the dialog, and the refund is the figure that stands out", async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true, minLeadMs: 2.5 * HOUR });
    const seatId = arranged.seatIds[0]!;
    await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { paidMoney: (price) => Math.round(price / 2 / 1000) * 1000 });
    const page = await counterOnTrip(arranged, seatId);
    await seat(page, seatId).click();
    await bookingForm(page).cancel.click();
    const dialog = page.getByRole('dialog', { name: SALES_TEXT.cancelTickets });
    await expect.poll(async () => amountAfter(await dialog.innerText(), SALES_TEXT.cancelRefund)).not.toBeNull();

    const frame = await box(dialog);
    const header = dialog.getByRole('columnheader', { name: TEXT.canceledBefore });
    const lineHeight = await header.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const cell = await box(header);
    // One line (the issue saw five), and inside the dialog.
    expect(cell.height).toBeLessThan(lineHeight * 2 + 16);
    expect(cell.x + cell.width).toBeLessThanOrEqual(frame.x + frame.width);
    for (const th of await dialog.getByRole('columnheader').all()) {
      const b = await box(th);
      expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width);
    }

    // The refund is larger and bolder than every other amount of the dialog.
    const refund = dialog.getByTestId('cancel-refund').locator('[data-value]');
    const size = (l: Locator) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const refundSize = await size(refund);
    const others = await dialog.locator('[data-value]').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(others.filter((s) => s >= refundSize)).toHaveLength(1);
    expect(await refund.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    const refundBox = await box(dialog.getByTestId('cancel-refund'));
    expect(refundBox.y + refundBox.height).toBeLessThanOrEqual(COUNTER.height);
    // The amounts the book-ticket test reads are still there, and add up.
    const text = await dialog.innerText();
    expect(amountAfter(text, SALES_TEXT.cancelRefund)).toBe(amountAfter(text, SALES_TEXT.cancelPaid)! - amountAfter(text, SALES_TEXT.cancelFee)!);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.close, exact: true }).click();
  });

  it('history: each entry shows what it changed, with DD/MM/YYYY HH:mm times; the list is reachable by keyboard', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    const [ticket] = await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { fullName: 'Khách Lịch Sử' });
    await salesCall(portal.baseUrl, token, 'POST', UPDATE_PATH, { tickets: [{ ticketId: ticket!.ticketId, fullName: 'Khách Lịch Sử Mới' }] });
    const page = await counterOnTrip(arranged, seatId);
    await seat(page, seatId).click();
    await page.getByRole('button', { name: TEXT.history, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.history });
    const entries = dialog.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(2);

    const [created, updated] = await entries.allInnerTexts();
    expect(created).toContain(TEXT.booked);
    expect(created).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(created).toContain(`${TEXT.fullName}: Khách Lịch Sử`);
    expect(updated).toContain(TEXT.update);
    // Only the name changed: one line, old → new (the old dialog repeated the 14 fields of the ticket).
    const lines = entries.nth(1).getByRole('listitem');
    expect(await lines.count()).toBe(1);
    expect(await visibleText(lines)).toBe(`${TEXT.fullName}: Khách Lịch Sử → Khách Lịch Sử Mới`);
    // A screen reader hears the arrow as a word.
    expect((await lines.innerText()).replace(/\s+/g, ' ')).toContain('Khách Lịch Sử → thành Khách Lịch Sử Mới');

    // The scrolling content is a labelled region Tab reaches (axe scrollable-region-focusable).
    const region = dialog.getByRole('region', { name: TEXT.historyEntries });
    for (let i = 0; i < 5 && !(await region.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.close, exact: true }).click();
  });

  it('group edit and the trip update have no serious axe finding', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    // A held group (a paid ticket is read-only, so its group cannot be edited).
    const arranged = await findTrip(portal.baseUrl, token, { seats: 2, holdable: true });
    const [first, second] = arranged.seatIds as [string, string];
    await bookOverApi(portal.baseUrl, token, arranged.view, [first, second], { fullName: 'Khách Đoàn' });
    const page = await counterOnTrip(arranged, first);

    await seat(page, second).click();
    await expect.poll(() => page.getByText(SALES_TEXT.groupTickets(2)).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: TEXT.groupEdit, exact: true }).click();
    const group = page.getByRole('dialog').filter({ hasText: TEXT.groupEdit });
    await group.getByRole('textbox').first().waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    await group.getByRole('button', { name: TEXT.close, exact: true }).click();
    await expect.poll(() => group.count()).toBe(0);

    // A company the agency marks 'not using the app', so the trip update is offered.
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: ['r-mdong-vungtau'] });
    await openTrip(page, trip.tripId, seatIds[0]!);
    const tools = page.getByRole('toolbar', { name: TEXT.toolbar });
    await tools.getByRole('button', { name: TEXT.editTrip }).click();
    const update = page.getByRole('dialog', { name: TEXT.updateTitle });
    await update.getByRole('combobox').first().waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    await update.getByRole('button', { name: TEXT.cancel, exact: true }).click();
    await expect.poll(() => update.count()).toBe(0);
    // The settlement confirmation needs a departed trip (this one is upcoming: 'Quyết toán' waits for the departure);
    // settlement.e2e.ts checks it with axe on the departed trip it settles.
  });

  it('the passenger list shows every column that matters and its totals, and needs at most the 780 px a 1366 screen gives it', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const arranged = await findTrip(portal.baseUrl, token, { seats: 1, holdable: true });
    const seatId = arranged.seatIds[0]!;
    await bookOverApi(portal.baseUrl, token, arranged.view, [seatId], { fullName: 'Khách Danh Sách' });
    for (const viewport of [COUNTER, { width: 1920, height: 1080 }]) {
      const page = await portal.signedInPage(ACCOUNTS.staff, { viewport });
      await openTrip(page, arranged.trip.tripId, seatId);
      await page.getByRole('tab', { name: TEXT.passengerTab }).click();
      const list = page.getByRole('region', { name: TEXT.passengerTab });
      const table = list.getByRole('table', { name: TEXT.passengerTab });
      const headers = (await table.getByRole('columnheader').allInnerTexts()).join('\n');
      for (const column of TEXT.columns) expect(headers).toContain(column);
      const row = table.getByRole('row').filter({ hasText: 'Khách Danh Sách' });
      const text = await row.innerText();
      expect(text).toContain(seatId);
      expect(text).toMatch(/\d[\d.]* đ/);
      // The table needs no more than 780 px across (the trip area's width at 1366×768 with the sidebar open, once the
      // passenger tab gets the whole area): however wide the panel is today, it never asks for more.
      if (viewport.width === COUNTER.width) expect(await list.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(780);
      else {
        // Wide enough here already: nothing scrolls sideways, every cell is in view.
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        const edge = await box(list);
        for (const cell of await row.getByRole('cell').all()) {
          const b = await box(cell);
          expect(b.x + b.width).toBeLessThanOrEqual(edge.x + edge.width + 1);
        }
      }
      expect(await table.getByRole('row').last().innerText()).toMatch(/Tổng \d+ vé/);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
