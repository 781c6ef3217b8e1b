// Revenue collection by staff (/report/sales-by-employee, issue 13): from the filter (a day, a company, its route)
// to the rows, the four cards and the totals row of the whole filter, 'Tải thêm' to the end, and the exported file
// opened with the xlsx library whose sums equal the report's totals; a STAFF user finds the staff filter on
// themselves and disabled. axe in every state reached, at 1366×768.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { loadAllPages } from './lib/load-all-pages';
import { exportAndRead as exportFile, expectColumnSum } from './lib/xlsx-file';
import { usePortal } from './lib/portal';
import { bookOverApi, dateFieldText, findTrip, salesCall, typeDate, vnDate, vnDisplayDate } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { viewport: { width: 1366, height: 768 } };

/** The seed's texts (002 §2, §8, §9) and the product's own labels (`ours`: mf-reports labels.ts). */
const TEXT = {
  title: 'Doanh thu vé theo nhân viên',
  filter: 'Lọc báo cáo',
  exportExcel: 'Xuất excel',
  loadMore: 'Tải thêm',
  paid: 'Đã thanh toán',
  fromDate: 'Từ ngày',
  toDate: 'Đến ngày',
  company: 'Nhà xe',
  route: 'Tuyến',
  trip: 'Chuyến',
  staff: 'Nhân viên',
  subPartners: 'Bến con', // ours
  summary: 'Tổng hợp', // ours
  table: 'Danh sách vé thu tiền', // ours
  totalBooked: 'Tổng vé đặt', // ours
  counter: 'Vé tại quầy / tổng đài', // ours
  price: 'Giá vé', // ours
  paidCash: 'Tiền mặt', // ours
  paidOnline: 'Chuyển khoản / online', // ours
  commission: 'Hoa hồng',
  ticketCode: 'Mã vé',
  status: 'Trạng thái',
  routeCode: 'Mã tuyến', // ours
  sendZns: 'Gửi tin Zalo', // ours
  znsDialog: (n: number) => `Gửi tin Zalo cho ${n} vé`, // ours
  template: 'Mẫu tin', // ours
  send: 'Gửi',
  sendSuccess: 'Gửi thành công',
} as const;

const TICKET_REPORT = '/api/partner/report/tickets';

interface Totals {
  count: number;
  agencyPrice: number;
  paidMoneyCash: number;
  paidMoneyOnline: number;
  commission: number;
}

/** Every page of the report through the API: what the screen and the file must add up to. */
async function allPages(token: string, body: object) {
  const rows: Array<{ ticketId: string; ticketCode: string; routeId: string; routeIdGTVT: string | null }> = [];
  type First = { totals: Totals; offlineTicketCount: number };
  let first: First | null = null;
  let nextPageToken: string | null = null;
  do {
    const results: Record<string, unknown> = await salesCall(portal.baseUrl, token, 'POST', TICKET_REPORT, { ...body, count: 40, nextPageToken });
    first ??= results as unknown as First;
    rows.push(...(results.data as never[]));
    nextPageToken = results.nextPageToken as string | null;
  } while (nextPageToken);
  const { totals, offlineTicketCount } = first!;
  return { rows, totals, offlineTicketCount };
}

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
const cardValue = (page: Page, label: string) => page.getByRole('list', { name: TEXT.summary }).getByRole('listitem').filter({ hasText: label }).first().locator('p').last();
const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function pick(page: Page, name: string, option: string) {
  await combo(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks 'Xuất excel', saves the download and opens it with SheetJS and exceljs. */
const exportAndRead = (page: Page) => exportFile(page, TEXT.exportExcel);

// Each test walks a whole report screen and runs axe (3–5 s over a DataGrid on this 2-core machine) after every
// step: ~55 s alone, more on a loaded CI machine, so more than the default minute.
const REPORT_FLOW = { timeout: 150_000 };

describe('revenue collection by staff', REPORT_FLOW, () => {
  it('filters a day, a company and its route; shows the cards and totals of every page; exports a file that adds up', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    // Three tickets sold now at the counter, paid in full, on a trip ahead.
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 3 });
    const tickets = await bookOverApi(portal.baseUrl, token, view, seatIds, { paidMoney: (price) => price });
    const day = vnDate(trip.startTime);

    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await page.goto('/report/sales-by-employee');
    await page.getByRole('heading', { name: TEXT.title }).waitFor();
    const table = page.getByRole('grid', { name: TEXT.table });
    // Opened on today; route and trip wait for one day and a company.
    await cardValue(page, TEXT.totalBooked).waitFor({ timeout: 30_000 });
    expect(await combo(page, TEXT.route).getAttribute('aria-disabled')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);

    await typeDate(page, TEXT.fromDate, trip.startTime);
    await pick(page, TEXT.company, trip.companyName);
    await expect.poll(() => combo(page, TEXT.route).getAttribute('aria-disabled')).toBeNull();
    expect(await combo(page, TEXT.trip).getAttribute('aria-disabled')).toBe('true');
    // A changed filter clears the rows until 'Lọc báo cáo'.
    expect(await table.getByRole('row').filter({ hasText: TEXT.paid }).count()).toBe(0);
    await pick(page, TEXT.route, trip.routeName);
    await expect.poll(() => combo(page, TEXT.trip).getAttribute('aria-disabled')).toBeNull();
    await page.getByRole('button', { name: TEXT.filter }).click();
    const ours = table.getByRole('row').filter({ hasText: tickets[0]!.ticketCode });
    await ours.first().waitFor({ timeout: 30_000 });
    // A parent partner's ADMIN may narrow to child stations.
    expect(await combo(page, TEXT.subPartners).count()).toBe(1);

    const expected = await allPages(token, { startDate: day, endDate: day, companyId: trip.companyId, routeId: trip.routeId, dateType: 0, sellerType: 0 });
    // The government route id is shown in preference to the route id.
    const sold = expected.rows.find((r) => r.ticketId === tickets[0]!.ticketId)!;
    expect(await ours.first().innerText()).toContain(sold.routeIdGTVT ?? sold.routeId);
    expect(expected.rows.map((r) => r.ticketId)).toEqual(expect.arrayContaining(tickets.map((t) => t.ticketId)));
    await expect.poll(() => cardValue(page, TEXT.totalBooked).innerText()).toBe(expected.totals.count.toLocaleString('vi-VN'));
    expect(await cardValue(page, TEXT.counter).innerText()).toBe(expected.offlineTicketCount.toLocaleString('vi-VN'));
    const totalsRow = await page.getByTestId('data-table-totals').innerText();
    expect(totalsRow).toContain(money(expected.totals.agencyPrice));
    expect(totalsRow).toContain(money(expected.totals.paidMoneyCash));
    // The money totals in view as cards too: at 1366 px the totals row holds them past a sideways scroll.
    expect(await cardValue(page, TEXT.paidCash).innerText()).toBe(money(expected.totals.paidMoneyCash));
    expect(await cardValue(page, TEXT.commission).innerText()).toBe(money(expected.totals.commission));
    expect(await cardValue(page, TEXT.paidCash).isVisible()).toBe(true);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await loadAllPages(page);
    expect(await page.getByRole('button', { name: TEXT.loadMore }).count()).toBe(0);
    const read = await exportAndRead(page);
    const { name, book, rows } = read;
    expect(name).toMatch(/^revenue-by-staff_\d{8}_\d{6}\.xlsx$/);
    expect(book.SheetNames).toEqual(['data']);
    expect(read.second.sheetNames).toEqual(['data']);
    // Every row of the filter, then the file's totals row.
    expect(rows).toHaveLength(expected.totals.count + 1);
    // The file's money adds up to the report's totals of the whole filter (integer đồng, numeric cells), read with
    // SheetJS and with exceljs.
    expectColumnSum(read, TEXT.price, expected.totals.agencyPrice, { totalsRow: true });
    expectColumnSum(read, TEXT.paidCash, expected.totals.paidMoneyCash, { totalsRow: true });
    expectColumnSum(read, TEXT.paidOnline, expected.totals.paidMoneyOnline, { totalsRow: true });
    expectColumnSum(read, TEXT.commission, expected.totals.commission, { totalsRow: true });
    const mine = rows.filter((r) => r[TEXT.ticketCode] === tickets[0]!.ticketCode);
    expect(mine).toHaveLength(3);
    expect(mine.every((r) => r[TEXT.status] === TEXT.paid)).toBe(true);
    expect(rows.slice(0, -1).every((r) => String(r[TEXT.routeCode] ?? '').length > 0)).toBe(true);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('an end date typed before the start moves the start to it once, when the field is left, and the report filters', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await page.goto('/report/sales-by-employee');
    await page.getByRole('heading', { name: TEXT.title }).waitFor();
    await cardValue(page, TEXT.totalBooked).waitFor({ timeout: 30_000 });
    const today = vnDisplayDate(Date.now());
    const earlier = Date.now() - 3 * 86_400_000;
    // Typed digit by digit, the year goes 0002, 0020, 0202: the start date never follows it (it became 30/11/0202, and
    // the filter answered 'Dữ liệu không hợp lệ: startDate').
    await typeDate(page, TEXT.toDate, earlier);
    expect(await dateFieldText(page, TEXT.fromDate)).toBe(today);
    await page.getByRole('heading', { name: TEXT.title }).click();
    await expect.poll(() => dateFieldText(page, TEXT.fromDate)).toBe(vnDisplayDate(earlier));
    expect(await dateFieldText(page, TEXT.toDate)).toBe(vnDisplayDate(earlier));
    // The report asked for is the typed day, and the server takes it.
    const asked = page.waitForRequest((request) => request.url().endsWith(TICKET_REPORT));
    await page.getByRole('button', { name: TEXT.filter }).click();
    const request = await asked;
    expect(request.postDataJSON()).toMatchObject({ startDate: String(vnDate(earlier)), endDate: String(vnDate(earlier)) });
    expect((await request.response())?.status()).toBe(200);
    await cardValue(page, TEXT.totalBooked).waitFor({ timeout: 30_000 });
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('a STAFF user finds the staff filter preset to themselves and disabled, and sees only their own sales', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.signedInPage(ACCOUNTS.staff, VIEWPORT);
    await page.goto('/report/sales-by-employee');
    await page.getByRole('heading', { name: TEXT.title }).waitFor();
    const staff = combo(page, TEXT.staff);
    // Their report is their own sales at their own agency: no child stations to pick.
    expect(await combo(page, TEXT.subPartners).count()).toBe(0);
    await expect.poll(() => staff.innerText()).toBe('Trần Thị Bích Ngọc');
    expect(await staff.getAttribute('aria-disabled')).toBe('true');
    const today = vnDate(Date.now());
    const expected = await allPages(token, { startDate: today, endDate: today, dateType: 0, sellerType: 0 });
    await expect.poll(() => cardValue(page, TEXT.totalBooked).innerText(), { timeout: 30_000 }).toBe(expected.totals.count.toLocaleString('vi-VN'));
    // The ADMIN of the same agency sees at least as many tickets that day: STAFF only their own.
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const all = await allPages(adminToken, { startDate: today, endDate: today, dateType: 0, sellerType: 0 });
    expect(all.totals.count).toBeGreaterThanOrEqual(expected.totals.count);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the configured partner account picks rows and sends a Zalo message that the ZNS history records', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.admin2);
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 2 });
    const tickets = await bookOverApi(portal.baseUrl, token, view, seatIds, { paidMoney: (price) => price });
    const page = await portal.signedInPage(ACCOUNTS.admin2, VIEWPORT);
    await page.goto('/report/sales-by-employee');
    await page.getByRole('heading', { name: TEXT.title }).waitFor();
    await typeDate(page, TEXT.fromDate, trip.startTime);
    await page.getByRole('button', { name: TEXT.filter }).click();
    const ours = page.getByRole('grid', { name: TEXT.table }).getByRole('row').filter({ hasText: tickets[0]!.ticketCode });
    await expect.poll(() => ours.count(), { timeout: 30_000 }).toBe(2);
    for (let i = 0; i < 2; i++) await ours.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: TEXT.sendZns }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.znsDialog(2) });
    await dialog.waitFor();
    // The configured default template is preselected.
    expect(await dialog.getByRole('combobox', { name: TEXT.template }).innerText()).toBe('Xác nhận đặt vé');
    expect(await accessibilityViolations(page)).toEqual([]);
    const since = Date.now() - 1_000;
    await dialog.getByRole('button', { name: TEXT.send, exact: true }).click();
    await page.getByText(TEXT.sendSuccess).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Sent through the messaging service, which recorded both (the demo's local driver: not delivered).
    const history: { znsMessage: Array<{ phoneNumber: string; delivery: string | null }> } = await salesCall(portal.baseUrl, token, 'POST', '/api/partner/report/zns-info', {
      fromDate: since,
      toDate: Date.now() + 60_000,
      count: 100,
    });
    const phone = `84${tickets[0]!.phoneNumber!.slice(1)}`;
    expect(history.znsMessage.filter((m) => m.phoneNumber === phone || m.phoneNumber === tickets[0]!.phoneNumber)).toHaveLength(2);
    await noToasts(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Another agency (not the configured account) has neither row selection nor the send.
    const other = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);
    await other.goto('/report/sales-by-employee');
    await other.getByRole('heading', { name: TEXT.title }).waitFor();
    await cardValue(other, TEXT.totalBooked).waitFor({ timeout: 30_000 });
    expect(await other.getByRole('button', { name: TEXT.sendZns }).count()).toBe(0);
    expect(await other.getByRole('grid', { name: TEXT.table }).getByRole('checkbox').count()).toBe(0);
  });
});
