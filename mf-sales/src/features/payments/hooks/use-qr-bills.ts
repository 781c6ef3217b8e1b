import { joinTicketIds } from '@busdesk/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentServices } from '../payment-services';
import { qrErrorText, type QrKind } from '../payment-rules';

/** A QR the dialog shows: the image, what it charges and the bill (bank billNumber or wallet orderId). */
export interface ShownQr {
  kind: QrKind;
  qrImage: string;
  /** đồng */
  amount: number;
  /** billNumber (MB_QR) or orderId (MOMO_QR): the key of the mb-ticket-payment event and of the send call. */
  bill: string;
}

export type QrState = { status: 'loading' } | { status: 'ready'; qr: ShownQr } | { status: 'error'; message: string };

async function fetchQr(services: PaymentServices, kind: QrKind, companyId: string, ticketIds: readonly string[]): Promise<ShownQr> {
  const joined = joinTicketIds(ticketIds);
  if (kind === 'MB_QR') {
    const answer = await services.bankQr({ companyId, ticketIds: joined });
    return { kind, qrImage: answer.qrImage, amount: answer.amount, bill: answer.billNumber };
  }
  const { momo } = await services.walletQr({ companyId, ticketIds: joined });
  return { kind, qrImage: momo.qrImage, amount: momo.amount, bill: momo.orderId };
}

/**
 * The QR of each kind, made once per dialog opening: switching between bank and wallet QR shows the bill already
 * made instead of opening another one (each bill is a row the bank simulator and the staff see). `retry` asks again
 * after a failure.
 */
export function useQrBills(services: PaymentServices, companyId: string, ticketIds: readonly string[], kind: QrKind) {
  const [states, setStates] = useState<Partial<Record<QrKind, QrState>>>({});
  const [attempt, setAttempt] = useState(0);
  // Kinds asked for in this opening; a ref, not state, so marking one 'loading' never cancels its own request.
  const requested = useRef(new Set<QrKind>());
  const mounted = useRef(true);
  const key = ticketIds.join(',');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (requested.current.has(kind)) return;
    requested.current.add(kind);
    setStates((s) => ({ ...s, [kind]: { status: 'loading' } }));
    fetchQr(services, kind, companyId, key.split(',')).then(
      (qr) => {
        if (mounted.current) setStates((s) => ({ ...s, [kind]: { status: 'ready', qr } }));
      },
      (error: unknown) => {
        if (mounted.current) setStates((s) => ({ ...s, [kind]: { status: 'error', message: qrErrorText(kind, error) } }));
      },
    );
    // `attempt` re-runs the request after `retry` forgot the failed kind.
  }, [kind, services, companyId, key, attempt]);

  const retry = useCallback(() => {
    requested.current.delete(kind);
    setAttempt((n) => n + 1);
  }, [kind]);

  const shown = Object.values(states).flatMap((s) => (s?.status === 'ready' ? [s.qr] : []));
  return { state: states[kind] ?? ({ status: 'loading' } as const), shown, retry };
}
