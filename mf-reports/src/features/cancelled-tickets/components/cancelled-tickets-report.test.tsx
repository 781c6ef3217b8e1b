import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCancelledServices, type FakeCancelled } from '../../../test-support/fake-report-services';
import { CANCELLED_LABELS as L } from '../labels';
import { CancelledTicketsReport } from './cancelled-tickets-report';

afterEach(cleanup);
const later = { timeout: 15_000 };

function setup(services: FakeCancelled = fakeCancelledServices()) {
  render(
    <BusdeskProviders>
      <CancelledTicketsReport services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const table = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'));

describe('CancelledTicketsReport', () => {
  it("asks today's departures not refunded, 20 a page, ticketStatus left to the call, and totals of all pages", async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    expect(services.requests[0]).toMatchObject({ isRefunded: false, dateType: 0, count: 20 });
    const cards = screen.getByRole('list', { name: 'Tổng hợp' });
    expect(within(cards).getByText(L.count).nextSibling?.textContent).toBe('45');
    const refund = services.rows.reduce((s, r) => s + r.refund, 0);
    expect(within(cards).getByText(L.refund).nextSibling?.textContent).toBe(`${refund.toLocaleString('vi-VN')} đ`);
  });

  it("warns 'Vui lòng chọn vé cần cập nhật' with nothing chosen and opens no dialog", async () => {
    setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    await userEvent.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByText(MSG.reports.cancelSelectRequired, {}, later)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('updates the chosen tickets with the default reason, says so, and reads the list again', async () => {
    const services = setup();
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    const [first, second] = dataRows(grid);
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    expect(screen.getByText(L.selected(2))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: L.update }));
    const dialog = within(await screen.findByRole('dialog', { name: L.dialogTitle(2) }, later));
    const reason = dialog.getByRole('textbox', { name: L.cancelReason }) as HTMLTextAreaElement;
    expect(reason.value).toBe(MSG.reports.defaultCancelReason);
    // An emptied reason is sent as the default.
    await userEvent.clear(reason);
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.reports.cancelUpdateSuccess, {}, later)).toBeTruthy();
    const update = services.requests.find((r) => (r as { ticketIds?: string[] }).ticketIds) as { ticketIds: string[]; cancelReason: string; isRefunded: boolean };
    expect(update).toEqual({ ticketIds: [first!.getAttribute('data-id'), second!.getAttribute('data-id')], cancelReason: MSG.reports.defaultCancelReason, isRefunded: true });
    // Refreshed: the two now refunded tickets leave the 'not refunded' list and its totals.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tổng hợp' })).getByText(L.count).nextSibling?.textContent).toBe('43'), later);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open and says 'Cập nhật vé hủy thất bại: …' when the update fails", async () => {
    setup(fakeCancelledServices({ fail: 'update' }));
    const grid = await table();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(20), later);
    // Select-all in the header chooses every loaded row.
    await userEvent.click(within(grid).getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByRole('button', { name: L.update }));
    const dialog = within(await screen.findByRole('dialog', {}, later));
    await userEvent.click(dialog.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.reports.cancelUpdateFailed('Vé không tồn tại'), {}, later)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
