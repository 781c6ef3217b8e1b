import type { TTripCard, TUserInfo } from '@busdesk/api-contract';
import Stack from '@mui/material/Stack';
import { TripLockToggle } from './trip-lock-toggle';
import { TripUpdateButton } from './trip-update-button';

export interface TripCardActionsProps {
  trip: TTripCard;
  user: TUserInfo;
}

/** Beside a trip card: the agency's lock toggle and, for a company 'not using the app', the vehicle/driver edit. */
export function TripCardActions({ trip, user }: TripCardActionsProps) {
  return (
    <Stack direction="column" sx={{ px: 0.25, justifyContent: 'center' }}>
      <TripLockToggle trip={trip} partnerId={user.partnerId} />
      {trip.isNotUsingAv ? <TripUpdateButton trip={trip} /> : null}
    </Stack>
  );
}
