import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReportExports, type FakeReportExports } from '../test-support/fake-report-exports';
import { ExportAllButton } from './export-all-button';
import { ExportProgressDialog } from './export-progress-dialog';
import { REPORT_LABELS as L } from './report-labels';

afterEach(cleanup);
const later = { timeout: 15_000 };
const REQUEST = { report: 'sms-info', filter: { fromDate: 0, toDate: 86_399_999 } } as const;

function setup(services: FakeReportExports, request: typeof REQUEST | null = REQUEST) {
  render(
    <BusdeskProviders>
      <ExportAllButton request={request} services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const exportAll = () => screen.getByRole('button', { name: L.exportAll });

describe('ExportAllButton', () => {
  it('shows the rows written out of the total, then downloads the file under its name and says how many rows', async () => {
    const services = setup(fakeReportExports({ total: 12_345, step: 5_000 }));
    await userEvent.click(exportAll());
    const dialog = await screen.findByRole('dialog', { name: L.exportDialogTitle }, later);
    await within(dialog).findByText('Đã ghi 5.000 / 12.345 dòng', {}, later);
    await screen.findByText(L.exportDone('12.345'), {}, later);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), later);
    expect(services.calls[0]).toBe('start:sms-info');
    expect(services.calls.at(-1)).toBe('download:sms-info_20260101_080000.xlsx');
  });

  it("'Hủy' cancels the job on the server, closes the dialog and downloads nothing", async () => {
    const services = setup(fakeReportExports({ total: 1_000_000, step: 1_000 }));
    await userEvent.click(exportAll());
    const dialog = await screen.findByRole('dialog', {}, later);
    await within(dialog).findByText(/^Đã ghi /, {}, later);
    await userEvent.click(within(dialog).getByRole('button', { name: L.exportCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), later);
    await screen.findByText(L.exportCancelled, {}, later);
    expect(services.calls).toContain('cancel:job-1');
    expect(services.calls.some((c) => c.startsWith('download:'))).toBe(false);
    // The button is offered again.
    expect((exportAll() as HTMLButtonElement).disabled).toBe(false);
  });

  it('a walk that fails on the server says so with its reason and downloads nothing', async () => {
    const services = setup(fakeReportExports({ total: 10_000, step: 5_000, failWith: 'Mất kết nối cơ sở dữ liệu' }));
    await userEvent.click(exportAll());
    await screen.findByText(`${MSG.reports.exportFailed}: Mất kết nối cơ sở dữ liệu`, {}, later);
    expect(services.calls.some((c) => c.startsWith('download:'))).toBe(false);
  });

  it('offers nothing to export while no filter is applied', () => {
    setup(fakeReportExports(), null);
    expect((exportAll() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ExportProgressDialog', () => {
  const job = { jobId: 'j', report: 'sms-info', state: 'running' as const, rowsWritten: 42_000, totalRows: 100_000, fileName: 'f.xlsx', error: null, startedAt: 0, finishedAt: null };
  it('puts the bar at the share written and waits (no value) before the total is known', () => {
    const { rerender } = render(<ExportProgressDialog open job={job} downloading={false} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: L.exportProgressLabel }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Đã ghi 42.000 / 100.000 dòng')).toBeTruthy();
    rerender(<ExportProgressDialog open job={null} downloading={false} onCancel={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: L.exportProgressLabel }).hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByText(L.exportPreparing)).toBeTruthy();
    rerender(<ExportProgressDialog open job={{ ...job, rowsWritten: 100_000, state: 'done' }} downloading onCancel={() => undefined} />);
    expect(screen.getByText(L.exportDownloading)).toBeTruthy();
    expect((screen.getByRole('button', { name: L.exportCancel }) as HTMLButtonElement).disabled).toBe(true);
  });
});
