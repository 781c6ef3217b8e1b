import { TicketStatsReport } from '../features/ticket-stats/components/ticket-stats-report';

/** /report/ticket-stats. */
export function TicketStatsPage() {
  return <TicketStatsReport />;
}
