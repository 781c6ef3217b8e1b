import {
  bankQrBillEndpoint,
  bankQrEndpoint,
  refundListEndpoint,
  resolveRefundEndpoint,
  sendQrEndpoint,
  walletQrEndpoint,
  type TTicket,
} from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import type { FixtureHandler } from '@busdesk/shared-kit/test-support';
import { configure, render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { tripFixture } from './sales-fixtures';
import { bankQrFixture, heldGroup, walletQrFixture } from './payment-fixtures';
import { apiPaymentServices, type PaymentServices } from '../features/payments/payment-services';
import { QrPaymentTools } from '../features/payments/components/qr-payment-tools';

/** Tests only: the payment UI on a real local HTTP server with fixture answers (no mocked calls). */

// Real HTTP round trips on a machine shared with other builds: the default 1 s for find*/waitFor is too tight.
configure({ asyncUtilTimeout: 5_000 });

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api/, '');
export const PAY_PATHS = {
  bankQr: path(bankQrEndpoint),
  walletQr: path(walletQrEndpoint),
  bill: path(bankQrBillEndpoint),
  sendQr: path(sendQrEndpoint),
  refunds: path(refundListEndpoint),
  resolve: path(resolveRefundEndpoint),
};

export const defaultPaymentRoutes = (): Record<string, FixtureHandler> => ({
  [PAY_PATHS.bankQr]: () => ({ results: bankQrFixture() }),
  [PAY_PATHS.walletQr]: () => ({ results: walletQrFixture() }),
  [PAY_PATHS.bill]: (r) => ({
    results: { billNumber: r.query.get('billNumber'), companyId: 'c-phuongtrang', amount: 450_000, transStatus: 1, ticketIds: ['tk-1', 'tk-2'], createdDate: 1, paidAt: null },
  }),
  [PAY_PATHS.sendQr]: (r) => ({ results: { type: (r.body as { willSendZNS?: boolean }).willSendZNS ? 'ZNS' : 'SMS', phoneNumber: '0901234567' } }),
  [PAY_PATHS.refunds]: () => ({ results: { payments: [] } }),
  [PAY_PATHS.resolve]: () => ({ status: 404, message: 'no fixture' }),
});

export function renderTools(
  selectedTickets: readonly TTicket[] = heldGroup(),
  services: PaymentServices = apiPaymentServices,
): { onClearSelection: Mock<() => void>; container: HTMLElement } {
  const onClearSelection = vi.fn<() => void>();
  const { container } = render(
    <BusdeskProviders>
      <QrPaymentTools trip={tripFixture()} selectedTickets={selectedTickets} onClearSelection={onClearSelection} services={services} />
    </BusdeskProviders>,
  );
  return { onClearSelection, container };
}
