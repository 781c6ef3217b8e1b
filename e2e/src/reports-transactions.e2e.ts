// Reports, issue 13: the staff money ledger end to end. An ADMIN tops up a STAFF employee on /manage/employee, the
// employee sells a ticket (paid by transfer: it earns the commission), and /report/transaction shows both entries —
// 'Nạp tiền' and 'Hoa hồng' — with the totals of the whole filter, exports them and the file is read back; the
// employee sees only their own entries; /report/ticket-stats' tiles move with the sale. Axe in every state, 1366×768.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { loadAllPages } from './lib/load-all-pages';
import { exportAndRead as exportFile, expectColumnSum } from './lib/xlsx-file';
import { usePortal } from './lib/portal';
import { bookOverApi, findTrip, salesCall } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const VIEWPORT = { viewport: { width: 1366, height: 768 } };

/** The seed's texts (002 §2, §4, §9) and the product's own labels (`ours`: labels.ts, MSG.ledger). */
const TEXT = {
  transactionTitle: 'Báo cáo giao dịch',
  statsTitle: 'Kết quả kinh doanh online',
  filterReport: 'Lọc báo cáo',
  filter: 'Lọc',
  exportExcel: 'Xuất excel',
  topUpType: 'Nạp tiền',
  commissionType: 'Hoa hồng',
  employeeTitle: 'Quản lý nhân viên',
  topUpButton: (name: string) => `Nạp tiền cho ${name}`, // ours
  amount: 'Số tiền (đ)', // ours
  description: 'Nội dung', // ours
  topUpSuccess: 'Nạp tiền thành công', // ours
  staff: 'Nhân viên', // ours: the staff selector
  table: 'Giao dịch của nhân viên', // ours
  summary: 'Tổng hợp', // ours
  count: 'Số giao dịch', // ours
  topUpTotal: 'Tổng nạp tiền', // ours
  commissionTotal: 'Tổng hoa hồng', // ours
  total: 'Tổng số tiền', // ours
  amountColumn: 'Số tiền', // ours
  moneyTypeColumn: 'Loại tiền', // ours
  tiles: 'Chỉ số kinh doanh', // ours
  goods: 'Tổng số vé', // ours
  orders: 'Tổng số đơn hàng', // ours
  value: 'Tổng giá trị giao dịch thành công', // ours
} as const;

const PATHS = { transactions: '/api/partner/report/transaction', stats: '/api/partner/report/crm5' } as const;
const STAFF_NAME = 'Trần Thị Bích Ngọc';
const STAFF_ID = 'u-staff';
const STAFF_COMMISSION_PERCENT = 3;
const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
function todayRangeMs(now = Date.now()) {
  const start = Math.floor((now + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
  return { startTime: start, endTime: start + DAY - 1 };
}

interface LedgerRow {
  id: string;
  partnerUserId: string | null;
  balanceType: 1 | 2;
  amount: number;
  description: string | null;
}
type LedgerTotals = { count: number; topUp: number; commission: number; amount: number };

/** Every page of the transaction report through the API: what the screen's cards and file must equal. */
async function ledger(token: string, partnerUserId: string | null) {
  const rows: LedgerRow[] = [];
  let totals: LedgerTotals | null = null;
  let nextPageToken: string | null = null;
  do {
    const results: { transaction: LedgerRow[]; totals: LedgerTotals | null; nextPageToken: string | null } = await salesCall(portal.baseUrl, token, 'POST', PATHS.transactions, {
      ...todayRangeMs(),
      partnerUserId,
      nextPageToken,
    });
    totals ??= results.totals;
    rows.push(...results.transaction);
    nextPageToken = results.nextPageToken;
  } while (nextPageToken);
  return { rows, totals: totals! };
}

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
const cardValue = (page: Page, list: string, label: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label }).first().locator('p').last();
/** Screenshots of the states reached, when BUSDESK_E2E_SHOTS names a folder (to look at them). */
const shot = async (page: Page, name: string) => {
  if (process.env.BUSDESK_E2E_SHOTS) await page.screenshot({ path: join(process.env.BUSDESK_E2E_SHOTS, `${name}.png`) });
};
const noToasts = (page: Page) => expect.poll(() => page.locator('#notistack-snackbar').count(), { timeout: 20_000 }).toBe(0);

/** Clicks 'Xuất excel', saves the download and opens it with SheetJS and exceljs. */
const exportAndRead = (page: Page) => exportFile(page, TEXT.exportExcel);

// Each test walks a whole report screen and runs axe (3–5 s over a DataGrid on this 2-core machine) after every
// step: ~55 s alone, more on a loaded CI machine, so more than the default minute.
const REPORT_FLOW = { timeout: 150_000 };

describe('the staff money ledger', REPORT_FLOW, () => {
  it('a top-up and a commission reach the transaction report with the totals of every page, the export and the statistics', async () => {
    const adminToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const admin = await portal.signedInPage(ACCOUNTS.admin, VIEWPORT);

    // The statistics before the sale, as the screen opens on today.
    await admin.goto('/report/ticket-stats');
    await admin.getByRole('heading', { name: TEXT.statsTitle }).waitFor();
    await admin.getByRole('list', { name: TEXT.tiles }).waitFor();
    const statsBefore = (await salesCall<Array<{ totalGoods: number; totalTickets: number; totalMoneyPaidTickets: number }>>(portal.baseUrl, adminToken, 'POST', PATHS.stats, {
      startDate: todayRangeMs().startTime,
      endDate: todayRangeMs().endTime,
    }))[0]!;
    await expect.poll(() => cardValue(admin, TEXT.tiles, TEXT.value).innerText()).toBe(money(statsBefore.totalMoneyPaidTickets));
    await shot(admin, '1-stats-before');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // 1. The ADMIN tops up the STAFF employee from the employee screen.
    const description = `Nạp tiền kiểm thử ${Date.now()}`;
    await admin.goto('/manage/employee');
    await admin.getByRole('heading', { name: TEXT.employeeTitle }).waitFor();
    await admin.getByRole('button', { name: TEXT.topUpButton(STAFF_NAME) }).click();
    const dialog = admin.getByRole('dialog', { name: TEXT.topUpButton(STAFF_NAME) });
    await dialog.waitFor();
    // A zero amount is refused on the spot, in Vietnamese.
    await dialog.getByRole('textbox', { name: TEXT.amount }).fill('0');
    await dialog.getByRole('textbox', { name: TEXT.description }).fill(description);
    await dialog.getByRole('button', { name: TEXT.topUpType, exact: true }).click();
    await dialog.getByText('Số tiền nạp phải là số nguyên đồng lớn hơn 0').waitFor();
    await shot(admin, '2-top-up-refused');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('textbox', { name: TEXT.amount }).fill('1.234.000');
    await dialog.getByRole('button', { name: TEXT.topUpType, exact: true }).click();
    await admin.getByText(TEXT.topUpSuccess).waitFor();
    await expect.poll(() => admin.getByRole('dialog').count()).toBe(0);
    await noToasts(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);

    // 2. The employee sells a ticket paid in full by transfer (payment type 6): it earns their commission.
    const { view, seatIds } = await findTrip(portal.baseUrl, staffToken, { seats: 1 });
    const [ticket] = await bookOverApi(portal.baseUrl, staffToken, view, seatIds, { paidMoney: (price) => price, paymentType: 6 });
    const commission = Math.round((ticket!.agencyPrice * STAFF_COMMISSION_PERCENT) / 100);
    expect(commission).toBeGreaterThan(0);

    // 3. The statistics move with the sale on 'Lọc'.
    await admin.goto('/report/ticket-stats');
    await admin.getByRole('heading', { name: TEXT.statsTitle }).waitFor();
    await admin.getByRole('button', { name: TEXT.filter, exact: true }).click();
    await expect.poll(() => cardValue(admin, TEXT.tiles, TEXT.value).innerText()).toBe(money(statsBefore.totalMoneyPaidTickets + ticket!.paidMoney));
    expect(await cardValue(admin, TEXT.tiles, TEXT.goods).innerText()).toBe((statsBefore.totalGoods + 1).toLocaleString('vi-VN'));
    expect(await cardValue(admin, TEXT.tiles, TEXT.orders).innerText()).toBe((statsBefore.totalTickets + 1).toLocaleString('vi-VN'));
    await shot(admin, '3-stats-after');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // 4. The transaction report, filtered to the employee: both entries, the totals of every page.
    await admin.goto('/report/transaction');
    await admin.getByRole('heading', { name: TEXT.transactionTitle }).waitFor();
    const table = admin.getByRole('grid', { name: TEXT.table });
    await table.waitFor();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.getByRole('combobox', { name: TEXT.staff }).click();
    await admin.getByRole('option', { name: STAFF_NAME }).click();
    await admin.getByRole('button', { name: TEXT.filterReport }).click();
    const topUpRow = table.getByRole('row').filter({ hasText: description });
    await topUpRow.first().waitFor({ timeout: 30_000 });
    expect(await topUpRow.first().innerText()).toContain(TEXT.topUpType);
    expect(await topUpRow.first().innerText()).toContain(money(1_234_000));
    const commissionRow = table.getByRole('row').filter({ hasText: ticket!.ticketCode });
    await commissionRow.first().waitFor();
    expect(await commissionRow.first().innerText()).toContain(TEXT.commissionType);
    expect(await commissionRow.first().innerText()).toContain(money(commission));

    const expected = await ledger(adminToken, STAFF_ID);
    expect(expected.rows.every((r) => r.partnerUserId === STAFF_ID)).toBe(true);
    expect(expected.totals.amount).toBe(expected.rows.reduce((s, r) => s + r.amount, 0));
    await expect.poll(() => cardValue(admin, TEXT.summary, TEXT.count).innerText()).toBe(expected.totals.count.toLocaleString('vi-VN'));
    expect(await cardValue(admin, TEXT.summary, TEXT.topUpTotal).innerText()).toBe(money(expected.totals.topUp));
    expect(await cardValue(admin, TEXT.summary, TEXT.commissionTotal).innerText()).toBe(money(expected.totals.commission));
    expect(await cardValue(admin, TEXT.summary, TEXT.total).innerText()).toBe(money(expected.totals.amount));
    expect(await admin.getByTestId('data-table-totals').innerText()).toContain(money(expected.totals.amount));
    await shot(admin, '4-transactions-staff');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // 5. Every page loaded, exported, and the file read back with a second library: same rows, same totals.
    await loadAllPages(admin);
    const read = await exportAndRead(admin);
    const { name, book, rows } = read;
    expect(name).toMatch(/^bao_cao_giao_dich_\d{8}_\d{6}\.xlsx$/);
    expect(book.SheetNames).toEqual(['data']);
    expect(read.second.sheetNames).toEqual(['data']);
    expect(rows).toHaveLength(expected.totals.count + 1);
    expectColumnSum(read, TEXT.amountColumn, expected.totals.amount, { totalsRow: true });
    const topUps = (list: ReadonlyArray<Record<string, unknown>>) => list.filter((r) => r[TEXT.moneyTypeColumn] === TEXT.topUpType).reduce((s, r) => s + Number(r[TEXT.amountColumn]), 0);
    expect(topUps(rows)).toBe(expected.totals.topUp);
    expect(topUps(read.second.rows)).toBe(expected.totals.topUp);
    const sheet = book.Sheets.data!;
    expect(sheet.F2?.t).toBe('n'); // the amount: a numeric cell
    expect(sheet.D2?.t).toBe('d'); // the payment time: a date cell
    await noToasts(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);

    // 6. The employee sees only their own entries; the selector is themselves and cannot change.
    const staff = await portal.signedInPage(ACCOUNTS.staff, VIEWPORT);
    await staff.goto('/report/transaction');
    await staff.getByRole('heading', { name: TEXT.transactionTitle }).waitFor();
    const select = staff.getByRole('combobox', { name: TEXT.staff });
    await expect.poll(() => select.innerText()).toContain(STAFF_NAME);
    expect(await select.getAttribute('aria-disabled')).toBe('true');
    const own = await ledger(staffToken, null);
    expect(own.rows.every((r) => r.partnerUserId === STAFF_ID)).toBe(true);
    await expect.poll(() => cardValue(staff, TEXT.summary, TEXT.count).innerText()).toBe(own.totals.count.toLocaleString('vi-VN'));
    await staff.getByRole('grid', { name: TEXT.table }).getByRole('row').filter({ hasText: ticket!.ticketCode }).first().waitFor();
    await shot(staff, '5-transactions-as-staff');
    expect(await accessibilityViolations(staff)).toEqual([]);
  });
});
