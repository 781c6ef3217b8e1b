import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders, bus } from '@busdesk/shared-kit';
import { userInfoFixture } from '@busdesk/shared-kit/test-support';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransactionsServices } from '../../../test-support/fake-ledger-services';
import { TRANSACTION_LABELS as L } from '../labels';
import { TRANSACTION_COLUMNS } from '../transaction-columns';
import { TransactionsReport } from './transactions-report';

afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
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

  it("a failure says 'Có lỗi xảy ra khi lọc báo cáo'", async () => {
    setup('ADMIN', fakeTransactionsServices({ fail: true }));
    expect(await screen.findByText(new RegExp(`^${MSG.reports.filterFailed}`), {}, later)).toBeTruthy();
  });
});
