import { MSG, type TTripCard } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { isTripLockedFor } from '../../../shared/is-trip-locked-for';
import { failureWithReason } from '../failure-text';
import { TRIP_OPS_LABELS as L } from '../labels';
import { lockTrip } from '../api/lock-trip';

export interface TripLockToggleProps {
  trip: Pick<TTripCard, 'tripId' | 'partnerLocks'>;
  /** The session's agency: only its own partnerLocks entry is shown and toggled (001 §4). */
  partnerId: string;
  /** After the server wrote the entry (the opened trip re-reads itself). */
  onChanged?: (locked: boolean) => void;
  size?: 'small' | 'medium';
  /** -1 beside a trip card, which the arrow keys reach from the card (one Tab stop per card). */
  tabIndex?: number;
  lock?: typeof lockTrip;
}

/**
 * Locks or unlocks the trip for the agency. The state shown is the server's answer to the last toggle until the
 * trip itself changes, so a card whose list has not been re-read still shows the lock the clerk just set.
 */
export function TripLockToggle({ trip, partnerId, onChanged, size = 'small', tabIndex, lock = lockTrip }: TripLockToggleProps) {
  const propLocked = isTripLockedFor(trip, partnerId);
  // The answer is remembered against the very partnerLocks value it was given over, not against a locked/unlocked
  // flag: keyed by the flag, a colleague's lock arriving after this clerk's unlock (the flag back to what it was)
  // revived the old answer, so the card showed 'unlocked' on a locked trip and the next click locked it again.
  const [answer, setAnswer] = useState<{ from: TTripCard['partnerLocks']; locked: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // Any newer partnerLocks from the parent (a re-read, a live trip-changed) wins over the remembered answer.
  const locked = answer && answer.from === trip.partnerLocks ? answer.locked : propLocked;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await lock(trip.tripId, locked ? 0 : 1);
      const nowLocked = isTripLockedFor(res, partnerId);
      setAnswer({ from: trip.partnerLocks, locked: nowLocked });
      notify(nowLocked ? MSG.sales.locked : MSG.sales.unlocked, 'success');
      onChanged?.(nowLocked);
    } catch (error) {
      notify(failureWithReason(MSG.sales.lockFailed, error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const label = locked ? L.unlock : L.lock;
  return (
    <Tooltip title={locked ? L.lockedHint : L.unlockedHint}>
      <span>
        {/* aria-disabled rather than disabled while the call runs: a disabled button would drop the keyboard focus. */}
        <IconButton
          size={size}
          aria-label={label}
          aria-pressed={locked}
          aria-disabled={busy || undefined}
          tabIndex={tabIndex}
          color={locked ? 'error' : 'default'}
          onClick={() => void toggle()}
        >
          {locked ? <LockIcon fontSize="inherit" /> : <LockOpenIcon fontSize="inherit" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
