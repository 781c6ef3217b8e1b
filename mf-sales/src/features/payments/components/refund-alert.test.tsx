import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders, bus, formatDateTime } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_LABELS } from '../labels';
import { refundFixture } from '../../../test-support/payment-fixtures';
import { apiPaymentServices, type PaymentServices } from '../payment-services';
import { defaultPaymentRoutes, PAY_PATHS } from '../../../test-support/payment-test-kit';
import { RefundAlert } from './refund-alert';

vi.setConfig({ testTimeout: 30_000 });
const R = PAYMENT_LABELS.refunds;

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultPaymentRoutes());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultPaymentRoutes())) server.on(route, handler);
});
afterEach(cleanup);

const renderAlert = (services: PaymentServices = apiPaymentServices) =>
  render(
    <BusdeskProviders>
      <RefundAlert partnerId="p-bxmd" services={services} />
    </BusdeskProviders>,
  );
const region = () => screen.findByRole('region', { name: new RegExp(`^${MSG.payments.refundNeededTitle}`) });
const second = refundFixture({ id: 'pe-2', outcome: 'duplicate', billNumber: 'BD2611220099', amount: 600_000, seatIds: ['A05', 'A06'], ticketIds: ['tk-5', 'tk-6'] });

describe('refund-needed alert', () => {
  it('renders nothing when the agency has nothing to refund, after exactly one request', async () => {
    // The real calls, with a hold on the list's answer so the test can wait until the component applied it.
    let answer: Promise<unknown> | undefined;
    const services: PaymentServices = {
      ...apiPaymentServices,
      refundList: (request) => {
        const call = apiPaymentServices.refundList(request);
        answer = call;
        return call;
      },
    };
    const { container } = renderAlert(services);
    await waitFor(() => expect(answer).toBeDefined());
    await act(() => answer!.then(() => undefined));
    expect(container.textContent).toBe('');
    expect(server.requests.map((r) => r.path)).toEqual([PAY_PATHS.refunds]);
  });

  it('lists each payment with its bill, amount, seats and time, and drops it once marked resolved', async () => {
    server.on(PAY_PATHS.refunds, () => ({ results: { payments: [refundFixture(), second] } }));
    server.on(PAY_PATHS.resolve, (r) => ({ results: { payment: refundFixture({ resolvedAt: 1, resolvedBy: 'u1', id: (r.body as { id: string }).id }) } }));
    renderAlert();
    const alert = within(await region());
    const first = alert.getByRole('button', { name: R.resolveOne('BD2611210007') }).closest('li') as HTMLElement;
    expect(first.textContent).toContain('BD2611210007');
    expect(first.textContent).toContain('300.000 đ');
    expect(first.textContent).toContain('B05');
    expect(first.textContent).toContain(formatDateTime(refundFixture().receivedAt));
    expect(first.textContent).toContain(R.reasons.refund_needed);

    await userEvent.setup().click(alert.getByRole('button', { name: R.resolveOne('BD2611210007') }));
    expect(await screen.findByText(R.resolved)).toBeTruthy();
    expect(server.calls(PAY_PATHS.resolve)[0]!.body).toEqual({ id: 'pe-1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: R.resolveOne('BD2611210007') })).toBeNull());
    const left = screen.getByRole('button', { name: R.resolveOne('BD2611220099') }).closest('li') as HTMLElement;
    expect(left.textContent).toContain(R.reasons.duplicate);
  });

  it('keeps the row and says why when marking it resolved fails', async () => {
    server.on(PAY_PATHS.refunds, () => ({ results: { payments: [refundFixture()] } }));
    server.on(PAY_PATHS.resolve, () => ({ status: 404, message: MSG.payments.refundNotFound }));
    renderAlert();
    await userEvent.setup().click(within(await region()).getByRole('button', { name: R.resolveOne('BD2611210007') }));
    expect(await screen.findByText(MSG.payments.refundNotFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: R.resolveOne('BD2611210007') })).toBeTruthy();
  });

  it('reloads on a payment event and after a reconnect, not on a bill opened, and disappears when the list empties', async () => {
    const { container } = renderAlert();
    await waitFor(() => expect(server.calls(PAY_PATHS.refunds)).toHaveLength(1));
    // A clerk's new QR bill received no transfer: no read (counted at the end).
    act(() => bus.payments$.next({ type: 'bill-opened', billNumber: 'BD2611220100', provider: 'MB_QR' }));

    server.on(PAY_PATHS.refunds, () => ({ results: { payments: [second] } }));
    act(() => bus.payments$.next({ type: 'mb-ticket-payment', billNumber: 'BD2611220099', ticketIds: ['tk-5'], amount: 600_000 }));
    expect(within(await region()).getByText('A05, A06', { exact: false })).toBeTruthy();

    server.on(PAY_PATHS.refunds, () => ({ results: { payments: [] } }));
    act(() => bus.reconnected$.next());
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(server.calls(PAY_PATHS.refunds)).toHaveLength(3);
  });
});
