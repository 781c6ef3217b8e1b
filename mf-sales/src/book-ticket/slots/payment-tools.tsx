import type { TicketToolsProps } from './slot-props';

/** Slot: QR payment for the selected tickets (issue 5, payments). Renders nothing until that feature lands. */
export function PaymentTools(_props: TicketToolsProps) {
  return null;
}
