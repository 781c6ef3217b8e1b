import { MSG, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { fakeSmsServices } from '../../../test-support/fake-report-services';
import { SMS_LABELS as L } from '../labels';
import { SmsHistoryReport } from './sms-history-report';

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

function setup(services = fakeSmsServices()) {
  render(
    <BusdeskProviders>
      <SmsHistoryReport services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const table = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'));

describe('SmsHistoryReport', () => {
  it("asks today's range in ms (00:00:00–23:59:59 in Vietnam), shows 20 rows and the whole day's totals, then 'Tải thêm'", async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    const [first] = services.requests as Array<{ fromDate: number; toDate: number; type: number }>;
    expect(first!.type).toBe(1);
    // Opened on its default filter: nothing says the filter changed.
    expect(screen.queryByText(/Đã đổi bộ lọc/)).toBeNull();
    expect(first!.toDate - first!.fromDate).toBe(86_400_000 - 1);
    // 00:00 in Vietnam is 17:00 UTC of the day before.
    expect(new Date(first!.fromDate).getUTCHours()).toBe(17);
    // The cards count all 45 records of the day, not the 20 shown.
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    expect(within(cards).getByText(L.count).nextSibling?.textContent).toBe('45');
    expect(screen.getByTestId('data-table-totals').textContent).toContain('Tổng cộng');
    // The local driver's records are labelled as not sent.
    expect(within(grid).getAllByText(MSG.reports.delivery.local).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(services.requests).toHaveLength(2), later);
    expect((services.requests[1] as { nextPageToken: string }).nextPageToken).toBe('idx:20');
  });

  it('exports the loaded rows to one sheet named data: numbers numeric, dates date cells, formulas neutralised', async () => {
    setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportExcel }));
    await waitFor(() => expect(downloads).toHaveLength(1), later);
    expect(downloads[0]!.name).toMatch(/^sms-history_\d{8}_\d{6}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await downloads[0]!.blob.arrayBuffer()), { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual(['data']);
    const sheet = book.Sheets.data!;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    // The 20 loaded rows and their totals row.
    expect(rows).toHaveLength(21);
    expect(Object.values(rows[20]!)).toContain(REPORT_COLUMN_LABELS.totalRow);
    expect(sheet.E2?.t).toBe('d');
    expect(sheet.I2?.t).toBe('n');
    const formulaRow = rows.find((r) => String(r[L.content]).includes('HYPERLINK'));
    expect(String(formulaRow?.[L.content]).startsWith('=')).toBe(false);
    expect(Object.values(sheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(false);
  });

  it("says 'Có lỗi xảy ra khi lọc báo cáo' when the report cannot be loaded", async () => {
    setup(fakeSmsServices({ fail: 'report' }));
    expect(await screen.findByText(new RegExp(`^${MSG.reports.filterFailed}`), {}, later)).toBeTruthy();
  });

  it("shows 'Không có dữ liệu' for a day without SMS, and exporting says 'Không có dữ liệu để xuất'", async () => {
    setup(fakeSmsServices({ count: 0 }));
    const grid = await table();
    expect(await within(grid).findByText(MSG.common.noData, {}, later)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.exportExcel }));
    expect(await screen.findByText(MSG.common.noDataToExport, {}, later)).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });
});
