import type { TTripDetail, TUserInfo } from '@busdesk/api-contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TRIP_OPS_LABELS as L } from '../labels';
import { openTripContract } from '../open-trip-contract';
import { TripLockToggle } from './trip-lock-toggle';
import { TripSettlement } from './trip-settlement';
import { TripUpdateButton } from './trip-update-button';

export interface TripToolsBarProps {
  trip: TTripDetail;
  user: TUserInfo;
  /** serverTime − browser time of the opened trip: settlement is offered once the trip has departed on that clock. */
  serverOffset: number;
  /** Re-read the opened trip from the server (after a lock, update or settlement). */
  onTripChanged(): void;
}

/**
 * The opened trip's tools (001 §2.1): the agency's lock, the vehicle/driver edit (only for a company the agency
 * marked 'not using the app'), settlement with its report, and the contract page in a new window.
 */
export function TripToolsBar({ trip, user, serverOffset, onTripChanged }: TripToolsBarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="toolbar" aria-label={L.toolbar}>
      <TripLockToggle trip={trip} partnerId={user.partnerId} onChanged={onTripChanged} />
      {trip.isNotUsingAv ? <TripUpdateButton trip={trip} onSaved={onTripChanged} /> : null}
      <TripSettlement trip={trip} serverOffset={serverOffset} onSettled={onTripChanged} />
      <Button size="small" variant="outlined" onClick={() => void openTripContract(trip.tripId)}>
        {L.contract}
      </Button>
    </Stack>
  );
}
