import { BankBillStatus } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import { useEffect, useRef } from 'react';
import type { PaymentServices } from '../payment-services';
import { isPaymentOf } from '../payment-rules';
import type { ShownQr } from './use-qr-bills';

/**
 * Calls `onPaid` once when one of the shown QRs is paid: on its mb-ticket-payment event (partner/{id}/payments,
 * which the shell subscribes and feeds into bus.payments$; a wallet order's event carries its orderId), or — after
 * the realtime connection dropped and came back, when that event may have been missed — when re-reading a bank
 * bill finds it paid. Wallet orders have no state call: after a missed event the seats still show paid (the screen
 * refetches its tickets on reconnect) and the clerk closes the dialog.
 */
export function usePaymentConfirmation(services: Pick<PaymentServices, 'bill'>, shown: readonly ShownQr[], onPaid: () => void): void {
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const done = useRef(false);

  useEffect(() => {
    const paid = () => {
      if (done.current) return;
      done.current = true;
      onPaidRef.current();
    };
    const payments = bus.payments$.subscribe((event) => {
      // A transfer that needs staff attention (refund, duplicate, short) did not pay the bill: the dialog stays.
      if (event.type === 'mb-ticket-payment' && isPaymentOf(event, shownRef.current.map((qr) => qr.bill))) paid();
    });
    const reconnected = bus.reconnected$.subscribe(() => {
      for (const qr of shownRef.current) {
        if (qr.kind !== 'MB_QR') continue;
        services.bill({ billNumber: qr.bill }).then(
          (bill) => {
            if (bill.transStatus === BankBillStatus.PAID) paid();
          },
          // A bill that cannot be read now stays open; its event or the next reconnect settles it.
          () => undefined,
        );
      }
    });
    return () => {
      payments.unsubscribe();
      reconnected.unsubscribe();
    };
  }, [services]);
}
