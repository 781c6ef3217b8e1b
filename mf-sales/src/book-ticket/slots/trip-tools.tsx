import { TripToolsBar } from '../trip-ops/trip-tools-bar';
import type { TripToolsProps } from './slot-props';

/** Slot: lock, trip update, settlement and contract of the opened trip (issue 5, trip operations). */
export function TripTools(props: TripToolsProps) {
  return <TripToolsBar {...props} />;
}
