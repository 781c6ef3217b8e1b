import type { PaymentsDeps } from './payments-deps';
import type { z } from 'zod';
import { amountDue, MSG, PAYMENT_WEBHOOK_PATHS, type TWalletQrResponse, type ZWalletQrRequest } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import { newWalletOrderId } from './bill-number';
import { loadPayableTickets, qrError } from './payable-tickets';
import type { WalletDriver } from './payment-drivers';
import { ProviderError } from './provider-error';
import { qrPngDataUrl } from './qr-image';

/**
 * A wallet (MoMo) QR order (001 §7 POST partner/momo/v2/pay). A company without a wallet merchant code answers
 * 400 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR' — checked after the tickets, so another agency's
 * ticket ids still answer 404.
 */
export async function createWalletOrder(deps: PaymentsDeps, wallet: WalletDriver, session: SessionContext, input: z.output<typeof ZWalletQrRequest>): Promise<TWalletQrResponse> {
  const tickets = await loadPayableTickets(deps, session, input.companyId, input.ticketIds);
  const config = await deps.payments.paymentConfig(input.companyId);
  if (!config?.walletPartnerCode || !config.walletSecret) throw qrError(400, MSG.sales.momoNotConfigured);
  const amount = amountDue(tickets);
  const orderId = newWalletOrderId();
  let payUrl: string;
  try {
    ({ payUrl } = await wallet.createOrder({
      orderId,
      amount,
      partnerCode: config.walletPartnerCode,
      secret: config.walletSecret,
      orderInfo: `Thanh toan ve ${orderId}`,
      webhookUrl: `${deps.webhookBaseUrl()}${PAYMENT_WEBHOOK_PATHS.MOMO_QR}`,
      packageName: input.packageName,
    }));
  } catch (err) {
    if (err instanceof ProviderError) {
      deps.log.warn({ err }, 'wallet provider failed');
      throw qrError(502, MSG.sales.momoNotConfigured);
    }
    throw err;
  }
  const qrImage = await qrPngDataUrl(payUrl);
  // The order and its change commit together: the agency's dashboard counts the order as pending (docs/adr/0072).
  await deps.changes.transaction(async (tx, record) => {
    await deps.payments.insertWalletOrder(tx, {
      orderId,
      partnerId: session.partnerId,
      companyId: config.companyId,
      ticketIds: tickets.map((t) => t.ticketId),
      amount,
      qrImage,
      packageName: input.packageName ?? null,
      status: 1,
      simulated: wallet.kind === 'local',
    });
    await record({ kind: 'bill-opened', partnerId: session.partnerId, provider: 'MOMO_QR', billNumber: orderId });
  });
  return { momo: { qrImage, orderId, amount, payUrl } };
}
