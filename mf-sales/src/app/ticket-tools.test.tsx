import { MSG, type TBankQrRequest } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketToolsProps } from '../features/booking/components/booking-panel';
import { PAYMENT_LABELS as L } from '../features/payments/labels';
import { ticketFixture } from '../test-support/booking-fixtures';
import { defaultRoutes, renderPanel, signIn, signOut } from '../test-support/booking-test-kit';
import { defaultPaymentRoutes, PAY_PATHS } from '../test-support/payment-test-kit';
import { TicketTools } from './ticket-tools';

vi.setConfig({ testTimeout: 30_000 });

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({ ...defaultRoutes(), ...defaultPaymentRoutes() });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signIn();
});
afterEach(() => {
  cleanup();
  signOut();
});

// The tools as the page composes them: inside the real booking panel, under its buttons, on the real API calls.
const renderTicketTools = (props: TicketToolsProps) => <TicketTools {...props} />;

describe('PaymentTools in the booking panel', () => {
  it('is not offered for new seats', () => {
    renderPanel({ selectedSeatIds: ['A1'], renderTicketTools });
    expect(screen.queryByRole('button', { name: L.openButton })).toBeNull();
  });

  it("opens the QR dialog for the selected held tickets and clears the selection when the bill's payment arrives", async () => {
    const props = renderPanel({
      selectedTickets: [ticketFixture({ ticketId: 'tk-1', paidMoney: 0 }), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', paidMoney: 0 })],
      renderTicketTools,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: L.openButton }));
    const dialog = await screen.findByRole('dialog', { name: L.dialogTitle });
    await within(dialog).findByRole('img', { name: L.qrImage(L.bankQr) });
    expect((server.calls(PAY_PATHS.bankQr)[0]!.body as TBankQrRequest).ticketIds).toBe('tk-1-tk-2');

    act(() => bus.payments$.next({ type: 'mb-ticket-payment', billNumber: 'BD2611220001', ticketIds: ['tk-1', 'tk-2'], amount: 600_000 }));
    expect(await screen.findByText(MSG.sales.paymentSuccess)).toBeTruthy();
    await waitFor(() => expect(props.onClearSelection).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: L.dialogTitle })).toBeNull();
  });
});
