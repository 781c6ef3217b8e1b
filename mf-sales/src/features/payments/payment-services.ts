import { createBankQr } from './api/create-bank-qr';
import { createWalletQr } from './api/create-wallet-qr';
import { getBankBill } from './api/get-bank-bill';
import { listRefundPayments } from './api/list-refund-payments';
import { resolveRefundPayment } from './api/resolve-refund-payment';
import { sendQr } from './api/send-qr';

/**
 * The server calls of the QR dialog and the refund alert (api-contract/src/api/payments.ts), behind one interface
 * so stories run on in-memory data (test-support/fake-payment-services.ts). The product and the component tests
 * (against a local HTTP server) use `apiPaymentServices`.
 */
export interface PaymentServices {
  bankQr: typeof createBankQr;
  walletQr: typeof createWalletQr;
  /** A bill's state, read after a reconnect: its payment event may have been missed. */
  bill: typeof getBankBill;
  sendQr: typeof sendQr;
  refundList: typeof listRefundPayments;
  resolveRefund: typeof resolveRefundPayment;
}

/** The real calls (api/, one file per operation). */
export const apiPaymentServices: PaymentServices = {
  bankQr: createBankQr,
  walletQr: createWalletQr,
  bill: getBankBill,
  sendQr,
  refundList: listRefundPayments,
  resolveRefund: resolveRefundPayment,
};
