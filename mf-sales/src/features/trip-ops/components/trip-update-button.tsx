import type { TManageTripResponse } from '@busdesk/api-contract';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { TRIP_OPS_LABELS as L } from '../labels';
import type { TripUpdateTrip } from './trip-update-dialog';

const TripUpdateDialog = lazy(() => import('./trip-update-dialog').then((m) => ({ default: m.TripUpdateDialog })));

export interface TripUpdateButtonProps {
  trip: TripUpdateTrip;
  onSaved?: (result: TManageTripResponse) => void;
  size?: 'small' | 'medium';
  /** -1 beside a trip card, which the arrow keys reach from the card (one Tab stop per card). */
  tabIndex?: number;
}

/** The vehicle/driver edit icon; its dialog (Autocomplete, the two lists) loads on first open. */
export function TripUpdateButton({ trip, onSaved, size = 'small', tabIndex }: TripUpdateButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={L.editTrip}>
        <IconButton size={size} aria-label={L.editTrip} tabIndex={tabIndex} onClick={() => setOpen(true)}>
          <EditIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <TripUpdateDialog
            trip={trip}
            onClose={() => setOpen(false)}
            onSaved={(result) => {
              setOpen(false);
              onSaved?.(result);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
