import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeZnsServices } from '../../../test-support/fake-report-services';
import { ZNS_LABELS as L } from '../labels';
import { ZnsHistoryReport } from './zns-history-report';

afterEach(cleanup);
const later = { timeout: 15_000 };

describe('ZnsHistoryReport', () => {
  it("shows 20 of today's messages with their type and delivery, and the day's totals", async () => {
    render(
      <BusdeskProviders>
        <ZnsHistoryReport services={fakeZnsServices()} />
      </BusdeskProviders>,
    );
    const grid = await screen.findByRole('grid', { name: L.tableLabel }, later);
    await waitFor(() => expect(within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'))).toHaveLength(20), later);
    expect(within(grid).getAllByText('Đặt vé').length).toBeGreaterThan(0);
    // Zalo is sent to 84…; the clerk reads the number as it is written at the counter.
    const phones = within(grid).getAllByRole('gridcell').filter((c) => c.getAttribute('data-field') === 'phoneNumber').map((c) => c.textContent);
    expect(phones).toHaveLength(20);
    for (const p of phones) expect(p).toMatch(/^09\d{8}$/);
    expect(within(grid).getAllByText(MSG.reports.delivery.local).length).toBeGreaterThan(0);
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    expect(within(cards).getByText(L.count).nextSibling?.textContent).toBe('45');
    // The fake delivers 3 of every 6 records: 24 of 45; the local and failed ones are not counted as sent.
    expect(within(cards).getByText(L.delivered).nextSibling?.textContent).toBe('24');
  });

  it("says 'Có lỗi xảy ra khi lọc báo cáo' when the report cannot be loaded", async () => {
    render(
      <BusdeskProviders>
        <ZnsHistoryReport services={fakeZnsServices({ fail: 'report' })} />
      </BusdeskProviders>,
    );
    expect(await screen.findByText(new RegExp(`^${MSG.reports.filterFailed}`), {}, later)).toBeTruthy();
  });
});
