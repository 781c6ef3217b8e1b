import { TripCardActions } from '../trip-ops/trip-card-actions';
import type { TripCardToolsProps } from './slot-props';

/** Slot: the lock toggle and the vehicle/driver edit beside a trip card (issue 5, trip operations). */
export function TripCardTools(props: TripCardToolsProps) {
  return <TripCardActions {...props} />;
}
