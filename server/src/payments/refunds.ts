import type { PaymentsDeps } from './payments-deps';
import { MSG, PaymentOutcome, type TRefundPayment } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';

/** Money received without a sale to match: the agency's staff give it back (or collect the rest) and resolve it. */
export const REFUND_OUTCOMES = [PaymentOutcome.REFUND_NEEDED, PaymentOutcome.DUPLICATE, PaymentOutcome.UNDERPAID] as const;

/** The agency's received payments needing a refund, open ones (or all, newest first). Only its own bills' payments. */
export function listRefunds(deps: PaymentsDeps, session: SessionContext, includeResolved: boolean): Promise<TRefundPayment[]> {
  return deps.events.agencyRefunds(session.partnerId, REFUND_OUTCOMES, includeResolved);
}

/** Marks one handled; resolving twice keeps the first resolution. Another agency's id answers 404. */
export async function resolveRefund(deps: PaymentsDeps, session: SessionContext, id: string, note: string | undefined): Promise<TRefundPayment> {
  // The resolution and its change commit together: the transfers to give back on the agency's dashboard, and every
  // open refund alert of the agency, moved (docs/adr/0072). Resolving again changes nothing and records nothing.
  await deps.changes.transaction(async (tx, record) => {
    const resolved = await deps.events.resolve(tx, session.partnerId, id, REFUND_OUTCOMES, { now: deps.now(), by: session.name, note: note ?? null });
    if (resolved) await record({ kind: 'refund-resolved', partnerId: session.partnerId, paymentId: id });
  });
  const payment = await deps.events.agencyRefund(session.partnerId, id, REFUND_OUTCOMES);
  if (!payment) throw new HttpError(404, MSG.payments.refundNotFound);
  return payment;
}
