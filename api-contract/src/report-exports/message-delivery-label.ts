import type { TMessageDelivery } from '../api/ticket-messaging';
import { MSG } from '../messages/index';

/**
 * What became of a message, as the SMS and ZNS reports say it: a local driver's record reads 'not sent' (ADR 0042);
 * a record from before delivery was tracked reads failed when it failed and unknown otherwise, never 'sent'.
 */
export function messageDeliveryLabel(delivery: TMessageDelivery | null, isSuccess: boolean): string {
  if (delivery) return MSG.reports.delivery[delivery];
  return isSuccess ? MSG.reports.delivery.unknown : MSG.reports.delivery.failed;
}
