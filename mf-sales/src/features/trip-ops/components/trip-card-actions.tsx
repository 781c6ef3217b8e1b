import type { TTripCard, TUserInfo } from '@busdesk/api-contract';
import Stack from '@mui/material/Stack';
import { TripLockToggle } from './trip-lock-toggle';
import { TripUpdateButton } from './trip-update-button';

export interface TripCardActionsProps {
  trip: TTripCard;
  user: TUserInfo;
}

/**
 * Beside a trip card: the agency's lock toggle and, for a company 'not using the app', the vehicle/driver edit.
 * Neither is a Tab stop: the card reaches them with ArrowRight (TripCard, ADR 0049), so the list keeps one Tab stop
 * per trip.
 */
export function TripCardActions({ trip, user }: TripCardActionsProps) {
  return (
    <Stack direction="column" sx={{ px: 0.25, justifyContent: 'center' }}>
      <TripLockToggle trip={trip} partnerId={user.partnerId} tabIndex={-1} />
      {trip.isNotUsingAv ? <TripUpdateButton trip={trip} tabIndex={-1} /> : null}
    </Stack>
  );
}
