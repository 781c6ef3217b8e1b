import type { TripCardToolsProps } from './slot-props';

/** Slot: controls beside a trip card (issue 5, trip operations). Renders nothing until that feature lands. */
export function TripCardTools(_props: TripCardToolsProps) {
  return null;
}
