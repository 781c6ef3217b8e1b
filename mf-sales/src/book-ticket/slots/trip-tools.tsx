import type { TripToolsProps } from './slot-props';

/** Slot: lock, trip update, settlement and contract of the opened trip (issue 5, trip operations). Renders nothing until that feature lands. */
export function TripTools(_props: TripToolsProps) {
  return null;
}
