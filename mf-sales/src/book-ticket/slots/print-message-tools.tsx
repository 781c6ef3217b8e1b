import type { TicketToolsProps } from './slot-props';

/** Slot: printing and SMS/ZNS for the selected tickets (issue 5, messaging). Renders nothing until that feature lands. */
export function PrintMessageTools(_props: TicketToolsProps) {
  return null;
}
