// Reports, issue 13 (first slice): the SMS history (/report/sms-info) and the cancelled tickets (/report/cancel,
// with its update) from the filter to the rows, the totals of the whole filter, and the exported file opened with the
// xlsx library (the on-screen rows and 'Xuất tất cả'); the ZNS and bank QR reports from today's totals to their exports;
// axe in every state reached, at 1366×768.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { loadAllPages } from './lib/load-all-pages';
import { exportAndRead as exportFile, expectColumnSum, saveAndRead } from './lib/xlsx-file';
import { usePortal } from './lib/portal';
import { createBankBill } from './lib/payments';
import { bookOverApi, findTrip, salesCall, SHARED_ROUTE_IDS, typeDate, vnDate } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { viewport: { width: 1366, height: 768 } };

/** The seed's texts (002 §5, §8, §9) and the product's own labels (`ours`: mf-reports labels.ts, MSG). */
const TEXT = {
  smsTitle: 'Lịch sử SMS',
  znsTitle: 'Lịch sử tin nhắn Zalo',
  bankTitle: 'Thanh toán QR ngân hàng',
  bankCount: 'Tổng số giao dịch', // ours
  bankAmount: 'Số tiền', // ours
  cancelTitle: 'Vé hủy',
  filter: 'Lọc báo cáo',
  exportExcel: 'Xuất excel',
  exportAll: 'Xuất tất cả', // ours
  exportDialog: 'Xuất tất cả các dòng ra Excel', // ours
  totalsRow: 'Tổng cộng', // ours
  selectRequired: 'Vui lòng chọn vé cần cập nhật',
  updateSuccess: 'Cập nhật vé hủy thành công!',
  defaultReason: 'Khách không đi nữa muốn hủy vé.',
  smsTable: 'Lịch sử tin nhắn SMS', // ours
  cancelTable: 'Danh sách vé hủy', // ours
  summary: 'Tổng hợp', // ours
  smsCount: 'Tổng số bản ghi', // ours
  smsLocal: 'Chưa gửi (chỉ ghi nhận cục bộ)', // ours: a local driver's record, never sent
  smsPrice: 'Phí', // ours
  smsRealPrice: 'Giá vốn', // ours
  update: 'Cập nhật vé hủy', // ours
  dialogTitle: (n: number) => `Cập nhật ${n} vé hủy`, // ours
  reason: 'Lý do hủy', // ours
  save: 'Lưu',
  refundedSwitch: 'Đã hoàn tiền', // ours
  refundedYes: 'Đã hoàn', // ours
  cancelCount: 'Số vé hủy', // ours
  refund: 'Tiền hoàn', // ours
  ticketCode: 'Mã vé',
  fromDate: 'Từ ngày',
} as const;

const PATHS = {
  smsReport: '/api/partner/report/sms-info',
  znsReport: '/api/partner/report/zns-info',
  bankReport: '/api/partner/search/transaction',
  ticketReport: '/api/partner/report/tickets',
  sendSms: '/api/partner/ticket/sendSMS',
  sendZns: '/api/partner/ticket/sendZns',
  cancel: '/api/ticket/partner/cancel',
} as const;

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
/** Today in Vietnam as the screens ask it: 00:00:00.000 to 23:59:59.999, in ms. */
function todayRangeMs(now = Date.now()) {
  const start = Math.floor((now + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
  return { fromDate: start, toDate: start + DAY - 1 };
}

/** Every page of a report through the API: what the screen's totals must equal. */
async function allPages<R>(token: string, path: string, body: object, rowsOf: (results: Record<string, unknown>) => R[]) {
  const rows: R[] = [];
  let totals: Record<string, number> | null = null;
  let nextPageToken: string | null = null;
  do {
    const results: Record<string, unknown> = await salesCall(portal.baseUrl, token, 'POST', path, { ...body, nextPageToken });
    totals ??= results.totals as Record<string, number>;
    rows.push(...rowsOf(results));
    nextPageToken = results.nextPageToken as string | null;
  } while (nextPageToken);
  return { rows, totals: totals! };
}

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
const cardValue = (page: Page, label: string) => page.getByRole('list', { name: TEXT.summary }).getByRole('listitem').filter({ hasText: label }).first().locator('p').last();
/** The toasts are shared-kit's and checked elsewhere; axe runs once they are gone. */
const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);

/** Clicks 'Xuất excel', saves the download and opens it with SheetJS and exceljs. */
const exportAndRead = (page: Page) => exportFile(page, TEXT.exportExcel);

// Each test walks a whole report screen and runs axe (3–5 s over a DataGrid on this 2-core machine) after every
// step: ~55 s alone, more on a loaded CI machine, so more than the default minute.
const REPORT_FLOW = { timeout: 150_000 };

describe('SMS history', REPORT_FLOW, () => {
  it("shows today's SMS with the local driver's record as not sent, totals of every page, and exports them", async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // An SMS sent now through the product: the demo's local driver records it without delivering it.
    const { view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1 });
    // Paid in full: a plain hold is refused on a trip whose company lets agencies hold nothing.
    const [ticket] = await bookOverApi(portal.baseUrl, token, view, seatIds, { paidMoney: (price) => price });
    await salesCall(portal.baseUrl, token, 'POST', PATHS.sendSms, { messageType: 1, ticketIds: [ticket!.ticketId] });
    const expected = await allPages<{ phoneNumber: string; price: number; delivery: string | null }>(token, PATHS.smsReport, todayRangeMs(), (r) => r.smsInfo as never);
    expect(expected.rows.some((r) => r.phoneNumber === ticket!.phoneNumber && r.delivery === 'local')).toBe(true);

    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await page.goto('/report/sms-info');
    await page.getByRole('heading', { name: TEXT.smsTitle }).waitFor();
    const table = page.getByRole('grid', { name: TEXT.smsTable });
    const ours = table.getByRole('row').filter({ hasText: ticket!.phoneNumber! });
    await ours.first().waitFor({ timeout: 30_000 });
    expect(await ours.first().innerText()).toContain(TEXT.smsLocal);
    // The cards and the totals row are the whole day's (every page), as the server counts them.
    await expect.poll(() => cardValue(page, TEXT.smsCount).innerText()).toBe(expected.totals.count!.toLocaleString('vi-VN'));
    const priceTotal = expected.rows.reduce((s, r) => s + r.price, 0);
    expect(expected.totals.price).toBe(priceTotal);
    expect(await page.getByTestId('data-table-totals').innerText()).toContain(money(priceTotal));
    // At 1366×768 with the sidebar open every column is in view, the fee and the cost price last, with no sideways scroll.
    const viewportWidth = page.viewportSize()!.width;
    const headers = table.getByRole('columnheader');
    for (let i = 0; i < (await headers.count()); i++) {
      const box = (await headers.nth(i).boundingBox())!;
      expect(box.x + box.width, await headers.nth(i).innerText()).toBeLessThanOrEqual(viewportWidth);
    }
    expect(await headers.last().innerText()).toBe(TEXT.smsRealPrice);
    expect(await accessibilityViolations(page)).toEqual([]);

    await loadAllPages(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    const read = await exportAndRead(page);
    const { name, book, rows } = read;
    expect(name).toMatch(/^sms-history_\d{8}_\d{6}\.xlsx$/);
    expect(book.SheetNames).toEqual(['data']);
    expect(read.second.sheetNames).toEqual(['data']);
    // The loaded rows and their totals row.
    expect(rows).toHaveLength(expected.totals.count! + 1);
    expectColumnSum(read, TEXT.smsPrice, priceTotal, { totalsRow: true });
    const sheet = book.Sheets.data!;
    // Money numeric, the send time a date cell.
    expect(sheet.I2?.t).toBe('n');
    expect(sheet.E2?.t).toBe('d');
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // 'Xuất tất cả': the server writes every row of the filter and the totals row; the dialog shows the progress.
    // The export's start is held until axe has read the open dialog: on a fast machine the whole export is written,
    // downloaded and the dialog fading out within axe's own run, which reads the fading text as low contrast.
    const exportStart = /\/api\/partner\/report\/export(\?|$)/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(exportStart, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const allDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: TEXT.exportAll }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.exportDialog });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    release();
    const file = await allDownload;
    expect(file.suggestedFilename()).toMatch(/^sms-history_\d{8}_\d{6}\.xlsx$/);
    const all = await saveAndRead(file);
    await dialog.waitFor({ state: 'detached' });
    const allRows = all.rows;
    const totalsRow = allRows.at(-1)!;
    const dataRows = allRows.slice(0, -1);
    expect(Object.values(totalsRow)[0]).toBe(TEXT.totalsRow);
    expect(dataRows).toHaveLength(expected.totals.count!);
    // Σ of the rows and the totals row, the same as read by SheetJS and by exceljs.
    expectColumnSum(all, TEXT.smsPrice, priceTotal, { totalsRow: true });
    expect(Number(totalsRow[TEXT.smsPrice])).toBe(priceTotal);
    expect(Number(all.second.rows.at(-1)![TEXT.smsPrice])).toBe(priceTotal);
    // The same columns as the on-screen export.
    expect(Object.keys(dataRows[0]!)).toEqual(Object.keys(rows[0]!));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('cancelled tickets', REPORT_FLOW, () => {
  it('lists the day’s cancelled tickets, refuses an update without a choice, marks two refunded, and exports the refunded ones', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // Far enough ahead that cancelling is open (the cancel window closes some hours before departure).
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 2, minLeadMs: 12 * 3_600_000 });
    const tickets = await bookOverApi(portal.baseUrl, token, view, seatIds, { paidMoney: (price) => price });
    const ids = tickets.map((t) => t.ticketId);
    await salesCall(portal.baseUrl, token, 'POST', PATHS.cancel, { ticketIds: ids, cancelReason: 'Đổi lịch', isRefunded: false });
    const day = vnDate(trip.startTime);
    const filterOf = (isRefunded: boolean) => ({ startDate: day, endDate: day, ticketStatus: 0, isRefunded, count: 20, dateType: 0 });

    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await page.goto('/report/cancel');
    await page.getByRole('heading', { name: TEXT.cancelTitle }).waitFor();
    // The trip's departure day; the to-date follows a later from-date.
    await typeDate(page, TEXT.fromDate, trip.startTime);
    await page.getByRole('button', { name: TEXT.filter }).click();
    const table = page.getByRole('grid', { name: TEXT.cancelTable });
    const rowOf = (code: string) => table.getByRole('row').filter({ hasText: code });
    await rowOf(tickets[0]!.ticketCode).first().waitFor({ timeout: 30_000 });
    const before = await allPages<{ ticketId: string; refund: number }>(token, PATHS.ticketReport, filterOf(false), (r) => r.data as never);
    await expect.poll(() => cardValue(page, TEXT.cancelCount).innerText()).toBe(String(before.totals.count));
    expect(await cardValue(page, TEXT.refund).innerText()).toBe(money(before.rows.reduce((s, r) => s + r.refund, 0)));
    expect(await accessibilityViolations(page)).toEqual([]);

    // No ticket chosen: the seed's warning, no dialog.
    await page.getByRole('button', { name: TEXT.update }).click();
    await page.getByText(TEXT.selectRequired).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await noToasts(page);

    // Both tickets share a code (one booking): their rows are ticked, then updated with the default reason.
    const ours = rowOf(tickets[0]!.ticketCode);
    await expect.poll(() => ours.count()).toBe(2);
    for (let i = 0; i < 2; i++) await ours.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: TEXT.update }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.dialogTitle(2) });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: TEXT.reason }).inputValue()).toBe(TEXT.defaultReason);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.save, exact: true }).click();
    await page.getByText(TEXT.updateSuccess).waitFor();
    // Refreshed: they left the not-refunded list and its totals.
    await expect.poll(() => rowOf(tickets[0]!.ticketCode).count()).toBe(0);
    await expect.poll(() => cardValue(page, TEXT.cancelCount).innerText()).toBe(String(before.totals.count! - 2));
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The refunded side shows them with the default reason.
    await page.getByLabel(TEXT.refundedSwitch, { exact: true }).check();
    await page.getByRole('button', { name: TEXT.filter }).click();
    await expect.poll(() => rowOf(tickets[0]!.ticketCode).count()).toBe(2);
    expect(await rowOf(tickets[0]!.ticketCode).first().innerText()).toContain(TEXT.refundedYes);
    expect(await rowOf(tickets[0]!.ticketCode).first().innerText()).toContain(TEXT.defaultReason);
    const refunded = await allPages<{ ticketId: string; refund: number; ticketCode: string }>(token, PATHS.ticketReport, filterOf(true), (r) => r.data as never);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await loadAllPages(page);
    const read = await exportAndRead(page);
    const { name, book, rows } = read;
    expect(name).toMatch(/^cancelled-ticket_\d{8}_\d{6}\.xlsx$/);
    expect(book.SheetNames).toEqual(['data']);
    expect(rows).toHaveLength(refunded.totals.count! + 1);
    // The refunds in the file add up to the report's total, which is what was recorded at cancel (read with both libraries).
    expectColumnSum(read, TEXT.refund, refunded.totals.refund!, { totalsRow: true });
    expect(rows.filter((r) => r[TEXT.ticketCode] === tickets[0]!.ticketCode)).toHaveLength(2);
    expect(refunded.totals.refund).toBe(refunded.rows.reduce((s, r) => s + r.refund, 0));
    expect(book.Sheets.data!.E2?.t).toBe('d');
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('the other reports of this slice', REPORT_FLOW, () => {
  it("shows today's ZNS and bank QR bills with their totals, and each screen's export holds every row with the same sums", async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // Today has a ZNS and a bank QR bill of this test at least: a held ticket, its ZNS, a bill for it.
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS, holdable: true, minLeadMs: 3 * 3_600_000 });
    const [ticket] = await bookOverApi(portal.baseUrl, token, view, seatIds);
    await salesCall(portal.baseUrl, token, 'POST', PATHS.sendZns, { messageContentType: 10, ticketIds: [ticket!.ticketId] });
    await createBankBill(portal.baseUrl, token, trip.companyId, [ticket!.ticketId]);
    const today = todayRangeMs();
    const zns = await allPages<{ price: number }>(token, PATHS.znsReport, today, (r) => r.znsMessage as never);
    const bank = await allPages<{ totalMoney: number }>(token, PATHS.bankReport, { startDate: today.fromDate, endDate: today.toDate }, (r) => r.transactions as never);
    expect(zns.totals.count).toBeGreaterThan(0);
    expect(bank.totals.count).toBeGreaterThan(0);
    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    for (const [path, title, card, totals, moneyHeader, money, fileName] of [
      ['/report/zns-info', TEXT.znsTitle, TEXT.smsCount, zns.totals, TEXT.smsPrice, zns.rows.reduce((s, r) => s + r.price, 0), /^zns-history_\d{8}_\d{6}\.xlsx$/],
      // Bank amounts come in minor units and are shown (and exported) in đồng.
      ['/report/transaction-mb', TEXT.bankTitle, TEXT.bankCount, bank.totals, TEXT.bankAmount, bank.rows.reduce((s, r) => s + r.totalMoney, 0) / 100, /^transaction-mb_\d{8}_\d{6}\.xlsx$/],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => cardValue(page, card).innerText()).toBe(totals.count!.toLocaleString('vi-VN'));
      expect(await accessibilityViolations(page)).toEqual([]);
      await loadAllPages(page);
      const read = await exportAndRead(page);
      const { name, book, rows } = read;
      expect(name).toMatch(fileName);
      expect(book.SheetNames).toEqual(['data']);
      expect(rows).toHaveLength(totals.count! + 1);
      expectColumnSum(read, moneyHeader, money, { totalsRow: true });
      if (path === '/report/zns-info') {
        // Each delivery reads whole at 1366 ('Chưa gửi (chỉ ghi nhận cục bộ)' was cut to 'Chưa gửi (chỉ ghi nhận c…').
        const cut = await page.locator('[role="gridcell"][data-field="delivery"]').evaluateAll((cells) =>
          cells.filter((c) => [c, ...c.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1)).map((c) => c.textContent),
        );
        expect(cut).toEqual([]);
        expect(await page.locator('[role="gridcell"][data-field="delivery"]').count()).toBeGreaterThan(0);
      }
      if (path === '/report/transaction-mb') {
        // The QR's kind in words, on screen and in the file, never the code 'MB_QR'.
        expect(new Set(rows.slice(0, -1).map((r) => r['Loại']))).toEqual(new Set(['QR ngân hàng MB']));
        expect(await page.getByRole('gridcell', { name: 'MB_QR', exact: true }).count()).toBe(0);
        expect(await page.getByRole('gridcell', { name: 'QR ngân hàng MB', exact: true }).count()).toBeGreaterThan(0);
      }
      await noToasts(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
