import type { SalesAlertsProps } from './slot-props';

/** Slot: payments needing a refund (issue 5, payments). Renders nothing until that feature lands. */
export function SalesAlerts(_props: SalesAlertsProps) {
  return null;
}
