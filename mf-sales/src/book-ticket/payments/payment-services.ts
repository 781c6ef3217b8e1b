import {
  bankQrBillEndpoint,
  bankQrEndpoint,
  refundListEndpoint,
  resolveRefundEndpoint,
  sendQrEndpoint,
  walletQrEndpoint,
  type EndpointCall,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * The server calls of the QR dialog and the refund alert (api-contract/src/api/payments.ts), behind one interface
 * so stories run on in-memory data (fake-payment-services.ts). The product and the component tests (against a
 * local HTTP server) use `apiPaymentServices`.
 */
export interface PaymentServices {
  bankQr: EndpointCall<typeof bankQrEndpoint>;
  walletQr: EndpointCall<typeof walletQrEndpoint>;
  /** A bill's state, read after a reconnect: its payment event may have been missed. */
  bill: EndpointCall<typeof bankQrBillEndpoint>;
  sendQr: EndpointCall<typeof sendQrEndpoint>;
  refundList: EndpointCall<typeof refundListEndpoint>;
  resolveRefund: EndpointCall<typeof resolveRefundEndpoint>;
}

export const apiPaymentServices: PaymentServices = {
  bankQr: (request) => callEndpoint(bankQrEndpoint, request),
  walletQr: (request) => callEndpoint(walletQrEndpoint, request),
  bill: (request) => callEndpoint(bankQrBillEndpoint, request),
  sendQr: (request) => callEndpoint(sendQrEndpoint, request),
  refundList: (request) => callEndpoint(refundListEndpoint, request),
  resolveRefund: (request) => callEndpoint(resolveRefundEndpoint, request),
};
