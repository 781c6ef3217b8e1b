import type { TRefundPayment } from '@busdesk/api-contract';
import { ApiError, MSG } from '@busdesk/shared-kit';
import { bankQrFixture, refundFixture, walletQrFixture } from './payment-fixtures';
import type { PaymentServices } from '../features/payments/payment-services';

/** Stories only: the payment calls answered in memory after a short pause. Never used by product code. */
const pause = (ms = 300) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<never>(() => undefined);

export interface FakePaymentOptions {
  /** 'loading' never answers; 'failed' answers 400 with results.error.message; 'down' with no message. */
  bank?: 'ok' | 'loading' | 'failed' | 'down';
  /** 'notConfigured' answers as a company without a wallet account does. */
  wallet?: 'ok' | 'notConfigured';
  refunds?: TRefundPayment[];
}

export function fakePaymentServices({ bank = 'ok', wallet = 'ok', refunds = [refundFixture()] }: FakePaymentOptions = {}): PaymentServices {
  let open = [...refunds];
  return {
    async bankQr() {
      if (bank === 'loading') return never();
      await pause();
      if (bank === 'failed') throw new ApiError('Bad request', 400, { code: 400, message: 'Bad request', results: { error: { message: MSG.payments.bankNotConfigured } } });
      if (bank === 'down') throw new ApiError('Internal', 500, { code: 500, message: 'Internal', results: null });
      return bankQrFixture();
    },
    async walletQr() {
      await pause();
      if (wallet === 'notConfigured') throw new ApiError(MSG.sales.momoNotConfigured, 400, { code: 400, message: MSG.sales.momoNotConfigured, results: null });
      return walletQrFixture();
    },
    async bill({ billNumber }) {
      await pause();
      return { billNumber, companyId: 'c-phuongtrang', amount: 450_000, transStatus: 1, ticketIds: ['tk-1', 'tk-2'], createdDate: 0, paidAt: null };
    },
    async sendQr({ willSendZNS }) {
      await pause();
      return { type: willSendZNS ? 'ZNS' : 'SMS', phoneNumber: '0901234567' };
    },
    async refundList() {
      await pause(100);
      return { payments: open };
    },
    async resolveRefund({ id }) {
      await pause();
      const payment = open.find((p) => p.id === id);
      if (!payment) throw new ApiError(MSG.payments.refundNotFound, 404, {});
      open = open.filter((p) => p.id !== id);
      return { payment: { ...payment, resolvedAt: Date.now(), resolvedBy: 'u-staff' } };
    },
  };
}
