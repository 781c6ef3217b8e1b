import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBankQrServices } from '../../../test-support/fake-report-services';
import { BANK_QR_LABELS as L } from '../labels';
import { BankQrReport } from './bank-qr-report';

afterEach(cleanup);
const later = { timeout: 15_000 };

function setup(services = fakeBankQrServices()) {
  render(
    <BusdeskProviders>
      <BankQrReport services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const table = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'));

describe('BankQrReport', () => {
  it('asks the bank QR search of the seed and shows amounts / 100, DD-MM-YYYY HH:mm, the QR image and the status badge', async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    expect(services.requests[0]).toMatchObject({ statuses: [], companyId: null, transactionId: null });
    const first = dataRows(grid)[0]!;
    expect(first.textContent).toContain('350.000 đ');
    expect(first.textContent).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(within(first).getByRole('img', { name: L.qrAlt('MB100000') })).toBeTruthy();
    expect(within(first).getByText('Thành công')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    expect(within(cards).getByText(L.count).nextSibling?.textContent).toBe('30');
  });

  it('filters by status (multi) and transaction id on Lọc báo cáo; a changed filter clears the rows until then', async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    await userEvent.click(screen.getByRole('combobox', { name: L.status }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thất bại' }, later));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText(/Đã đổi bộ lọc/, {}, later)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lọc báo cáo' }));
    await waitFor(() => expect(services.requests.at(-1)).toMatchObject({ statuses: [3] }), later);
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), later);
    expect(dataRows(grid).every((r) => r.textContent?.includes('Thất bại'))).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: L.transactionId }), ' MB100003 {Enter}');
    await waitFor(() => expect(services.requests.at(-1)).toMatchObject({ statuses: [3], transactionId: 'MB100003' }), later);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(1), later);
  });
});
