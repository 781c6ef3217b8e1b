import { randomInt } from 'node:crypto';
import type { PaymentsDeps } from './payments-deps';
import type { z } from 'zod';
import { PAYMENT_WEBHOOK_HEADERS, PAYMENT_WEBHOOK_PATHS, type TPaymentWebhookBody, type TSimulatorBill, type TSimulatorPayResponse, type ZSimulatorPayRequest } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { PaymentQueue } from './payment-events';
import { signWebhook } from './webhook-signature';

/**
 * The agency's open bank bills (and wallet orders when the wallet is local too), newest first: what its ADMIN may
 * pay on the simulated bank. Another agency's bill is absent, as if it did not exist.
 */
const openBills = (deps: PaymentsDeps, session: SessionContext, billNumber?: string) =>
  deps.payments.simulatorBills({ partnerId: session.partnerId, ...(billNumber ? { billNumber } : {}), wallet: deps.drivers.wallet.kind === 'local' });

export async function listSimulatorBills(deps: PaymentsDeps, session: SessionContext): Promise<TSimulatorBill[]> {
  const bills = await openBills(deps, session);
  const seats = await deps.payments.ticketSeats([...new Set(bills.flatMap((b) => b.ticketIds))]);
  return bills.map(({ secret: _secret, ...b }) => ({
    ...b,
    seatIds: b.ticketIds.map((id) => seats.get(id)?.seatId).filter((s): s is string => !!s),
    released: b.ticketIds.some((id) => seats.get(id)?.gone ?? true),
  }));
}

/** How long the simulator waits for another instance to process the delivery it made. */
const OTHER_INSTANCE_WAIT_MS = 5_000;

/** A bank-style transaction reference: 'FT' + 14 digits. */
const transactionRef = () => `FT${Date.now().toString().slice(-10)}${randomInt(0, 10_000).toString().padStart(4, '0')}`;

/**
 * Pays a bill the way the bank would: builds the confirmation, signs it with the company's secret and POSTs it to
 * our own webhook over HTTP (a real request through the whole stack). 'late' first expires and releases the
 * bill's unpaid holds, as if the customer had paid after the deadline.
 */
export async function paySimulatorBill(deps: PaymentsDeps, queue: PaymentQueue, session: SessionContext, input: z.output<typeof ZSimulatorPayRequest>): Promise<TSimulatorPayResponse> {
  const [bill] = await openBills(deps, session, input.billNumber);
  if (!bill || !bill.secret) throw notFound();
  const now = deps.now();
  if (input.mode === 'late') {
    for (const tripId of await deps.payments.expireHolds(bill.ticketIds, now)) await deps.tickets.releaseExpiredHolds(now, tripId);
  }
  const amount = input.amount ?? (input.mode === 'partial' ? Math.floor(bill.amount / 2) : bill.amount);
  const body: TPaymentWebhookBody = {
    transactionId: transactionRef(),
    companyId: bill.companyId,
    billNumber: bill.billNumber,
    amount,
    paidAt: now,
    ...(bill.accountNumber ? { accountNumber: bill.accountNumber } : {}),
    description: `${bill.billNumber} chuyen tien ve xe`,
  };
  const raw = JSON.stringify(body);
  const url = `${deps.webhookBaseUrl()}${PAYMENT_WEBHOOK_PATHS[bill.provider]}`;
  const deliveries: TSimulatorPayResponse['deliveries'] = [];
  for (let i = 0; i < (input.mode === 'twice' ? 2 : 1); i++) {
    const timestamp = Math.floor(deps.now() / 1000);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_WEBHOOK_HEADERS.company]: bill.companyId,
        [PAYMENT_WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [PAYMENT_WEBHOOK_HEADERS.signature]: signWebhook(bill.secret, timestamp, bill.companyId, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => null)) as { results?: { duplicate?: boolean } } | null;
    deliveries.push({ status: res.status, duplicate: answer?.results?.duplicate ?? null });
  }
  await queue.idle();
  // Behind a proxy the delivery may have reached another instance, whose queue this one cannot wait for: wait for
  // the stored outcome instead (bounded; null if it takes longer, as for an accepted but unprocessed delivery).
  let outcome = await deps.events.outcomeOf(bill.provider, body.transactionId);
  const accepted = deliveries.some((d) => d.status === 200);
  for (let waited = 0; accepted && outcome === null && waited < OTHER_INSTANCE_WAIT_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    outcome = await deps.events.outcomeOf(bill.provider, body.transactionId);
  }
  return { transactionId: body.transactionId, amount, deliveries, outcome };
}
