import type { z } from 'zod';
import type { ZBankQrRequest, ZSendQrRequest, ZSimulatorPayRequest, ZWalletQrRequest } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import { createBankBill, getBankBill } from './bank-bills';
import { PaymentQueue, receiveWebhook, type PaymentProvider } from './payment-events';
import type { PaymentsDeps } from './payments-deps';
import { sendQr } from './qr-send';
import { listRefunds, resolveRefund } from './refunds';
import { listSimulatorBills, paySimulatorBill } from './simulator';
import { rotateWebhookSecret } from './webhook-secrets';
import { createWalletOrder } from './wallet-orders';

/**
 * Bank and wallet QR bills, the signed payment webhooks with their processing queue, refunds and the local bank
 * simulator (issue 5). Confirmations are stored, acknowledged, then processed in order; what a processed
 * confirmation changed reaches screens through its change events.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const queue = new PaymentQueue(deps);
  return {
    drivers: deps.drivers,
    queue,
    bankBill: (session: SessionContext, input: z.output<typeof ZBankQrRequest>) => createBankBill(deps, deps.drivers.bank, session, input),
    bill: (session: SessionContext, billNumber: string) => getBankBill(deps, session, billNumber),
    walletOrder: (session: SessionContext, input: z.output<typeof ZWalletQrRequest>) => createWalletOrder(deps, deps.drivers.wallet, session, input),
    sendQr: (session: SessionContext, input: z.output<typeof ZSendQrRequest>) => sendQr(deps, session, input),
    refunds: async (session: SessionContext, includeResolved: boolean) => ({ payments: await listRefunds(deps, session, includeResolved) }),
    resolveRefund: async (session: SessionContext, id: string, note?: string) => ({ payment: await resolveRefund(deps, session, id, note) }),
    /** The rotation is honoured by this server at once; other servers re-read on the first refused signature. */
    async rotateWebhookSecret(session: SessionContext, companyId: string) {
      const rotated = await rotateWebhookSecret(deps, session, companyId);
      queue.forgetSecrets(companyId);
      return rotated;
    },
    receiveWebhook: (provider: PaymentProvider, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => receiveWebhook(queue, provider, rawBody, headers),
    simulatorBills: async (session: SessionContext) => ({ bills: await listSimulatorBills(deps, session) }),
    simulatorPay: (session: SessionContext, input: z.output<typeof ZSimulatorPayRequest>) => paySimulatorBill(deps, queue, session, input),
    /**
     * Confirmations stored before a crash or restart are processed now; plugins/app/payments.ts retries failures
     * periodically (once per period across the cluster, docs/adr/0097) with `retryUnprocessed`.
     */
    start: () => queue.enqueueUnprocessed(),
    /** Every stored confirmation not processed yet goes (back) into this instance's queue. */
    retryUnprocessed: () => queue.enqueueUnprocessed(),
    stop: () => queue.idle(),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
