import { isTripDeparted, MSG, type TTripCard } from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

/** The two warnings of an opened trip (001 §5): past departure, and locked by the user's own agency. */
export function tripWarnings(trip: TTripCard, ownPartnerId: string, now: number): string[] {
  const warnings: string[] = [];
  if (isTripDeparted(trip, now)) warnings.push(MSG.sales.tripDeparted);
  if (trip.partnerLocks.some((l) => l.partnerId === ownPartnerId && l.lockType === 1)) warnings.push(MSG.sales.tripLocked);
  return warnings;
}

export function TripWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ py: 0 }}>
          {w}
        </Alert>
      ))}
    </Stack>
  );
}
