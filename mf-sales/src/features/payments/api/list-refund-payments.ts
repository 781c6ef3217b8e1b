import { refundListEndpoint, type EndpointCall, type TRefundPayment } from '@busdesk/api-contract';
import { bus, callEndpoint } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The agency's payments that need a refund (resolved ones included; the alert shows the open ones). */
export const listRefundPayments: EndpointCall<typeof refundListEndpoint> = (request) => callEndpoint(refundListEndpoint, request);

/**
 * The agency's open refund-needed payments: one request after mount, again on every payment event (a late transfer
 * is decided when it arrives) but a bill opened (it receives no transfer yet) and after a reconnect (events may have been missed). Only the newest answer counts,
 * so a slow earlier reply never brings back a row. A failed read keeps what is shown: the alert is advisory.
 */
export function useRefundPayments(services: { refundList: typeof listRefundPayments }, partnerId: string) {
  const [payments, setPayments] = useState<TRefundPayment[]>([]);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    services.refundList({}).then(
      (answer) => {
        if (ticket === latest.current) setPayments(answer.payments.filter((p) => p.resolvedAt === null));
      },
      () => undefined,
    );
  }, [services]);

  useEffect(() => {
    setPayments([]);
    reload();
    const payments = bus.payments$.subscribe((event) => {
      // Every clerk's QR bill opens one: no transfer came, so the list cannot have moved.
      if (event.type !== 'bill-opened') reload();
    });
    const reconnected = bus.reconnected$.subscribe(reload);
    return () => {
      // A reply after unmount or after another agency signed in must not land.
      latest.current++;
      payments.unsubscribe();
      reconnected.unsubscribe();
    };
  }, [reload, partnerId]);

  /** Drops a row at once (after the server accepted 'resolved'); the next reload agrees. */
  const remove = useCallback((id: string) => setPayments((list) => list.filter((p) => p.id !== id)), []);
  return { payments, remove };
}
