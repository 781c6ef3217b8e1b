import { MONEY_TYPE_LABELS, MSG, REPORT_COLUMN_LABELS, TRANSACTION_REPORT_DEFINITION } from '@busdesk/api-contract';
import { BusdeskProviders, bus, dateRangeToMillis, todayRange } from '@busdesk/shared-kit';
import { userInfoFixture } from '@busdesk/shared-kit/test-support';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { fakeTransactionsServices } from '../../../test-support/fake-ledger-services';
import { TRANSACTION_LABELS as L } from '../labels';
import { TRANSACTION_COLUMNS } from '../transaction-columns';
import { TransactionsReport } from './transactions-report';

afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
  vi.restoreAllMocks();
});

let downloads: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  downloads = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) downloads.push({ name: this.download, blob: last });
  });
});
const later = { timeout: 15_000 };

function setup(role: 'ADMIN' | 'STAFF', services = fakeTransactionsServices()) {
  bus.session$.next({ status: 'authenticated', token: 't', user: userInfoFixture({ id: role === 'ADMIN' ? 'u-admin' : 'u-staff', name: role === 'ADMIN' ? 'Nguyễn Văn Quản' : 'Trần Thị Bích Ngọc', role, partnerId: 'p-bxmd' }) });
  render(
    <BusdeskProviders>
      <TransactionsReport services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const table = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'));
const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

describe('TransactionsReport', () => {
  it("shows the seed's columns, 10 rows a page with 'Nạp tiền' / 'Hoa hồng', and the totals of every page", async () => {
    const services = setup('ADMIN');
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10), later);
    expect(services.requests[0]).toMatchObject({ count: 10, partnerUserId: null });
    for (const c of TRANSACTION_COLUMNS) expect(within(grid).getByRole('columnheader', { name: c.header })).toBeTruthy();
    expect(within(grid).getAllByText('Nạp tiền').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('Hoa hồng').length).toBeGreaterThan(0);
    const all = services.rows;
    const sum = all.reduce((s, r) => s + r.amount, 0);
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    expect(within(cards).getByText(L.count).nextSibling?.textContent).toBe(String(all.length));
    expect(within(cards).getByText(L.total).nextSibling?.textContent).toBe(money(sum));
    expect(within(cards).getByText(L.topUp).nextSibling?.textContent).toBe(money(all.filter((r) => r.balanceType === 1).reduce((s, r) => s + r.amount, 0)));
    // Payment times as every screen writes a moment (DD/MM/YYYY HH:mm); the seed names dashes only for bank QR.
    const first = all[0]!.payDateInMillisec;
    const vn = new Date(first + 7 * 3_600_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const shown = `${p2(vn.getUTCDate())}/${p2(vn.getUTCMonth() + 1)}/${vn.getUTCFullYear()} ${p2(vn.getUTCHours())}:${p2(vn.getUTCMinutes())}`;
    expect(dataRows(grid)[0]!.textContent).toContain(shown);
    // The totals row holds the server's figure for all 25 rows, not the 10 loaded.
    expect(screen.getByTestId('data-table-totals').textContent).toContain(money(sum));
  });

  it('loads the next page with the token and filters by staff on Lọc báo cáo', async () => {
    const services = setup('ADMIN');
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10), later);
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(services.requests.at(-1)).toMatchObject({ nextPageToken: 'idx:10' }), later);
    await userEvent.click(screen.getByRole('combobox', { name: L.staff }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Thị Bích Ngọc' }, later));
    expect(await screen.findByText(/Đã đổi bộ lọc/, {}, later)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.filterReport }));
    await waitFor(() => expect(services.requests.at(-1)).toMatchObject({ partnerUserId: 'u-staff', nextPageToken: null }), later);
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    expect(dataRows(grid).every((r) => r.textContent?.includes('Trần Thị Bích Ngọc'))).toBe(true);
  });

  it('a STAFF user: the staff selector is themselves and disabled, and the first call asks for them', async () => {
    const services = setup('STAFF');
    await table();
    await waitFor(() => expect(services.requests[0]).toMatchObject({ partnerUserId: 'u-staff' }), later);
    const select = screen.getByRole('combobox', { name: L.staff });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(select.textContent).toContain('Trần Thị Bích Ngọc');
  });

  it("'Xuất excel' writes the loaded rows to bao_cao_giao_dich_…xlsx with the contract's columns: amounts numeric, times date cells", async () => {
    const services = setup('ADMIN');
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10), later);
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportExcel }));
    await waitFor(() => expect(downloads).toHaveLength(1), later);
    expect(downloads[0]!.name).toMatch(/^bao_cao_giao_dich_\d{8}_\d{6}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await downloads[0]!.blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(TRANSACTION_REPORT_DEFINITION.columns.map((c) => c.header));
    const shown = services.rows.slice(0, 10);
    const amount = TRANSACTION_REPORT_DEFINITION.columns.findIndex((c) => c.key === 'amount');
    const type = TRANSACTION_REPORT_DEFINITION.columns.findIndex((c) => c.key === 'balanceType');
    const at = TRANSACTION_REPORT_DEFINITION.columns.findIndex((c) => c.key === 'payDateInMillisec');
    expect(rows.slice(1, 11).map((r) => r[amount])).toEqual(shown.map((r) => r.amount));
    expect(rows.slice(1, 11).map((r) => r[type])).toEqual(shown.map((r) => MONEY_TYPE_LABELS[r.balanceType]));
    // Then the totals row of the loaded rows: the amounts' sum, as a spreadsheet's SUM of the column gives.
    expect(rows).toHaveLength(12);
    expect(rows[11]![0]).toBe(REPORT_COLUMN_LABELS.totalRow);
    expect(rows[11]![amount]).toBe(shown.reduce((s, r) => s + r.amount, 0));
    expect(sheet[XLSX.utils.encode_cell({ c: at, r: 1 })]).toMatchObject({ t: 'n' });
  });

  it("'Xuất tất cả' asks the server for every row of the applied filter; a STAFF user's request names them", async () => {
    const services = setup('ADMIN');
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10), later);
    const start = vi.spyOn(services.exports, 'start');
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportAll }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1), later);
    const { fromDate, toDate } = dateRangeToMillis(todayRange());
    expect(start.mock.calls[0]![0]).toEqual({ report: 'transaction', filter: { startTime: fromDate, endTime: toDate, partnerUserId: null } });
    cleanup();

    const staff = setup('STAFF');
    await waitFor(() => expect(staff.requests).toHaveLength(1), later);
    const staffStart = vi.spyOn(staff.exports, 'start');
    await userEvent.click(await screen.findByRole('button', { name: MSG.reports.exportAll }, later));
    await waitFor(() => expect(staffStart).toHaveBeenCalledTimes(1), later);
    expect(staffStart.mock.calls[0]![0]).toMatchObject({ report: 'transaction', filter: { partnerUserId: 'u-staff' } });
  });

  it("a failure says 'Có lỗi xảy ra khi lọc báo cáo'", async () => {
    setup('ADMIN', fakeTransactionsServices({ fail: true }));
    expect(await screen.findByText(new RegExp(`^${MSG.reports.filterFailed}`), {}, later)).toBeTruthy();
  });
});
