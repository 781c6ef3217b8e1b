import { apiMessagingServices } from '../messaging/messaging-services';
import { PrintMessagePanel } from '../messaging/print-message-panel';
import type { TicketToolsProps } from './slot-props';

/** Slot: printing and SMS/ZNS for the selected own tickets (issue 5, messaging). */
export function PrintMessageTools({ selectedTickets }: TicketToolsProps) {
  if (selectedTickets.length === 0) return null;
  return <PrintMessagePanel selectedTickets={selectedTickets} services={apiMessagingServices} />;
}
