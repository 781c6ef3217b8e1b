import Stack from '@mui/material/Stack';
import type { TripCardToolsProps } from '../slots/slot-props';
import { TripLockToggle } from './trip-lock-toggle';
import { TripUpdateButton } from './trip-update-button';

/** Beside a trip card: the agency's lock toggle and, for a company 'not using the app', the vehicle/driver edit. */
export function TripCardActions({ trip, user }: TripCardToolsProps) {
  return (
    <Stack direction="column" sx={{ px: 0.25, justifyContent: 'center' }}>
      <TripLockToggle trip={trip} partnerId={user.partnerId} />
      {trip.isNotUsingAv ? <TripUpdateButton trip={trip} /> : null}
    </Stack>
  );
}
