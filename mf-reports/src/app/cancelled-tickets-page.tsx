import { CancelledTicketsReport } from '../features/cancelled-tickets/components/cancelled-tickets-report';

/** /report/cancel. */
export function CancelledTicketsPage() {
  return <CancelledTicketsReport />;
}
