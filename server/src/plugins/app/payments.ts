import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentDrivers, localDriverWarnings } from '../../payments/payment-drivers';
import { createPaymentsService } from '../../payments/payments-service';
import { ownBaseUrl } from '../own-base-url';

/** Stored confirmations left unprocessed (a failure) are retried this often. */
const PAYMENT_RETRY_MS = 30_000;

/** Bank and wallet QR payments, signed webhooks, refunds and the local bank simulator (issue 5). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => number }) => {
    const drivers = createPaymentDrivers(app.env);
    for (const line of localDriverWarnings(drivers)) app.log.warn(line);
    const service = createPaymentsService({
      payments: app.repos.payments,
      events: app.repos.paymentEvents,
      tickets: app.repos.tickets,
      terminals: app.repos.bankTerminals,
      changes: app.changes.feed,
      drivers,
      channels: app.messaging.channels,
      log: app.log,
      now: opts.now ?? Date.now,
      webhookBaseUrl: () => ownBaseUrl(app),
    });
    app.decorate('payments', service);
    // Confirmations stored before a crash or restart are processed now; failures are retried every 30 s by one
    // instance of the cluster (each confirmation is processed once whichever instance takes it: payment-processor.ts).
    app.addHook('onReady', async () => service.start());
    app.jobs.every('payment-retry', PAYMENT_RETRY_MS, () => service.retryUnprocessed());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'payments', dependencies: ['repositories', 'changes', 'messaging', 'jobs'] },
);
