import { COLLECTION_REPORT_DEFINITION, MSG, REPORT_COLUMN_LABELS, type TUserInfo } from '@busdesk/api-contract';
import { BusdeskProviders, dateRangeToKeys, todayRange } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { collectionAdmin, collectionStaff, fakeCollectionServices, type FakeCollection } from '../../../test-support/fake-collection-services';
import { changeCollectionFilter, defaultCollectionFilter } from '../hooks/collection-filter';
import { COLLECTION_LABELS as L } from '../labels';
import { SalesByEmployeeReport } from './sales-by-employee-report';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };

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
afterEach(() => vi.restoreAllMocks());

function setup(services: FakeCollection = fakeCollectionServices(), user: TUserInfo = collectionAdmin()) {
  render(
    <BusdeskProviders>
      <SalesByEmployeeReport user={user} services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const table = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'));
const reports = (s: FakeCollection) => s.requests.filter((r) => r.call === 'report').map((r) => r.body as Record<string, unknown>);
const field = (name: string) => screen.getByRole('combobox', { name });
const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
const pick = async (name: string, option: string) => {
  await userEvent.click(field(name));
  await userEvent.click(await screen.findByRole('option', { name: option }, later));
};

describe('SalesByEmployeeReport', () => {
  it("asks today's departures, 40 a page; the cards and totals row are the whole filter's; 'Tải thêm' follows the token", async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(reports(services)).toHaveLength(1), later);
    const today = dateRangeToKeys(todayRange()).startDate;
    expect(reports(services)[0]).toMatchObject({ startDate: today, endDate: today, count: 40, sellerType: 0, dateType: 0, userPartnerId: null, subPartnerIds: [] });
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    const card = (label: string) => within(cards).getByText(label).nextSibling?.textContent;
    const rows = services.rows;
    expect(card(L.totalBooked)).toBe('50');
    expect(card(L.companyOnline)).toBe(String(rows.filter((r) => r.bookingType[0] === 1).length));
    expect(card(L.stationOnline)).toBe(String(rows.filter((r) => r.bookingType[0] === 2).length));
    expect(card(L.counter)).toBe(String(rows.filter((r) => r.bookingType[0] === 0).length));
    // The money totals of all 50 tickets sit beside the counts, under their columns' headers (the row is off-screen at 1366).
    const H = REPORT_COLUMN_LABELS.collection;
    expect(card(H.price)).toBe(money(rows.reduce((s, r) => s + r.agencyPrice, 0)));
    expect(card(H.paidCash)).toBe(money(rows.reduce((s, r) => s + r.paidMoneyCash, 0)));
    expect(card(H.paidOnline)).toBe(money(rows.reduce((s, r) => s + r.paidMoneyOnline, 0)));
    expect(card(H.commission)).toBe(money(rows.reduce((s, r) => s + (r.collectionTransactions[0]?.commission ?? 0), 0)));
    // The totals row holds all 50 tickets' money, not the 40 loaded.
    const totals = screen.getByTestId('data-table-totals').textContent ?? '';
    expect(totals).toContain(money(rows.reduce((s, r) => s + r.paidMoneyCash, 0)));
    expect(totals).toContain(money(rows.reduce((s, r) => s + (r.collectionTransactions[0]?.commission ?? 0), 0)));
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(reports(services)).toHaveLength(2), later);
    expect(reports(services)[1]!.nextPageToken).toBe('idx:40');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tải thêm' })).toBeNull(), later);
  });

  it("shows the seed's texts: GTVT route id first, 'Đã thanh toán' / 'Giữ chỗ', 'Không xác định' for a hold without money", async () => {
    setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(10), later);
    const first = dataRows(grid)[0]!;
    expect(within(first).getByText('4979.1111.A')).toBeTruthy();
    expect(within(first).getByText(MSG.reports.paid)).toBeTruthy();
    // Row 2 is on a route without a government id: its route id is shown.
    expect(within(dataRows(grid)[1]!).getByText('r-mdong-bmt')).toBeTruthy();
    const hold = dataRows(grid).find((r) => r.getAttribute('data-id') === 'tk-s-16')!;
    expect(within(hold).getByText(MSG.reports.booked)).toBeTruthy();
    expect(within(hold).getAllByText(MSG.common.unknown).length).toBe(1);
  });

  it('a STAFF user has the staff filter preset to themselves and disabled, and the request carries their id', async () => {
    const services = setup(fakeCollectionServices(), collectionStaff());
    await table();
    const staff = field(L.staff);
    expect(staff.textContent).toBe('Nguyễn Thị Lan');
    expect(staff.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(reports(services)[0]).toMatchObject({ userPartnerId: 'u1' }), later);
    // No child stations for a partner without children.
    expect(screen.queryByRole('combobox', { name: L.subPartners })).toBeNull();
  });

  it('route waits for a company on one day, trip for a route; company clears both, and a changed filter clears the rows', async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    expect(field(L.route).getAttribute('aria-disabled')).toBe('true');
    expect(field(L.trip).getAttribute('aria-disabled')).toBe('true');
    await pick(L.company, 'Nhà xe Minh Phát Limousine');
    // The rows of the old filter are gone until 'Lọc báo cáo'.
    expect(await screen.findByText(/Đã đổi bộ lọc/, {}, later)).toBeTruthy();
    expect(within(grid).queryAllByRole('row').filter((r) => r.getAttribute('data-id'))).toHaveLength(0);
    await waitFor(() => expect(field(L.route).getAttribute('aria-disabled')).toBeNull(), later);
    await pick(L.route, 'Bến xe Miền Đông - Đà Lạt');
    await waitFor(() => expect(field(L.trip).getAttribute('aria-disabled')).toBeNull(), later);
    await pick(L.trip, /06:00/ as unknown as string);
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.filterReport }));
    await waitFor(() => expect(reports(services)).toHaveLength(2), later);
    expect(reports(services)[1]).toMatchObject({ companyId: 'c-minhphat', routeId: 'r-mdong-dalat', tripId: 't-r-mdong-dalat-6' });
    // Changing company clears route and trip.
    await pick(L.company, 'Nhà xe Hưng Thịnh');
    expect(field(L.route).textContent).toBe(L.allRoutes);
    expect(field(L.trip).getAttribute('aria-disabled')).toBe('true');
  });

  it('company tickets disable the staff filter and clear an ADMIN’s choice', async () => {
    const services = setup();
    await table();
    await waitFor(() => expect(field(L.staff).getAttribute('aria-disabled')).toBeNull(), later);
    await pick(L.staff, 'Trần Văn Hùng');
    await pick(L.ticketType, 'Vé nhà xe');
    expect(field(L.staff).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.filterReport }));
    await waitFor(() => expect(reports(services)).toHaveLength(2), later);
    expect(reports(services)[1]).toMatchObject({ sellerType: 2, userPartnerId: null });
  });

  it('exports the loaded rows to revenue-by-staff_…xlsx: numbers numeric, departure a date cell, formulas neutralised', async () => {
    setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportExcel }));
    await waitFor(() => expect(downloads).toHaveLength(1), later);
    expect(downloads[0]!.name).toMatch(/^revenue-by-staff_\d{8}_\d{6}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await downloads[0]!.blob.arrayBuffer()), { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual(['data']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.data!);
    // The 40 loaded rows and their totals row, each summed column equal to the sum of its rows (as in the server's file).
    expect(rows).toHaveLength(41);
    const body = rows.slice(0, 40);
    const totals = rows[40]!;
    const columns = COLLECTION_REPORT_DEFINITION.columns;
    expect(totals[columns[0]!.header]).toBe(REPORT_COLUMN_LABELS.totalRow);
    const summed = columns.filter((c) => c.total).map((c) => c.header);
    expect(summed).toContain(L.column.paidCash);
    for (const h of summed) expect(totals[h]).toBe(body.reduce((s, r) => s + Number(r[h] ?? 0), 0));
    expect(Number(totals[L.column.paidCash])).toBeGreaterThan(0);
    for (const c of columns.slice(1)) if (!c.total) expect(totals[c.header] ?? '').toBe('');
    expect(typeof rows[0]![L.column.price]).toBe('number');
    expect(rows[0]![L.column.departure]).toBeInstanceOf(Date);
  });

  it("'Xuất tất cả' asks the server for every row of the applied filter of this report", async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    const start = vi.spyOn(services.exports, 'start');
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportAll }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1), later);
    expect(start.mock.calls[0]![0]).toMatchObject({ report: 'sales-by-employee', filter: { sellerType: 0, dateType: 0, userPartnerId: null } });
  });

  it('no row selection nor Zalo send for an agency that is not the configured account', async () => {
    setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: L.sendZns })).toBeNull();
  });

  it("the configured account picks rows and sends with the default template: 'Gửi thành công', or the error", async () => {
    const services = setup(fakeCollectionServices({ znsEnabled: true }));
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(2), later);
    const [a, b] = dataRows(grid);
    await userEvent.click(within(a!).getByRole('checkbox'));
    await userEvent.click(within(b!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: L.sendZns }));
    const dialog = within(await screen.findByRole('dialog', { name: L.znsDialogTitle(2) }, later));
    expect(dialog.getByRole('combobox', { name: L.template }).textContent).toBe('Thanh toán thành công');
    await userEvent.click(dialog.getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.reports.znsSendSuccess, {}, later)).toBeTruthy();
    expect(services.requests.find((r) => r.call === 'sendZns')!.body).toEqual({ messageContentType: 10, ticketIds: ['tk-s-1', 'tk-s-2'] });
  });

  it('a failed send shows the error and keeps the dialog', async () => {
    setup(fakeCollectionServices({ znsEnabled: true, fail: 'send' }));
    const grid = await table();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    await userEvent.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: L.sendZns }));
    const dialog = within(await screen.findByRole('dialog', {}, later));
    await userEvent.click(dialog.getByRole('button', { name: L.send }));
    expect(await screen.findByText('Người dùng chưa quan tâm OA', {}, later)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("says 'Lỗi tìm tuyến' when the routes cannot be loaded", async () => {
    setup(fakeCollectionServices({ fail: 'routes' }));
    await table();
    await pick(L.company, 'Nhà xe Minh Phát Limousine');
    expect(await screen.findByText(new RegExp(`^${MSG.reports.routesFailed}`), {}, later)).toBeTruthy();
  });
});

describe('changeCollectionFilter', () => {
  const admin = collectionAdmin();
  const base = { ...defaultCollectionFilter(admin), companyId: 'c1', routeId: 'r1', tripId: 't1', userPartnerId: 'u2' };
  it('company clears route and trip; route clears trip; other filters keep them', () => {
    expect(changeCollectionFilter(base, { companyId: 'c2' }, admin)).toMatchObject({ companyId: 'c2', routeId: null, tripId: null });
    expect(changeCollectionFilter(base, { routeId: 'r2' }, admin)).toMatchObject({ routeId: 'r2', tripId: null });
    expect(changeCollectionFilter(base, { dateType: 1 }, admin)).toMatchObject({ routeId: 'r1', tripId: 't1' });
  });
  it('a range of several days or no company clears route and trip', () => {
    const twoDays = { from: base.range.from, to: base.range.to.add(1, 'day') };
    expect(changeCollectionFilter(base, { range: twoDays }, admin)).toMatchObject({ routeId: null, tripId: null });
    expect(changeCollectionFilter(base, { companyId: null }, admin)).toMatchObject({ routeId: null, tripId: null });
  });
  it('company tickets clear an ADMIN’s staff; a STAFF user stays on themselves whatever is asked', () => {
    expect(changeCollectionFilter(base, { sellerType: 2 }, admin).userPartnerId).toBeNull();
    const staff = collectionStaff();
    expect(changeCollectionFilter(defaultCollectionFilter(staff), { userPartnerId: 'u2' }, staff).userPartnerId).toBe('u1');
    expect(changeCollectionFilter(defaultCollectionFilter(staff), { sellerType: 2 }, staff).userPartnerId).toBe('u1');
  });
});
