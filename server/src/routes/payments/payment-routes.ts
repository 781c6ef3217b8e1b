import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  bankQrBillEndpoint,
  bankQrEndpoint,
  refundListEndpoint,
  resolveRefundEndpoint,
  sendQrEndpoint,
  simulatorBillsEndpoint,
  simulatorPayEndpoint,
  walletQrEndpoint,
} from '@busdesk/api-contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { createMessagingService } from '../../messaging/messaging-service';
import { createBankBill, getBankBill } from '../../payments/bank-bills';
import { createPaymentDrivers } from '../../payments/payment-drivers';
import { paymentQueueOf } from '../../payments/payment-events';
import { sendQr } from '../../payments/qr-send';
import { listRefunds, resolveRefund } from '../../payments/refunds';
import { listSimulatorBills, paySimulatorBill } from '../../payments/simulator';
import { simulatorPageHtml } from '../../payments/simulator-page';
import { createWalletOrder } from '../../payments/wallet-orders';
import { webhookRoutes } from './webhook-routes';

const AGENCY = { policy: 'partner', tenant: 'partner' } as const;
/** The simulator stands for the bank's customers: no session, and it exists only while the bank is local. */
const SIMULATOR = { policy: 'public', tenant: 'none' } as const;
/** Stored confirmations left unprocessed (a failure) are retried this often. */
const RETRY_MS = 30_000;

/** Bank and wallet QR bills, the signed payment webhooks, refunds and the local bank simulator (issue 5). */
export const paymentRoutes = fp(
  async (app: FastifyInstance) => {
    const drivers = createPaymentDrivers(app.env);
    const queue = paymentQueueOf(app);
    const messaging = createMessagingService(app.env);

    registerEndpoint(app, bankQrEndpoint, AGENCY, ({ input, session }) => createBankBill(app, drivers.bank, session, input));
    registerEndpoint(app, bankQrBillEndpoint, AGENCY, ({ input, session }) => getBankBill(app, session, input.billNumber));
    registerEndpoint(app, walletQrEndpoint, AGENCY, ({ input, session }) => createWalletOrder(app, drivers.wallet, session, input));
    registerEndpoint(app, sendQrEndpoint, AGENCY, ({ input, session }) => sendQr(app, messaging, session, input));
    registerEndpoint(app, refundListEndpoint, AGENCY, async ({ input, session }) => ({ payments: await listRefunds(app, session, input.includeResolved) }));
    registerEndpoint(app, resolveRefundEndpoint, AGENCY, async ({ input, session }) => ({ payment: await resolveRefund(app, session, input.id, input.note) }));
    await app.register(webhookRoutes, { queue });

    if (drivers.bank.kind === 'local') {
      registerEndpoint(app, simulatorBillsEndpoint, SIMULATOR, async () => ({ bills: await listSimulatorBills(app) }));
      registerEndpoint(app, simulatorPayEndpoint, SIMULATOR, ({ input }) => paySimulatorBill(app, queue, input));
      const page = simulatorPageHtml();
      app.get('/simulator/bank', { config: SIMULATOR, schema: { hide: true } }, async (_request, reply) =>
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
      );
    }

    let retry: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Confirmations stored before a crash or restart are processed now.
      await queue.enqueueUnprocessed();
      retry = setInterval(() => void queue.enqueueUnprocessed().catch((err: unknown) => app.log.warn({ err }, 'payment retry sweep failed')), RETRY_MS);
      retry.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(retry);
      await queue.idle();
      await messaging.close();
    });
  },
  { name: 'payment-routes' },
);
